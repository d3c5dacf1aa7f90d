import { uniqueSuffix } from '@milestone/nest-kit/testing';
import { call, newAccount, registerVerified, startIdentity, type IdentityTestApp, type SignedIn } from '../support/identity-test-app.js';

interface Page<T> {
  status: number;
  body: T;
  /** X-Total-Count, or null when the answer has none. */
  total: number | null;
}

/** A GET with the bearer token, keeping X-Total-Count (the shared `call` keeps no headers). */
async function page<T>(base: string, path: string, token: string): Promise<Page<T>> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const total = response.headers.get('x-total-count');
  return { status: response.status, body: (await response.json()) as T, total: total === null ? null : Number(total) };
}

type Users = { users: Array<{ id: number; email: string; role: string; isActive: boolean }> };
type Invitations = { invitations: Array<{ id: number; email: string }> };

// Issue 9 point 11: lists never answer more than their page, and say how many there are in all.
describe('paged lists of users and invitations', () => {
  let sut: IdentityTestApp & { db: { drop(): Promise<void> } };
  let domain: string;
  let owner: SignedIn;
  let stranger: SignedIn;
  const EXTRA_USERS = 120; // more than the default page of 100
  const INVITATIONS = 110;

  beforeAll(async () => {
    sut = await startIdentity();
    domain = `paging-${uniqueSuffix()}.com`;
    owner = await registerVerified(sut.url, newAccount(domain));
    stranger = await registerVerified(sut.url, newAccount(`other-${uniqueSuffix()}.com`));
    const companyId = owner.user.companyId;
    // Written straight to the tables: a hundred sign-ups or invitations through the API would cost
    // minutes of password hashing and mail for nothing these tests look at. Every tenth is an
    // admin, every fifteenth waits for activation.
    await sut.dataSource.query(
      `INSERT INTO users (email, username, first_name, last_name, role, company_id, is_email_verified, is_active)
       SELECT 'member-' || lpad(n::text, 3, '0') || '@' || $2, 'member-' || n, 'Member', lpad(n::text, 3, '0'),
              CASE WHEN n % 10 = 0 THEN 'admin' ELSE 'user' END, $1, true, n % 15 <> 0
       FROM generate_series(1, $3::int) AS n`,
      [companyId, domain, EXTRA_USERS],
    );
    await sut.dataSource.query(
      `INSERT INTO user_invitations (company_id, invited_by, email, role, invitation_token, expires_at, created_at)
       SELECT $1, $2, 'invitee-' || lpad(n::text, 3, '0') || '@' || $3, 'user', md5(random()::text || n), now() + interval '7 days',
              now() - n * interval '1 second'
       FROM generate_series(1, $4::int) AS n`,
      [companyId, owner.user.id, domain, INVITATIONS],
    );
  });

  afterAll(async () => {
    await sut?.close();
    await sut?.db.drop();
  });

  describe('GET /api/users', () => {
    it('answers at most the default page of 100, with the company total in X-Total-Count', async () => {
      const first = await page<Users>(sut.url, '/api/users', owner.token);
      expect(first.status).toBe(200);
      expect(first.body.users).toHaveLength(100);
      expect(first.total).toBe(EXTRA_USERS + 1);
    });

    it('pages with limit and offset: the pages together hold everyone once, in the same order', async () => {
      const seen: number[] = [];
      for (let offset = 0; offset < EXTRA_USERS + 1; offset += 50) {
        const next = await page<Users>(sut.url, `/api/users?limit=50&offset=${offset}`, owner.token);
        expect(next.total).toBe(EXTRA_USERS + 1);
        seen.push(...next.body.users.map((u) => u.id));
      }
      expect(seen).toHaveLength(EXTRA_USERS + 1);
      expect(new Set(seen).size).toBe(EXTRA_USERS + 1);
      expect(seen).toContain(owner.user.id);
    });

    it('answers up to 500 when asked and refuses a larger page with the limit in the message', async () => {
      const all = await page<Users>(sut.url, '/api/users?limit=500', owner.token);
      expect(all.body.users).toHaveLength(EXTRA_USERS + 1);
      const tooMany = await call(sut.url, 'GET', '/api/users?limit=501', { token: owner.token });
      expect(tooMany).toEqual({
        status: 400,
        body: expect.objectContaining({ message: expect.stringContaining('limit must be a whole number from 1 to 500') }),
      });
    });

    it('filters by role or by pending activation on the service, so the total is the filter’s', async () => {
      const admins = await page<Users>(sut.url, '/api/users?role=admin&limit=5', owner.token);
      expect(admins.total).toBe(EXTRA_USERS / 10);
      expect(admins.body.users).toHaveLength(5);
      expect(admins.body.users.every((u) => u.role === 'admin')).toBe(true);
      const pending = await page<Users>(sut.url, '/api/users?role=pending', owner.token);
      expect(pending.total).toBe(EXTRA_USERS / 15);
      expect(pending.body.users.every((u) => !u.isActive)).toBe(true);
      const bad = await call(sut.url, 'GET', '/api/users?role=boss', { token: owner.token });
      expect(bad.status).toBe(400);
    });

    it('counts only the caller’s company', async () => {
      const theirs = await page<Users>(sut.url, '/api/users', stranger.token);
      expect(theirs.total).toBe(1);
      expect(theirs.body.users.map((u) => u.id)).toEqual([stranger.user.id]);
    });
  });

  describe('GET /api/admin/users/search', () => {
    it('answers a page of the matches with their total', async () => {
      const found = await page<Users>(sut.url, `/api/admin/users/search?email=member-&limit=30&offset=100`, owner.token);
      expect(found.status).toBe(200);
      expect(found.total).toBe(EXTRA_USERS);
      expect(found.body.users).toHaveLength(20);
      expect(found.body.users[0]!.email).toBe(`member-101@${domain}`);
      const tooMany = await call(sut.url, 'GET', '/api/admin/users/search?email=member-&limit=501', { token: owner.token });
      expect(tooMany.status).toBe(400);
    });

    it('answers at most 100 when no limit is given', async () => {
      const found = await page<Users>(sut.url, '/api/admin/users/search?email=member-', owner.token);
      expect(found.body.users).toHaveLength(100);
      expect(found.total).toBe(EXTRA_USERS);
    });
  });

  describe('GET /api/companies/{id}/invitations', () => {
    const path = () => `/api/companies/${owner.user.companyId}/invitations`;

    it('answers at most the default page of 100, newest first, with the total pending in X-Total-Count', async () => {
      const first = await page<Invitations>(sut.url, path(), owner.token);
      expect(first.status).toBe(200);
      expect(first.body.invitations).toHaveLength(100);
      expect(first.total).toBe(INVITATIONS);
      expect(first.body.invitations[0]!.email).toBe(`invitee-001@${domain}`);
    });

    it('pages with limit and offset and refuses a page over 500', async () => {
      const last = await page<Invitations>(sut.url, `${path()}?limit=100&offset=100`, owner.token);
      expect(last.body.invitations.map((i) => i.email)).toEqual(Array.from({ length: 10 }, (_, i) => `invitee-${101 + i}@${domain}`));
      expect(last.total).toBe(INVITATIONS);
      const tooMany = await call(sut.url, 'GET', `${path()}?limit=501`, { token: owner.token });
      expect(tooMany.status).toBe(400);
    });
  });
});
