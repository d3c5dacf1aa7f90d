/**
 * Remembers tokens the gateway has already verified, until they expire (at most `maxAgeMs`),
 * so a signed-in browser's calls skip the ES256 check after the first. A token's signature and
 * claims cannot change; a revoked session is refused by the service, which checks revocation.
 */
export class VerifiedTokenCache {
  private readonly validUntil = new Map<string, number>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  has(token: string): boolean {
    const until = this.validUntil.get(token);
    if (until === undefined) return false;
    if (until <= this.now()) {
      this.validUntil.delete(token);
      return false;
    }
    return true;
  }

  /** `expiresAtMs`: the token's own expiry (exp claim, in ms). */
  add(token: string, expiresAtMs: number): void {
    if (this.validUntil.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.validUntil.keys().next().value;
      if (oldest !== undefined) this.validUntil.delete(oldest);
    }
    this.validUntil.set(token, Math.min(expiresAtMs, this.now() + this.maxAgeMs));
  }
}
