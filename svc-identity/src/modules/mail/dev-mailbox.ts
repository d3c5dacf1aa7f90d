import { randomUUID } from 'node:crypto';
import { Mailer, linksOf, type MailMessage } from './mailer.js';
import type { DevMailboxRepository } from './dev-mailbox.repository.js';
import { MailMapper } from './mail.mapper.js';
import type { MailboxMessageDto } from './dto/mailbox-response.dto.js';

/** Without SMTP: every message is kept in the identity database and shown at /api/dev/mailbox. */
export class DevMailbox extends Mailer {
  constructor(private readonly messages: DevMailboxRepository) {
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
  async list(to?: string, limit = 200): Promise<MailboxMessageDto[]> {
    return (await this.messages.list(to?.toLowerCase(), limit)).map((m) => MailMapper.toMessageDto(m));
  }
}
