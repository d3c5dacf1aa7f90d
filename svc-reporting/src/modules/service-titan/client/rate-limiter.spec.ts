import { TokenBucket, sharedBucket, type Clock } from './rate-limiter.js';

/** A clock that only moves when told; sleeping moves it. */
function manualClock(start = 0): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    advance(ms) {
      now += ms;
    },
  };
}

/** The most requests any window of `windowMs` holds. */
function busiestWindow(times: number[], windowMs: number): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last += 1) {
    while (times[last]! - times[first]! >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

describe(TokenBucket.name, () => {
  it('lets a small burst through at once, then one request every 1/rate s', () => {
    const clock = manualClock();
    const bucket = new TokenBucket(40, clock);
    const waits = Array.from({ length: 7 }, () => bucket.reserve(0));
    expect(waits).toEqual([0, 0, 0, 0, 25, 50, 75]);
  });

  it('keeps any second under the rate plus the burst, so 40 per second never reaches 60', async () => {
    const clock = manualClock(1_000);
    const bucket = new TokenBucket(40, clock);
    // 200 callers at once: each reserves, then the request goes out when its slot comes.
    const sent = Array.from({ length: 200 }, () => clock.now() + bucket.reserve()).sort((a, b) => a - b);
    expect(busiestWindow(sent, 1000)).toBeLessThanOrEqual(44);
    expect(sent.at(-1)! - sent[0]!).toBeGreaterThanOrEqual(4_800);
  });

  it('refills while idle, but never beyond its burst', () => {
    const clock = manualClock();
    const bucket = new TokenBucket(10, clock);
    expect(bucket.reserve(0)).toBe(0);
    expect(bucket.reserve(0)).toBe(100);
    // Ten seconds idle give back one burst (one request at 10/s), not a hundred.
    expect(bucket.reserve(10_000)).toBe(0);
    expect(bucket.reserve(10_000)).toBe(100);
  });

  it('holds every caller until a Retry-After has passed, then spaces them again', () => {
    const clock = manualClock();
    const bucket = new TokenBucket(40, clock);
    bucket.holdUntil(1_000);
    expect(bucket.reserve(0)).toBe(1_000);
    expect(bucket.reserve(0)).toBe(1_025);
    expect(bucket.reserve(0)).toBe(1_050);
  });

  it('waits through its clock', async () => {
    const clock = manualClock();
    const bucket = new TokenBucket(1, clock);
    await bucket.acquire();
    expect(clock.now()).toBe(0);
    await bucket.acquire();
    expect(clock.now()).toBe(1_000);
  });

  it('refuses a rate that is not above 0', () => {
    expect(() => new TokenBucket(0)).toThrow('A request rate must be above 0 per second');
  });
});

describe(sharedBucket.name, () => {
  it('is one bucket per app key, tenant and API, whichever client asks', () => {
    const a = sharedBucket('ak.test.shared', '1', 'http://st.test', 40);
    expect(sharedBucket('ak.test.shared', '1', 'http://st.test', 40)).toBe(a);
    expect(sharedBucket('ak.test.shared', '2', 'http://st.test', 40)).not.toBe(a);
    expect(sharedBucket('ak.test.other', '1', 'http://st.test', 40)).not.toBe(a);
    expect(sharedBucket('ak.test.shared', '1', 'http://st2.test', 40)).not.toBe(a);
  });

  it('takes the rate of the latest client', () => {
    const bucket = sharedBucket('ak.test.rate', '1', 'http://st.test', 40);
    sharedBucket('ak.test.rate', '1', 'http://st.test', 20);
    expect(bucket.ratePerSecond).toBe(20);
  });
});
