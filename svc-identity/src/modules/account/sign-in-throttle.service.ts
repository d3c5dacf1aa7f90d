import { setTimeout as sleep } from 'node:timers/promises';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { IdentitySettings } from '../../config/identity-settings.js';
import { SignInThrottleEntity } from './sign-in-throttle.entity.js';

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
    @InjectRepository(SignInThrottleEntity) private readonly throttles: Repository<SignInThrottleEntity>,
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
      if (addressKey) await this.giveBack(addressKey);
      throw new TooManySignInAttemptsError(minutesUntil(lockedUntil));
    }
    return { key, addressKey };
  }

  /** A successful sign-in: its key starts over, and its address gets its attempt back. */
  async succeeded(admission: Admission): Promise<void> {
    await this.throttles.delete({ key: admission.key });
    if (admission.addressKey) await this.giveBack(admission.addressKey);
  }

  /** Forgets the failed sign-ins of unknown clients for an e-mail (after a password reset). */
  async reset(email: string): Promise<void> {
    await this.throttles.delete({ key: `email:${email}` });
  }

  /**
   * Counts one attempt on `key` and answers when the key is locked (null while it is not). The
   * window of LOGIN_LOCK_MINUTES starts over once it and any lock are past; the attempt that goes
   * over the limit locks the key for LOGIN_LOCK_MINUTES.
   */
  private async countAttempt(key: string, limit: number): Promise<Date | null> {
    const { lockMinutes } = this.settings.signInLimits;
    const rows: Array<{ locked_until: Date | null }> = await this.throttles.query(
      `INSERT INTO sign_in_throttles AS t (key, failures, window_started_at, locked_until)
       VALUES ($1, 1, now(), CASE WHEN 1 > $2 THEN now() + make_interval(mins => $3) END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN ${WINDOW_OVER} THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN ${WINDOW_OVER} THEN now() ELSE t.window_started_at END,
         locked_until = CASE
           WHEN ${WINDOW_OVER} THEN NULL
           WHEN t.failures + 1 > $2 AND (t.locked_until IS NULL OR t.locked_until <= now()) THEN now() + make_interval(mins => $3)
           ELSE t.locked_until END
       RETURNING locked_until`,
      [key, limit, lockMinutes],
    );
    const lockedUntil = rows[0]?.locked_until ?? null;
    return lockedUntil && lockedUntil.getTime() > Date.now() ? lockedUntil : null;
  }

  /**
   * Counts the attempt on the address and, once the address is over its limit, reserves the next
   * free slot (row lock: parallel attempts queue one after the other) and waits for it. A slot
   * further away than LOGIN_ADDRESS_MAX_DELAY_SECONDS is refused with 429 instead.
   */
  private async awaitAddressTurn(key: string): Promise<void> {
    const { maxFailuresPerAddress, lockMinutes, addressMaxDelayMs } = this.settings.signInLimits;
    const turn = await this.throttles.manager.transaction(async (manager): Promise<{ refusedFor: number } | { waitFor: number }> => {
      await manager.query(`INSERT INTO sign_in_throttles (key, failures, window_started_at) VALUES ($1, 0, now()) ON CONFLICT (key) DO NOTHING`, [key]);
      const [row]: Array<{ failures: number; over: boolean; next_ms: number | null }> = await manager.query(
        `SELECT failures, window_started_at <= now() - make_interval(mins => $2) AS over,
                (extract(epoch FROM next_attempt_at - now()) * 1000)::float8 AS next_ms
           FROM sign_in_throttles WHERE key = $1 FOR UPDATE`,
        [key, lockMinutes],
      );
      const count = (row!.over ? 0 : row!.failures) + 1;
      const wait = row!.over ? 0 : Math.max(0, row!.next_ms ?? 0);
      if (count > maxFailuresPerAddress && wait > addressMaxDelayMs) return { refusedFor: wait };
      const delay = count > maxFailuresPerAddress ? Math.min(addressMaxDelayMs, ADDRESS_BASE_DELAY_MS * 2 ** Math.min(count - maxFailuresPerAddress - 1, 30)) : 0;
      await manager.query(
        `UPDATE sign_in_throttles SET failures = $2,
                window_started_at = CASE WHEN $3 THEN now() ELSE window_started_at END,
                next_attempt_at = CASE WHEN $4 > 0 THEN now() + make_interval(secs => $5) ELSE NULL END
          WHERE key = $1`,
        [key, count, row!.over, delay, (wait + delay) / 1000],
      );
      return { waitFor: count > maxFailuresPerAddress ? wait : 0 };
    });
    if ('refusedFor' in turn) throw new TooManySignInAttemptsError(wholeMinutes(turn.refusedFor));
    if (turn.waitFor > 0) await sleep(turn.waitFor);
  }

  private async giveBack(key: string): Promise<void> {
    await this.throttles.query(`UPDATE sign_in_throttles SET failures = GREATEST(failures - 1, 0) WHERE key = $1`, [key]);
  }
}

// The counting window is over when it started LOGIN_LOCK_MINUTES ago and no lock is running.
const WINDOW_OVER = `(t.window_started_at <= now() - make_interval(mins => $3) AND (t.locked_until IS NULL OR t.locked_until <= now()))`;

function minutesUntil(date: Date): number {
  return wholeMinutes(date.getTime() - Date.now());
}

/** A wait as the whole minutes a refusal names: at least 1. */
export function wholeMinutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
