import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { IdentitySettings } from '../../config/identity-settings.js';
import { digestToken, newSecretToken } from '../../shared/secret-token.js';
import { Mailer } from '../mail/mailer.js';
import { MailTemplates } from '../mail/mail.templates.js';
import { SessionService } from '../session/session.service.js';
import { UserEntity } from '../user/user.entity.js';
import { PasswordService } from './password.service.js';
import { SignInThrottle } from './sign-in-throttle.service.js';
import { InvalidResetLinkError } from './account.errors.js';

/** A reset link works once, within an hour; asking again replaces it. */
export const RESET_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly mailer: Mailer,
    private readonly settings: IdentitySettings,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly throttle: SignInThrottle,
  ) {}

  /** Mails a reset link when the account exists (answers whether it did); the caller answers the same either way. */
  async request(email: string): Promise<boolean> {
    const user = await this.users.findOne({ where: { email }, select: { id: true, email: true } });
    if (!user) return false;
    const token = newSecretToken();
    await this.users.update({ id: user.id }, { passwordResetToken: digestToken(token), passwordResetExpires: new Date(Date.now() + RESET_TTL_MS) });
    try {
      await this.mailer.send(MailTemplates.passwordReset(user.email, this.settings.link(`/set-password/${encodeURIComponent(token)}`)));
    } catch (error) {
      this.logger.error(`sending the password reset e-mail failed: ${String(error)}`);
    }
    return true;
  }

  /** Whether `token` is a reset token at all (used, expired or live): set-password tells reset from invitation by it. */
  isResetToken(token: string): Promise<boolean> {
    return this.users.existsBy({ passwordResetToken: digestToken(token) });
  }

  /**
   * Sets the password of the account whose live reset token this is, once: the token is cleared,
   * the e-mail counts as verified (the link reached it), every session of the user ends and the
   * e-mail's failed sign-ins are forgotten. Answers the e-mail.
   */
  async complete(token: string, password: string): Promise<string> {
    const digest = digestToken(token);
    const user = await this.users.findOne({ where: { passwordResetToken: digest }, select: { id: true, email: true, passwordResetExpires: true } });
    if (!user || !user.passwordResetExpires || user.passwordResetExpires.getTime() <= Date.now()) throw new InvalidResetLinkError();
    const passwordHash = await this.passwords.hash(password);
    const used = await this.users.update(
      { id: user.id, passwordResetToken: digest },
      { passwordHash, passwordResetToken: null, passwordResetExpires: null, isEmailVerified: true },
    );
    if (!used.affected) throw new InvalidResetLinkError();
    await this.sessions.endAllOf(user.id);
    await this.throttle.reset(user.email);
    return user.email;
  }
}
