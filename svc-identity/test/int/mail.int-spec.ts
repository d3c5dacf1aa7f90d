import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { eventually, uniqueSuffix } from '@milestone/nest-kit/testing';
import { call, mailTo, newAccount, startIdentity, TEST_APP_URL, type IdentityTestApp } from '../support/identity-test-app.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { Mailer } from '../../src/modules/mail/mailer.js';
import { MailTemplates } from '../../src/modules/mail/mail.templates.js';

/** An address of this machine that is not loopback, to reach the service from "another machine". */
function externalAddress(): string {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (!entry.internal && entry.family === 'IPv4') return entry.address;
  }
  throw new Error('this test needs a network interface with a non-loopback IPv4 address');
}

/** A GET with headers fetch will not send as given (Host). */
function rawGet(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end();
  });
}

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
      const all = await call<{
        messages: Array<{ to: string; subject: string; sentAt: string; links: string[]; text: string; html: string; id: string; attachments: unknown[] }>;
      }>(sut.url, 'GET', '/api/dev/mailbox');
      expect(all.status).toBe(200);
      const mine = all.body.messages.filter((m) => m.to === account.email);
      expect(mine.map((m) => m.subject)).toEqual(['Reset your password', 'Verify your email address']);
      expect(Object.keys(mine[0]!).sort()).toEqual(['attachments', 'html', 'id', 'links', 'sentAt', 'subject', 'text', 'to']);
      expect(mine[0]!.attachments).toEqual([]);
      expect(mine[0]!.links).toEqual([expect.stringMatching(new RegExp(`^${TEST_APP_URL}/set-password/`))]);
      expect(mine[0]!.text).toContain(mine[0]!.links[0]);
      expect(new Date(mine[0]!.sentAt).getTime()).toBeGreaterThanOrEqual(new Date(mine[1]!.sentAt).getTime());
      expect(await mailTo(sut.url, account.email)).toEqual(mine);
    });
  });

  describe('the dev mailbox is for this machine only', () => {
    let sut: IdentityTestApp & { db: { drop(): Promise<void> } };
    let side: Server;
    let remote: string;

    beforeAll(async () => {
      sut = await startIdentity();
      // The same service on a second socket, bound to another interface: its callers there have
      // a non-loopback address, as a caller on another machine would.
      const fastify = sut.app.getHttpAdapter().getInstance();
      side = createServer((req, res) => fastify.server.emit('request', req, res));
      const host = externalAddress();
      await new Promise<void>((resolve) => side.listen(0, host, resolve));
      remote = `http://${host}:${(side.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      side?.closeAllConnections();
      await new Promise((resolve) => side?.close(resolve));
      await sut?.close();
      await sut?.db.drop();
    });

    it('answers 404 to a caller at a non-loopback address, whatever X-Forwarded-For says', async () => {
      expect(await call(remote, 'GET', '/api/dev/mailbox')).toEqual({ status: 404, body: { statusCode: 404, message: 'Not Found' } });
      expect((await call(remote, 'GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(404);
      expect((await call(sut.url, 'GET', '/api/dev/mailbox')).status).toBe(200);
      const attachment = `/api/dev/mailbox/${randomUUID()}/attachments/0`;
      expect(await call(remote, 'GET', attachment)).toEqual({ status: 404, body: { statusCode: 404, message: 'Not Found' } });
    });

    it('answers 404 when the gateway (or any proxy) forwards a remote client', async () => {
      expect((await call(sut.url, 'GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
      expect(
        (await call(sut.url, 'GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost:8080' } })).status,
      ).toBe(200);
    });

    it('answers 404 to a page of a foreign name re-pointed at this machine (DNS rebinding)', async () => {
      expect(await rawGet(`${sut.url}/api/dev/mailbox`, { host: 'evil.example:3001' })).toBe(404);
      expect(await rawGet(`${sut.url}/api/dev/mailbox`, { 'x-forwarded-host': 'evil.example' })).toBe(404);
      // APP_URL's name is the platform's own.
      expect(await rawGet(`${sut.url}/api/dev/mailbox`, { host: new URL(TEST_APP_URL).host })).toBe(200);
    });
  });

  describe('without SMTP_URL and with DEV_MAILBOX off', () => {
    let sut: IdentityTestApp & { db: { drop(): Promise<void> } };

    beforeAll(async () => {
      sut = await startIdentity(undefined, { DEV_MAILBOX: 'false' });
    });

    afterAll(async () => {
      await sut?.close();
      await sut?.db.drop();
    });

    it('keeps no message anywhere readable: the mailbox answers 404 and stores nothing', async () => {
      const account = newAccount(`nomail-${uniqueSuffix()}.com`);
      expect((await call(sut.url, 'POST', '/api/auth/register', { body: account })).status).toBe(201);
      await call(sut.url, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
      expect(await call(sut.url, 'GET', '/api/dev/mailbox')).toEqual({ status: 404, body: { statusCode: 404, message: 'Not Found' } });
      const [{ count }] = await sut.dataSource.query(`SELECT count(*)::int AS count FROM dev_mailbox_messages`);
      expect(count).toBe(0);
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

    it("sends a message's attachments as MIME parts with their names and types", async () => {
      const to = `report-${uniqueSuffix()}@smtp.test`;
      const bytes = Buffer.from('Business Unit,Revenue\nHVAC,1200\n');
      await sut.app
        .get(Mailer)
        .send(MailTemplates.plain(to, 'Revenue by BU', 'Attached.', [{ filename: 'revenue.csv', contentType: 'text/csv', content: bytes }]));
      const mail = await eventually(async () => smtp.received.find((m) => m.to.includes(`<${to}>`)));
      const data = mail.data.replace(/\r\n/g, '\n');
      expect(data).toMatch(/Content-Type: text\/csv; name=revenue\.csv/);
      expect(data).toMatch(/Content-Disposition: attachment; filename=revenue\.csv/);
      expect(data).toContain(bytes.toString('base64'));
    });
  });
});
