export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A token bucket kept as its theoretical arrival time (GCRA): one request every 1000/rate ms, with a
 * burst of `burst` requests. Callers reserve a slot in arrival order and wait until it comes, so any
 * one-second window holds at most rate + burst requests — the burst is kept small (a tenth of a
 * second's worth) for that sum to stay under ServiceTitan's 60 per second.
 */
export class TokenBucket {
  private intervalMs: number;
  private toleranceMs: number;
  private rate: number;
  /** When the next request would be due if requests came exactly at the rate. */
  private tat = Number.NEGATIVE_INFINITY;

  constructor(
    ratePerSecond: number,
    private readonly clock: Clock = realClock,
  ) {
    this.intervalMs = 0;
    this.toleranceMs = 0;
    this.rate = ratePerSecond;
    this.setRate(ratePerSecond);
  }

  get ratePerSecond(): number {
    return this.rate;
  }

  setRate(ratePerSecond: number): void {
    if (!(ratePerSecond > 0)) throw new Error('A request rate must be above 0 per second');
    this.rate = ratePerSecond;
    this.intervalMs = 1000 / ratePerSecond;
    const burst = Math.max(1, Math.floor(ratePerSecond / 10));
    this.toleranceMs = (burst - 1) * this.intervalMs;
  }

  /** Reserves the next slot; answers how long to wait before using it (ms, 0 = now). */
  reserve(now: number = this.clock.now()): number {
    const due = Math.max(this.tat, now);
    const wait = Math.max(0, due - this.toleranceMs - now);
    this.tat = due + this.intervalMs;
    return wait;
  }

  /** No slot before `until` (a 429's Retry-After applies to every caller of the tenant, not only the one that drew it). */
  holdUntil(until: number): void {
    this.tat = Math.max(this.tat, until + this.toleranceMs);
  }

  /** Waits for a slot. */
  async acquire(): Promise<void> {
    const wait = this.reserve();
    if (wait > 0) await this.clock.sleep(wait);
  }
}

/**
 * The buckets of the process, one per app key, tenant and API: ServiceTitan counts requests per
 * application and tenant, so every client of the same pair (the sync, the status test, a probe)
 * draws from the same one.
 */
const buckets = new Map<string, TokenBucket>();

export function sharedBucket(appKey: string, tenantId: string, apiUrl: string, ratePerSecond: number): TokenBucket {
  const key = JSON.stringify([appKey, tenantId, apiUrl]);
  let bucket = buckets.get(key);
  if (bucket === undefined) {
    bucket = new TokenBucket(ratePerSecond);
    buckets.set(key, bucket);
  } else if (bucket.ratePerSecond !== ratePerSecond) {
    bucket.setRate(ratePerSecond);
  }
  return bucket;
}
