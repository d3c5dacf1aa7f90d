import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, RetentionPolicy, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { STREAMS, type StreamDeclaration, type StreamName } from '@milestone/contracts';

export interface MessagingOptions {
  natsUrl: string;
  /** Names the connection, the durable consumers and the inbox rows. */
  serviceName: string;
  /** Streams this service publishes to or consumes from; declared (created or updated) on connect. */
  streams: StreamName[];
  /**
   * Where a new durable consumer starts: 'all' (production: nothing published is missed) or
   * 'new' (tests on a shared NATS: skip other runs' history).
   */
  startFrom?: 'all' | 'new';
}
export const MESSAGING_OPTIONS = Symbol('MESSAGING_OPTIONS');

const RETRY_MS = 1000;
const NANOS_PER_SECOND = 1_000_000_000;

/**
 * One NATS connection per process. The service starts even when NATS is down: the connection is
 * made in the background and retried, streams are declared on every (re)connect, and whoever needs
 * JetStream awaits `ready()` or asks `jetstreamOrNull()` (the outbox keeps events until then).
 */
@Injectable()
export class NatsClient implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(NatsClient.name);
  private nc: NatsConnection | null = null;
  private js: JetStreamClient | null = null;
  private jsm: JetStreamManager | null = null;
  private connected = false;
  private closing = false;
  private resolveReady!: () => void;
  private readonly readyPromise = new Promise<void>((resolve) => (this.resolveReady = resolve));
  private readonly readyListeners: Array<() => void> = [];

  constructor(private readonly options: MessagingOptions) {}

  onModuleInit(): void {
    void this.connectLoop();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    const nc = this.nc;
    this.nc = null;
    this.connected = false;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => nc.close());
  }

  isConnected(): boolean {
    return this.connected && this.nc !== null && !this.nc.isClosed();
  }

  /** Resolves once connected the first time, with streams declared. */
  ready(): Promise<void> {
    return this.readyPromise;
  }

  /** Runs `listener` on the first connection and after every reconnection. */
  onConnected(listener: () => void): void {
    this.readyListeners.push(listener);
    if (this.isConnected()) listener();
  }

  connection(): NatsConnection {
    if (!this.nc) throw new Error('NATS is not connected');
    return this.nc;
  }

  jetstream(): JetStreamClient {
    if (!this.js) throw new Error('NATS is not connected');
    return this.js;
  }

  manager(): JetStreamManager {
    if (!this.jsm) throw new Error('NATS is not connected');
    return this.jsm;
  }

  jetstreamOrNull(): JetStreamClient | null {
    return this.isConnected() ? this.js : null;
  }

  private async connectLoop(): Promise<void> {
    let warned = false;
    while (!this.closing) {
      try {
        const nc = await connect({
          servers: this.options.natsUrl,
          name: this.options.serviceName,
          reconnect: true,
          maxReconnectAttempts: -1,
          reconnectTimeWait: 500,
          timeout: 2000,
        });
        if (this.closing) {
          await nc.close();
          return;
        }
        this.nc = nc;
        this.js = jetstream(nc);
        this.jsm = await jetstreamManager(nc);
        await this.declareStreams();
        this.connected = true;
        this.logger.log(`connected to NATS at ${this.options.natsUrl}`);
        this.resolveReady();
        this.notify();
        void this.watchStatus(nc);
        return;
      } catch (error) {
        if (!warned) this.logger.warn(`NATS not reachable at ${this.options.natsUrl} (${String(error)}); retrying`);
        warned = true;
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    }
  }

  private async watchStatus(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        this.connected = false;
        this.logger.warn('NATS disconnected');
      } else if (status.type === 'reconnect') {
        try {
          await this.declareStreams();
        } catch (error) {
          this.logger.error(`declaring streams after reconnect failed: ${String(error)}`);
        }
        this.connected = true;
        this.logger.log('NATS reconnected');
        this.notify();
      }
    }
  }

  private notify(): void {
    for (const listener of this.readyListeners) listener();
  }

  /**
   * Creates each stream the service uses, or brings an existing one's subjects up to date (TASKS
   * gave up `tasks.execution.requested.v1.>` to the EXECUTIONS work queue: it is narrowed before
   * EXECUTIONS is declared, since two streams' subjects may not overlap). Retention cannot change
   * on an existing stream; EXECUTIONS is created as a work queue. DEADLETTER is every service's:
   * any of its consumers may put a refused message there.
   */
  private async declareStreams(): Promise<void> {
    const jsm = this.manager();
    const wanted = new Set<StreamName>([...this.options.streams, 'DEADLETTER']);
    if (wanted.has('EXECUTIONS')) wanted.add('TASKS');
    for (const key of Object.keys(STREAMS) as StreamName[]) {
      if (!wanted.has(key)) continue;
      const { name, subjects, retention, maxAgeDays, maxBytes }: StreamDeclaration = STREAMS[key];
      const info = await jsm.streams.info(name).catch(() => null);
      if (info) {
        const current = [...(info.config.subjects ?? [])].sort().join(' ');
        if (current !== [...subjects].sort().join(' ')) {
          await jsm.streams.update(name, { ...info.config, subjects: [...subjects] });
          this.logger.log(`stream ${name} now holds ${subjects.join(', ')}`);
        }
        continue;
      }
      try {
        await jsm.streams.add({
          name,
          subjects: [...subjects],
          retention: retention === 'workqueue' ? RetentionPolicy.Workqueue : RetentionPolicy.Limits,
          duplicate_window: 2 * 60 * NANOS_PER_SECOND,
          max_age: maxAgeDays * 24 * 3600 * NANOS_PER_SECOND,
          ...(maxBytes === undefined ? {} : { max_bytes: maxBytes }),
        });
      } catch (error) {
        // Another service may have created it between info and add.
        await jsm.streams.info(name).catch(() => {
          throw error;
        });
      }
    }
  }
}
