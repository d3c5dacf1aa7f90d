import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Kvm, type KV } from '@nats-io/kv';

// The same bucket, TTL and meaning as nest-kit's RevokedSessions (messaging/revoked-sessions.ts):
// key = session id, a PUT = that session is ended. That file imports NestJS, so the constants are
// repeated here until they move to a framework-free entry of nest-kit.
export const REVOKED_SESSIONS_BUCKET = 'revoked_sessions';
export const REVOKED_SESSIONS_TTL_MS = 60 * 60 * 1000;

/** 'up': connected and watching the bucket; 'down': revocations made now are not seen (yet). */
export type RevocationFeedState = 'up' | 'down';

/** What the edge asks on every signed-in request. */
export interface RevocationList {
  has(sessionId: string): boolean;
  state(): RevocationFeedState;
}

export interface WatcherLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface RevokedSessionWatcherOptions {
  natsUrl: string;
  /** Connection name, as NATS monitoring shows it. */
  name?: string;
  log?: WatcherLog;
  /** Wait between attempts to connect or to (re)start the watch. */
  retryMs?: number;
  /** How often forgotten sessions (older than the bucket's TTL) are dropped from memory. */
  pruneEveryMs?: number;
  now?: () => number;
}

type Watch = Awaited<ReturnType<KV['watch']>>;

const silent: WatcherLog = { info: () => undefined, warn: () => undefined };

/**
 * Follows the `revoked_sessions` key-value bucket and keeps the ended sessions in memory, so the
 * check per request is one Map lookup and a logout reaches this process within milliseconds.
 *
 * Framework-free (no NestJS): the gateway uses it directly; it can replace the watch half of
 * nest-kit's RevokedSessions later.
 *
 * NATS down: `start()` never throws and never blocks. It connects in the background, retrying
 * every `retryMs`, then lets the client reconnect by itself; the watch is an ordered consumer
 * that is started again after a reconnection (replaying the bucket) and whenever it ends. While
 * the feed is down, sessions already known as ended stay refused and `state()` says 'down'.
 * Revocations made meanwhile are applied as soon as the watch (re)starts: the bucket keeps
 * them for an hour, longer than any access token lives.
 *
 * The edge's choice while down (api.plugin): tokens that verify are let through, not refused.
 * Refusing them would turn a NATS outage into an outage of every signed-in page, and the edge is
 * not the last check: svc-identity checks the session row on each call and refuses the refresh
 * of an ended session, and the other services check the same bucket. The gap is bounded by the
 * access token's 15 minutes, and GET /api/health answers 503 with gateway.nats 'down'.
 */
export class RevokedSessionWatcher implements RevocationList {
  /** Session id -> when it was revoked (ms), to forget it once the bucket has. */
  private readonly revokedAt = new Map<string, number>();
  private readonly log: WatcherLog;
  private readonly retryMs: number;
  private readonly now: () => number;
  private nc: NatsConnection | null = null;
  private watch: Watch | null = null;
  private connected = false;
  private watching = false;
  private started = false;
  private stopped = false;
  private pruneTimer: NodeJS.Timeout | undefined;
  private wake: (() => void) | null = null;
  /** Set when the watch is stopped on purpose to be started again at once (after a reconnection). */
  private rewatch = false;
  private watchingListeners: Array<() => void> = [];

  constructor(private readonly options: RevokedSessionWatcherOptions) {
    this.log = options.log ?? silent;
    this.retryMs = options.retryMs ?? 1000;
    this.now = options.now ?? Date.now;
  }

  has(sessionId: string): boolean {
    return this.revokedAt.has(sessionId);
  }

  state(): RevocationFeedState {
    return this.connected && this.watching ? 'up' : 'down';
  }

  /** How many ended sessions are remembered. */
  get size(): number {
    return this.revokedAt.size;
  }

