import { uniqueSuffix } from '@milestone/nest-kit/testing';
import { call, mailTo, newAccount, registerVerified, startIdentity, type IdentityTestApp } from '../support/identity-test-app.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';

const RESET_MESSAGE = "If an account exists with this email, you'll receive a password reset link.";
const RESENT_MESSAGE = 'If an unverified account exists with this email, a new verification link has been sent.';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** How long the tests' SMTP server takes to accept a message (a real one over the network takes that long too). */
const SMTP_ACCEPT_MS = 200;
/** How many of the full path's latest answers the service's usual time is the median of (EqualTiming). */
const LEARNT_FROM = 15;

/**
 * The short path (an unknown e-mail, an existing account) must answer in the full path's usual
 * time (a link stored and mailed, an account created): the median of the full path's latest
 * answers, which the service learns as it runs. `gaps` holds, for each short answer, its time
 * less that median of the full answers before it, as the client saw both. Compared so, a busy
 * machine (npm test runs two projects' suites side by side) moves both sides alike: the service
 * learns the slower full answers the client saw, and a short answer slowed by a busy moment only
 * adds to its gap. A short path that did not wait answers at least the SMTP server's accept time
 * (a wall-clock wait, not work) sooner than the full path however busy the machine is, so the
 * median gap must stay within half of it.
 */
function expectUsualTime(gaps: number[]): void {
  expect(gaps).toHaveLength(11);
  expect(Math.abs(median(gaps))).toBeLessThan(SMTP_ACCEPT_MS / 2);
}

