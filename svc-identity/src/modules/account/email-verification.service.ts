import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Outbox } from '@milestone/nest-kit';
import { IdentitySettings } from '../../config/identity-settings.js';
import { violatedUniqueIndex } from '../../shared/database-errors.js';
import { digestToken, newSecretToken } from '../../shared/secret-token.js';
import type { ClientInfo } from '../../shared/client-info.js';
import { Mailer } from '../mail/mailer.js';
import { MailTemplates } from '../mail/mail.templates.js';
import type { UserEntity } from '../user/user.entity.js';
import { UserService } from '../user/user.service.js';
import { UserRepository } from '../user/user.repository.js';
import { CompanyService } from '../company/company.service.js';
import { EmailVerificationLogRepository } from './email-verification-log.repository.js';
import { EmailTakenError, VerificationLinkExpiredError, VerificationLinkInvalidError } from './account.errors.js';

/** A verification link works once, within 24 hours; a newer link replaces the older ones. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * E-mail verification: issuing links (recorded in the verification log, the user row keeping the
 * latest one's digest), mailing them, and using them. A link proves the address its log row
 * names: the account's own (a sign-up) or the pending one of an e-mail change.
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger(EmailVerificationService.name);

  constructor(
    private readonly logs: EmailVerificationLogRepository,
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly settings: IdentitySettings,
    private readonly outbox: Outbox,
    private readonly userService: UserService,
    private readonly companies: CompanyService,
  ) {}

  /** Records a new link for the user in the caller's transaction; answers the token to mail. */
  async issue(manager: EntityManager, user: Pick<UserEntity, 'id' | 'email'>, client: ClientInfo): Promise<string> {
    const token = newSecretToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + VERIFICATION_TTL_MS);
    await this.logs.supersedeOpen(manager, user.id);
    await this.logs.insertSent(manager, {
      id: randomUUID(),
      userId: user.id,
      email: user.email,
      verificationToken: digestToken(token),
      sentAt: now,
      expiresAt,
      ipAddress: client.ipAddress?.slice(0, 64) ?? null,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    });
    await this.users.update(manager, user.id, { emailVerificationToken: digestToken(token), emailVerificationExpires: expiresAt });
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

  /**
   * Mails the link of an e-mail change to the new address (none when it is taken) and tells the
   * old one. The link opens the profile (signed in, with the current address), which uses it:
   * /auth would send a signed-in user away before the token is used.
   */
  async sendChange(oldEmail: string, newEmail: string, token: string | null): Promise<void> {
    try {
      if (token) await this.mailer.send(MailTemplates.emailChange(newEmail, this.settings.link(`/profile?confirm-email=${encodeURIComponent(token)}`)));
      await this.mailer.send(MailTemplates.emailChangeNotice(oldEmail, newEmail));
    } catch (error) {
      this.logger.error(`sending the e-mail change messages failed: ${String(error)}`);
    }
  }

  /** Calls a pending e-mail change off: its link stops working. */
  async cancelChange(manager: EntityManager, userId: number): Promise<void> {
    await this.logs.supersedeOpen(manager, userId);
    await this.users.update(manager, userId, { pendingEmail: null, emailVerificationToken: null, emailVerificationExpires: null });
  }

  /**
   * Uses a link: 400 when unknown, used or replaced; 410 when expired. A sign-up's link verifies
   * the account, if its company has a seat for it (403 otherwise, the link still usable), and a
   * company owner's proves the company's own domain; an e-mail change's link makes the pending
   * address the account's (409 when someone else took it meanwhile). Answers whether the account
   * still waits for an administrator's activation.
   */
  async verify(token: string): Promise<{ awaitsActivation: boolean }> {
    const log = await this.logs.findByDigest(digestToken(token));
    if (!log || log.status !== 'sent') throw new VerificationLinkInvalidError();
    if (log.expiresAt.getTime() <= Date.now()) throw new VerificationLinkExpiredError();
    const user = await this.users.findById(log.userId);
    if (!user) throw new VerificationLinkInvalidError();
    try {
      await this.outbox.transaction(async (manager) => {
        // Conditional on 'sent', so two clicks at once verify once.
        if (!(await this.logs.markUsed(manager, log.id))) throw new VerificationLinkInvalidError();
        if (log.email === user.email) await this.verifyAccount(manager, user);
        else await this.completeChange(manager, user, log.email);
      });
    } catch (error) {
      if (violatedUniqueIndex(error) === 'users_email_key') throw new EmailTakenError();
      throw error;
    }
    return { awaitsActivation: !user.isActive };
  }

  private async verifyAccount(manager: EntityManager, user: UserEntity): Promise<void> {
    // Unverified sign-ups hold no seat: verifying takes one (an account awaiting activation
    // takes its seat when activated).
    if (!user.isEmailVerified && user.isActive) await this.companies.assertRoomForOneMore(manager, user.companyId);
    await this.users.update(manager, user.id, { isEmailVerified: true, emailVerificationToken: null, emailVerificationExpires: null });
    if (user.isActive) await this.companies.proveOwnDomainBy(manager, user);
  }

  private async completeChange(manager: EntityManager, user: UserEntity, email: string): Promise<void> {
    if (user.pendingEmail !== email) throw new VerificationLinkInvalidError();
    const taken = await this.users.emailTakenByOther(manager, email, user.id);
    if (taken || (this.settings.isSuperOwner(email) && !this.settings.isSuperOwner(user.email))) throw new EmailTakenError();
    await this.users.update(manager, user.id, { email, pendingEmail: null, emailVerificationToken: null, emailVerificationExpires: null });
    await this.userService.announceProfile(manager, { ...user, email });
  }

  /** A new link for an unverified account (answers whether one was sent); nothing (and the same answer) otherwise. */
  async resend(email: string, client: ClientInfo): Promise<boolean> {
    const user = await this.users.findIdentity(email);
    if (!user || user.isEmailVerified) return false;
    const token = await this.logs.transaction((manager) => this.issue(manager, user, client));
    await this.send(user.email, token);
    return true;
  }
}
