import { decodeJwt } from 'jose';
import { COMPANY_UPDATED_V1, USER_DELETED_V1, USER_ROLE_CHANGED_V1 } from '@milestone/contracts';
import { uniqueSuffix } from '@milestone/nest-kit/testing';
import { call, newAccount, registerVerified, signIn, startIdentity, type IdentityTestApp, type SignedIn } from '../support/identity-test-app.js';

type Who = 'user' | 'admin' | 'owner' | 'super';

describe('administration: roles, deletion, users, company settings', () => {
  let sut: IdentityTestApp & { db: { drop(): Promise<void> } };
  const run = uniqueSuffix();
  const superEmail = `boss-${run}@admin-${run}.com`;
  let outsider: SignedIn;

  beforeAll(async () => {
    sut = await startIdentity(undefined, { SUPER_OWNER_EMAIL: superEmail.toUpperCase() });
    outsider = await registerVerified(sut.url, newAccount(`outside-${run}.com`));
  });

  afterAll(async () => {
    await sut?.close();
    await sut?.db.drop();
  });

  const setRole = (by: SignedIn, id: number, role: string) =>
    call<{ success: boolean; user: { role: string } }>(sut.url, 'PUT', `/api/users/${id}/role`, { token: by.token, body: { role } });
  const remove = (by: SignedIn, id: number) => call(sut.url, 'DELETE', `/api/users/${id}`, { token: by.token });
  const error = (statusCode: number, message: string) => ({ status: statusCode, body: { statusCode, message } });

  it('knows the super-owner by SUPER_OWNER_EMAIL, in answers and in the token', async () => {
    const boss = await registerVerified(sut.url, { email: superEmail, password: 'Sup3r-secret', firstName: 'Big', lastName: 'Boss' });
    expect(boss.user.isSuperOwner).toBe(true);
    expect(decodeJwt(boss.token)['superOwner']).toBe(true);
    expect(outsider.user.isSuperOwner).toBe(false);
    expect(decodeJwt(outsider.token)['superOwner']).toBe(false);
  });

  describe('with a super-owner inside the company', () => {
    let m: Record<'super' | 'owner' | 'owner2' | 'admin' | 'admin2' | 'user' | 'user2', SignedIn>;

    beforeAll(async () => {
      // The super-owner's company: the super-owner registered first (owner of it by role); then the others.
      const domain = superEmail.slice(superEmail.indexOf('@') + 1);
      const boss = await signIn(sut.url, superEmail, 'Sup3r-secret');
      await call(sut.url, 'PUT', `/api/companies/${boss.user.companyId}/settings`, { token: boss.token, body: { maxUsers: 20, allowSelfRegistration: true } });
      const make = async (first: string, role?: string) => {
        const account = newAccount(domain, { firstName: first, lastName: 'Tester' });
        const joined = await registerVerified(sut.url, account);
        if (!role) return joined;
        expect((await setRole(boss, joined.user.id, role)).status).toBe(200);
        return signIn(sut.url, account.email, account.password);
      };
      m = {
        super: boss,
        owner: await make('Olive', 'owner'),
        owner2: await make('Oscar', 'owner'),
        admin: await make('Ada', 'admin'),
        admin2: await make('Abe', 'admin'),
        user: await make('Uma'),
        user2: await make('Ugo'),
      };
    });

    it('lets plain users change no role', async () => {
      for (const target of [m.user2, m.admin, m.owner, m.super]) {
        expect(await setRole(m.user, target.user.id, 'admin')).toEqual(error(403, 'You need admin privileges to manage users.'));
      }
    });

    it('lets nobody change their own role', async () => {
      for (const who of ['user', 'admin', 'owner', 'super'] as Who[]) {
        const self = m[who];
        const expected = who === 'user' ? error(403, 'You need admin privileges to manage users.') : error(400, 'You cannot change your own role.');
        expect(await setRole(self, self.user.id, 'admin')).toEqual(expected);
      }
    });

    it("never changes the super-owner's role", async () => {
      for (const who of ['admin', 'owner'] as Who[]) {
        expect(await setRole(m[who], m.super.user.id, 'user')).toEqual(error(403, "The super owner's role cannot be changed."));
      }
    });

    it('lets only an owner or the super-owner make or unmake an owner', async () => {
      expect(await setRole(m.admin, m.user2.user.id, 'owner')).toEqual(error(403, 'Only an owner can change owner roles.'));
      expect(await setRole(m.admin, m.owner2.user.id, 'user')).toEqual(error(403, 'Only an owner can change owner roles.'));

      const made = await setRole(m.owner, m.user2.user.id, 'owner');
      expect(made).toMatchObject({ status: 200, body: { success: true, user: { role: 'owner' } } });
      expect((await setRole(m.super, m.user2.user.id, 'user')).body.user.role).toBe('user');
      expect((await setRole(m.owner, m.user2.user.id, 'owner')).status).toBe(200);
      expect((await setRole(m.owner2, m.user2.user.id, 'user')).status).toBe(200);
    });

    it('lets an admin change other users and admins, and records the change as an event', async () => {
      const promoted = await setRole(m.admin, m.user2.user.id, 'admin');
      expect(promoted).toMatchObject({ status: 200, body: { success: true, user: { role: 'admin' } } });
      const [event] = await sut.dataSource.query(
        `SELECT payload FROM outbox WHERE subject = $1 AND (payload->>'userId')::int = $2 ORDER BY created_at DESC LIMIT 1`,
        [USER_ROLE_CHANGED_V1, m.user2.user.id],
      );
      expect(event.payload).toEqual({
        userId: m.user2.user.id,
        companyId: m.user2.user.companyId,
        oldRole: 'user',
        newRole: 'admin',
        changedBy: m.admin.user.id,
        at: expect.any(String),
      });
      expect((await setRole(m.admin, m.user2.user.id, 'user')).body.user.role).toBe('user');
      expect(await setRole(m.admin, m.user2.user.id, 'boss')).toEqual(error(400, 'Role must be user, admin or owner'));
    });

    it('ends the sessions of a demoted user, so no token keeps the old role', async () => {
      const account = newAccount(superEmail.slice(superEmail.indexOf('@') + 1));
      const joined = await registerVerified(sut.url, account);
      await setRole(m.owner, joined.user.id, 'admin');
      const asAdmin = await signIn(sut.url, account.email, account.password);
      expect((await call(sut.url, 'GET', '/api/auth/me', { token: asAdmin.token })).status).toBe(200);
      await setRole(m.owner, joined.user.id, 'user');
      expect((await call(sut.url, 'GET', '/api/auth/me', { token: asAdmin.token })).status).toBe(401);
    });

    it('treats the super-owner as an admin whatever their role', async () => {
      await sut.dataSource.query(`UPDATE users SET role = 'user' WHERE id = $1`, [m.super.user.id]);
      try {
        expect((await setRole(m.super, m.user2.user.id, 'admin')).status).toBe(200);
        expect((await setRole(m.super, m.user2.user.id, 'owner')).status).toBe(200);
        expect((await setRole(m.super, m.user2.user.id, 'user')).status).toBe(200);
        expect((await call(sut.url, 'GET', '/api/admin/users/search?email=a', { token: m.super.token })).status).toBe(200);
      } finally {
        await sut.dataSource.query(`UPDATE users SET role = 'owner' WHERE id = $1`, [m.super.user.id]);
      }
    });

    it("answers 404 for another company's user", async () => {
      expect(await setRole(m.owner, outsider.user.id, 'admin')).toEqual(error(404, 'User not found'));
      expect(await setRole(m.super, outsider.user.id, 'admin')).toEqual(error(404, 'User not found'));
      expect(await remove(m.admin, outsider.user.id)).toEqual(error(404, 'User not found'));
      expect(await setRole(m.owner, 999999, 'admin')).toEqual(error(404, 'User not found'));
      expect(await remove(m.owner, 0)).toEqual(error(404, 'User not found'));
    });

    it('applies the deletion rules', async () => {
      for (const target of [m.user2, m.admin2, m.owner2, m.super])
        expect(await remove(m.user, target.user.id)).toEqual(error(403, 'You need admin privileges to manage users.'));
      for (const who of ['admin', 'owner', 'super'] as Who[])
        expect(await remove(m[who], m[who].user.id)).toEqual(error(400, 'You cannot delete your own account.'));
      for (const who of ['admin', 'owner'] as Who[]) expect(await remove(m[who], m.super.user.id)).toEqual(error(403, 'The super owner cannot be deleted.'));
      expect(await remove(m.admin, m.owner2.user.id)).toEqual(error(403, 'Only an owner can delete an owner.'));
    });

    it('deletes: the user is gone, their token refused, the event written', async () => {
      const domain = superEmail.slice(superEmail.indexOf('@') + 1);
      const victims = await Promise.all([0, 1, 2].map(() => registerVerified(sut.url, newAccount(domain))));
      await setRole(m.super, victims[2]!.user.id, 'owner');
      expect(await remove(m.admin, victims[0]!.user.id)).toEqual({ status: 200, body: { success: true } });
      expect(await remove(m.super, victims[1]!.user.id)).toEqual({ status: 200, body: { success: true } });
      expect(await remove(m.owner, victims[2]!.user.id)).toEqual({ status: 200, body: { success: true } });
      expect((await call(sut.url, 'GET', '/api/auth/me', { token: victims[0]!.token })).status).toBe(401);
      expect(await remove(m.admin, victims[0]!.user.id)).toEqual(error(404, 'User not found'));
      const [event] = await sut.dataSource.query(`SELECT payload FROM outbox WHERE subject = $1 AND (payload->>'userId')::int = $2`, [
        USER_DELETED_V1,
        victims[0]!.user.id,
      ]);
      expect(event.payload).toEqual({ userId: victims[0]!.user.id, companyId: m.admin.user.companyId, deletedBy: m.admin.user.id, at: expect.any(String) });
    });

    it('lists the company sorted by name for anyone, and searches by e-mail for admins', async () => {
      const list = await call<{ users: Array<{ firstName: string | null; companyId: number; email: string }> }>(sut.url, 'GET', '/api/users', {
        token: m.user.token,
      });
      expect(list.status).toBe(200);
      const names = list.body.users.map((u) => u.firstName);
      expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
      expect(names).toEqual(expect.arrayContaining(['Abe', 'Ada', 'Big', 'Olive', 'Oscar', 'Ugo', 'Uma']));
      expect(new Set(list.body.users.map((u) => u.companyId))).toEqual(new Set([m.user.user.companyId]));

      const part = m.admin2.user.email.split('@')[0]!.toUpperCase();
      const found = await call<{ users: Array<{ email: string }> }>(sut.url, 'GET', `/api/admin/users/search?email=${encodeURIComponent(part)}`, {
        token: m.admin.token,
      });
      expect(found.body.users.map((u) => u.email)).toEqual([m.admin2.user.email]);
      const none = await call<{ users: unknown[] }>(sut.url, 'GET', `/api/admin/users/search?email=${encodeURIComponent(outsider.user.email)}`, {
        token: m.super.token,
      });
      expect(none.body.users).toEqual([]);
      expect((await call(sut.url, 'GET', '/api/admin/users/search?email=%25', { token: m.admin.token })).body).toEqual({ users: [] });
      expect(await call(sut.url, 'GET', '/api/admin/users/search?email=a', { token: m.user.token })).toEqual(
        error(403, 'You need admin privileges to manage users.'),
      );
    });
  });

  describe('company settings', () => {
    it('shows the company to its members only', async () => {
      const domain = `settings-${uniqueSuffix()}.com`;
      const owner = await registerVerified(sut.url, newAccount(domain));
      const shown = await call(sut.url, 'GET', `/api/companies/${owner.user.companyId}`, { token: owner.token });
      expect(shown).toEqual({
        status: 200,
        body: {
          company: {
            id: owner.user.companyId,
            name: owner.user.company.name,
            domain,
            // The owner's verified address at it proves the company's own domain.
            isVerified: true,
            settings: { verificationDomain: domain, authorizedDomains: [domain], requireDomainVerification: true, allowSelfRegistration: false, maxUsers: 10 },
            domains: [{ domain, status: 'verified', verificationMethod: 'owner-email', verifiedAt: expect.any(String), txtRecord: null }],
          },
        },
      });
      expect(await call(sut.url, 'GET', `/api/companies/${owner.user.companyId}`, { token: outsider.token })).toEqual(error(404, 'Company not found'));
    });

    it('edits the authorized domains with the domain rule, validation and an event; new registrations on them join', async () => {
      const domain = `edit-${uniqueSuffix()}.com`;
      const extra = `extra-${uniqueSuffix()}.io`;
      const owner = await registerVerified(sut.url, newAccount(domain));
      await call(sut.url, 'PUT', `/api/companies/${owner.user.companyId}/settings`, { token: owner.token, body: { allowSelfRegistration: true } });
      const member = await registerVerified(sut.url, newAccount(domain));
      const put = (by: SignedIn, body: Record<string, unknown>, id = owner.user.companyId) =>
        call<{ company: { name: string; settings: { authorizedDomains: string[]; requireDomainVerification: boolean; maxUsers: number } } }>(
          sut.url,
          'PUT',
          `/api/companies/${id}/settings`,
          { token: by.token, body },
        );

      expect(await put(member, { verificationDomain: extra })).toEqual(error(403, 'You need admin or owner permissions to access organization settings.'));
      expect(await put(outsider, { verificationDomain: extra })).toEqual(error(404, 'Company not found'));
      expect(await put(owner, { verificationDomain: `${domain},not a domain` })).toEqual(error(400, 'Please enter a valid domain (e.g., example.com)'));
      expect(await put(owner, { verificationDomain: 'acme.c' })).toEqual(error(400, 'Please enter a valid domain (e.g., example.com)'));
      expect(await put(owner, { name: 'A' })).toEqual(error(400, 'Company name must be at least 2 characters'));
      expect(await put(owner, { maxUsers: 0 })).toEqual(error(400, 'Max users must be a positive number'));
      expect(await put(owner, { verificationDomain: 'gmail.com' })).toEqual(error(400, 'gmail.com is a public email domain and cannot be authorized.'));
      const outsiderDomain = outsider.user.company.domain!;
      expect(await put(owner, { verificationDomain: outsiderDomain })).toEqual(
        error(409, `${outsiderDomain} is already an authorized domain of another company.`),
      );

      // Removing the last domain turns verification off; adding one turns it back on.
      expect((await put(owner, { verificationDomain: '' })).body.company.settings).toMatchObject({ authorizedDomains: [], requireDomainVerification: false });
      const added = await put(owner, { verificationDomain: ` ${domain}, ${extra.toUpperCase()} `, name: ' Edit Co ', maxUsers: 12 });
      expect(added.status).toBe(200);
      expect(added.body.company).toMatchObject({
        name: 'Edit Co',
        settings: { authorizedDomains: [domain, extra], requireDomainVerification: true, maxUsers: 12 },
      });
      const removed = await put(owner, { verificationDomain: domain });
      expect(removed.body.company.settings).toMatchObject({ authorizedDomains: [domain], requireDomainVerification: true });
      await put(owner, { verificationDomain: `${domain},${extra}` });

      const [event] = await sut.dataSource.query(
        `SELECT payload FROM outbox WHERE subject = $1 AND (payload->>'companyId')::int = $2 ORDER BY created_at DESC LIMIT 1`,
        [COMPANY_UPDATED_V1, owner.user.companyId],
      );
      expect(event.payload).toEqual({
        companyId: owner.user.companyId,
        name: 'Edit Co',
        domain,
        authorizedDomains: [domain, extra],
        requireDomainVerification: true,
        at: expect.any(String),
      });

      // An address on an authorized domain joins the company as a user once the domain is proven
      // (accounts-admin.int-spec); until then it founds a company of its own.
      const joined = await call<{ user: { companyId: number; role: string } }>(sut.url, 'POST', '/api/auth/register', { body: newAccount(extra) });
      expect(joined.body.user).toMatchObject({ role: 'owner' });
      expect(joined.body.user.companyId).not.toBe(owner.user.companyId);
    });
  });
});
