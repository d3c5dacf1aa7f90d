import type { DevMailboxMessageEntity } from './dev-mailbox-message.entity.js';
import type { MailboxMessageDto } from './dto/mailbox-response.dto.js';

export const MailMapper = {
  toMessageDto(message: DevMailboxMessageEntity): MailboxMessageDto {
    return {
      id: message.id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      links: message.links,
      sentAt: message.sentAt.toISOString(),
    };
  },
};
