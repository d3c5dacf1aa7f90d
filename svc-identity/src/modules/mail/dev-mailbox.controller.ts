import { Controller, Get, NotFoundException, Query, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ErrorDto, Public } from '@milestone/nest-kit';
import { Mailer } from './mailer.js';
import { DevMailbox } from './dev-mailbox.js';
import { DevMailboxGuard } from './dev-mailbox.guard.js';
import { MailboxResponseDto } from './dto/mailbox-response.dto.js';

/**
 * The dev mailbox's messages: on only when no SMTP server is configured and DEV_MAILBOX is on, and
 * only for callers on this machine (else 404).
 */
@ApiTags('dev')
@Controller('api/dev')
export class DevMailboxController {
  constructor(private readonly mailer: Mailer) {}

  @Public()
  @UseGuards(DevMailboxGuard)
  @Get('mailbox')
  @ApiQuery({ name: 'to', required: false, description: 'only the messages to this address' })
  @ApiOkResponse({ type: MailboxResponseDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'The dev mailbox is off (SMTP_URL set or DEV_MAILBOX off), or the caller is not on this machine' })
  async mailbox(@Query('to') to?: string): Promise<MailboxResponseDto> {
    if (!(this.mailer instanceof DevMailbox)) throw new NotFoundException('Not Found');
    return { messages: await this.mailer.list(typeof to === 'string' && to.trim() ? to.trim() : undefined) };
  }
}
