import { Controller, Get, NotFoundException, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorDto, Public } from '@milestone/nest-kit';
import { Mailer } from './mailer.js';
import { DevMailbox } from './dev-mailbox.js';
import { DevMailboxGuard } from './dev-mailbox.guard.js';
import { MailboxResponseDto } from './dto/mailbox-response.dto.js';
import { attachmentDisposition } from './attachment-disposition.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INDEX = /^(0|[1-9][0-9]{0,3})$/;
const OFF = 'The dev mailbox is off (SMTP_URL set or DEV_MAILBOX off), or the caller is not on this machine';

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
  @ApiNotFoundResponse({ type: ErrorDto, description: OFF })
  async mailbox(@Query('to') to?: string): Promise<MailboxResponseDto> {
    return { messages: await this.devMailbox().list(typeof to === 'string' && to.trim() ? to.trim() : undefined) };
  }

  /** One file of a message, as it was sent (a download: Content-Disposition attachment). */
  @Public()
  @UseGuards(DevMailboxGuard)
  @Get('mailbox/:id/attachments/:index')
  @ApiParam({ name: 'id', format: 'uuid', description: "The message's id" })
  @ApiParam({ name: 'index', schema: { type: 'integer', minimum: 0 }, description: "The attachment's index in the message, from 0" })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: "The file's bytes, with its content type and file name", schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorDto, description: `${OFF}; or no such message or attachment` })
  async mailboxAttachment(@Param('id') id: string, @Param('index') index: string, @Res() reply: FastifyReply): Promise<void> {
    const mailbox = this.devMailbox();
    const file = UUID.test(id) && INDEX.test(index) ? await mailbox.attachment(id.toLowerCase(), Number(index)) : null;
    if (!file) throw new NotFoundException('Not Found');
    // nosniff and attachment: a file of any type saved from a mail, never shown in the app's origin.
    void reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentDisposition(file.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.content);
  }

  private devMailbox(): DevMailbox {
    if (!(this.mailer instanceof DevMailbox)) throw new NotFoundException('Not Found');
    return this.mailer;
  }
}
