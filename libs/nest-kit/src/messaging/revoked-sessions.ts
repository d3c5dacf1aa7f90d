import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { Kvm, type KV } from '@nats-io/kv';
import { NatsClient } from './nats-client.js';

export const REVOKED_SESSIONS_BUCKET = 'revoked_sessions';
/** Longer than an access token lives: a revoked session's tokens have expired by the time it is forgotten. */
export const REVOKED_SESSIONS_TTL_MS = 60 * 60 * 1000;

/**
 * Ended sessions, shared over a NATS key-value bucket and watched by every process, so that a
 * logout is refused everywhere within a moment without asking svc-identity per request.
 */
@Injectable()
export class RevokedSessions implements BeforeApplicationShutdown {
  private readonly logger = new Logger(RevokedSessions.name);
  private readonly revoked = new Set<string>();
  private kv: KV | null = null;
  private watching = false;
  private watcher: Awaited<ReturnType<KV['watch']>> | null = null;
  private stopped = false;

  constructor(private readonly nats: NatsClient) {
    // The watcher is an ordered consumer that resumes by itself after a reconnection: start it once.
    nats.onConnected(() => {
      if (this.watching) return;
      this.watching = true;
      void this.watch();
    });
  }

  /** Stops the watcher before the connection drains: its heartbeat timer would outlive the connection. */
  beforeApplicationShutdown(): void {
    this.stopped = true;
    this.watcher?.stop();
  }

  has(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  /** Marks a session ended here at once and for every other process through the bucket. */
  async revoke(sessionId: string): Promise<void> {
    this.revoked.add(sessionId);
    const kv = await this.bucket();
    await kv.put(sessionId, '1');
  }

  private async bucket(): Promise<KV> {
    await this.nats.ready();
    if (!this.kv) {
      this.kv = await new Kvm(this.nats.connection()).create(REVOKED_SESSIONS_BUCKET, { ttl: REVOKED_SESSIONS_TTL_MS });
    }
    return this.kv;
  }

  private async watch(): Promise<void> {
    try {
      const kv = await this.bucket();
      const watcher = await kv.watch({ key: '>' });
      this.watcher = watcher;
      if (this.stopped) watcher.stop();
      for await (const entry of watcher) {
        if (entry.operation === 'PUT') this.revoked.add(entry.key);
      }
    } catch (error) {
      if (!this.stopped) this.logger.warn(`watching revoked sessions stopped: ${String(error)}`);
    }
  }
}
