import dns2 from 'dns2';
import { uniqueSuffix } from '@milestone/nest-kit/testing';
import { AccountService } from '../../src/modules/account/account.service.js';
import { UnverifiedAccountExpiry } from '../../src/modules/account/unverified-account-expiry.service.js';
import {
  call,
  linkToken,
  mailTo,
  newAccount,
  registerVerified,
  signIn,
  startIdentity,
  verify,
  type IdentityTestApp,
  type SignedIn,
} from '../support/identity-test-app.js';

type Sut = IdentityTestApp & { db: { drop(): Promise<void> } };

interface UserAnswer {
  id: number;
  email: string;
  role: string;
  companyId: number;
  isActive: boolean;
  isEmailVerified: boolean;
  pendingEmail: string | null;
}

interface CompanyAnswer {
  company: {
    id: number;
    domain: string | null;
    isVerified: boolean;
    settings: { allowSelfRegistration: boolean };
    domains: Array<{ domain: string; status: string; verificationMethod: string | null; txtRecord: string | null }>;
  };
}

const FULL = { statusCode: 403, message: 'This company has reached its user limit. Ask an administrator for help.' };
const AWAITING = { statusCode: 403, message: 'Your account is waiting for an administrator of your company to activate it.' };

/** A local DNS server answering TXT questions from `records` (domain -> values). */
async function startDns(records: Map<string, string[]>): Promise<{ address: string; close(): Promise<void> }> {
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      for (const data of records.get(question!.name.toLowerCase()) ?? []) {
        response.answers.push(
          dns2.Packet.createResourceFromQuestion(question!, {
            name: question!.name,
            type: dns2.Packet.TYPE.TXT,
            class: dns2.Packet.CLASS.IN,
            ttl: 1,
            data,
          } as never),
        );
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return { address: `127.0.0.1:${addresses.udp!.port}`, close: async () => void (await server.close()) };
}

describe('accounts an administrator controls', () => {
  const run = uniqueSuffix();

  describe('with e-mail delivery (dev mailbox) and a local DNS server', () => {
    let sut: Sut;
    let dns: Awaited<ReturnType<typeof startDns>>;
    const txt = new Map<string, string[]>();

    beforeAll(async () => {
      dns = await startDns(txt);
      // Many sign-ups from this one loopback address: the per-address limits are not the subject here.
      sut = await startIdentity(undefined, { DEV_MAILBOX: 'true', DNS_SERVERS: dns.address, RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1,::1,::ffff:127.0.0.1' });
    });

    afterAll(async () => {
      await sut?.close();
      await sut?.db.drop();
      await dns?.close();
    });

    const register = (account: Record<string, unknown>) =>
      call<{ user: UserAnswer; message: string; requiresVerification: boolean; requiresActivation: boolean }>(sut.url, 'POST', '/api/auth/register', {
        body: account,
      });
    const settings = (by: SignedIn, body: Record<string, unknown>) =>
      call<CompanyAnswer>(sut.url, 'PUT', `/api/companies/${by.user.companyId}/settings`, { token: by.token, body });
    const company = (by: SignedIn) => call<CompanyAnswer>(sut.url, 'GET', `/api/companies/${by.user.companyId}`, { token: by.token });
    const proveByDns = (by: SignedIn, domain: string) =>
      call<CompanyAnswer>(sut.url, 'POST', `/api/companies/${by.user.companyId}/domains/${domain}/verify`, { token: by.token });
    const activate = (by: SignedIn, id: number) => call<{ user: UserAnswer }>(sut.url, 'POST', `/api/users/${id}/activate`, { token: by.token });
    const membersOf = async (companyId: number) =>
      (await sut.dataSource.query(`SELECT email, is_active, is_email_verified FROM users WHERE company_id = $1`, [companyId])) as Array<{ email: string }>;

    describe('seats (issue 9 point 4)', () => {
      it('counts only verified, active users: junk sign-ups block neither a colleague nor an invitation', async () => {
        const domain = `seats-${run}.com`;
        const owner = await registerVerified(sut.url, newAccount(domain));
        expect((await settings(owner, { maxUsers: 3, allowSelfRegistration: true })).status).toBe(200);
        // Ten strangers register at the company's domain and never verify.
        for (let i = 0; i < 10; i += 1) expect((await register(newAccount(domain))).status).toBe(201);
        const late = newAccount(domain);
        expect((await register(late)).status).toBe(201);

        const colleague = await registerVerified(sut.url, newAccount(domain));
        expect(colleague.user.companyId).toBe(owner.user.companyId);

        const invitee = `invitee-${run}@${domain}`;
        const invited = await call(sut.url, 'POST', `/api/companies/${owner.user.companyId}/invitations`, {
          token: owner.token,
          body: { email: invitee, firstName: 'Ivy', lastName: 'Vited', role: 'user' },
        });
        expect(invited.status).toBe(201);
        const accepted = await call(
          sut.url,
          'POST',
          `/api/invitations/${encodeURIComponent(await linkToken(sut.url, invitee, '/accept-invitation/'))}/accept`,
          {
            body: { firstName: 'Ivy', lastName: 'Vited', password: 'Sup3r-secret' },
          },
        );
        expect(accepted.status).toBe(201);

        // Three seats are taken now: a late verification is refused and changes nothing.
        const token = await linkToken(sut.url, late.email, '/auth?verify=');
        const refused = await call(sut.url, 'POST', '/api/auth/verify-email', { body: { token } });
        expect(refused).toMatchObject({ status: 403, body: FULL });
        const [row] = await sut.dataSource.query(`SELECT is_email_verified FROM users WHERE email = $1`, [late.email]);
        expect(row).toEqual({ is_email_verified: false });
      });

      it('lets an invitation through to an address a stranger signed up with and never verified', async () => {
        const domain = `squat-${run}.com`;
        const owner = await registerVerified(sut.url, newAccount(domain));
        const address = `cfo-${run}@${domain}`;
        // A stranger signs up with the CFO's address first (and cannot verify it).
        expect((await register(newAccount(domain, { email: address }))).status).toBe(201);

        const invited = await call(sut.url, 'POST', `/api/companies/${owner.user.companyId}/invitations`, {
          token: owner.token,
          body: { email: address, firstName: 'Cleo', lastName: 'Cfo', role: 'user' },
        });
        expect(invited.status).toBe(201);
        const accepted = await call<{ user: UserAnswer }>(
          sut.url,
          'POST',
          `/api/invitations/${encodeURIComponent(await linkToken(sut.url, address, '/accept-invitation/'))}/accept`,
          { body: { firstName: 'Cleo', lastName: 'Cfo', password: 'An0ther-secret' } },
        );
        expect(accepted.status).toBe(201);
        expect((await signIn(sut.url, address, 'An0ther-secret')).user.companyId).toBe(owner.user.companyId);
      });

      it('removes sign-ups nobody verified within 24 hours, and frees their address', async () => {
        const domain = `expiry-${run}.com`;
        const owner = await registerVerified(sut.url, newAccount(domain));
        await settings(owner, { allowSelfRegistration: true });
        const stale = newAccount(domain);
        const fresh = newAccount(domain);
        expect((await register(stale)).status).toBe(201);
        expect((await register(fresh)).status).toBe(201);
        await sut.dataSource.query(`UPDATE users SET email_verification_expires = now() - interval '1 minute' WHERE email = $1`, [stale.email]);

        const removed = await sut.app.get(UnverifiedAccountExpiry).sweep();

        expect(removed).toBeGreaterThanOrEqual(1);
        const left = (await membersOf(owner.user.companyId)).map((u) => u.email);
        expect(left).toContain(fresh.email);
        expect(left).not.toContain(stale.email);
        // The address is free again: its real owner signs up with it.
        expect((await register(stale)).status).toBe(201);
      });

      it('frees an expired sign-up address at registration without waiting for the sweep', async () => {
        const account = newAccount(`expired-${run}.com`);
        expect((await register(account)).status).toBe(201);
        await sut.dataSource.query(`UPDATE users SET email_verification_expires = now() - interval '1 minute' WHERE email = $1`, [account.email]);
        const again = await register(account);
        expect(again.status).toBe(201);
        await verify(sut.url, account.email);
        expect((await signIn(sut.url, account.email, account.password)).user.email).toBe(account.email);
      });
    });

    describe('domains (issue 9 point 5)', () => {
      it("does not let a company capture another domain's sign-ups by listing it", async () => {
        const claimer = await registerVerified(sut.url, newAccount(`claimer-${run}.com`));
        const victimDomain = `victim-${run}.com`;
        const listed = await settings(claimer, { verificationDomain: `claimer-${run}.com,${victimDomain}`, allowSelfRegistration: true });
        expect(listed.status).toBe(200);
        expect(listed.body.company.domains.find((d) => d.domain === victimDomain)).toMatchObject({ status: 'pending' });

        const ceo = await register(newAccount(victimDomain));

        expect(ceo.status).toBe(201);
        expect(ceo.body.user.companyId).not.toBe(claimer.user.companyId);
        expect(ceo.body.user.role).toBe('owner');
      });

      it("proves the company's own domain by its owner's verified address, and refuses another company's claim on it", async () => {
        const domain = `own-${run}.com`;
        const owner = await registerVerified(sut.url, newAccount(domain));
        const answer = await company(owner);
        expect(answer.body.company).toMatchObject({ isVerified: true, domain });
        expect(answer.body.company.domains).toEqual([
          { domain, status: 'verified', verificationMethod: 'owner-email', verifiedAt: expect.any(String), txtRecord: null },
        ]);

        const other = await registerVerified(sut.url, newAccount(`other-${run}.com`));
        const claim = await settings(other, { verificationDomain: domain });
        expect(claim).toMatchObject({ status: 409, body: { statusCode: 409, message: `${domain} is already an authorized domain of another company.` } });
      });

      it('proves an authorized domain by its DNS TXT record, after which sign-ups there join', async () => {
        const admin = await registerVerified(sut.url, newAccount(`dns-${run}.com`));
        await settings(admin, { allowSelfRegistration: true });
        const extra = `extra-${run}.com`;
        const listed = await settings(admin, { verificationDomain: `dns-${run}.com,${extra}` });
        const pending = listed.body.company.domains.find((d) => d.domain === extra)!;
        expect(pending.status).toBe('pending');
        expect(pending.txtRecord).toMatch(/^milestone-verification=[0-9a-f]{32}$/);

        // Without the record the domain stays pending: the answer says which record to add.
        const missing = await proveByDns(admin, extra);
        expect(missing.status).toBe(400);
        expect((missing.body as unknown as { message: string }).message).toContain(pending.txtRecord!);

        txt.set(extra, ['v=spf1 -all', pending.txtRecord!]);
        const proven = await proveByDns(admin, extra);
        expect(proven.status).toBe(200);
        expect(proven.body.company.domains.find((d) => d.domain === extra)).toMatchObject({ status: 'verified', verificationMethod: 'dns', txtRecord: null });

        const joiner = await register(newAccount(extra));
        expect(joiner.body.user).toMatchObject({ companyId: admin.user.companyId, role: 'user', isActive: true });

        // Another company that listed the same domain can no longer prove it.
        const rival = await registerVerified(sut.url, newAccount(`rival-${run}.com`));
        expect((await settings(rival, { verificationDomain: extra })).status).toBe(409);
      });

      it('shows the TXT record to admins only', async () => {
        const domain = `records-${run}.com`;
        const owner = await registerVerified(sut.url, newAccount(domain));
        await settings(owner, { verificationDomain: `${domain},records-extra-${run}.com`, allowSelfRegistration: true });
        const member = await registerVerified(sut.url, newAccount(domain));
        const seen = await company(member);
        expect(seen.body.company.domains.map((d) => d.txtRecord)).toEqual([null, null]);
      });

      it('makes sign-ups at a verified domain wait for an admin when self-registration is off, and the admin activates them', async () => {
        const domain = `closed-${run}.com`;
        const owner = await registerVerified(sut.url, newAccount(domain));
        expect((await company(owner)).body.company.settings.allowSelfRegistration).toBe(false);
        const newcomer = newAccount(domain);

        const registered = await register(newcomer);
        expect(registered.status).toBe(201);
        expect(registered.body).toMatchObject({
          requiresActivation: true,
          message: 'Account created. Check your email to verify your account. An administrator of your company must also activate it before you can sign in.',
        });
        expect(registered.body.user).toMatchObject({ companyId: owner.user.companyId, isActive: false });
        const verified = await call(sut.url, 'POST', '/api/auth/verify-email', { body: { token: await linkToken(sut.url, newcomer.email, '/auth?verify=') } });
        expect(verified.body).toEqual({
          success: true,
          message: 'Email verified. An administrator of your company must activate your account before you can sign in.',
        });
        const refused = await call(sut.url, 'POST', '/api/auth/login', { body: { email: newcomer.email, password: newcomer.password } });
        expect(refused).toMatchObject({ status: 403, body: AWAITING });

        const activated = await activate(owner, registered.body.user.id);
        expect(activated.body.user).toMatchObject({ isActive: true, isEmailVerified: true });
        expect((await signIn(sut.url, newcomer.email, newcomer.password)).user.companyId).toBe(owner.user.companyId);
      });
    });

    describe('e-mail change (issue 9 point 6)', () => {
      const profile = (by: SignedIn, body: Record<string, unknown>) =>
        call<{ success: boolean; user: UserAnswer }>(sut.url, 'PUT', '/api/auth/profile', { token: by.token, body });

      it('keeps the old address until the link sent to the new one is followed, and tells the old one', async () => {
        const account = newAccount(`change-${run}.com`);
        const me = await registerVerified(sut.url, account);
        const next = `moved-${run}@change-new-${run}.com`;

        const changed = await profile(me, { firstName: 'Jane', lastName: 'Moved', email: next });

        expect(changed.status).toBe(200);
        expect(changed.body.user).toMatchObject({ email: account.email, pendingEmail: next, lastName: 'Moved' });
        expect((await call<{ user: UserAnswer }>(sut.url, 'GET', '/api/auth/me', { token: me.token })).body.user).toMatchObject({
          email: account.email,
          pendingEmail: next,
        });
        expect((await mailTo(sut.url, account.email)).map((m) => m.subject)).toContain('Your email address is being changed');
        // Sign-in keeps the old address meanwhile.
        await signIn(sut.url, account.email, account.password);

        const confirm = await linkToken(sut.url, next, '/profile?confirm-email=');
        expect((await call(sut.url, 'POST', '/api/auth/verify-email', { body: { token: confirm } })).status).toBe(200);

        const after = await signIn(sut.url, next, account.password);
        expect(after.user.email).toBe(next);
        expect((await call(sut.url, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } })).status).toBe(401);
      });

      it("cannot take another person's address: the same answer, and no link is sent to it", async () => {
        const ceo = await registerVerified(sut.url, newAccount(`ceo-${run}.com`, { email: `ceo-${run}@ceo-${run}.com` }));
        const thief = await registerVerified(sut.url, newAccount(`thief-${run}.com`));
        const before = (await mailTo(sut.url, ceo.user.email)).length;

        const changed = await profile(thief, { firstName: 'Jane', lastName: 'Thief', email: ceo.user.email });

        expect(changed.status).toBe(200);
        expect(changed.body.user).toMatchObject({ email: thief.user.email, pendingEmail: ceo.user.email });
        expect((await mailTo(sut.url, ceo.user.email)).length).toBe(before);
        const [row] = await sut.dataSource.query(`SELECT email, is_email_verified FROM users WHERE id = $1`, [thief.user.id]);
        expect(row).toEqual({ email: thief.user.email, is_email_verified: true });
      });

      it('calls a pending change off when the current address is put back', async () => {
        const me = await registerVerified(sut.url, newAccount(`undo-${run}.com`));
        const next = `undo-${run}@undo-new-${run}.com`;
        await profile(me, { firstName: 'Jane', lastName: 'Undo', email: next });
        const token = await linkToken(sut.url, next, '/profile?confirm-email=');

        const back = await profile(me, { firstName: 'Jane', lastName: 'Undo', email: me.user.email });

        expect(back.body.user.pendingEmail).toBeNull();
        expect((await call(sut.url, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(400);
      });
    });
  });

  describe('without e-mail delivery (issue 9 point 1)', () => {
    let sut: Sut;
    let owner: SignedIn;
    const domain = `nomail-${run}.com`;

    beforeAll(async () => {
      sut = await startIdentity(undefined, { DEV_MAILBOX: 'false', RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1,::1,::ffff:127.0.0.1' });
      // The operator's way in without mail: a verified owner made by the seed's code path.
      const email = `owner-${run}@${domain}`;
      await sut.app.get(AccountService).provisionOwner({ email, password: 'Sup3r-secret', firstName: 'Olga', lastName: 'Owner' });
      owner = await signIn(sut.url, email, 'Sup3r-secret');
      await call(sut.url, 'PUT', `/api/companies/${owner.user.companyId}/settings`, { token: owner.token, body: { maxUsers: 2 } });
    });

    afterAll(async () => {
      await sut?.close();
      await sut?.db.drop();
    });

    it('creates a pending account that an owner activates, and tells the user so', async () => {
      const account = newAccount(domain);
      const registered = await call<{ user: UserAnswer; message: string; requiresVerification: boolean; requiresActivation: boolean }>(
        sut.url,
        'POST',
        '/api/auth/register',
        { body: account },
      );
      expect(registered.status).toBe(201);
      expect(registered.body).toMatchObject({
        message: 'Account created. An administrator of your company must activate your account before you can sign in.',
        requiresVerification: false,
        requiresActivation: true,
      });
      expect(registered.body.user).toMatchObject({ companyId: owner.user.companyId, isActive: false });
      expect(await call(sut.url, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } })).toMatchObject({
        status: 403,
        body: AWAITING,
      });

      const listed = await call<{ users: UserAnswer[] }>(sut.url, 'GET', '/api/users', { token: owner.token });
      expect(listed.body.users.find((u) => u.email === account.email)).toMatchObject({ isActive: false });
      const activated = await call<{ user: UserAnswer }>(sut.url, 'POST', `/api/users/${registered.body.user.id}/activate`, { token: owner.token });
      expect(activated.status).toBe(200);
      expect(activated.body.user).toMatchObject({ isActive: true, isEmailVerified: true });
      expect((await signIn(sut.url, account.email, account.password)).user.email).toBe(account.email);
    });

    it('checks the user limit on activation, and lets only admins activate', async () => {
      const waiting = await call<{ user: UserAnswer }>(sut.url, 'POST', '/api/auth/register', { body: newAccount(domain) });
      // The owner and the account activated above hold both seats.
      const refused = await call(sut.url, 'POST', `/api/users/${waiting.body.user.id}/activate`, { token: owner.token });
      expect(refused).toMatchObject({ status: 403, body: FULL });
      const outsider = await call<{ user: UserAnswer }>(sut.url, 'POST', `/api/users/${waiting.body.user.id}/activate`, { token: 'not-a-token' });
      expect(outsider.status).toBe(401);
      const [row] = await sut.dataSource.query(`SELECT is_active FROM users WHERE id = $1`, [waiting.body.user.id]);
      expect(row).toEqual({ is_active: false });
    });

    it('refuses an e-mail change it cannot confirm by mail', async () => {
      const changed = await call(sut.url, 'PUT', '/api/auth/profile', {
        token: owner.token,
        body: { firstName: 'Olga', lastName: 'Owner', email: `elsewhere-${run}@${domain}` },
      });
      expect(changed.status).toBe(400);
      const [row] = await sut.dataSource.query(`SELECT email, pending_email FROM users WHERE id = $1`, [owner.user.id]);
      expect(row).toEqual({ email: owner.user.email, pending_email: null });
    });
  });
});
