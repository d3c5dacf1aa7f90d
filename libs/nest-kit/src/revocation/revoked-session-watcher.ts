import { connect, type NatsConnection, type QueuedIterator, type Status } from '@nats-io/transport-node';
import { Kvm, type KV } from '@nats-io/kv';

// Framework-free on purpose (no NestJS): the gateway (plain fastify) uses it directly, and
// nest-kit's RevokedSessions provider is a thin NestJS wrapper around it.

/** key = session id, a PUT = that session is ended. */
export const REVOKED_SESSIONS_BUCKET = 'revoked_sessions';
/** Longer than an access token lives: a revoked session's tokens have expired by the time it is forgotten. */
export const REVOKED_SESSIONS_TTL_MS = 60 * 60 * 1000;

/** 'up': connected and watching the bucket; 'down': revocations made now are not seen (yet). */
export type RevocationFeedState = 'up' | 'down';

/** What is asked on every signed-in request. */
export interface RevocationList {
  has(sessionId: string): boolean;
  state(): RevocationFeedState;
}

export interface WatcherLog {
  info(message: string): void;
  warn(message: string): void;
}

interface CommonWatcherOptions {
  log?: WatcherLog;
  /** Wait between attempts to connect, to (re)start the watch or to deliver a revocation. */
  retryMs?: number;
  /** How often forgotten sessions (older than the bucket's TTL) are dropped from memory. */
  pruneEveryMs?: number;
  now?: () => number;
}

/** The watcher makes a connection of its own (retried in the background) and closes it on stop(). */
export interface OwnConnectionWatcherOptions extends CommonWatcherOptions {
  natsUrl: string;
  /** Connection name, as NATS monitoring shows it. */
  name?: string;
  connection?: never;
}

/**
 * The watcher uses a connection someone else owns (a service's NatsClient): `connection()`
 * resolves once it is connected. stop() leaves it open.
 */
export interface SharedConnectionWatcherOptions extends CommonWatcherOptions {
  connection: () => Promise<NatsConnection>;
  natsUrl?: never;
  name?: never;
}

export type RevokedSessionWatcherOptions = OwnConnectionWatcherOptions | SharedConnectionWatcherOptions;

type Watch = Awaited<ReturnType<KV['watch']>>;

const silent: WatcherLog = { info: () => undefined, warn: () => undefined };

/** Opens the bucket, creating it (with the TTL) when it is missing, e.g. after NATS lost its storage. */
export async function openRevokedSessionsBucket(nc: NatsConnection): Promise<KV> {
  const kvm = new Kvm(nc);
  try {
    return await kvm.create(REVOKED_SESSIONS_BUCKET, { ttl: REVOKED_SESSIONS_TTL_MS });
  } catch {
    // Created by another process between the look-up and the creation, or with other options.
    return kvm.open(REVOKED_SESSIONS_BUCKET);
  }
}

/**
 * Follows the `revoked_sessions` key-value bucket and keeps the ended sessions in memory, so the
 * check per request is one Map lookup and a logout reaches this process within milliseconds.
 *
 * NATS down: `start()` never throws and never blocks. With a connection of its own it connects in
 * the background, retrying every `retryMs`, then lets the client reconnect by itself; a shared
 * connection is awaited. The watch is an ordered consumer that is started again after every
 * reconnection (replaying the bucket, which is created again when the server lost its storage)
 * and whenever it ends. While the feed is down, sessions already known as ended stay refused and
 * `state()` says 'down'. Revocations made meanwhile are applied as soon as the watch (re)starts:
 * the bucket keeps them for an hour, longer than any access token lives, and this process
 * forgets them after the same hour (`prune()`).
 *
 * The gateway's choice while down (api.plugin): tokens that verify are let through, not refused;
 * the services check the same bucket, and svc-identity checks the session row on each call.
 */
