interface Verified {
  /** When the gateway checks the signature again (ms). */
  until: number;
  sessionId: string;
}

/**
 * Remembers tokens the gateway has already verified, until they expire (at most `maxAgeMs`),
 * so a signed-in browser's calls skip the ES256 check after the first. A token's signature and
 * claims cannot change; its session can end, so the session id is kept with it and the caller
 * checks it against the revoked sessions on every hit.
 */
export class VerifiedTokenCache {
  private readonly verified = new Map<string, Verified>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The session id of a token verified recently, or undefined. */
  sessionOf(token: string): string | undefined {
    const entry = this.verified.get(token);
    if (entry === undefined) return undefined;
    if (entry.until <= this.now()) {
      this.verified.delete(token);
      return undefined;
    }
    return entry.sessionId;
  }

  /** `expiresAtMs`: the token's own expiry (exp claim, in ms). */
  add(token: string, sessionId: string, expiresAtMs: number): void {
    if (this.verified.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { until: Math.min(expiresAtMs, this.now() + this.maxAgeMs), sessionId });
  }
}
