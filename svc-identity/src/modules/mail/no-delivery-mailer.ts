import { Logger } from '@nestjs/common';
import { Mailer, type MailMessage } from './mailer.js';

/**
 * Neither SMTP_URL nor DEV_MAILBOX: nothing can be delivered, and nothing is kept where anyone
 * could read it. Each message leaves one log line saying it was not sent, with its subject and
 * recipient only: its body carries links that act as passwords (reset, invitation, verification).
 * Sign-ups then wait for an owner's or admin's activation (IdentitySettings.canDeliverMail).
 */
export class NoDeliveryMailer extends Mailer {
  private readonly logger = new Logger('Mailer');

  async send(message: MailMessage): Promise<void> {
    this.logger.warn(`e-mail not delivered (no SMTP_URL, DEV_MAILBOX off): "${message.subject}" to ${message.to}`);
  }
}
