import { USER_REGISTERED_V1 } from '@milestone/contracts';
import { uniqueSuffix } from '@milestone/nest-kit/testing';
import { call, linkToken, mailTo, newAccount, startIdentity, TEST_APP_URL, type IdentityTestApp } from '../support/identity-test-app.js';

const INVALID = { statusCode: 400, message: 'This verification link is invalid or has already been used.' };

describe('e-mail verification', () => {
  let sut: IdentityTestApp & { db: { drop(): Promise<void> } };
  const domain = () => `verify-${uniqueSuffix()}.com`;

  beforeAll(async () => {
    sut = await startIdentity();
  });

  afterAll(async () => {
    await sut?.close();
    await sut?.db.drop();
  });

  const register = (account: Record<string, unknown>, headers?: Record<string, string>) =>
    call<{ user: { id: number; isEmailVerified: boolean }; message: string; requiresVerification: boolean }>(sut.url, 'POST', '/api/auth/register', {
      body: account,
      headers,
    });
  const login = (email: string, password: string) => call(sut.url, 'POST', '/api/auth/login', { body: { email, password } });
  const verifyEmail = (token: unknown) => call(sut.url, 'POST', '/api/auth/verify-email', { body: { token } });

  it('mails a verification link at registration and refuses sign-in until it is used', async () => {
    const account = newAccount(domain());
    const registered = await register(account, { 'user-agent': 'verify-test/1.0' });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      message: 'Account created. Check your email to verify your account.',
      requiresVerification: true,
      user: { isEmailVerified: false },
    });

    const [mail] = await mailTo(sut.url, account.email);
    expect(mail).toMatchObject({ to: account.email, subject: 'Verify your email address' });
    expect(mail!.links).toEqual([expect.stringMatching(new RegExp(`^${TEST_APP_URL}/auth\\?verify=[A-Za-z0-9_-]{43}$`))]);
    expect(mail!.html).toContain(mail!.links[0]);

    expect(await login(account.email, account.password)).toEqual({
      status: 200,
      body: { success: false, requiresVerification: true, user: null, token: null, message: 'Please verify your email address before signing in.' },
    });
    // A wrong password is still just wrong, verified or not.
    expect((await login(account.email, 'Wr0ng-password')).status).toBe(401);

    const token = await linkToken(sut.url, account.email, '/auth?verify=');
    expect(await verifyEmail(token)).toEqual({ status: 200, body: { success: true, message: 'Email verified. You can now sign in.' } });
    const signedIn = await login(account.email, account.password);
    expect(signedIn.body).toMatchObject({ success: true, requiresVerification: false, user: { isEmailVerified: true } });

    // Single use.
    expect(await verifyEmail(token)).toEqual({ status: 400, body: INVALID });

    const logs = await sut.dataSource.query(
      `SELECT email, status, sent_at, verified_at, expires_at, ip_address, user_agent, verification_token FROM email_verification_logs WHERE user_id = $1`,
      [registered.body.user.id],
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ email: account.email, status: 'verified', ip_address: '127.0.0.1', user_agent: 'verify-test/1.0' });
    expect(logs[0].verified_at).not.toBeNull();
    expect(new Date(logs[0].expires_at).getTime() - new Date(logs[0].sent_at).getTime()).toBe(24 * 3600_000);
    // The log keeps a digest, never the mailed token.
    expect(logs[0].verification_token).not.toBe(token);
    expect(logs[0].verification_token).toMatch(/^[0-9a-f]{64}$/);

    const [event] = await sut.dataSource.query(`SELECT payload FROM outbox WHERE subject = $1 AND payload->>'email' = $2`, [USER_REGISTERED_V1, account.email]);
    expect(event.payload).toMatchObject({ userId: registered.body.user.id, email: account.email, role: 'owner' });
  });

  it('answers 410 for an expired link, 400 for an unknown one and for a missing token', async () => {
    const account = newAccount(domain());
    await register(account);
    const token = await linkToken(sut.url, account.email, '/auth?verify=');
    await sut.dataSource.query(`UPDATE email_verification_logs SET expires_at = now() - interval '1 second' WHERE email = $1`, [account.email]);
    expect(await verifyEmail(token)).toEqual({ status: 410, body: { statusCode: 410, message: 'This verification link has expired.' } });
    expect((await login(account.email, account.password)).body).toMatchObject({ requiresVerification: true });

    expect(await verifyEmail('x'.repeat(43))).toEqual({ status: 400, body: INVALID });
    expect(await verifyEmail('')).toEqual({ status: 400, body: { statusCode: 400, message: 'Verification token is required' } });
    expect(await verifyEmail(undefined)).toEqual({ status: 400, body: { statusCode: 400, message: 'Verification token is required' } });
  });

  it('resends a fresh link that replaces the older one, with the same answer whoever asks', async () => {
    const message = { message: 'If an unverified account exists with this email, a new verification link has been sent.' };
    const account = newAccount(domain());
    await register(account);
    const first = await linkToken(sut.url, account.email, '/auth?verify=');

    expect(await call(sut.url, 'POST', '/api/auth/resend-verification', { body: { email: account.email.toUpperCase() } })).toEqual({
      status: 200,
      body: message,
    });
    const second = await linkToken(sut.url, account.email, '/auth?verify=');
    expect(second).not.toBe(first);
    expect(await verifyEmail(first)).toEqual({ status: 400, body: INVALID });
    expect((await verifyEmail(second)).status).toBe(200);
    const statuses = await sut.dataSource.query(`SELECT status FROM email_verification_logs WHERE email = $1 ORDER BY sent_at`, [account.email]);
    expect(statuses).toEqual([{ status: 'superseded' }, { status: 'verified' }]);

    // Verified and unknown accounts get the same answer and no mail.
    const unknown = `nobody-${uniqueSuffix()}@${domain()}`;
    for (const email of [account.email, unknown]) {
      expect(await call(sut.url, 'POST', '/api/auth/resend-verification', { body: { email } })).toEqual({ status: 200, body: message });
    }
    expect(await mailTo(sut.url, account.email)).toHaveLength(2);
    expect(await mailTo(sut.url, unknown)).toHaveLength(0);
  });
});
