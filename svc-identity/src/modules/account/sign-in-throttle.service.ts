import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { IdentitySettings } from '../../config/identity-settings.js';
import { SignInThrottleEntity } from './sign-in-throttle.entity.js';

export class TooManySignInAttemptsError extends HttpException {
  constructor(minutes: number) {
    super(`Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Failed sign-ins are counted per e-mail and per client address within a window of
 * LOGIN_LOCK_MINUTES; at the limit the key is locked for LOGIN_LOCK_MINUTES and sign-ins answer 429
 * before any password is checked. A successful sign-in resets the e-mail's count (not the
 * address's: one valid account must not reset an attacker's count against others).
 */
@Injectable()
export class SignInThrottle {
  constructor(
    @InjectRepository(SignInThrottleEntity) private readonly throttles: Repository<SignInThrottleEntity>,
    private readonly settings: IdentitySettings,
  ) {}

  /** Throws 429 with the whole minutes to wait (at least 1) when the e-mail or the address is locked. */
  async assertAllowed(email: string, ipAddress: string | null): Promise<void> {
    const rows = await this.throttles.findBy({ key: In(keysOf(email, ipAddress)) });
    const now = Date.now();
    const lockedUntil = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
    if (lockedUntil > now) throw new TooManySignInAttemptsError(Math.max(1, Math.ceil((lockedUntil - now) / 60_000)));
  }

  /** Counts a failure for the e-mail and the address; the one reaching its limit is locked. */
  async recordFailure(email: string, ipAddress: string | null): Promise<void> {
    const { maxFailuresPerEmail, maxFailuresPerAddress, lockMinutes } = this.settings.signInLimits;
    const [emailKey, addressKey] = keysOf(email, ipAddress);
    await this.count(emailKey!, maxFailuresPerEmail, lockMinutes);
    if (addressKey) await this.count(addressKey, maxFailuresPerAddress, lockMinutes);
  }

  async reset(email: string): Promise<void> {
    await this.throttles.delete({ key: `email:${email}` });
  }

  private async count(key: string, limit: number, lockMinutes: number): Promise<void> {
    // One statement, so concurrent failures each count: a window older than lockMinutes starts over.
    await this.throttles.query(
      `INSERT INTO sign_in_throttles AS t (key, failures, window_started_at, locked_until)
       VALUES ($1, 1, now(), CASE WHEN 1 >= $2 THEN now() + make_interval(mins => $3) END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at < now() - make_interval(mins => $3) THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at < now() - make_interval(mins => $3) THEN now() ELSE t.window_started_at END,
         locked_until = CASE
           WHEN (CASE WHEN t.window_started_at < now() - make_interval(mins => $3) THEN 1 ELSE t.failures + 1 END) >= $2
             THEN now() + make_interval(mins => $3)
           ELSE t.locked_until END`,
      [key, limit, lockMinutes],
    );
  }
}

function keysOf(email: string, ipAddress: string | null): string[] {
  return ipAddress ? [`email:${email}`, `ip:${ipAddress}`] : [`email:${email}`];
}
