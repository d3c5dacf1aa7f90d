import { Body, Controller, HttpStatus, Post, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { CurrentService, InternalApi, type ServiceCaller } from '@milestone/nest-kit';
import { CompanyMailService } from './company-mail.service.js';
import { MAIL_BODY_LIMIT } from './company-mail.constants.js';
import { SendCompanyMailDto } from './dto/send-company-mail.dto.js';

/** Service to service: the platform's mail (service tokens for svc-identity only; not routed by the gateway). */
@InternalApi()
@Controller('internal')
export class InternalMailController {
  constructor(private readonly mail: CompanyMailService) {}

  /**
   * Mails active users of the company, one message each, with up to 5 attachments (10 MB in all):
   * 202 { sent, duplicate: false }; the same idempotencyKey again sends nothing, 200 { sent, duplicate: true }.
   */
  @Post('mail')
  @RouteConfig({ bodyLimit: MAIL_BODY_LIMIT })
  async sendMail(@CurrentService() caller: ServiceCaller, @Body() body: SendCompanyMailDto, @Res() reply: FastifyReply): Promise<void> {
    const answer = await this.mail.send(caller.service, body);
    void reply.status(answer.duplicate ? HttpStatus.OK : HttpStatus.ACCEPTED).send(answer);
  }
}
