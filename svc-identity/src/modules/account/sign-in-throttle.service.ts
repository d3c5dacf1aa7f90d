import { setTimeout as sleep } from 'node:timers/promises';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { IdentitySettings } from '../../config/identity-settings.js';
import { SignInThrottleRepository } from './sign-in-throttle.repository.js';

export class TooManySignInAttemptsError extends HttpException {
  constructor(minutes: number) {
    super(`Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** The first wait of a slowed-down address; each further failure doubles it (up to the setting's cap). */
const ADDRESS_BASE_DELAY_MS = 1000;

/** What a sign-in attempt was admitted as: what to give back when it succeeds. */
export interface Admission {
  /** The counting key of the attempt: 'device:<nonce>' for a trusted client, 'email:<address>' otherwise. */
  key: string;
  /** The address whose count the attempt took (untrusted clients only). */
  addressKey: string | null;
}

/**
 * Sign-in limits after OWASP's device cookies scheme (against brute force without malicious lockout):
 * - a client holding the account's device cookie (it signed in to that account before) counts its
 *   failures on its own key: nobody else's failures lock it out;
 * - other clients share the account's key: LOGIN_MAX_FAILURES_PER_EMAIL failures lock the account
 *   for them for LOGIN_LOCK_MINUTES;
 * - the per-address count only slows unknown clients down (1 s, 2 s, 4 s ... between attempts once
 *   the address has LOGIN_MAX_FAILURES_PER_ADDRESS failures): it never locks a valid sign-in.
 * Every attempt is counted before its password is checked, in one statement that increments and
 * answers the count, so N parallel attempts check at most the limit; a success gives its count back.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    private readonly throttles: SignInThrottleRepository,
    private readonly settings: IdentitySettings,
  ) {}

  /**
   * Admits one sign-in attempt or throws 429 with the whole minutes to wait (at least 1). A trusted
   * device over its own limit loses its trust and is admitted as an unknown client.
   */
  async admit(email: string, ipAddress: string | null, deviceNonce: string | null): Promise<Admission> {
    const { maxFailuresPerEmail } = this.settings.signInLimits;
    if (deviceNonce) {
      const key = `device:${deviceNonce}`;
      const lockedUntil = await this.countAttempt(key, maxFailuresPerEmail);
      if (!lockedUntil) return { key, addressKey: null };
    }
    const addressKey = ipAddress && !this.settings.rateLimitExemptAddresses.has(ipAddress) ? `ip:${ipAddress}` : null;
    if (addressKey) await this.awaitAddressTurn(addressKey);
    const key = `email:${email}`;
    const lockedUntil = await this.countAttempt(key, maxFailuresPerEmail);
    if (lockedUntil) {
      if (addressKey) await this.throttles.giveBack(addressKey);
      throw new TooManySignInAttemptsError(minutesUntil(lockedUntil));
    }
    return { key, addressKey };
  }

  /** A successful sign-in: its key starts over, and its address gets its attempt back. */
  async succeeded(admission: Admission): Promise<void> {
    await this.throttles.forget(admission.key);
    if (admission.addressKey) await this.throttles.giveBack(admission.addressKey);
  }

  /** Forgets the failed sign-ins of unknown clients for an e-mail (after a password reset). */
  async reset(email: string): Promise<void> {
    await this.throttles.forget(`email:${email}`);
  }

  /**
   * Counts one attempt on `key` and answers when the key is locked (null while it is not). The
   * window of LOGIN_LOCK_MINUTES starts over once it and any lock are past; the attempt that goes
   * over the limit locks the key for LOGIN_LOCK_MINUTES.
   */
  private async countAttempt(key: string, limit: number): Promise<Date | null> {
    const lockedUntil = await this.throttles.countAttempt(key, limit, this.settings.signInLimits.lockMinutes);
    return lockedUntil && lockedUntil.getTime() > Date.now() ? lockedUntil : null;
  }

  /**
   * Counts the attempt on the address and, once the address is over its limit, reserves the next
   * free slot (row lock: parallel attempts queue one after the other) and waits for it. A slot
   * further away than LOGIN_ADDRESS_MAX_DELAY_SECONDS is refused with 429 instead.
   */
  private async awaitAddressTurn(key: string): Promise<void> {
    const { maxFailuresPerAddress, lockMinutes, addressMaxDelayMs } = this.settings.signInLimits;
    const turn = await this.throttles.transaction(async (manager): Promise<{ refusedFor: number } | { waitFor: number }> => {
      const row = await this.throttles.lockAddress(manager, key, lockMinutes);
      const count = (row.over ? 0 : row.failures) + 1;
      const wait = row.over ? 0 : Math.max(0, row.nextMs ?? 0);
      if (count > maxFailuresPerAddress && wait > addressMaxDelayMs) return { refusedFor: wait };
      const delay =
        count > maxFailuresPerAddress ? Math.min(addressMaxDelayMs, ADDRESS_BASE_DELAY_MS * 2 ** Math.min(count - maxFailuresPerAddress - 1, 30)) : 0;
      await this.throttles.setAddressTurn(manager, key, { count, restart: row.over, delayMs: delay, nextInMs: wait + delay });
      return { waitFor: count > maxFailuresPerAddress ? wait : 0 };
    });
    if ('refusedFor' in turn) throw new TooManySignInAttemptsError(wholeMinutes(turn.refusedFor));
    if (turn.waitFor > 0) await sleep(turn.waitFor);
  }
}

function minutesUntil(date: Date): number {
  return wholeMinutes(date.getTime() - Date.now());
}

/** A wait as the whole minutes a refusal names: at least 1. */
export function wholeMinutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