  /** Resolves once the watch is running (a PUT made after this is seen). */
  whenWatching(): Promise<void> {
    if (this.state() === 'up') return Promise.resolve();
    return new Promise((resolve) => this.watchingListeners.push(resolve));
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const pruneEveryMs = this.options.pruneEveryMs ?? 5 * 60_000;
    this.pruneTimer = setInterval(() => this.prune(), pruneEveryMs);
    this.pruneTimer.unref();
    void this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.watching = false;
    this.connected = false;
    clearInterval(this.pruneTimer);
    this.wake?.();
    // The ordered consumer's heartbeat timer would outlive the connection: stop it first.
    this.watch?.stop();
    const nc = this.nc;
    this.nc = null;
    if (nc && !nc.isClosed()) await nc.close().catch(() => undefined);
  }

  /** Drops sessions revoked longer ago than the bucket keeps them: their tokens have expired. */
  prune(): void {
    const forgetBefore = this.now() - REVOKED_SESSIONS_TTL_MS;
    for (const [sessionId, at] of this.revokedAt) {
      if (at < forgetBefore) this.revokedAt.delete(sessionId);
    }
  }

  private async run(): Promise<void> {
    const nc = await this.connectWithRetry();
    if (!nc) return;
    void this.followStatus(nc);
    let warned = false;
    while (!this.stopped) {
      this.rewatch = false;
      try {
        await this.watchOnce(nc);
        if (!this.stopped && !this.rewatch) this.log.warn('the watch of revoked sessions ended; starting it again');
      } catch (error) {
        if (!this.stopped && !warned) this.log.warn(`cannot watch revoked sessions yet (${String(error)}); retrying`);
        warned = true;
      }
      this.watching = false;
      this.watch = null;
      if (!this.stopped && !this.rewatch) await this.sleep(this.retryMs);
    }
  }

  private async connectWithRetry(): Promise<NatsConnection | null> {
    let warned = false;
    while (!this.stopped) {
      try {
        const nc = await connect({
          servers: this.options.natsUrl.split(',').map((s) => s.trim()),
          name: this.options.name ?? 'gateway',
          reconnect: true,
          maxReconnectAttempts: -1,
          reconnectTimeWait: 500,
          timeout: 2000,
        });
        if (this.stopped) {
          await nc.close();
          return null;
        }
        this.nc = nc;
        this.connected = true;
        this.log.info(`connected to NATS at ${this.options.natsUrl}`);
        return nc;
      } catch (error) {
        if (!warned) {
          this.log.warn(
            `NATS not reachable at ${this.options.natsUrl} (${String(error)}); retrying. ` +
              'Until then the edge cannot see logouts; the services still check sessions.',
          );
        }
        warned = true;
        await this.sleep(this.retryMs);
      }
    }
    return null;
  }

  private async watchOnce(nc: NatsConnection): Promise<void> {
    const kv = await this.bucket(nc);
    const watch = await kv.watch({ key: '>' });
    this.watch = watch;
    if (this.stopped || this.rewatch) {
      watch.stop();
      return;
    }
    this.watching = true;
    this.log.info('watching revoked sessions');
    this.notifyWatching();
    // Last value per key first (the sessions ended before this process started), then every change.
    for await (const entry of watch) {
      if (entry.operation === 'PUT') this.revokedAt.set(entry.key, entry.created.getTime());
    }
  }

  /** Created with the options nest-kit uses; opened as it is when it exists with others. */
  private async bucket(nc: NatsConnection): Promise<KV> {
    const kvm = new Kvm(nc);
    try {
      return await kvm.create(REVOKED_SESSIONS_BUCKET, { ttl: REVOKED_SESSIONS_TTL_MS });
    } catch {
      return kvm.open(REVOKED_SESSIONS_BUCKET);
    }
  }

  private async followStatus(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        this.connected = false;
        if (!this.stopped) this.log.warn('NATS disconnected: logouts are not seen at the edge until it is back');
      } else if (status.type === 'reconnect') {
        this.connected = true;
        this.log.info('NATS reconnected; watching revoked sessions again');
        // A new watch, not the old consumer resuming: a server restarted without its storage has
        // lost the bucket, and the old consumer would wait on it for ever. The new watch creates
        // the bucket when missing and replays the last value of every key.
        this.rewatch = true;
        this.watching = false;
        this.watch?.stop();
      }
    }
  }

  private notifyWatching(): void {
    if (this.state() !== 'up') return;
    const listeners = this.watchingListeners;
    this.watchingListeners = [];
    for (const listener of listeners) listener();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
