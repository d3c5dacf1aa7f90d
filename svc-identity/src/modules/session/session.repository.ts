import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { UserSessionEntity } from './user-session.entity.js';

export type NewSessionRow = Pick<UserSessionEntity, 'id' | 'userId' | 'sessionToken' | 'expiresAt' | 'ipAddress' | 'userAgent'>;

/** A retired token as a refresh finds it. */
export interface RetiredToken {
  sessionId: string;
  /** Its session has not ended nor expired. */
  live: boolean;
  /** It is the token replaced last, within the grace period. */
  inGrace: boolean;
}

/** The rows of a raw query: TypeORM answers [rows, count] for UPDATE ... RETURNING. */
function rowsOf<T>(raw: unknown[]): T[] {
  return (Array.isArray(raw[0]) ? raw[0] : raw) as T[];
}

/**
 * Sign-in sessions (user_sessions) and the tokens they replaced (retired_session_tokens), by the
 * digests of the tokens. A rotation is one statement, so two refreshes with one token rotate once.
 */
@Injectable()
export class SessionRepository {
  constructor(@InjectRepository(UserSessionEntity) private readonly repo: Repository<UserSessionEntity>) {}

  /** The retired tokens of the user's dead sessions go, in the caller's transaction. */
  async sweepRetiredTokensOf(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(
      `DELETE FROM retired_session_tokens r USING user_sessions s
        WHERE r.session_id = s.id AND s.user_id = $1 AND (s.ended_at IS NOT NULL OR s.expires_at <= now())`,
      [userId],
    );
  }

  async insert(manager: EntityManager, session: NewSessionRow): Promise<void> {
    await manager.insert(UserSessionEntity, session);
  }

  /**
   * Gives the live session holding the token `digest` the token `nextDigest` and `idleMs` more
   * (capped at `maxMs` from sign-in), retiring the old one; answers the session's id, null when no
   * live session holds it. One statement: of two refreshes with one token, the second waits for
   * the first's row lock, then finds the token replaced.
   */
  async rotate(digest: string, nextDigest: string, idleMs: number, maxMs: number): Promise<string | null> {
    const rows: unknown[] = await this.repo.query(
      `WITH rotated AS (
         UPDATE user_sessions
            SET previous_session_token = session_token, session_token = $4, rotated_at = now(),
                expires_at = LEAST(now() + ($2 || ' milliseconds')::interval, created_at + ($3 || ' milliseconds')::interval)
          WHERE session_token = $1 AND ended_at IS NULL AND expires_at > now()
            AND created_at + ($3 || ' milliseconds')::interval > now()
          RETURNING id
       ), retired AS (
         INSERT INTO retired_session_tokens (token_digest, session_id) SELECT $1, id FROM rotated
       )
       SELECT id FROM rotated`,
      [digest, String(idleMs), String(maxMs), nextDigest],
    );
    return rowsOf<{ id: string }>(rows)[0]?.id ?? null;
  }

  /** The session that retired the token `digest`, if any; `graceMs`: how long the last one replaced still answers. */
  async findRetired(digest: string, graceMs: number): Promise<RetiredToken | null> {
    const [retired] = rowsOf<{ session_id: string; live: boolean; in_grace: boolean }>(
      await this.repo.query(
        `SELECT r.session_id, (s.ended_at IS NULL AND s.expires_at > now()) AS live,
                (s.previous_session_token = $1 AND s.rotated_at > now() - ($2 || ' milliseconds')::interval) AS in_grace
           FROM retired_session_tokens r JOIN user_sessions s ON s.id = r.session_id
          WHERE r.token_digest = $1`,
        [digest, String(graceMs)],
      ),
    );
    return retired ? { sessionId: retired.session_id, live: retired.live, inGrace: retired.in_grace } : null;
  }

  getById(id: string): Promise<UserSessionEntity> {
    return this.repo.findOneByOrFail({ id });
  }

  isLive(sessionId: string, userId: number): Promise<boolean> {
    return this.repo.exists({ where: { id: sessionId, userId, endedAt: IsNull(), expiresAt: MoreThan(new Date()) } });
  }

  async end(sessionId: string): Promise<void> {
    await this.repo.update({ id: sessionId, endedAt: IsNull() }, { endedAt: new Date() });
  }

  /** Ends every live session of the user but `except`; answers the ids ended. */
  async endAllOf(userId: number, except: string | null): Promise<string[]> {
    const rows: unknown[] = await this.repo.query(
      `UPDATE user_sessions SET ended_at = now()
        WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now() AND ($2::uuid IS NULL OR id <> $2::uuid)
        RETURNING id`,
      [userId, except],
    );
    return rowsOf<{ id: string }>(rows).map((r) => r.id);
  }
}
