import { USER_PROFILE_CHANGED_V1, USER_REGISTERED_V1 } from '@milestone/contracts';
import { uniqueSuffix } from '@milestone/nest-kit/testing';
import {
  call,
  linkToken,
  mailTo,
  newAccount,
  registerVerified,
  signIn,
  startIdentity,
  TEST_APP_URL,
  type IdentityTestApp,
  type SignedIn,
} from '../support/identity-test-app.js';

interface InviteAnswer {
  invitation: { id: number; email: string; role: string; firstName: string; lastName: string; status: string; expiresAt: string; createdAt: string };
  message: string;
}

describe('invitations', () => {
  let sut: IdentityTestApp & { db: { drop(): Promise<void> } };
  let domain: string;
  let owner: SignedIn;
  let member: SignedIn;
  let stranger: SignedIn;

  beforeAll(async () => {
    sut = await startIdentity();
    domain = `invite-${uniqueSuffix()}.com`;
    owner = await registerVerified(sut.url, newAccount(domain));
    // Colleagues who sign up at the domain join at once (the default waits for an admin).
    await call(sut.url, 'PUT', `/api/companies/${owner.user.companyId}/settings`, { token: owner.token, body: { allowSelfRegistration: true } });
    member = await registerVerified(sut.url, newAccount(domain));
    stranger = await registerVerified(sut.url, newAccount(`other-${uniqueSuffix()}.com`));
  });

  afterAll(async () => {
    await sut?.close();
    await sut?.db.drop();
  });

  const invite = (by: SignedIn, body: Record<string, unknown>, companyId = by.user.companyId) =>
    call<InviteAnswer>(sut.url, 'POST', `/api/companies/${companyId}/invitations`, { token: by.token, body });
  const invitee = (role = 'user') => ({ email: `new-${uniqueSuffix()}@${domain}`, role, firstName: 'Sam', lastName: 'Lee' });
  const validate = (token: string) => call(sut.url, 'GET', `/api/invitations/validate?token=${encodeURIComponent(token)}`);
  const accept = (token: string, body: Record<string, unknown> = { firstName: 'Samuel', lastName: 'Lee', password: 'Sup3r-secret' }) =>
    call<{ success: boolean; user: { id: number; role: string; companyId: number; isEmailVerified: boolean; firstName: string } }>(
      sut.url,
      'POST',
      `/api/invitations/${token}/accept`,
      { body },
    );

  it('lets an admin invite; the invitee validates, accepts and signs in as a verified user of the company with the role', async () => {
    const person = invitee('admin');
    const sent = await invite(owner, { ...person, email: person.email.toUpperCase() });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      message: `Invitation sent to ${person.email}`,
      invitation: {
        id: expect.any(Number),
        email: person.email,
        role: 'admin',
        firstName: 'Sam',
        lastName: 'Lee',
        status: 'pending',
        expiresAt: expect.any(String),
        createdAt: expect.any(String),
      },
    });
    const days = (new Date(sent.body.invitation.expiresAt).getTime() - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const [mail] = await mailTo(sut.url, person.email);
    expect(mail!.links[0]).toMatch(new RegExp(`^${TEST_APP_URL}/accept-invitation/[A-Za-z0-9_-]{43}$`));
    const token = await linkToken(sut.url, person.email, '/accept-invitation/');

    const listed = await call<{ invitations: Array<{ email: string }> }>(sut.url, 'GET', `/api/companies/${owner.user.companyId}/invitations`, {
      token: owner.token,
    });
    expect(listed.body.invitations.map((i) => i.email)).toContain(person.email);

    expect(await validate(token)).toEqual({
      status: 200,
      body: {
        invitation: {
          email: person.email,
          companyName: owner.user.company.name,
          role: 'admin',
          firstName: 'Sam',
          lastName: 'Lee',
          expiresAt: sent.body.invitation.expiresAt,
        },
      },
    });

    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({
      success: true,
      user: { role: 'admin', companyId: owner.user.companyId, isEmailVerified: true, firstName: 'Samuel' },
    });
    expect((await signIn(sut.url, person.email, 'Sup3r-secret')).user.role).toBe('admin');
    const [row] = await sut.dataSource.query(`SELECT status, accepted_at FROM user_invitations WHERE id = $1`, [sent.body.invitation.id]);
    expect(row.status).toBe('accepted');
    expect(row.accepted_at).not.toBeNull();
    const [event] = await sut.dataSource.query(`SELECT payload FROM outbox WHERE subject = $1 AND payload->>'email' = $2`, [USER_REGISTERED_V1, person.email]);
    expect(event.payload).toMatchObject({ userId: accepted.body.user.id, companyId: owner.user.companyId, role: 'admin' });
    const [profile] = await sut.dataSource.query(`SELECT payload FROM outbox WHERE subject = $1 AND payload->>'email' = $2`, [
      USER_PROFILE_CHANGED_V1,
      person.email,
    ]);
    expect(profile.payload).toEqual({
      userId: accepted.body.user.id,
      companyId: owner.user.companyId,
      email: person.email,
      firstName: 'Samuel',
      lastName: 'Lee',
      at: event.payload.createdAt,
    });

    // Used: neither validate nor accept knows it any more; and the pending list no longer shows it.
    expect(await validate(token)).toEqual({ status: 404, body: { statusCode: 404, message: 'Invalid invitation token.' } });
    expect((await accept(token)).status).toBe(404);
    const after = await call<{ invitations: Array<{ email: string }> }>(sut.url, 'GET', `/api/companies/${owner.user.companyId}/invitations`, {
      token: owner.token,
    });
    expect(after.body.invitations.map((i) => i.email)).not.toContain(person.email);
  });

  it('renews an invitation sent again to the same e-mail: one row, a new link, the old one dead', async () => {
    const person = invitee();
    const first = await invite(owner, person);
    const oldToken = await linkToken(sut.url, person.email, '/accept-invitation/');
    const second = await invite(owner, { ...person, role: 'admin' });
    expect(second.body.invitation.id).toBe(first.body.invitation.id);
    expect(second.body.invitation.role).toBe('admin');
    const newToken = await linkToken(sut.url, person.email, '/accept-invitation/');
    expect(newToken).not.toBe(oldToken);
    expect((await validate(oldToken)).status).toBe(404);
    expect((await validate(newToken)).status).toBe(200);
    const [{ count }] = await sut.dataSource.query(`SELECT count(*)::int AS count FROM user_invitations WHERE email = $1`, [person.email]);
    expect(count).toBe(1);
  });

  it('creates the account with the invitation names when set-password gets an invitation token', async () => {
    const person = invitee();
    await invite(owner, person);
    const token = await linkToken(sut.url, person.email, '/accept-invitation/');
    const set = await call(sut.url, 'POST', `/api/invitations/${token}/set-password`, { body: { password: 'Sup3r-secret' } });
    expect(set).toEqual({ status: 200, body: { success: true, email: person.email } });
    const signedIn = await signIn(sut.url, person.email, 'Sup3r-secret');
    expect(signedIn.user).toMatchObject({ role: 'user', companyId: owner.user.companyId });
    const me = await call<{ user: { firstName: string; lastName: string } }>(sut.url, 'GET', '/api/auth/me', { token: signedIn.token });
    expect(me.body.user).toMatchObject({ firstName: 'Sam', lastName: 'Lee' });
    const [profile] = await sut.dataSource.query(`SELECT payload FROM outbox WHERE subject = $1 AND payload->>'email' = $2`, [
      USER_PROFILE_CHANGED_V1,
      person.email,
    ]);
    expect(profile.payload).toMatchObject({
      userId: signedIn.user.id,
      companyId: owner.user.companyId,
      email: person.email,
      firstName: 'Sam',
      lastName: 'Lee',
    });
    expect(await call(sut.url, 'POST', `/api/invitations/${token}/set-password`, { body: { password: 'Sup3r-secret' } })).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Invalid invitation token.' },
    });
  });

  it('refuses an expired invitation everywhere', async () => {
    const person = invitee();
    const sent = await invite(owner, person);
    const token = await linkToken(sut.url, person.email, '/accept-invitation/');
    await sut.dataSource.query(`UPDATE user_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [sent.body.invitation.id]);
    expect((await validate(token)).status).toBe(404);
    expect(await accept(token)).toEqual({ status: 404, body: { statusCode: 404, message: 'Invalid invitation token.' } });
    expect((await call(sut.url, 'POST', `/api/invitations/${token}/set-password`, { body: { password: 'Sup3r-secret' } })).body).toEqual({
      statusCode: 400,
      message: 'Invalid invitation token.',
    });
  });

  it('lets only admins of the company invite, and checks the invitation', async () => {
    expect(await invite(member, invitee())).toEqual({ status: 403, body: { statusCode: 403, message: 'You need admin privileges to manage users.' } });
    // Another company's admin (the stranger owns theirs) cannot invite into this one: it is not found.
    expect((await invite(stranger, invitee(), owner.user.companyId)).status).toBe(404);
    expect((await call(sut.url, 'GET', `/api/companies/${owner.user.companyId}/invitations`, { token: stranger.token })).status).toBe(404);
    expect((await call(sut.url, 'GET', `/api/companies/${owner.user.companyId}/invitations`, { token: member.token })).status).toBe(403);

    expect((await invite(owner, { ...invitee(), email: member.user.email })).body).toEqual({
      statusCode: 409,
      message: 'A user with this email already exists',
    });
    expect((await invite(owner, invitee('owner'))).body).toEqual({ statusCode: 400, message: 'Role must be either admin or user' });
    expect((await invite(owner, { ...invitee(), email: '' })).body.message).toBe('Please enter an email address');
    expect((await invite(owner, { ...invitee(), lastName: ' ' })).body.message).toBe('Please enter both first and last name');
    expect(await call(sut.url, 'GET', '/api/invitations/validate')).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Invitation token is required' },
    });
  });

  it('limits invitations to the authorized domains while domain verification is on', async () => {
    // The company's domain is authorized and verification is on by default.
    const outsider = { ...invitee(), email: `x-${uniqueSuffix()}@elsewhere.org` };
    expect(await invite(owner, outsider)).toEqual({
      status: 400,
      body: { statusCode: 400, message: `Invitations are limited to the authorized domains: ${domain}` },
    });
    await call(sut.url, 'PUT', `/api/companies/${owner.user.companyId}/settings`, { token: owner.token, body: { requireDomainVerification: false } });
    expect((await invite(owner, outsider)).status).toBe(201);
    await call(sut.url, 'PUT', `/api/companies/${owner.user.companyId}/settings`, { token: owner.token, body: { requireDomainVerification: true } });
  });

  it('refuses to join a company at its user limit, by invitation or by registration', async () => {
    const full = `full-${uniqueSuffix()}.com`;
    const admin = await registerVerified(sut.url, newAccount(full));
    const person = { email: `p-${uniqueSuffix()}@${full}`, role: 'user', firstName: 'Pat', lastName: 'Full' };
    await invite(admin, person);
    const token = await linkToken(sut.url, person.email, '/accept-invitation/');
    await call(sut.url, 'PUT', `/api/companies/${admin.user.companyId}/settings`, { token: admin.token, body: { maxUsers: 1, allowSelfRegistration: true } });
    const message = 'This company has reached its user limit. Ask an administrator for help.';
    expect(await accept(token)).toEqual({ status: 403, body: { statusCode: 403, message } });
    expect(await call(sut.url, 'POST', '/api/auth/register', { body: newAccount(full) })).toEqual({ status: 403, body: { statusCode: 403, message } });
    await call(sut.url, 'PUT', `/api/companies/${admin.user.companyId}/settings`, { token: admin.token, body: { maxUsers: 2 } });
    expect((await accept(token)).status).toBe(201);
  });
});
