import { randomUUID } from 'node:crypto';
import { RevokedSessionWatcher } from '../../src/auth/revoked-session-watcher.js';
import { closedPort } from '../support/upstream.js';
import { eventually, revoker, startNatsServer, testNatsUrl, type Revoker } from '../support/nats.js';

describe(RevokedSessionWatcher.name, () => {
  let identity: Revoker;
  const watchers: RevokedSessionWatcher[] = [];

  function watcherOf(natsUrl: string, now?: () => number): RevokedSessionWatcher {
    const sut = new RevokedSessionWatcher({ natsUrl, retryMs: 200, ...(now ? { now } : {}) });
    watchers.push(sut);
    sut.start();
    return sut;
  }

  beforeAll(async () => {
    identity = await revoker();
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
    expect(await eventually(async () => sut.has(sessionId), 1_000, 5)).toBeLessThan(1_000);
  });

  it('knows the sessions revoked before it started', async () => {
    const earlier = randomUUID();
    await identity.revoke(earlier);
    const sut = watcherOf(testNatsUrl());
    await sut.whenWatching();
    await eventually(async () => sut.has(earlier), 1_000, 5);
    expect(sut.has(randomUUID())).toBe(false);
  });

  it('forgets sessions once the bucket has (their tokens have expired)', async () => {
    let clock = Date.now();
    const sut = watcherOf(testNatsUrl(), () => clock);
    await sut.whenWatching();
    const sessionId = randomUUID();
    await identity.revoke(sessionId);
    await eventually(async () => sut.has(sessionId), 1_000, 5);
    sut.prune();
    expect(sut.has(sessionId)).toBe(true);
    clock += 61 * 60_000;
    sut.prune();
    expect(sut.has(sessionId)).toBe(false);
  });

  it('starts while NATS is unreachable, says so, and catches up once NATS is there', async () => {
    const port = await closedPort();
    const sut = watcherOf(`nats://127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, 300));
    expect(sut.state()).toBe('down');

    const nats = await startNatsServer(port);
    try {
      // A logout while the watcher was away: the bucket keeps it and the watch replays it.
      const late = await revoker(nats.url);
      const sessionId = randomUUID();
      await late.revoke(sessionId);
      await late.close();
      await eventually(async () => sut.state() === 'up', 5_000);
      await eventually(async () => sut.has(sessionId), 1_000, 5);
    } finally {
      await sut.stop();
      await nats.stop();
    }
  });

  it('watches again after NATS restarts, even when the restarted server lost the bucket', async () => {
    const port = await closedPort();
    let nats = await startNatsServer(port);
    const sut = watcherOf(nats.url);
    try {
      await sut.whenWatching();
      await nats.stop();
      await eventually(async () => sut.state() === 'down', 2_000);

      nats = await startNatsServer(port);
      await eventually(async () => sut.state() === 'up', 5_000);
      const late = await revoker(nats.url);
      const sessionId = randomUUID();
      await late.revoke(sessionId);
      await late.close();
      await eventually(async () => sut.has(sessionId), 1_000, 5);
    } finally {
      await sut.stop();
      await nats.stop();
    }
  });
});
