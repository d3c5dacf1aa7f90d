import { eventually, uniqueSuffix } from '@milestone/nest-kit/testing';
import { call, mailTo, newAccount, startIdentity, TEST_APP_URL, type IdentityTestApp } from '../support/identity-test-app.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';

describe('e-mail delivery', () => {
  describe('without SMTP_URL: the dev mailbox', () => {
    let sut: IdentityTestApp & { db: { drop(): Promise<void> } };

    beforeAll(async () => {
      sut = await startIdentity();
    });

    afterAll(async () => {
      await sut?.close();
      await sut?.db.drop();
    });

    it('keeps every message, newest first, with its links', async () => {
      const account = newAccount(`mailbox-${uniqueSuffix()}.com`);
      await call(sut.url, 'POST', '/api/auth/register', { body: account });
      await call(sut.url, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
      const all = await call<{ messages: Array<{ to: string; subject: string; sentAt: string; links: string[]; text: string; html: string; id: string }> }>(
        sut.url,
        'GET',
        '/api/dev/mailbox',
      );
      expect(all.status).toBe(200);
      const mine = all.body.messages.filter((m) => m.to === account.email);
      expect(mine.map((m) => m.subject)).toEqual(['Reset your password', 'Verify your email address']);
      expect(Object.keys(mine[0]!).sort()).toEqual(['html', 'id', 'links', 'sentAt', 'subject', 'text', 'to']);
      expect(mine[0]!.links).toEqual([expect.stringMatching(new RegExp(`^${TEST_APP_URL}/set-password/`))]);
      expect(mine[0]!.text).toContain(mine[0]!.links[0]);
      expect(new Date(mine[0]!.sentAt).getTime()).toBeGreaterThanOrEqual(new Date(mine[1]!.sentAt).getTime());
      expect(await mailTo(sut.url, account.email)).toEqual(mine);
    });
  });

  describe('with SMTP_URL: nodemailer over SMTP', () => {
    let sut: IdentityTestApp & { db: { drop(): Promise<void> } };
    let smtp: SmtpSink;

    beforeAll(async () => {
      smtp = await startSmtpSink();
      sut = await startIdentity(undefined, { SMTP_URL: smtp.url, MAIL_FROM: 'Milestone <no-reply@milestone.test>' });
    });

    afterAll(async () => {
      await sut?.close();
      await sut?.db.drop();
      await smtp?.close();
    });

    it('sends the verification e-mail to the SMTP server, and has no dev mailbox', async () => {
      const account = newAccount(`smtp-${uniqueSuffix()}.com`);
      expect((await call(sut.url, 'POST', '/api/auth/register', { body: account })).status).toBe(201);
      const mail = await eventually(async () => smtp.received.find((m) => m.to.includes(`<${account.email}>`)));
      expect(mail.from).toBe('<no-reply@milestone.test>');
      expect(mail.data).toContain('Subject: Verify your email address');
      expect(mail.data.replace(/=\n/g, '')).toContain(`${TEST_APP_URL}/auth?verify=`);

      expect(await call(sut.url, 'GET', '/api/dev/mailbox')).toEqual({ status: 404, body: { statusCode: 404, message: 'Not Found' } });
      const [{ count }] = await sut.dataSource.query(`SELECT count(*)::int AS count FROM dev_mailbox_messages`);
      expect(count).toBe(0);
    });
  });
});