export class RevokedSessionWatcher implements RevocationList {
  /** Session id -> when it was revoked (ms), to forget it once the bucket has. */
  private readonly revokedAt = new Map<string, number>();
  private readonly log: WatcherLog;
  private readonly retryMs: number;
  private readonly now: () => number;
  private nc: NatsConnection | null = null;
  private watch: Watch | null = null;
  /** The watch being opened (bucket look-up, consumer creation), until it is there or failed. */
  private opening: Promise<Watch> | null = null;
  private statusFeed: AsyncIterable<Status> | null = null;
  /** The bucket handle revoke() writes with; dropped after a failed PUT (the bucket may be gone). */
  private kv: KV | null = null;
  private connected = false;
  private watching = false;
  private started = false;
  private stopped = false;
  private pruneTimer: NodeJS.Timeout | undefined;
  private readonly sleepers = new Set<() => void>();
  /** Set when the watch is stopped on purpose to be started again at once (after a reconnection). */
  private rewatch = false;
  private watchingListeners: Array<() => void> = [];
  private connectionListeners: Array<(nc: NatsConnection | null) => void> = [];

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
    if (this.started || this.stopped) return;
    this.started = true;
    const pruneEveryMs = this.options.pruneEveryMs ?? 5 * 60_000;
    this.pruneTimer = setInterval(() => this.prune(), pruneEveryMs);
    this.pruneTimer.unref();
    void this.run();
  }

  /** Stops the watch (and closes the connection when it is the watcher's own). */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.watching = false;
    this.connected = false;
    clearInterval(this.pruneTimer);
    for (const wake of [...this.sleepers]) wake();
    for (const listener of this.connectionListeners.splice(0)) listener(null);
    // The ordered consumer's heartbeat timer would outlive the connection: stop it first.
    this.watch?.stop();
    // A watch still being opened must not see its connection close under it: the NATS client
    // would start its heartbeat timer anyway, and that timer then retries on the closed
    // connection for ever (a process that never exits). Let it open, then stop it.
    await this.opening?.catch(() => undefined);
    this.watch?.stop();
    // nc.status() is typed as a plain AsyncIterable; it is a QueuedIterator that can be stopped.
    (this.statusFeed as Partial<QueuedIterator<Status>> | null)?.stop?.();
    const nc = this.nc;
    this.nc = null;
    if (this.ownsConnection() && nc && !nc.isClosed()) await nc.close().catch(() => undefined);
  }

  /**
   * Ends a session: refused by this process at once, and by every other process once the PUT
   * reaches the bucket. Resolves when it has; while NATS is unreachable it keeps trying (every
   * `retryMs`) and rejects only when the watcher is stopped first.
   */
  async revoke(sessionId: string): Promise<void> {
    this.revokedAt.set(sessionId, this.now());
    let warned = false;
    for (;;) {
      const nc = await this.connection();
      if (!nc) break;
      try {
        this.kv ??= await openRevokedSessionsBucket(nc);
        await this.kv.put(sessionId, '1');
        return;
      } catch (error) {
        // Opened again on the next try: a server restarted without its storage lost the bucket.
        this.kv = null;
        if (this.stopped) break;
        if (!warned) this.log.warn(`cannot record the revocation of a session in NATS yet (${String(error)}); retrying`);
        warned = true;
        await this.sleep(this.retryMs);
      }
    }
    throw new Error('stopped before the revocation reached NATS');
  }

  /** Drops sessions revoked longer ago than the bucket keeps them: their tokens have expired. */
  prune(): void {
    const forgetBefore = this.now() - REVOKED_SESSIONS_TTL_MS;
    for (const [sessionId, at] of this.revokedAt) {
      if (at < forgetBefore) this.revokedAt.delete(sessionId);
    }
  }

  private ownsConnection(): boolean {
    return this.options.connection === undefined;
  }

  private connection(): Promise<NatsConnection | null> {
    if (this.stopped) return Promise.resolve(null);
    if (this.nc) return Promise.resolve(this.nc);
    return new Promise((resolve) => this.connectionListeners.push(resolve));
  }

  private async run(): Promise<void> {
    const nc = this.options.connection ? await this.sharedConnection(this.options.connection) : await this.connectWithRetry();
    if (!nc || this.stopped) return;
    this.nc = nc;
    this.connected = !nc.isClosed();
    for (const listener of this.connectionListeners.splice(0)) listener(nc);
    this.statusFeed = nc.status();
    void this.followStatus(this.statusFeed);
    let warned = false;
    while (!this.stopped && !nc.isClosed()) {
      this.rewatch = false;
      try {
        await this.watchOnce(nc);
        if (!this.stopped && !this.rewatch && !nc.isClosed()) this.log.warn('the watch of revoked sessions ended; starting it again');
      } catch (error) {
        if (!this.stopped && !warned) this.log.warn(`cannot watch revoked sessions yet (${String(error)}); retrying`);
        warned = true;
      }
      this.watching = false;
      this.watch = null;
      if (!this.stopped && !this.rewatch) await this.sleep(this.retryMs);
    }
  }

  private async sharedConnection(get: () => Promise<NatsConnection>): Promise<NatsConnection | null> {
    let warned = false;
    while (!this.stopped) {
      try {
        return await get();
      } catch (error) {
        if (!warned) this.log.warn(`no NATS connection yet (${String(error)}); retrying`);
        warned = true;
        await this.sleep(this.retryMs);
      }
    }
    return null;
  }

  private async connectWithRetry(): Promise<NatsConnection | null> {
    const natsUrl = this.options.natsUrl ?? '';
    let warned = false;
    while (!this.stopped) {
      try {
        const nc = await connect({
          servers: natsUrl.split(',').map((s) => s.trim()),
          name: this.options.name ?? 'revoked-session-watcher',
          reconnect: true,
          maxReconnectAttempts: -1,
          reconnectTimeWait: 500,
          timeout: 2000,
        });
        if (this.stopped) {
          await nc.close();
          return null;
        }
        this.log.info(`connected to NATS at ${natsUrl}`);
        return nc;
      } catch (error) {
        if (!warned) {
          this.log.warn(`NATS not reachable at ${natsUrl} (${String(error)}); retrying. ` + 'Until then sessions ended elsewhere are not seen here.');
        }
        warned = true;
        await this.sleep(this.retryMs);
      }
    }
    return null;
  }

  private async watchOnce(nc: NatsConnection): Promise<void> {
    const opening = openRevokedSessionsBucket(nc).then((kv) => kv.watch({ key: '>' }));
    this.opening = opening;
    let watch: Watch;
    try {
      watch = await opening;
    } finally {
      if (this.opening === opening) this.opening = null;
    }
    this.watch = watch;
    if (this.stopped || this.rewatch) {
      watch.stop();
      return;
    }
    this.watching = true;
    this.log.info('watching revoked sessions');
    this.notifyWatching();
    // Last value per key first (the sessions ended before this watch started), then every change.
    for await (const entry of watch) {
      if (entry.operation === 'PUT') this.revokedAt.set(entry.key, entry.created.getTime());
    }
  }

  private async followStatus(feed: AsyncIterable<Status>): Promise<void> {
    for await (const status of feed) {
      if (this.stopped) break;
      if (status.type === 'disconnect') {
        this.connected = false;
        this.log.warn('NATS disconnected: sessions ended meanwhile are seen once it is back');
      } else if (status.type === 'reconnect') {
        this.connected = true;
        this.log.info('NATS reconnected; watching revoked sessions again');
        // A new watch, not the old consumer resuming: a server restarted without its storage has
        // lost the bucket, and the old consumer would wait on it for ever. The new watch creates
        // the bucket when missing and replays the last value of every key.
        this.rewatch = true;
        this.watching = false;
        this.watch?.stop();
      } else if (status.type === 'close') {
        this.connected = false;
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
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}
