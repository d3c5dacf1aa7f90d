import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule, getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { IdentitySettings } from '../../config/identity-settings.js';
import { DevMailboxMessageEntity } from './dev-mailbox-message.entity.js';
import { DevMailbox } from './dev-mailbox.js';
import { DevMailboxController } from './dev-mailbox.controller.js';
import { Mailer } from './mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/** E-mail: SMTP when SMTP_URL is set, else the dev mailbox (GET /api/dev/mailbox). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([DevMailboxMessageEntity])],
  controllers: [DevMailboxController],
  providers: [
    {
      provide: Mailer,
      useFactory: (settings: IdentitySettings, messages: Repository<DevMailboxMessageEntity>): Mailer => {
        if (settings.smtpUrl) return new SmtpMailer(settings.smtpUrl, settings.mailFrom);
        new Logger('Mailer').log('no SMTP_URL: e-mails go to the dev mailbox (GET /api/dev/mailbox)');
        return new DevMailbox(messages);
      },
      inject: [IdentitySettings, getRepositoryToken(DevMailboxMessageEntity)],
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
