/**
 * A sliding one-second window per key: at most `limit` calls in any 1,000 ms, as a
 * "N requests per second" limit behaves for a client that bursts. Answers how long to wait.
 */
export class RateLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 1000,
  ) {}

  /** Records a call; returns 0 when allowed, else the milliseconds until a slot frees. */
  take(key: string, now = Date.now()): number {
    let times = this.calls.get(key);
    if (!times) {
      times = [];
      this.calls.set(key, times);
    }
    const since = now - this.windowMs;
    let drop = 0;
    while (drop < times.length && times[drop]! <= since) drop++;
    if (drop > 0) times.splice(0, drop);
    if (times.length >= this.limit) return times[0]! + this.windowMs - now;
    times.push(now);
    return 0;
  }
}
