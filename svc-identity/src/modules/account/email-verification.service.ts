import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { IdentitySettings } from '../../config/identity-settings.js';
import { digestToken, newSecretToken } from '../../shared/secret-token.js';
import type { ClientInfo } from '../../shared/client-info.js';
import { Mailer } from '../mail/mailer.js';
import { MailTemplates } from '../mail/mail.templates.js';
import { UserEntity } from '../user/user.entity.js';
import { EmailVerificationLogEntity } from './email-verification-log.entity.js';
import { VerificationLinkExpiredError, VerificationLinkInvalidError } from './account.errors.js';

/** A verification link works once, within 24 hours; a newer link replaces the older ones. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * E-mail verification: issuing links (recorded in the verification log, the user row keeping the
 * latest one's digest), mailing them, and using them.
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger(EmailVerificationService.name);

  constructor(
    @InjectRepository(EmailVerificationLogEntity) private readonly logs: Repository<EmailVerificationLogEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly mailer: Mailer,
    private readonly settings: IdentitySettings,
  ) {}

  /** Records a new link for the user in the caller's transaction; answers the token to mail. */
  async issue(manager: EntityManager, user: Pick<UserEntity, 'id' | 'email'>, client: ClientInfo): Promise<string> {
    const token = newSecretToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + VERIFICATION_TTL_MS);
    await manager.update(EmailVerificationLogEntity, { userId: user.id, status: 'sent' }, { status: 'superseded' });
    await manager.insert(EmailVerificationLogEntity, {
      id: randomUUID(),
      userId: user.id,
      email: user.email,
      verificationToken: digestToken(token),
      status: 'sent',
      sentAt: now,
      expiresAt,
      ipAddress: client.ipAddress?.slice(0, 64) ?? null,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    });
    await manager.update(UserEntity, { id: user.id }, { emailVerificationToken: digestToken(token), emailVerificationExpires: expiresAt });
    return token;
  }

  /** Mails the link; a failed delivery is logged, never the caller's failure (they can ask again). */
  async send(email: string, token: string): Promise<void> {
    const link = this.settings.link(`/auth?verify=${encodeURIComponent(token)}`);
    try {
      await this.mailer.send(MailTemplates.verification(email, link));
    } catch (error) {
      this.logger.error(`sending the verification e-mail failed: ${String(error)}`);
    }
  }

  /** Uses a link: 400 when unknown, used or replaced; 410 when expired. */
  async verify(token: string): Promise<void> {
    const log = await this.logs.findOneBy({ verificationToken: digestToken(token) });
    if (!log || log.status !== 'sent') throw new VerificationLinkInvalidError();
    if (log.expiresAt.getTime() <= Date.now()) throw new VerificationLinkExpiredError();
    await this.logs.manager.transaction(async (manager) => {
      // Conditional on 'sent', so two clicks at once verify once.
      const used = await manager.update(EmailVerificationLogEntity, { id: log.id, status: 'sent' }, { status: 'verified', verifiedAt: new Date() });
      if (!used.affected) throw new VerificationLinkInvalidError();
      await manager.update(UserEntity, { id: log.userId }, { isEmailVerified: true, emailVerificationToken: null, emailVerificationExpires: null });
    });
  }

  /** A new link for an unverified account; nothing (and the same answer) otherwise. */
  async resend(email: string, client: ClientInfo): Promise<void> {
    const user = await this.users.findOne({ where: { email }, select: { id: true, email: true, isEmailVerified: true } });
    if (!user || user.isEmailVerified) return;
    const token = await this.logs.manager.transaction((manager) => this.issue(manager, user, client));
    await this.send(user.email, token);
  }
}
