import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository, type EntityManager } from 'typeorm';
import { RevokedSessions } from '@milestone/nest-kit';
import { UserSessionEntity } from './user-session.entity.js';

/** How long logout waits for the revocation to reach NATS before answering anyway. */
const REVOKE_WAIT_MS = 2000;

export interface NewSession {
  id: string;
  userId: number;
  token: string;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

@Injectable()
export class SessionService {
  private readonly logger = new Logger(SessionService.name);

  constructor(
    @InjectRepository(UserSessionEntity) private readonly sessions: Repository<UserSessionEntity>,
    private readonly revoked: RevokedSessions,
  ) {}

  /** Records a sign-in in the caller's transaction; only a digest of the token is kept. */
  async create(manager: EntityManager, session: NewSession): Promise<void> {
    await manager.insert(UserSessionEntity, {
      id: session.id,
      userId: session.userId,
      sessionToken: createHash('sha256').update(session.token).digest('hex'),
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress?.slice(0, 64) ?? null,
      userAgent: session.userAgent?.slice(0, 512) ?? null,
    });
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
    const delivered = this.revoked.revoke(sessionId).then(
      () => true,
      (error: unknown) => {
        this.logger.warn(`revoking session ${sessionId} over NATS failed: ${String(error)}`);
        return true;
      },
    );
    const timedOut = new Promise<false>((resolve) => setTimeout(() => resolve(false), REVOKE_WAIT_MS).unref());
    if (!(await Promise.race([delivered, timedOut]))) {
      this.logger.warn(`revocation of session ${sessionId} not yet delivered to NATS; it will be when NATS is back`);
    }
  }
}
