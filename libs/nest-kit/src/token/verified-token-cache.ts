interface Verified<T> {
  /** When the token's signature is checked again (ms). */
  until: number;
  value: T;
}

/**
 * Remembers tokens already verified, with what they said, until they expire (at most `maxAgeMs`),
 * so a signed-in caller's requests skip the signature check after the first (the gateway's ES256
 * check, each service's, a service token's HS256). A token's signature and claims cannot change;
 * its session can end, so whoever caches a user's token checks its session against the revoked
 * sessions on every hit.
 */
export class VerifiedTokenCache<T> {
  private readonly verified = new Map<string, Verified<T>>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** What a token verified recently said, or undefined. */
  get(token: string): T | undefined {
    const entry = this.verified.get(token);
    if (entry === undefined) return undefined;
    if (entry.until <= this.now()) {
      this.verified.delete(token);
      return undefined;
    }
    return entry.value;
  }

  /** `expiresAtMs`: the token's own expiry (exp claim, in ms). */
  add(token: string, value: T, expiresAtMs: number): void {
    if (this.verified.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { until: Math.min(expiresAtMs, this.now() + this.maxAgeMs), value });
  }
}
