import { randomUUID } from 'node:crypto';
import { Mailer, linksOf, type MailMessage } from './mailer.js';
import type { DevMailboxRepository } from './dev-mailbox.repository.js';
import { MailMapper } from './mail.mapper.js';
import type { MailboxMessageDto } from './dto/mailbox-response.dto.js';

/** An attachment as the download answers it. */
export interface DevMailboxFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Without SMTP: every message is kept in the identity database and shown at /api/dev/mailbox. */
export class DevMailbox extends Mailer {
  constructor(private readonly messages: DevMailboxRepository) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    await this.messages.insert(
      {
        id: randomUUID(),
        to: message.to,
        subject: message.subject.slice(0, 500),
        text: message.text,
        html: message.html,
        links: linksOf(message.text),
        sentAt: new Date(),
      },
      (message.attachments ?? []).map((a, index) => ({ index, filename: a.filename, contentType: a.contentType, size: a.content.length, content: a.content })),
    );
  }

  /** Newest first; `to` narrows to one recipient. */
  async list(to?: string, limit = 200): Promise<MailboxMessageDto[]> {
    const messages = await this.messages.list(to?.toLowerCase(), limit);
    const attachments = await this.messages.attachmentsOf(messages.map((m) => m.id));
    return messages.map((m) =>
      MailMapper.toMessageDto(
        m,
        attachments.filter((a) => a.messageId === m.id),
      ),
    );
  }

  /** One attachment of a message, or null when there is no such message or attachment. */
  async attachment(messageId: string, index: number): Promise<DevMailboxFile | null> {
    const found = await this.messages.findAttachment(messageId, index);
    return found ? { filename: found.filename, contentType: found.contentType, content: found.content } : null;
  }
}
