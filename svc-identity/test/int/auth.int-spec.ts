import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { JWKS_PATH, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@milestone/nest-kit';
import { USER_PROFILE_CHANGED_V1 } from '@milestone/contracts';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { createTestIssuer, publicRoutes, uniqueSuffix } from '@milestone/nest-kit/testing';
import { call, linkToken, newAccount, startIdentity, verify, type IdentityTestApp } from '../support/identity-test-app.js';

interface UserBody {
  id: number;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  companyId: number;
  company: { id: number; name: string; domain: string | null } | null;
  isEmailVerified: boolean;
  isSuperOwner: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}
interface LoginBody {
  success: boolean;
  user: UserBody;
  token: string;
  requiresVerification: boolean;
  message: string;
}

const USER_KEYS = [
  'company',
  'companyId',
  'createdAt',
  'email',
  'firstName',
  'id',
  'isActive',
  'isEmailVerified',
  'isSuperOwner',
  'lastLoginAt',
  'lastName',
  'pendingEmail',
  'role',
  'updatedAt',
  'username',
];

describe('svc-identity accounts over HTTP', () => {
  let sut: IdentityTestApp & { db: { drop(): Promise<void> } };
  const domain = `acme-electric-${uniqueSuffix()}.com`;
  // A company holds 10 users by default: most tests use a domain of their own.
  const otherDomain = () => `acme-${uniqueSuffix()}.com`;

  beforeAll(async () => {
    sut = await startIdentity();
  });

  afterAll(async () => {
    await sut?.close();
    await sut?.db.drop();
  });

  /** Registers and, when it succeeds, verifies the e-mail through the dev mailbox. */
  async function register(account: Record<string, unknown>) {
    const answer = await call<{ user: UserBody; message: string; requiresVerification: boolean }>(sut.url, 'POST', '/api/auth/register', { body: account });
    if (answer.status === 201) await verify(sut.url, answer.body.user.email);
    return answer;
  }
  async function login(email: string, password: string, headers?: Record<string, string>) {
    return call<LoginBody>(sut.url, 'POST', '/api/auth/login', { body: { email, password }, headers });
  }

  it('registers, signs in, shows and edits the profile, and logs out', async () => {
    const account = newAccount(domain);
    const registered = await register(account);
    expect(registered.status).toBe(201);
    expect(registered.body.message).toBe('Account created. Check your email to verify your account.');
    expect(registered.body.requiresVerification).toBe(true);
    expect(Object.keys(registered.body.user).sort()).toEqual(USER_KEYS);
    expect(registered.body.user).toMatchObject({
      email: account.email,
      firstName: 'Jane',
      lastName: account.lastName,
      role: 'owner',
      isEmailVerified: false,
      isSuperOwner: false,
      lastLoginAt: null,
      company: { name: expect.stringMatching(/^Acme Electric/), domain },
    });

    const signedIn = await login(account.email, account.password, { 'user-agent': 'int-test/1.0' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ success: true, requiresVerification: false, message: 'Login successful' });
    expect(signedIn.body.user.id).toBe(registered.body.user.id);
    expect(signedIn.body.user.lastLoginAt).not.toBeNull();
    expect(signedIn.body.user.isEmailVerified).toBe(true);
    expect(Object.keys(signedIn.body.user).sort()).toEqual(USER_KEYS);
    const token = signedIn.body.token;

    const claims = decodeJwt(token);
    expect(decodeProtectedHeader(token).alg).toBe('ES256');
    expect(claims).toMatchObject({
      sub: String(registered.body.user.id),
      email: account.email,
      role: 'owner',
      companyId: registered.body.user.companyId,
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
    });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(claims['superOwner']).toBe(false);
    expect(typeof claims.jti).toBe('string');

    const [session] = await sut.dataSource.query(`SELECT user_id, created_at, expires_at, user_agent, ip_address, ended_at FROM user_sessions WHERE id = $1`, [
      claims['sessionId'],
    ]);
    expect(session).toMatchObject({ user_id: registered.body.user.id, user_agent: 'int-test/1.0', ip_address: '127.0.0.1', ended_at: null });
    // The session lasts 12 hours from sign-in (each refresh extends it).
    const sessionLength = new Date(session.expires_at).getTime() - new Date(session.created_at).getTime();
    expect(Math.abs(sessionLength - 12 * 3600_000)).toBeLessThan(5_000);

    const me = await call<{ user: UserBody }>(sut.url, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: registered.body.user.id, email: account.email, company: { domain } });

    const newEmail = `Renamed-${uniqueSuffix()}@${domain.toUpperCase()}`;
    const edited = await call<{ success: boolean; user: UserBody }>(sut.url, 'PUT', '/api/auth/profile', {
      token,
      body: { firstName: ' Janet ', lastName: 'Smith', email: newEmail },
    });
    expect(edited.status).toBe(200);
    // The names change at once; the new address once the link mailed to it is followed.
    expect(edited.body).toMatchObject({
      success: true,
      user: { firstName: 'Janet', lastName: 'Smith', email: account.email, pendingEmail: newEmail.toLowerCase() },
    });
    expect((await call<{ user: UserBody }>(sut.url, 'GET', '/api/auth/me', { token })).body.user.firstName).toBe('Janet');
    const confirm = await linkToken(sut.url, newEmail.toLowerCase(), '/profile?confirm-email=');
    expect((await call(sut.url, 'POST', '/api/auth/verify-email', { body: { token: confirm } })).status).toBe(200);
    expect((await login(newEmail, account.password)).status).toBe(200);

    // identity.user.profile-changed.v1: the names and e-mail as registered, the new names, then the
    // verified new e-mail; the same profile saved again writes nothing.
    const profileEvents = async () =>
      (
        await sut.dataSource.query(`SELECT payload FROM outbox WHERE subject = $1 AND (payload->>'userId')::int = $2 ORDER BY created_at, id`, [
          USER_PROFILE_CHANGED_V1,
          registered.body.user.id,
        ])
      ).map((row: { payload: unknown }) => row.payload);
    const userId = registered.body.user.id;
    const companyId = registered.body.user.companyId;
    expect(await profileEvents()).toEqual([
      { userId, companyId, email: account.email, firstName: 'Jane', lastName: account.lastName, at: registered.body.user.createdAt },
      { userId, companyId, email: account.email, firstName: 'Janet', lastName: 'Smith', at: expect.any(String) },
      { userId, companyId, email: newEmail.toLowerCase(), firstName: 'Janet', lastName: 'Smith', at: expect.any(String) },
    ]);
    const again = await call(sut.url, 'PUT', '/api/auth/profile', { token, body: { firstName: 'Janet', lastName: 'Smith', email: newEmail } });
    expect(again.status).toBe(200);
    expect(await profileEvents()).toHaveLength(3);

    const out = await call(sut.url, 'POST', '/api/auth/logout', { token });
    expect(out).toEqual({
      status: 200,
      body: { success: true },
      setCookie: 'milestone_session=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Strict',
      cookies: ['milestone_session=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Strict'],
    });
    const [ended] = await sut.dataSource.query(`SELECT ended_at FROM user_sessions WHERE id = $1`, [claims['sessionId']]);
    expect(ended.ended_at).not.toBeNull();
  });

  it('refuses the token of a session that has logged out', async () => {
    const account = newAccount(otherDomain());
    await register(account);
    const { token } = (await login(account.email, account.password)).body;
    const other = (await login(account.email, account.password)).body.token;
    expect((await call(sut.url, 'POST', '/api/auth/logout', { token })).status).toBe(200);

    expect(await call(sut.url, 'GET', '/api/auth/me', { token })).toEqual({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
    expect((await call(sut.url, 'PUT', '/api/auth/profile', { token, body: { firstName: 'A', lastName: 'B', email: account.email } })).status).toBe(401);
    expect((await call(sut.url, 'POST', '/api/auth/logout', { token })).status).toBe(401);
    // Another sign-in of the same user is its own session and stays valid.
    expect((await call(sut.url, 'GET', '/api/auth/me', { token: other })).status).toBe(200);
  });

  it('answers 401 without a token, with a malformed one and with one signed by another key', async () => {
    expect((await call(sut.url, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(sut.url, 'GET', '/api/auth/me', { token: 'not-a-token' })).status).toBe(401);
    const stranger = await createTestIssuer();
    try {
      const forged = await stranger.sign({ id: 1, companyId: 1 });
      expect((await call(sut.url, 'GET', '/api/auth/me', { token: forged })).status).toBe(401);
    } finally {
      await stranger.close();
    }
  });

  it('publishes keys at the JWKS address that verify its tokens', async () => {
    const account = newAccount(otherDomain());
    await register(account);
    const { token, user } = (await login(account.email, account.password)).body;

    const jwks = await call<{ keys: Array<Record<string, unknown>> }>(sut.url, 'GET', JWKS_PATH);
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys).toHaveLength(1);
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.body.keys[0]).not.toHaveProperty('d');

    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(JWKS_PATH, sut.url)), {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      algorithms: ['ES256'],
    });
    expect(payload.sub).toBe(String(user.id));
  });

  it('lower-cases and trims e-mails on registration and login', async () => {
    const local = `MiXeD-${uniqueSuffix()}`;
    const mixed = otherDomain();
    const registered = await register({ email: `  ${local}@${mixed.toUpperCase()} `, password: 'Sup3r-secret' });
    expect(registered.status).toBe(201);
    expect(registered.body.user.email).toBe(`${local.toLowerCase()}@${mixed}`);
    expect((await login(`${local.toUpperCase()}@${mixed}`, 'Sup3r-secret')).status).toBe(200);
  });

  it('answers 409 for an e-mail that already has an account, whatever its case', async () => {
    const account = newAccount(otherDomain());
    expect((await register(account)).status).toBe(201);
    const again = await register(account);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ statusCode: 409, message: 'An account with this email already exists' });
    const shouted = await register({ ...account, email: account.email.toUpperCase() });
    expect(shouted.status).toBe(409);
    expect(shouted.body.message).toContain('already exists');
  });

  it('keeps the address when the profile asks for an e-mail another account has, without telling so', async () => {
    const first = newAccount(otherDomain());
    const second = newAccount(otherDomain());
    await register(first);
    await register(second);
    const { token } = (await login(second.email, second.password)).body;
    const taken = await call<{ success: boolean; user: UserBody & { pendingEmail: string | null } }>(sut.url, 'PUT', '/api/auth/profile', {
      token,
      body: { firstName: second.firstName, lastName: second.lastName, email: first.email.toUpperCase() },
    });
    // The same answer as for a free address (it waits for a link, which only a free address gets).
    expect(taken.status).toBe(200);
    expect(taken.body.user).toMatchObject({ email: second.email, pendingEmail: first.email });
    // Nothing changed, so nothing is announced: only the registration's profile event.
    const [{ n }] = await sut.dataSource.query(`SELECT count(*)::int AS n FROM outbox WHERE subject = $1 AND payload->>'email' = $2`, [
      USER_PROFILE_CHANGED_V1,
      second.email,
    ]);
    expect(n).toBe(1);
  });

  it.each([
    [{ email: 'not-an-email', password: 'Sup3r-secret' }, 'Invalid email address'],
    [{ password: 'Sup3r-secret' }, 'Invalid email address'],
    [{ email: 'x@acme.com', password: 'Ab1' }, 'Password must be at least 8 characters'],
    [{ email: 'x@acme.com' }, 'Password must be at least 8 characters'],
    [{ email: 'x@acme.com', password: '12345678' }, 'Password must contain at least one letter'],
    [{ email: 'x@acme.com', password: 'abcdefgh' }, 'Password must contain at least one number or special character'],
    // Among the 10,000 most common passwords, whatever the case.
    [{ email: 'x@acme.com', password: 'password1' }, 'This password is one of the most common passwords. Choose one that is harder to guess'],
    [{ email: 'x@acme.com', password: 'Qwerty123' }, 'This password is one of the most common passwords. Choose one that is harder to guess'],
    [{ email: 'x@acme.com', password: `Ab1-${'x'.repeat(253)}` }, 'Password must be at most 256 characters'],
  ])('refuses the registration %j with "%s"', async (body, message) => {
    expect(await register(body)).toEqual({ status: 400, body: { statusCode: 400, message } });
  });

  it('accepts long passphrases: 64 characters and up to 256', async () => {
    for (const password of [`correct horse battery staple 1 ${'z'.repeat(33)}`, `Ab1-${'x'.repeat(252)}`]) {
      const account = newAccount(otherDomain(), { password });
      expect((await register(account)).status).toBe(201);
      expect((await login(account.email, password)).status).toBe(200);
    }
  });

  it('accepts a special character instead of a digit, and registration without names', async () => {
    const registered = await register({ email: `special-${uniqueSuffix()}@${domain}`, password: 'abcdefg!' });
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({ firstName: null, lastName: null });
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, 'Invalid email address'],
    [{ email: 'x@acme.com', password: '' }, 'Password is required'],
    [{ email: 'x@acme.com' }, 'Password is required'],
  ])('refuses the login %j with "%s"', async (body, message) => {
    expect(await call(sut.url, 'POST', '/api/auth/login', { body })).toEqual({ status: 400, body: { statusCode: 400, message } });
  });

  it.each([
    [{ firstName: 'A', lastName: 'B', email: 'nope' }, 'Please enter a valid email address.'],
    [{ firstName: 'A', lastName: 'B' }, 'Please enter a valid email address.'],
    [{ firstName: '  ', lastName: 'B', email: 'a@b.com' }, 'First name is required'],
    [{ firstName: 'A', email: 'a@b.com' }, 'Last name is required'],
  ])('refuses the profile %j with "%s"', async (body, message) => {
    const account = newAccount(otherDomain());
    await register(account);
    const { token } = (await login(account.email, account.password)).body;
    expect(await call(sut.url, 'PUT', '/api/auth/profile', { token, body })).toEqual({ status: 400, body: { statusCode: 400, message } });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const account = newAccount(otherDomain());
    await register(account);
    const wrongPassword = await login(account.email, 'Wr0ng-password');
    const unknown = await login(`nobody-${uniqueSuffix()}@${domain}`, account.password);
    expect(wrongPassword).toEqual({ status: 401, body: { statusCode: 401, message: 'Invalid email or password' } });
    expect(unknown).toEqual(wrongPassword);
  });

  it('stores the password as an argon2id hash with the OWASP parameters, never in answers', async () => {
    const account = newAccount(otherDomain());
    const registered = await register(account);
    const [row] = await sut.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [registered.body.user.id]);
    const [, algorithm, version, params] = (row.password_hash as string).split('$');
    expect(algorithm).toBe('argon2id');
    expect(version).toBe('v=19');
    expect(Object.fromEntries(params!.split(',').map((p) => p.split('=')))).toEqual({ m: '19456', t: '2', p: '1' });
    expect(row.password_hash).not.toContain(account.password);
    const signedIn = await login(account.email, account.password);
    expect(JSON.stringify(signedIn.body.user)).not.toContain('argon2');
    expect(JSON.stringify(registered.body)).not.toMatch(/password|Token/i);
  });

  it('keeps every route behind a token except the public ones of the API design', async () => {
    expect(publicRoutes(sut.app)).toEqual([
      'AccountController.forgotPassword',
      'AccountController.login',
      'AccountController.refresh',
      'AccountController.register',
      'AccountController.resendVerification',
      'AccountController.verifyEmail',
      'DevMailboxController.mailbox',
      'DevMailboxController.mailboxAttachment',
      'HealthController.health',
      'InvitationController.acceptInvitation',
      'InvitationController.setPassword',
      'InvitationController.validateInvitation',
      'JwksController.jwks',
    ]);
    // And over HTTP: every other route answers 401 without a token.
    const document = SwaggerModule.createDocument(sut.app, new DocumentBuilder().build());
    const open: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        if (!item[method]) continue;
        const concrete = path.replace('{token}', 'x').replace(/\{[A-Za-z]+\}/g, '1');
        const answer = await call(sut.url, method.toUpperCase(), concrete, method === 'get' || method === 'delete' ? {} : { body: {} });
        if (answer.status !== 401 || (answer.body as { message?: string }).message === 'Session expired') open.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(open.sort()).toEqual([
      'GET /.well-known/jwks.json',
      'GET /api/dev/mailbox',
      'GET /api/dev/mailbox/{id}/attachments/{index}',
      'GET /api/invitations/validate',
      'GET /health',
      'POST /api/auth/forgot-password',
      'POST /api/auth/login',
      'POST /api/auth/refresh',
      'POST /api/auth/register',
      'POST /api/auth/resend-verification',
      'POST /api/auth/verify-email',
      'POST /api/invitations/{token}/accept',
      'POST /api/invitations/{token}/set-password',
    ]);
  });

  it('reports health', async () => {
    const health = await call(sut.url, 'GET', '/health');
    expect(health.body).toMatchObject({ database: 'up' });
  });
});
