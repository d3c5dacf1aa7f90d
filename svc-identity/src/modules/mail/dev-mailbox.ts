import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import { DevMailboxMessageEntity } from './dev-mailbox-message.entity.js';
import { Mailer, linksOf, type MailMessage } from './mailer.js';

/** Without SMTP: every message is kept in the identity database and shown at /api/dev/mailbox. */
export class DevMailbox extends Mailer {
  constructor(private readonly messages: Repository<DevMailboxMessageEntity>) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    await this.messages.insert({
      id: randomUUID(),
      to: message.to,
      subject: message.subject.slice(0, 500),
      text: message.text,
      html: message.html,
      links: linksOf(message.text),
      sentAt: new Date(),
    });
  }

  /** Newest first; `to` narrows to one recipient. */
  list(to?: string, limit = 200): Promise<DevMailboxMessageEntity[]> {
    return this.messages.find({ where: to ? { to: to.toLowerCase() } : {}, order: { sentAt: 'DESC' }, take: limit });
  }
}
