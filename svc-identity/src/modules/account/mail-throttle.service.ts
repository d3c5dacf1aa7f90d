import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { IdentitySettings } from '../../config/identity-settings.js';
import { SignInThrottleRepository } from './sign-in-throttle.repository.js';
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
    private readonly throttles: SignInThrottleRepository,
    private readonly settings: IdentitySettings,
  ) {}

  /** Counts the request, or throws 429 with the whole minutes to wait (at least 1). */
  async admit(request: MailRequest, email: string, ipAddress: string | null): Promise<void> {
    const { maxPerAddress, maxPerEmail } = this.settings.mailLimits;
    if (ipAddress && !this.settings.rateLimitExemptAddresses.has(ipAddress)) await this.count(`mail-ip:${ipAddress}`, maxPerAddress);
    await this.count(`mail-${request}:${email}`, maxPerEmail);
  }

  private async count(key: string, limit: number): Promise<void> {
    const { count, leftMs } = await this.throttles.countRequest(key, this.settings.mailLimits.windowMinutes);
    if (count > limit) throw new TooManyMailRequestsError(wholeMinutes(leftMs));
  }
}
