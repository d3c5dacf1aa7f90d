import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { REVOKED_SESSIONS_TTL_MS, RevokedSessionWatcher, type RevokedSessionWatcherOptions } from '../../src/revocation/index.js';
import { bucketClient, OwnNatsServer, testNatsUrl, within, type BucketClient } from '../support/nats.js';
import { eventually } from '../../src/testing/index.js';

describe(RevokedSessionWatcher.name, () => {
  let identity: BucketClient;
  const watchers: RevokedSessionWatcher[] = [];

  function watcherOf(natsUrl: string, now?: () => number): RevokedSessionWatcher {
    return started({ natsUrl, retryMs: 200, ...(now ? { now } : {}) });
  }

  function started(options: RevokedSessionWatcherOptions): RevokedSessionWatcher {
    const sut = new RevokedSessionWatcher(options);
    watchers.push(sut);
    sut.start();
    return sut;
  }

  beforeAll(async () => {
    identity = await bucketClient();
  });

  afterEach(async () => {
    await Promise.all(watchers.splice(0).map((w) => w.stop()));
  });

  afterAll(async () => {
    await identity.close();
  });

  it('sees a session revoked in the bucket within a second', async () => {
    const sut = watcherOf(testNatsUrl());
    await sut.whenWatching();
    expect(sut.state()).toBe('up');
    const sessionId = randomUUID();
    expect(sut.has(sessionId)).toBe(false);
    await identity.revoke(sessionId);
    expect(await within(1_000, () => sut.has(sessionId))).toBeLessThan(1_000);
  });

  it('knows the sessions revoked before it started', async () => {
    const earlier = randomUUID();
    await identity.revoke(earlier);
    const sut = watcherOf(testNatsUrl());
    await sut.whenWatching();
    await within(1_000, () => sut.has(earlier));
    expect(sut.has(randomUUID())).toBe(false);
  });

  it('forgets sessions once the bucket has (their tokens have expired)', async () => {
    let clock = Date.now();
    const sut = watcherOf(testNatsUrl(), () => clock);
    await sut.whenWatching();
    const sessionId = randomUUID();
    await identity.revoke(sessionId);
    await within(1_000, () => sut.has(sessionId));
    sut.prune();
    expect(sut.has(sessionId)).toBe(true);
    clock += REVOKED_SESSIONS_TTL_MS + 60_000;
    sut.prune();
    expect(sut.has(sessionId)).toBe(false);
  });

  it('revoke() refuses the session here at once and records it in the bucket for every other process', async () => {
    const sut = watcherOf(testNatsUrl());
    const sessionId = randomUUID();
    const recorded = sut.revoke(sessionId);
    expect(sut.has(sessionId)).toBe(true);
    await recorded;
    expect(await identity.isRevoked(sessionId)).toBe(true);
  });

  it('starts while NATS is unreachable, says so, and catches up once NATS is there', async () => {
    const nats = await OwnNatsServer.onFreePort();
    const warnings: string[] = [];
    const sut = started({ natsUrl: nats.url, retryMs: 200, log: { info: () => undefined, warn: (message) => warnings.push(message) } });
    // It has tried NATS and been refused (its warning says so): down, known from a signal, not a time.
    await within(5_000, () => warnings.some((w) => w.startsWith(`NATS not reachable at ${nats.url}`)), 10);
    expect(sut.state()).toBe('down');
    // A logout in this process while NATS is away: refused here now, recorded once NATS is back.
    const ownLogout = randomUUID();
    const recorded = sut.revoke(ownLogout);
    expect(sut.has(ownLogout)).toBe(true);

    await nats.start();
    const late = await bucketClient(nats.url);
    try {
      // A logout elsewhere while the watcher was away: the bucket keeps it and the watch replays it.
      const sessionId = randomUUID();
      await late.revoke(sessionId);
      await within(5_000, () => sut.state() === 'up', 25);
      await within(1_000, () => sut.has(sessionId));
      await recorded;
      expect(await late.isRevoked(ownLogout)).toBe(true);
    } finally {
      await late.close();
      await sut.stop();
      await nats.remove();
    }
  });

  it('watches again after NATS restarts, even when the restarted server lost the bucket', async () => {
    const nats = await OwnNatsServer.onFreePort();
    await nats.start();
    const sut = watcherOf(nats.url);
    try {
      await sut.whenWatching();
      const before = randomUUID();
      await sut.revoke(before);

      await nats.stop();
      await within(2_000, () => sut.state() === 'down', 25);
      await nats.startWithFreshStore();
      await within(5_000, () => sut.state() === 'up', 25);
      // Still refused: known here, although the new server never heard of it.
      expect(sut.has(before)).toBe(true);

      const late = await bucketClient(nats.url);
      try {
        const sessionId = randomUUID();
        await late.revoke(sessionId);
        await within(1_000, () => sut.has(sessionId));
        // And revoke() writes to the bucket the new server holds.
        const after = randomUUID();
        await sut.revoke(after);
        expect(await late.isRevoked(after)).toBe(true);
      } finally {
        await late.close();
      }
    } finally {
      await sut.stop();
      await nats.remove();
    }
  }, 20_000);

  it('uses a connection it is given and leaves it open when stopped', async () => {
    const nc = await connect({ servers: testNatsUrl() });
    try {
      const sut = started({ connection: async () => nc, retryMs: 200 });
      await sut.whenWatching();
      const sessionId = randomUUID();
      await identity.revoke(sessionId);
      await within(1_000, () => sut.has(sessionId));
      await sut.stop();
      expect(sut.state()).toBe('down');
      expect(nc.isClosed()).toBe(false);
      await expect(sut.revoke(randomUUID())).rejects.toThrow('stopped before the revocation reached NATS');
    } finally {
      await nc.close();
    }
  });

  it('stopped while its watch is being opened, leaves no timer behind once the shared connection drains', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    const nc = await connect({ servers: testNatsUrl() });
    // The watch's consumer is created on the server, and its answer is held back until the
    // service has begun to shut down: the watcher is stopped, then the connection drains.
    let created!: () => void;
    const consumerCreated = new Promise<void>((resolve) => (created = resolve));
    let release!: () => void;
    const shutdownBegun = new Promise<void>((resolve) => (release = resolve));
    const shared = new Proxy(nc, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (key === 'request') {
          return async (subject: string, ...rest: unknown[]) => {
            const answer: unknown = await (value as (...args: unknown[]) => Promise<unknown>).call(target, subject, ...rest);
            if (subject.startsWith('$JS.API.CONSUMER.CREATE')) {
              created();
              await shutdownBegun;
            }
            return answer;
          };
        }
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const sut = started({ connection: async () => shared, retryMs: 200 });
    await consumerCreated;
    const stopping = sut.stop();
    release();
    await stopping;
    await nc.drain();
    expect(nc.isClosed()).toBe(true);
    // The consumer's idle-heartbeat timer is gone with the watch, not left retrying on a closed
    // connection. Counted until it settles: other work of this process (a pool's idle client, a
    // client's timer on a loaded machine) may hold a timeout for a moment; a heartbeat re-arms for ever.
    expect(await eventually(async () => timers() <= before, 5_000)).toBe(true);
  });
});
