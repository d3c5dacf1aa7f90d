/** A file sent with a message. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Sends the service's e-mails: over SMTP (SMTP_URL) or into the dev mailbox. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

/** The absolute http(s) links of a message's text, in order, once each. */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}
