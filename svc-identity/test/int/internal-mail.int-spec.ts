import { randomBytes } from 'node:crypto';
import { signServiceToken } from '@milestone/nest-kit';
import { pendingSchemaChanges, uniqueSuffix } from '@milestone/nest-kit/testing';
import { call, mailTo, newAccount, registerVerified, startIdentity, type IdentityTestApp, type SignedIn } from '../support/identity-test-app.js';

/*
 * POST /internal/mail (issue 28, scheduled e-mail delivery): svc-tasks' worker mails a rendered
 * report to users of a company through svc-identity, which keeps it in the dev mailbox here.
 */

const SECRET = 'a-service-token-secret-of-more-than-32-characters';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV = Buffer.from('\uFEFFBusiness Unit,Revenue\r\nHVAC — Residential,1200.50\r\n', 'utf8');

interface MailAnswer {
  sent: string[];
  duplicate: boolean;
}

interface ListedAttachment {
  index: number;
  filename: string;
  contentType: string;
  size: number;
}

describe('POST /internal/mail', () => {
  let sut: IdentityTestApp & { db: { drop(): Promise<void> } };
  let owner: SignedIn;
  let colleague: SignedIn;
  let outsider: SignedIn;
  const run = uniqueSuffix();

  const workerToken = () => signServiceToken(SECRET, { iss: 'svc-tasks', aud: 'svc-identity' });

  async function mail(body: Record<string, unknown>, token?: string) {
    return call<MailAnswer & { statusCode: number; message: string }>(sut.url, 'POST', '/internal/mail', { body, token: token ?? (await workerToken()) });
  }

  const aMail = (overrides: Record<string, unknown> = {}) => ({
    companyId: owner.user.companyId,
    to: [owner.user.email],
    subject: `Revenue by BU — 2026-11-01 to 2026-11-30 (${uniqueSuffix()})`,
    text: 'Your scheduled report is attached.',
    ...overrides,
  });

  const inboxCount = async (subject: string) => {
    const [{ count }] = await sut.dataSource.query(`SELECT count(*)::int AS count FROM dev_mailbox_messages WHERE subject = $1`, [subject]);
    return count as number;
  };

  beforeAll(async () => {
    sut = await startIdentity(undefined, { SERVICE_TOKEN_SECRET: SECRET });
    const domain = `mail-${run}.com`;
    owner = await registerVerified(sut.url, newAccount(domain));
    const opened = await call(sut.url, 'PUT', `/api/companies/${owner.user.companyId}/settings`, { token: owner.token, body: { allowSelfRegistration: true } });
    if (opened.status !== 200) throw new Error(`settings answered ${opened.status}`);
    colleague = await registerVerified(sut.url, newAccount(domain));
    outsider = await registerVerified(sut.url, newAccount(`other-${run}.com`));
  });

  afterAll(async () => {
    await sut?.close();
    await sut?.db.drop();
  });

  it('keeps its deliveries and the mailbox files in tables its migrations create (a generated migration would be empty)', async () => {
    expect(await pendingSchemaChanges(sut.dataSource)).toEqual([]);
  });

  it('mails each recipient their own message, with the attachment listed and downloadable byte for byte', async () => {
    const bytes = randomBytes(70_000);
    const subject = `Revenue by BU — 2026-11-01 to 2026-11-30 (${run})`;
    const answer = await mail(
      aMail({
        subject,
        to: [owner.user.email.toUpperCase(), colleague.user.email],
        attachments: [
          { filename: 'Revenue by BU — November.xlsx', contentType: XLSX, contentBase64: bytes.toString('base64') },
          { filename: 'revenue.csv', contentType: 'text/csv; charset=utf-8', contentBase64: CSV.toString('base64') },
        ],
      }),
    );
    expect(answer).toEqual({ status: 202, body: { sent: [owner.user.email, colleague.user.email], duplicate: false } });

    for (const user of [owner, colleague]) {
      const [message, ...others] = (await mailTo(sut.url, user.user.email)).filter((m) => m.subject === subject) as Array<{
        id: string;
        to: string;
        text: string;
        attachments: ListedAttachment[];
      }>;
      expect(others).toEqual([]);
      // One message per recipient: no one sees the other's address.
      expect(message!.to).toBe(user.user.email);
      expect(message!.text).toBe('Your scheduled report is attached.');
      expect(message!.attachments).toEqual([
        { index: 0, filename: 'Revenue by BU — November.xlsx', contentType: XLSX, size: bytes.length },
        { index: 1, filename: 'revenue.csv', contentType: 'text/csv; charset=utf-8', size: CSV.length },
      ]);

      const file = await fetch(`${sut.url}/api/dev/mailbox/${message!.id}/attachments/0`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(XLSX);
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="Revenue by BU _ November.xlsx"; filename*=UTF-8''${encodeURIComponent('Revenue by BU — November.xlsx')}`,
      );
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
      const csv = await fetch(`${sut.url}/api/dev/mailbox/${message!.id}/attachments/1`);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(Buffer.from(await csv.arrayBuffer()).equals(CSV)).toBe(true);
    }
  });

  it('lists no attachments for a message without any, and answers 404 for one that does not exist', async () => {
    const subject = `Plain (${run})`;
    expect((await mail(aMail({ subject }))).status).toBe(202);
    const [message] = (await mailTo(sut.url, owner.user.email)).filter((m) => m.subject === subject) as Array<{ id: string; attachments: unknown[] }>;
    expect(message!.attachments).toEqual([]);
    for (const path of [`${message!.id}/attachments/0`, `${message!.id}/attachments/x`, 'not-a-uuid/attachments/0']) {
      expect(await call(sut.url, 'GET', `/api/dev/mailbox/${path}`)).toEqual({ status: 404, body: { statusCode: 404, message: 'Not Found' } });
    }
  });

  it("refuses another company's user with the address, and sends nothing to anyone", async () => {
    const subject = `Refused (${run})`;
    const answer = await mail(aMail({ subject, to: [owner.user.email, outsider.user.email.toUpperCase()] }));
    expect(answer).toEqual({ status: 400, body: { statusCode: 400, message: `Not a user of this company: ${outsider.user.email}` } });
    expect(await inboxCount(subject)).toBe(0);
  });

  it('refuses an address that is no user, an account not yet verified, and a company that does not exist', async () => {
    const stranger = `nobody-${run}@mail-${run}.com`;
    expect((await mail(aMail({ to: [stranger] }))).body.message).toBe(`Not a user of this company: ${stranger}`);
    const unverified = newAccount(`mail-${run}.com`);
    expect((await call(sut.url, 'POST', '/api/auth/register', { body: unverified })).status).toBe(201);
    expect((await mail(aMail({ to: [unverified.email] }))).body.message).toBe(`Not a user of this company: ${unverified.email}`);
    expect(await mail(aMail({ companyId: 2_000_000_000 }))).toEqual({
      status: 400,
      body: { statusCode: 400, message: `Not a user of this company: ${owner.user.email}` },
    });
  });

  it("answers 401 to a user's token and to a request without a token", async () => {
    expect((await mail(aMail(), owner.token)).status).toBe(401);
    expect((await call(sut.url, 'POST', '/internal/mail', { body: aMail() })).status).toBe(401);
    const forReporting = await signServiceToken(SECRET, { iss: 'svc-tasks', aud: 'svc-reporting' });
    expect((await mail(aMail(), forReporting)).status).toBe(401);
  });

  it('sends once for one idempotency key, answering the second request as a duplicate', async () => {
    const subject = `Idempotent (${run})`;
    const body = aMail({ subject, to: [owner.user.email, colleague.user.email], idempotencyKey: `execution-${run}` });
    expect(await mail(body)).toEqual({ status: 202, body: { sent: [owner.user.email, colleague.user.email], duplicate: false } });
    expect(await mail({ ...body, to: [owner.user.email] })).toEqual({ status: 200, body: { sent: [owner.user.email, colleague.user.email], duplicate: true } });
    expect(await inboxCount(subject)).toBe(2);
  });

  it('sends once when two requests of one key arrive together', async () => {
    const subject = `Concurrent (${run})`;
    const body = aMail({ subject, idempotencyKey: `concurrent-${run}` });
    const answers = await Promise.all([mail(body), mail(body), mail(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 202]);
    expect(await inboxCount(subject)).toBe(1);
  });

  it('answers 413 with the reason when the attachments are over 10 MB together, and sends nothing', async () => {
    const subject = `Too large (${run})`;
    const half = Buffer.alloc(5 * 1024 * 1024 + 1, 7).toString('base64');
    const answer = await mail(
      aMail({
        subject,
        attachments: [
          { filename: 'a.csv', contentType: 'text/csv', contentBase64: half },
          { filename: 'b.csv', contentType: 'text/csv', contentBase64: half },
        ],
      }),
    );
    expect(answer).toEqual({ status: 413, body: { statusCode: 413, message: 'The attachment is too large to e-mail (over 10 MB)' } });
    expect(await inboxCount(subject)).toBe(0);
  });

  it('takes 10 MB of attachments, more than the 1 MiB body of other routes', async () => {
    const subject = `Ten MB (${run})`;
    const file = Buffer.alloc(10 * 1024 * 1024, 1).toString('base64');
    const answer = await mail(aMail({ subject, attachments: [{ filename: 'big.pdf', contentType: 'application/pdf', contentBase64: file }] }));
    expect(answer.status).toBe(202);
    expect(await inboxCount(subject)).toBe(1);
    const big = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'Sup3r-secret' });
    const login = await fetch(`${sut.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(login.status).toBe(413);
  });

  it('answers 400 to content that is not base64, a file name with a path, a header in the media type, and a subject of two lines', async () => {
    const attach = (a: Record<string, string>) => aMail({ attachments: [{ filename: 'r.csv', contentType: 'text/csv', contentBase64: 'YQ==', ...a }] });
    expect((await mail(attach({ contentBase64: 'not base64!' }))).body).toEqual({ statusCode: 400, message: 'attachments.contentBase64 must be valid base64' });
    for (const filename of ['../r.csv', 'dir\\r.csv', 'r\u0007.csv', 'r\n.csv']) {
      expect((await mail(attach({ filename }))).body).toEqual({
        statusCode: 400,
        message: 'attachments.filename must be a file name, without a path separator or control characters',
      });
    }
    expect((await mail(attach({ contentType: 'text/csv\r\nX-Injected: 1' }))).body).toEqual({
      statusCode: 400,
      message: 'attachments.contentType must be a media type such as application/pdf',
    });
    expect((await mail(aMail({ subject: 'Report\r\nBcc: someone@evil.test' }))).body).toEqual({
      statusCode: 400,
      message: 'subject must be one line (no line breaks)',
    });
    expect((await mail(aMail({ to: [] }))).status).toBe(400);
  });
});
