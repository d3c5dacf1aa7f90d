import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { SignInThrottleEntity } from './sign-in-throttle.entity.js';

/** An address's counter as its turn sees it, locked for the rest of the transaction. */
export interface AddressCounter {
  failures: number;
  /** Its window started LOGIN_LOCK_MINUTES ago or more: it starts over. */
  over: boolean;
  /** Milliseconds until its next free slot (negative: past; null: none reserved). */
  nextMs: number | null;
}

// The counting window is over when it started LOGIN_LOCK_MINUTES ago and no lock is running.
const WINDOW_OVER = `(t.window_started_at <= now() - make_interval(mins => $3) AND (t.locked_until IS NULL OR t.locked_until <= now()))`;

/**
 * The counters of the sign-in and mail throttles (table sign_in_throttles, one row per key). Each
 * count is one statement that increments and answers, so parallel requests cannot overtake a
 * limit; an address's turn locks its row (see SignInThrottle).
 */
@Injectable()
export class SignInThrottleRepository {
  constructor(@InjectRepository(SignInThrottleEntity) private readonly repo: Repository<SignInThrottleEntity>) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.repo.manager.transaction(work);
  }

  /**
   * Counts one sign-in attempt on `key` and answers its lock (null: none). The window of
   * `lockMinutes` starts over once it and any lock are past; the attempt that goes over `limit`
   * locks the key for `lockMinutes`.
   */
  async countAttempt(key: string, limit: number, lockMinutes: number): Promise<Date | null> {
    const rows: Array<{ locked_until: Date | null }> = await this.repo.query(
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
    return rows[0]?.locked_until ?? null;
  }

  /**
   * Counts one mail request on `key` in a window of `windowMinutes`; answers the count and the
   * milliseconds left of the window.
   */
  async countRequest(key: string, windowMinutes: number): Promise<{ count: number; leftMs: number }> {
    const rows: Array<{ failures: number; left_ms: number }> = await this.repo.query(
      `INSERT INTO sign_in_throttles AS t (key, failures, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at <= now() - make_interval(mins => $2) THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at <= now() - make_interval(mins => $2) THEN now() ELSE t.window_started_at END
       RETURNING failures, (extract(epoch FROM window_started_at + make_interval(mins => $2) - now()) * 1000)::float8 AS left_ms`,
      [key, windowMinutes],
    );
    const row = rows[0]!;
    return { count: row.failures, leftMs: row.left_ms };
  }

  /** The address's counter (made at zero when it has none), locked in the caller's transaction. */
  async lockAddress(manager: EntityManager, key: string, lockMinutes: number): Promise<AddressCounter> {
    await manager.query(`INSERT INTO sign_in_throttles (key, failures, window_started_at) VALUES ($1, 0, now()) ON CONFLICT (key) DO NOTHING`, [key]);
    const [row]: Array<{ failures: number; over: boolean; next_ms: number | null }> = await manager.query(
      `SELECT failures, window_started_at <= now() - make_interval(mins => $2) AS over,
              (extract(epoch FROM next_attempt_at - now()) * 1000)::float8 AS next_ms
         FROM sign_in_throttles WHERE key = $1 FOR UPDATE`,
      [key, lockMinutes],
    );
    return { failures: row!.failures, over: row!.over, nextMs: row!.next_ms };
  }

  /**
   * Writes the address's new count (its window starting over when `restart`) and its next free
   * slot `nextInMs` from now (none when `delayMs` is 0), in the caller's transaction.
   */
  async setAddressTurn(manager: EntityManager, key: string, turn: { count: number; restart: boolean; delayMs: number; nextInMs: number }): Promise<void> {
    await manager.query(
      `UPDATE sign_in_throttles SET failures = $2,
              window_started_at = CASE WHEN $3 THEN now() ELSE window_started_at END,
              next_attempt_at = CASE WHEN $4 > 0 THEN now() + make_interval(secs => $5) ELSE NULL END
        WHERE key = $1`,
      [key, turn.count, turn.restart, turn.delayMs, turn.nextInMs / 1000],
    );
  }

  /** Gives one counted attempt back. */
  async giveBack(key: string): Promise<void> {
    await this.repo.query(`UPDATE sign_in_throttles SET failures = GREATEST(failures - 1, 0) WHERE key = $1`, [key]);
  }

  async forget(key: string): Promise<void> {
    await this.repo.delete({ key });
  }
}
