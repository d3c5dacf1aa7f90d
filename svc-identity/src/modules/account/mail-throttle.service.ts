import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { IdentitySettings } from '../../config/identity-settings.js';
import { SignInThrottleEntity } from './sign-in-throttle.entity.js';
import { wholeMinutes } from './sign-in-throttle.service.js';

export class TooManyMailRequestsError extends HttpException {
  constructor(minutes: number) {
    super(`Too many requests. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** The endpoints that send e-mail, each counting its own requests per target e-mail. */
export type MailRequest = 'register' | 'forgot-password' | 'resend-verification';

/**
 * Limits the anonymous endpoints that send e-mail (and cost an argon2 hash): MAIL_MAX_PER_ADDRESS
 * requests of any of them from one client address and MAIL_MAX_PER_EMAIL of each for one target
 * e-mail, per MAIL_LIMIT_WINDOW_MINUTES. Counted before any work, known and unknown e-mails alike,
 * in the sign-in throttle's table: one statement counts and answers, so parallel requests cannot
 * overtake a limit.
 */
@Injectable()
export class MailThrottle {
  constructor(
    @InjectRepository(SignInThrottleEntity) private readonly throttles: Repository<SignInThrottleEntity>,
    private readonly settings: IdentitySettings,
  ) {}

  /** Counts the request, or throws 429 with the whole minutes to wait (at least 1). */
  async admit(request: MailRequest, email: string, ipAddress: string | null): Promise<void> {
    const { maxPerAddress, maxPerEmail } = this.settings.mailLimits;
    if (ipAddress && !this.settings.rateLimitExemptAddresses.has(ipAddress)) await this.count(`mail-ip:${ipAddress}`, maxPerAddress);
    await this.count(`mail-${request}:${email}`, maxPerEmail);
  }

  private async count(key: string, limit: number): Promise<void> {
    const rows: Array<{ failures: number; left_ms: number }> = await this.throttles.query(
      `INSERT INTO sign_in_throttles AS t (key, failures, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at <= now() - make_interval(mins => $2) THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at <= now() - make_interval(mins => $2) THEN now() ELSE t.window_started_at END
       RETURNING failures, (extract(epoch FROM window_started_at + make_interval(mins => $2) - now()) * 1000)::float8 AS left_ms`,
      [key, this.settings.mailLimits.windowMinutes],
    );
    const row = rows[0]!;
    if (row.failures > limit) throw new TooManyMailRequestsError(wholeMinutes(row.left_ms));
  }
}
