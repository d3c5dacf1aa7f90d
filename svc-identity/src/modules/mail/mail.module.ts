import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentitySettings } from '../../config/identity-settings.js';
import { DevMailboxMessageEntity } from './dev-mailbox-message.entity.js';
import { DevMailboxAttachmentEntity } from './dev-mailbox-attachment.entity.js';
import { DevMailbox } from './dev-mailbox.js';
import { DevMailboxRepository } from './dev-mailbox.repository.js';
import { DevMailboxController } from './dev-mailbox.controller.js';
import { DevMailboxGuard } from './dev-mailbox.guard.js';
import { Mailer } from './mailer.js';
import { NoDeliveryMailer } from './no-delivery-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/**
 * E-mail: SMTP when SMTP_URL is set; else the dev mailbox (GET /api/dev/mailbox, loopback callers
 * only) when DEV_MAILBOX is on; else nothing is sent nor kept.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([DevMailboxMessageEntity, DevMailboxAttachmentEntity])],
  controllers: [DevMailboxController],
  providers: [
    DevMailboxGuard,
    DevMailboxRepository,
    {
      provide: Mailer,
      useFactory: (settings: IdentitySettings, messages: DevMailboxRepository): Mailer => {
        if (settings.smtpUrl) return new SmtpMailer(settings.smtpUrl, settings.mailFrom);
        if (settings.devMailbox) {
          new Logger('Mailer').log('no SMTP_URL, DEV_MAILBOX on: e-mails are kept in the dev mailbox (GET /api/dev/mailbox, from this machine only)');
          return new DevMailbox(messages);
        }
        new Logger('Mailer').warn('no SMTP_URL and DEV_MAILBOX off: e-mails are not sent; new accounts wait for an owner or admin to activate them');
        return new NoDeliveryMailer();
      },
      inject: [IdentitySettings, DevMailboxRepository],
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
