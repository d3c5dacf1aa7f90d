import { describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { MailTemplates } from './mail.templates.js';
import { NoDeliveryMailer } from './no-delivery-mailer.js';

describe(NoDeliveryMailer.name, () => {
  it('logs that a message was not delivered, without its link or body', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const sut = new NoDeliveryMailer();
      const link = 'http://app.test:8080/set-password/secret-reset-token-123';
      await sut.send(MailTemplates.passwordReset('jane@acme.test', link));
      expect(warn).toHaveBeenCalledTimes(1);
      const line = String(warn.mock.calls[0]![0]);
      expect(line).toBe('e-mail not delivered (no SMTP_URL, DEV_MAILBOX off): "Reset your password" to jane@acme.test');
      expect(line).not.toContain('secret-reset-token-123');
    } finally {
      warn.mockRestore();
    }
  });
});