describe('limits and equal answers of the endpoints that send e-mail', () => {
  let sut: IdentityTestApp & { db: { drop(): Promise<void> } };
  const domain = () => `mail-limits-${uniqueSuffix()}.com`;
  let address = 0;
  /** A client address of its own (the service trusts X-Forwarded-For from loopback, as behind the gateway). */
  const from = () => ({ 'x-forwarded-for': `10.2.${Math.floor(++address / 250)}.${address % 250}` });

  beforeAll(async () => {
    sut = await startIdentity(undefined, { MAIL_MAX_PER_ADDRESS: '4', MAIL_MAX_PER_EMAIL: '2', MAIL_LIMIT_WINDOW_MINUTES: '60' });
  });

  afterAll(async () => {
    await sut?.close();
    await sut?.db.drop();
  });

  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    call<{ statusCode?: number; message: string }>(sut.url, 'POST', path, { body, headers });

  it('sends at most MAIL_MAX_PER_EMAIL reset links to one e-mail, whoever asks; then 429 with the minutes to wait', async () => {
    const account = newAccount(domain());
    await registerVerified(sut.url, account);
    expect((await post('/api/auth/forgot-password', { email: account.email }, from())).body.message).toBe(RESET_MESSAGE);
    expect((await post('/api/auth/forgot-password', { email: account.email }, from())).body.message).toBe(RESET_MESSAGE);
    const refused = await post('/api/auth/forgot-password', { email: account.email }, from());
    expect(refused).toMatchObject({ status: 429, body: { statusCode: 429, message: 'Too many requests. Try again in 60 minutes.' } });
    const resets = (await mailTo(sut.url, account.email)).filter((m) => m.subject === 'Reset your password');
    expect(resets).toHaveLength(2);
    // An unknown e-mail is limited alike: the answers tell nothing about the account.
    const unknown = `nobody-${uniqueSuffix()}@${domain()}`;
    for (let i = 0; i < 2; i++) expect((await post('/api/auth/forgot-password', { email: unknown }, from())).status).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: unknown }, from())).status).toBe(429);
  });

  it('limits resend-verification and register per target e-mail', async () => {
    const account = newAccount(domain());
    expect((await post('/api/auth/register', account, from())).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await post('/api/auth/resend-verification', { email: account.email }, from())).body.message).toBe(RESENT_MESSAGE);
    expect((await post('/api/auth/resend-verification', { email: account.email }, from())).status).toBe(429);
    // The registration's link and two more: no third.
    expect((await mailTo(sut.url, account.email)).filter((m) => /verif/i.test(m.subject))).toHaveLength(3);

    expect((await post('/api/auth/register', account, from())).status).toBe(409);
    const third = await post('/api/auth/register', account, from());
    expect(third).toMatchObject({ status: 429, body: { message: 'Too many requests. Try again in 60 minutes.' } });
  });

  it('limits the three endpoints together per client address, counting refused and unknown e-mails too', async () => {
    const client = from();
    expect((await post('/api/auth/register', newAccount(domain()), client)).status).toBe(201);
    expect((await post('/api/auth/forgot-password', { email: `a-${uniqueSuffix()}@${domain()}` }, client)).status).toBe(200);
    expect((await post('/api/auth/resend-verification', { email: `b-${uniqueSuffix()}@${domain()}` }, client)).status).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: `c-${uniqueSuffix()}@${domain()}` }, client)).status).toBe(200);
    const refused = newAccount(domain());
    expect((await post('/api/auth/register', refused, client)).status).toBe(429);
    // Nothing was written for the refused one; another address is not affected.
    const [{ n }] = await sut.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [refused.email]);
    expect(n).toBe(0);
    expect((await post('/api/auth/register', refused, from())).status).toBe(201);
  });

  describe(`with mail sent through SMTP (a server that takes ${SMTP_ACCEPT_MS} ms to accept a message)`, () => {
    let smtp: SmtpSink;
    let slow: IdentityTestApp & { db: { drop(): Promise<void> } };
    /** Every full-path answer of `slow` so far, in order, by endpoint (ms, as the client timed it). */
    const full = { register: [] as number[], reset: [] as number[], resend: [] as number[] };
    type Endpoint = keyof typeof full;
    const PATHS: Record<Endpoint, string> = { register: '/api/auth/register', reset: '/api/auth/forgot-password', resend: '/api/auth/resend-verification' };

    beforeAll(async () => {
      smtp = await startSmtpSink({ acceptDelayMs: SMTP_ACCEPT_MS });
      slow = await startIdentity(undefined, { SMTP_URL: smtp.url });
    });

    afterAll(async () => {
      await slow?.close();
      await slow?.db.drop();
      await smtp?.close();
    });

    const timedPost = async (endpoint: Endpoint, body: unknown, status: number) => {
      const started = performance.now();
      const answer = await call(slow.url, 'POST', PATHS[endpoint], { body, headers: from() });
      expect(answer.status).toBe(status);
      return performance.now() - started;
    };
    /** A full-path answer, kept for the usual time. */
    const fullPost = async (endpoint: Endpoint, body: unknown, status: number) => {
      full[endpoint].push(await timedPost(endpoint, body, status));
    };
    /** A short-path answer's time less the full path's usual time when it was asked. */
    const shortGap = async (endpoint: Endpoint, body: unknown, status: number) => {
      const usual = median(full[endpoint].slice(-LEARNT_FROM));
      return (await timedPost(endpoint, body, status)) - usual;
    };
    /** Registers `n` accounts (unverified, each mailed a link). */
    const registerMany = async (n: number) => {
      const emails: string[] = [];
      for (let i = 0; i < n; i++) {
        const account = newAccount(domain());
        await fullPost('register', account, 201);
        emails.push(account.email);
      }
      return emails;
    };

    it('answers a known and an unknown e-mail in the same time (forgot-password, resend-verification), and mails only the known', async () => {
      const verified = await registerMany(11);
      await slow.dataSource.query(`UPDATE users SET is_email_verified = true WHERE email = ANY($1)`, [verified]);
      const unverified = await registerMany(11);
      const mailed = smtp.received.length;
      const gaps = { reset: [] as number[], resend: [] as number[] };
      // In turns: a known e-mail, then an unknown one, of each endpoint.
      for (let i = 0; i < 11; i++) {
        await fullPost('reset', { email: verified[i] }, 200);
        gaps.reset.push(await shortGap('reset', { email: `nobody-${uniqueSuffix()}@${domain()}` }, 200));
        await fullPost('resend', { email: unverified[i] }, 200);
        gaps.resend.push(await shortGap('resend', { email: `nobody-${uniqueSuffix()}@${domain()}` }, 200));
      }
      expectUsualTime(gaps.reset);
      expectUsualTime(gaps.resend);
      expect(smtp.received.length - mailed).toBe(22);
    }, 120_000);

    it("answers 'already exists' in the time a new account takes", async () => {
      const existing = await registerMany(11);
      const gaps: number[] = [];
      for (let i = 0; i < 11; i++) {
        await fullPost('register', newAccount(domain()), 201);
        gaps.push(await shortGap('register', newAccount(domain(), { email: existing[i]! }), 409));
      }
      expectUsualTime(gaps);
    }, 120_000);
  });
});
