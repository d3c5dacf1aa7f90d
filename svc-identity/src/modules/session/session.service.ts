import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RevokedSessions } from '@milestone/nest-kit';
import { digestToken, newSecretToken } from '../../shared/secret-token.js';
import type { ClientInfo } from '../../shared/client-info.js';
import type { UserSessionEntity } from './user-session.entity.js';
import { SessionRepository } from './session.repository.js';
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
    private readonly sessions: SessionRepository,
    private readonly revoked: RevokedSessions,
  ) {}

  /**
   * Records a sign-in in the caller's transaction. The retired tokens of the user's dead sessions
   * go now: reuse detection only matters while a session lives.
   */
  async create(manager: EntityManager, session: NewSession, now = new Date()): Promise<void> {
    await this.sessions.sweepRetiredTokensOf(manager, session.userId);
    await this.sessions.insert(manager, {
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
    const rotated = await this.sessions.rotate(digest, digestToken(next), SESSION_IDLE_MS, SESSION_MAX_MS);
    if (rotated) return { outcome: 'rotated', session: await this.sessions.getById(rotated), token: next };

    const retired = await this.sessions.findRetired(digest, graceMs);
    // A session that is over already (logout in another tab, expiry) has nothing left to protect.
    if (!retired || !retired.live) return null;
    if (retired.inGrace) return { outcome: 'grace', session: await this.sessions.getById(retired.sessionId) };
    await this.end(retired.sessionId);
    this.logger.warn(`a replaced session cookie was presented again: session ${retired.sessionId} ended everywhere (refresh token reuse)`);
    return { outcome: 'reused' };
  }

  /** A session is live until it expires or is ended. */
  async isLive(sessionId: string, userId: number): Promise<boolean> {
    return this.sessions.isLive(sessionId, userId);
  }

  /**
   * Ends a session here (ended_at) and everywhere (RevokedSessions over NATS KV). This process
   * refuses the session at once; when NATS is down the revocation is delivered once it is back.
   */
  async end(sessionId: string): Promise<void> {
    await this.sessions.end(sessionId);
    await this.revoke([sessionId]);
  }

  /** Ends every live session of a user (but `except`), e.g. after a password reset. */
  async endAllOf(userId: number, except?: string): Promise<number> {
    const ended = await this.sessions.endAllOf(userId, except ?? null);
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
