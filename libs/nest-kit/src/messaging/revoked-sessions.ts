import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { RevokedSessionWatcher, type RevocationFeedState, type RevocationList } from '../revocation/index.js';
import { NatsClient } from './nats-client.js';

export { REVOKED_SESSIONS_BUCKET, REVOKED_SESSIONS_TTL_MS } from '../revocation/index.js';

/**
 * Ended sessions, shared over a NATS key-value bucket and watched by every process, so that a
 * logout is refused everywhere within a moment without asking svc-identity per request.
 *
 * A NestJS face of `RevokedSessionWatcher` (`@milestone/nest-kit/revocation`, the same watcher
 * the gateway runs) on this process's NATS connection: the watch starts again after every
 * reconnection, recreating the bucket when the server lost its storage, and sessions are
 * forgotten once the bucket has.
 */
@Injectable()
export class RevokedSessions implements RevocationList, OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(RevokedSessions.name);
  private readonly watcher: RevokedSessionWatcher;

  constructor(nats: NatsClient) {
    this.watcher = new RevokedSessionWatcher({
      connection: async () => {
        await nats.ready();
        return nats.connection();
      },
      log: { info: (message) => this.logger.log(message), warn: (message) => this.logger.warn(message) },
    });
  }

  onModuleInit(): void {
    this.watcher.start();
  }

  /** Stops the watch before the connection drains: its heartbeat timer would outlive the connection. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.watcher.stop();
  }

  has(sessionId: string): boolean {
    return this.watcher.has(sessionId);
  }

  /** 'up' while the bucket is watched; 'down' while NATS is unreachable (or not yet watched). */
  state(): RevocationFeedState {
    return this.watcher.state();
  }

  /** Resolves once the bucket is watched (a revocation made after this is seen). */
  whenWatching(): Promise<void> {
    return this.watcher.whenWatching();
  }

  /**
   * Marks a session ended here at once and for every other process through the bucket; resolves
   * once the bucket has it (while NATS is unreachable, once it is back).
   */
  revoke(sessionId: string): Promise<void> {
    return this.watcher.revoke(sessionId);
  }
}
