import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository, type EntityManager } from 'typeorm';
import { RevokedSessions } from '@milestone/nest-kit';
import { digestToken, newSecretToken } from '../../shared/secret-token.js';
import type { ClientInfo } from '../../shared/client-info.js';
import { UserSessionEntity } from './user-session.entity.js';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from './session.constants.js';

/** How long ending a session waits for the revocation to reach NATS before answering anyway. */
const REVOKE_WAIT_MS = 2000;

export interface NewSession extends ClientInfo {
  id: string;
  userId: number;
  /** The opaque session token of the cookie; only its digest is kept. */
  token: string;
}

export type Rotation =
  /** The current token: the session goes on with `token`, the new cookie. */
  | { outcome: 'rotated'; session: UserSessionEntity; token: string }
  /** The token replaced a moment ago (another tab): an access token, the cookie stays as it is. */
  | { outcome: 'grace'; session: UserSessionEntity }
  /** An older token: the session has been ended everywhere. */
  | { outcome: 'reused' };

/** The rows of a raw query: TypeORM answers [rows, count] for UPDATE ... RETURNING. */
function rowsOf<T>(raw: unknown[]): T[] {
  return (Array.isArray(raw[0]) ? raw[0] : raw) as T[];
}

/**
 * Sign-in sessions. A session is live until it is ended (logout, password reset, demotion,
 * deletion) or expires: 12 hours after its last refresh, and never later than 7 days after
 * sign-in. Access tokens (15 minutes) carry its id; refresh issues new ones while it lives and
 * rotates the session cookie's token each time.
 */
@Injectable()
export class SessionService {
  private readonly logger = new Logger(SessionService.name);

  constructor(
    @InjectRepository(UserSessionEntity) private readonly sessions: Repository<UserSessionEntity>,
    private readonly revoked: RevokedSessions,
  ) {}

  /**
   * Records a sign-in in the caller's transaction. The retired tokens of the user's dead sessions
   * go now: reuse detection only matters while a session lives.
   */
  async create(manager: EntityManager, session: NewSession, now = new Date()): Promise<void> {
    await manager.query(
      `DELETE FROM retired_session_tokens r USING user_sessions s
        WHERE r.session_id = s.id AND s.user_id = $1 AND (s.ended_at IS NOT NULL OR s.expires_at <= now())`,
      [session.userId],
    );
    await manager.insert(UserSessionEntity, {
      id: session.id,
      userId: session.userId,
      sessionToken: digestToken(session.token),
      expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
      ipAddress: session.ipAddress?.slice(0, 64) ?? null,
      userAgent: session.userAgent?.slice(0, 512) ?? null,
    });
  }

  /**
   * Refresh with token rotation: the live session holding `token` gets a new token (the old one is
   * retired) and 12 more hours (capped at 7 days from sign-in). The token replaced last still
   * answers within `graceMs` of its replacement, without a new token (two tabs renewing at the
   * same moment: the browser keeps the first answer's cookie). Any other retired token is a copy
   * in someone else's hands, or the victim's after the thief refreshed: the session ends everywhere
   * (refresh token reuse detection, OAuth 2.0 Security BCP 4.14). null for an unknown or dead one.
   */
  async rotate(token: string, graceMs: number): Promise<Rotation | null> {
    const digest = digestToken(token);
    const next = newSecretToken();
    // One statement: of two refreshes with the same token, the second waits for the first's row
    // lock, then finds the token replaced and goes on to the grace check below.
    const rows: unknown[] = await this.sessions.query(
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
      [digest, String(SESSION_IDLE_MS), String(SESSION_MAX_MS), digestToken(next)],
    );
    const [rotated] = rowsOf<{ id: string }>(rows);
    if (rotated) return { outcome: 'rotated', session: await this.sessions.findOneByOrFail({ id: rotated.id }), token: next };

    const [retired] = rowsOf<{ session_id: string; live: boolean; in_grace: boolean }>(
      await this.sessions.query(
        `SELECT r.session_id, (s.ended_at IS NULL AND s.expires_at > now()) AS live,
                (s.previous_session_token = $1 AND s.rotated_at > now() - ($2 || ' milliseconds')::interval) AS in_grace
           FROM retired_session_tokens r JOIN user_sessions s ON s.id = r.session_id
          WHERE r.token_digest = $1`,
        [digest, String(graceMs)],
      ),
    );
    // A session that is over already (logout in another tab, expiry) has nothing left to protect.
    if (!retired || !retired.live) return null;
    if (retired.in_grace) return { outcome: 'grace', session: await this.sessions.findOneByOrFail({ id: retired.session_id }) };
    await this.end(retired.session_id);
    this.logger.warn(`a replaced session cookie was presented again: session ${retired.session_id} ended everywhere (refresh token reuse)`);
    return { outcome: 'reused' };
  }

  /** A session is live until it expires or is ended. */
  async isLive(sessionId: string, userId: number): Promise<boolean> {
    return this.sessions.exists({ where: { id: sessionId, userId, endedAt: IsNull(), expiresAt: MoreThan(new Date()) } });
  }

  /**
   * Ends a session here (ended_at) and everywhere (RevokedSessions over NATS KV). This process
   * refuses the session at once; when NATS is down the revocation is delivered once it is back.
   */
  async end(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, endedAt: IsNull() }, { endedAt: new Date() });
    await this.revoke([sessionId]);
  }

  /** Ends every live session of a user (but `except`), e.g. after a password reset. */
  async endAllOf(userId: number, except?: string): Promise<number> {
    const rows: Array<{ id: string }> = await this.sessions.query(
      `UPDATE user_sessions SET ended_at = now()
        WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now() AND ($2::uuid IS NULL OR id <> $2::uuid)
        RETURNING id`,
      [userId, except ?? null],
    );
    const ended = (Array.isArray(rows[0]) ? (rows[0] as Array<{ id: string }>) : rows).map((r) => r.id);
    await this.revoke(ended);
    return ended.length;
  }

  private async revoke(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const delivered = Promise.all(sessionIds.map((id) => this.revoked.revoke(id))).then(
      () => true,
      (error: unknown) => {
        this.logger.warn(`revoking sessions over NATS failed: ${String(error)}`);
        return true;
      },
    );
    const timedOut = new Promise<false>((resolve) => setTimeout(() => resolve(false), REVOKE_WAIT_MS).unref());
    if (!(await Promise.race([delivered, timedOut]))) {
      this.logger.warn(`revocation of ${sessionIds.length} session(s) not yet delivered to NATS; it will be when NATS is back`);
    }
  }
}
