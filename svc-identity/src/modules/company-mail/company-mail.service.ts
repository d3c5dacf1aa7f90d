import { Injectable, Logger } from '@nestjs/common';
import { Mailer, type MailAttachment } from '../mail/mailer.js';
import { MailTemplates } from '../mail/mail.templates.js';
import { UserRepository } from '../user/user.repository.js';
import { MailDeliveryRepository } from './mail-delivery.repository.js';
import { CompanyMailMapper } from './company-mail.mapper.js';
import { AttachmentsTooLargeError, NotACompanyUserError } from './company-mail.errors.js';
import { MAX_ATTACHMENT_BYTES } from './company-mail.constants.js';
import type { CompanyMailResponseDto, MailAttachmentDto, SendCompanyMailDto } from './dto/send-company-mail.dto.js';

/** The bytes a (valid, padded) base64 text decodes to, without decoding it. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * The platform's mail for other services (issue 28: svc-tasks mails a rendered report): to active
 * users of one company only, one message per recipient (no one sees the others' addresses), at
 * most once per idempotency key.
 */
@Injectable()
export class CompanyMailService {
  private readonly logger = new Logger(CompanyMailService.name);

  constructor(
    private readonly users: UserRepository,
    private readonly deliveries: MailDeliveryRepository,
    private readonly mailer: Mailer,
  ) {}

  async send(requestedBy: string, request: SendCompanyMailDto): Promise<CompanyMailResponseDto> {
    const { companyId, idempotencyKey } = request;
    if (idempotencyKey !== undefined) {
      const earlier = await this.deliveries.findByKey(companyId, idempotencyKey);
      if (earlier) return CompanyMailMapper.toResponse(earlier, true);
    }
    const recipients = [...new Set(request.to.map((address) => address.trim().toLowerCase()))];
    const known = await this.users.activeEmailsOfCompany(companyId, recipients);
    const stranger = recipients.find((address) => !known.has(address));
    if (stranger) throw new NotACompanyUserError(stranger);
    const attachments = this.decode(request.attachments ?? []);

    const delivery = { companyId, idempotencyKey: idempotencyKey ?? null, requestedBy, recipients };
    const id = await this.deliveries.claim(delivery);
    if (id === null) {
      // A concurrent request of the same key took it first: that one sends.
      const winner = await this.deliveries.findByKey(companyId, idempotencyKey!);
      return CompanyMailMapper.toResponse(winner ?? delivery, true);
    }
    try {
      for (const to of recipients) await this.mailer.send(MailTemplates.plain(to, request.subject, request.text, attachments));
    } catch (error) {
      await this.deliveries.release(companyId, id);
      throw error;
    }
    // Who asked and how much, never what: the body and files may hold the company's data.
    this.logger.log(`mail ${id} for ${requestedBy} sent to ${recipients.length} user(s) of company ${companyId} with ${attachments.length} attachment(s)`);
    return CompanyMailMapper.toResponse(delivery, false);
  }

  private decode(attachments: MailAttachmentDto[]): MailAttachment[] {
    const total = attachments.reduce((sum, a) => sum + decodedLength(a.contentBase64), 0);
    if (total > MAX_ATTACHMENT_BYTES) throw new AttachmentsTooLargeError();
    return attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') }));
  }
}
