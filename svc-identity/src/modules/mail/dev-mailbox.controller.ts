import { Controller, Get, NotFoundException, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ErrorDto, Public } from '@milestone/nest-kit';
import { Mailer } from './mailer.js';
import { DevMailbox } from './dev-mailbox.js';
import { MailboxResponseDto } from './dto/mailbox-response.dto.js';

/** The dev mailbox's messages: on only when no SMTP server is configured (else 404). */
@ApiTags('dev')
@Controller('api/dev')
export class DevMailboxController {
  constructor(private readonly mailer: Mailer) {}

  @Public()
  @Get('mailbox')
  @ApiQuery({ name: 'to', required: false, description: 'only the messages to this address' })
  @ApiOkResponse({ type: MailboxResponseDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'SMTP is configured: there is no dev mailbox' })
  async mailbox(@Query('to') to?: string): Promise<MailboxResponseDto> {
    if (!(this.mailer instanceof DevMailbox)) throw new NotFoundException('Not Found');
    const messages = await this.mailer.list(typeof to === 'string' && to.trim() ? to.trim() : undefined);
    return {
      messages: messages.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        links: m.links,
        sentAt: m.sentAt.toISOString(),
      })),
    };
  }
}
