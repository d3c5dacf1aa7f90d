import { createTransport, type Transporter } from 'nodemailer';
import type { OnApplicationShutdown } from '@nestjs/common';
import { Mailer, type MailMessage } from './mailer.js';

/** nodemailer over SMTP: SMTP_URL as smtp(s)://user:password@host:port. */
export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.attachments?.length
        ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }
        : {}),
    });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
