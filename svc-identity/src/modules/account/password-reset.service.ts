import { Injectable, Logger } from '@nestjs/common';
import { IdentitySettings } from '../../config/identity-settings.js';
import { digestToken, newSecretToken } from '../../shared/secret-token.js';
import { Mailer } from '../mail/mailer.js';
import { MailTemplates } from '../mail/mail.templates.js';
import { SessionService } from '../session/session.service.js';
import { UserRepository } from '../user/user.repository.js';
import { PasswordService } from './password.service.js';
import { SignInThrottle } from './sign-in-throttle.service.js';
import { InvalidResetLinkError } from './account.errors.js';

/** A reset link works once, within an hour; asking again replaces it. */
export const RESET_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly settings: IdentitySettings,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly throttle: SignInThrottle,
  ) {}

  /** Mails a reset link when the account exists (answers whether it did); the caller answers the same either way. */
  async request(email: string): Promise<boolean> {
    const user = await this.users.findIdentity(email);
    if (!user) return false;
    const token = newSecretToken();
    await this.users.setResetToken(user.id, digestToken(token), new Date(Date.now() + RESET_TTL_MS));
    try {
      await this.mailer.send(MailTemplates.passwordReset(user.email, this.settings.link(`/set-password/${encodeURIComponent(token)}`)));
    } catch (error) {
      this.logger.error(`sending the password reset e-mail failed: ${String(error)}`);
    }
    return true;
  }

  /** Whether `token` is a reset token at all (used, expired or live): set-password tells reset from invitation by it. */
  isResetToken(token: string): Promise<boolean> {
    return this.users.existsByResetToken(digestToken(token));
  }

  /**
   * Sets the password of the account whose live reset token this is, once: the token is cleared,
   * the e-mail counts as verified (the link reached it), every session of the user ends and the
   * e-mail's failed sign-ins are forgotten. Answers the e-mail.
   */
  async complete(token: string, password: string): Promise<string> {
    const digest = digestToken(token);
    const user = await this.users.findByResetToken(digest);
    if (!user || !user.passwordResetExpires || user.passwordResetExpires.getTime() <= Date.now()) throw new InvalidResetLinkError();
    const passwordHash = await this.passwords.hash(password);
    if (!(await this.users.useResetToken(user.id, digest, passwordHash))) throw new InvalidResetLinkError();
    await this.sessions.endAllOf(user.id);
    await this.throttle.reset(user.email);
    return user.email;
  }
}
