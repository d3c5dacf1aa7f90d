import type { MailDeliveryEntity } from './mail-delivery.entity.js';
import type { CompanyMailResponseDto } from './dto/send-company-mail.dto.js';

export const CompanyMailMapper = {
  toResponse(delivery: Pick<MailDeliveryEntity, 'recipients'>, duplicate: boolean): CompanyMailResponseDto {
    return { sent: [...delivery.recipients], duplicate };
  },
};
