import type { DevMailboxMessageEntity } from './dev-mailbox-message.entity.js';
import type { DevMailboxAttachmentInfo } from './dev-mailbox.repository.js';
import type { MailboxMessageDto } from './dto/mailbox-response.dto.js';

export const MailMapper = {
  toMessageDto(message: DevMailboxMessageEntity, attachments: DevMailboxAttachmentInfo[] = []): MailboxMessageDto {
    return {
      id: message.id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      links: message.links,
      sentAt: message.sentAt.toISOString(),
      attachments: attachments.map((a) => ({ index: a.index, filename: a.filename, contentType: a.contentType, size: a.size })),
    };
  },
};
