import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository, type EntityManager } from 'typeorm';
import { RevokedSessions } from '@milestone/nest-kit';
import { digestToken } from '../../shared/secret-token.js';
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

/**
 * Sign-in sessions. A session is live until it is ended (logout, password reset, demotion,
 * deletion) or expires: 12 hours after its last refresh, and never later than 7 days after
 * sign-in. Access tokens (15 minutes) carry its id; refresh issues new ones while it lives.
 */
@Injectable()
export class SessionService {
  private readonly logger = new Logger(SessionService.name);

  constructor(
    @InjectRepository(UserSessionEntity) private readonly sessions: Repository<UserSessionEntity>,
    private readonly revoked: RevokedSessions,
  ) {}

  /** Records a sign-in in the caller's transaction. */
  async create(manager: EntityManager, session: NewSession, now = new Date()): Promise<void> {
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
   * Extends the live session holding `token` (12 more hours, capped at 7 days from sign-in) and
   * answers it; null when there is none.
   */
  async refresh(token: string): Promise<UserSessionEntity | null> {
    const rows: Array<{ id: string }> = await this.sessions.query(
      `UPDATE user_sessions
          SET expires_at = LEAST(now() + ($2 || ' milliseconds')::interval, created_at + ($3 || ' milliseconds')::interval)
        WHERE session_token = $1 AND ended_at IS NULL AND expires_at > now()
          AND created_at + ($3 || ' milliseconds')::interval > now()
        RETURNING id`,
      [digestToken(token), String(SESSION_IDLE_MS), String(SESSION_MAX_MS)],
    );
    const [updated] = Array.isArray(rows[0]) ? (rows[0] as Array<{ id: string }>) : rows;
    return updated ? this.sessions.findOneBy({ id: updated.id }) : null;
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
