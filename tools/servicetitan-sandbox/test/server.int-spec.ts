import { decodeJwt } from 'jose';
import { entityUrlPath } from '@milestone/servicetitan-contract';
import { listenSandbox, type RunningSandbox } from '../src/server/server.js';
import { SANDBOX_APP_KEY } from '../src/tenants.js';
import { sandboxClient } from './support/client.js';
import { tinyApplyChanges, tinyTenant } from './support/tiny-tenant.js';

// The server's behaviour over hand-made tiny tenants (schema-shaped records, ids 1..n), so paging,
// continuation and refusals are checked independently of the generator.
const A = 2000001;
const B = 2000002;
const PER_ENTITY = 120;
const anchor = new Date('2026-11-02T00:00:00Z');

type Page = { hasMore: boolean; continueFrom: string; data: { id: number; modifiedOn: string; active: boolean }[] };
type List = { page: number; pageSize: number; hasMore: boolean; totalCount: number | null; data: { id: number; active?: boolean }[] };
type Problem = { type: string; title: string; status: number; traceId: string; errors: Record<string, string[]>; data: object };

async function start(overrides: Parameters<typeof listenSandbox>[0] = {}): Promise<RunningSandbox> {
  return listenSandbox(
    {
      port: 0,
      tenants: [
        { id: A, name: 'Tenant A', seed: A, scale: 0.02 },
        { id: B, name: 'Tenant B', seed: B, scale: 0.02 },
      ],
      anchor,
      exportPageSize: 50,
      ...overrides,
    },
    { generate: (spec, at) => tinyTenant(spec, at, PER_ENTITY), applyChanges: tinyApplyChanges },
  );
}

describe('sandbox server (tiny tenants)', () => {
  let sandbox: RunningSandbox;
  let client: ReturnType<typeof sandboxClient>;
  let token: string;

  beforeAll(async () => {
    sandbox = await start();
    client = sandboxClient(sandbox.url);
    token = await client.accessToken(A);
  });
  afterAll(() => sandbox.close());

  describe('token endpoint', () => {
    it('issues a 900 s bearer JWT naming the tenant, the client and the scopes', async () => {
      const answer = await client.token(A);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ expires_in: 900, token_type: 'Bearer' });
      const claims = decodeJwt(answer.body.access_token as string);
      expect(claims).toMatchObject({ tenant: String(A), client_id: `cid.sandbox.${A}` });
      expect(String(claims.scope)).toContain('tn.crm.customers:r');
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    });

    it('refuses a wrong secret, an unknown client and another grant', async () => {
      expect(await client.token(A, { client_secret: 'wrong' })).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
      expect(await client.token(A, { client_id: 'cid.sandbox.999' })).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
      expect(await client.token(A, { grant_type: 'password' })).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    });

    it('takes the client credentials in HTTP Basic too, and refuses a JSON body', async () => {
      const basic = Buffer.from(`cid.sandbox.${A}:cs.sandbox.${A}.milestone`).toString('base64');
      const viaBasic = await fetch(`${sandbox.url}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
        body: 'grant_type=client_credentials',
      });
      expect(viaBasic.status).toBe(200);
      const json = await fetch(`${sandbox.url}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: `cid.sandbox.${A}`, client_secret: `cs.sandbox.${A}.milestone` }),
      });
      expect(json.status).toBe(400);
      expect(await json.json()).toMatchObject({ error: 'invalid_request' });
    });

    it('never echoes the secret', async () => {
      const answer = await client.token(A, { client_secret: 'cs.sandbox.wrong.secret' });
      expect(JSON.stringify(answer.body)).not.toContain('cs.sandbox');
    });
  });

  describe('API checks', () => {
    const path = entityUrlPath('customers', A);

    it('answers with the token and the app key', async () => {
      expect((await client.get(path, token)).status).toBe(200);
    });

    it('refuses a missing or wrong app key, a missing or bad token with 401 RFC 7807 bodies', async () => {
      for (const answer of [
        await client.get<Problem>(path, token, null),
        await client.get<Problem>(path, token, 'ak1.other'),
        await client.get<Problem>(path, null),
        await client.get<Problem>(path, `${token}x`),
      ]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ status: 401, title: expect.any(String), traceId: expect.any(String), errors: {}, data: {} });
      }
    });

    it("refuses another tenant's token with 403 and an unknown tenant with 404", async () => {
      expect((await client.get(entityUrlPath('customers', B), token)).status).toBe(403);
      expect((await client.get(entityUrlPath('customers', 4242), token)).status).toBe(404);
    });

    it('refuses an expired token', async () => {
      const short = await start({ tokenTtlSeconds: 1 });
      try {
        const shortClient = sandboxClient(short.url);
        const expiring = await shortClient.accessToken(A);
        expect((await shortClient.get(path, expiring)).status).toBe(200);
        await new Promise((r) => setTimeout(r, 2100));
        const answer = await shortClient.get<Problem>(path, expiring);
        expect(answer.status).toBe(401);
        expect(answer.body.title).toMatch(/expired/);
      } finally {
        await short.close();
      }
    });

    it('404s a path it does not serve, with a problem body', async () => {
      const answer = await client.get<Problem>(`/crm/v2/tenant/${A}/export/bookings`, token);
      expect(answer.status).toBe(404);
      expect(answer.body.status).toBe(404);
    });
  });

  describe('exports', () => {
    const path = entityUrlPath('customers', A);

    async function drain(from?: string): Promise<{ records: Page['data']; token: string; pages: number }> {
      const records: Page['data'] = [];
      let next = from;
      let pages = 0;
      for (;;) {
        const query = next === undefined ? '' : `?from=${encodeURIComponent(next)}`;
        const answer = await client.get<Page>(`${path}${query}`, token);
        expect(answer.status).toBe(200);
        pages++;
        records.push(...answer.body.data);
        next = answer.body.continueFrom;
        if (!answer.body.hasMore) return { records, token: next, pages };
      }
    }

    it('returns every record once over its pages, then picks up a later change with the stored token', async () => {
      const all = await drain();
      expect(all.pages).toBe(Math.ceil(PER_ENTITY / 50));
      expect(all.records.map((r) => r.id).sort((a, b) => a - b)).toEqual(Array.from({ length: PER_ENTITY }, (_, i) => i + 1));
      expect(new Set(all.records.map((r) => r.id)).size).toBe(PER_ENTITY);

      const empty = await client.get<Page>(`${path}?from=${all.token}`, token);
      expect(empty.body).toMatchObject({ hasMore: false, data: [] });
      expect(empty.body.continueFrom).toBe(all.token);

      const change = await client.control<{ modified: { customers: number[] }; deleted: { customers: number[] } }>('POST', `/sandbox/tenants/${A}/changes`, {
        modify: 2,
        delete: 1,
      });
      expect(change.status).toBe(200);
      const later = await drain(all.token);
      expect(later.records.map((r) => r.id).sort()).toEqual([...change.body.modified.customers, ...change.body.deleted.customers].sort());
      expect(later.records.find((r) => r.id === change.body.deleted.customers[0])?.active).toBe(false);
    });

    it('takes a date or a date-time as from (modifiedOn on or after it)', async () => {
      const records = (await drain()).records;
      const pivot = records[60]!;
      const byDateTime = await drain(pivot.modifiedOn);
      expect(byDateTime.records[0]!.id).toBe(pivot.id);
      expect(byDateTime.records.every((r) => Date.parse(r.modifiedOn) >= Date.parse(pivot.modifiedOn))).toBe(true);
      const byDate = await client.get<Page>(`${path}?from=2000-01-01`, token);
      expect(byDate.body.data.length).toBe(50);
      expect((await client.get<Page>(`${path}?from=2999-01-01`, token)).body).toMatchObject({ hasMore: false, data: [] });
    });

    it('accepts includeRecentChanges and refuses a bad from or includeRecentChanges with 400 RFC 7807', async () => {
      expect((await client.get(`${path}?includeRecentChanges=true`, token)).status).toBe(200);
      const badFrom = await client.get<Problem>(`${path}?from=not-a-token`, token);
      expect(badFrom.status).toBe(400);
      expect(badFrom.body).toMatchObject({ status: 400, errors: { from: [expect.any(String)] }, data: {} });
      const badFlag = await client.get<Problem>(`${path}?includeRecentChanges=maybe`, token);
      expect(badFlag.status).toBe(400);
      expect(badFlag.body.errors.includeRecentChanges).toHaveLength(1);
    });
  });

  describe('paged lists', () => {
    const path = `/crm/v2/tenant/${A}/customers`;

    it('pages from 1 with hasMore, totalCount only when asked, default page size 50', async () => {
      const first = await client.get<List>(path, token);
      expect(first.body).toMatchObject({ page: 1, pageSize: 50, hasMore: true, totalCount: null });
      expect(first.body.data).toHaveLength(50);
      const active = (await client.get<List>(`${path}?pageSize=5000&includeTotal=true`, token)).body;
      expect(active.hasMore).toBe(false);
      expect(active.totalCount).toBe(active.data.length);
      const pages: number[] = [];
      for (let page = 1; ; page++) {
        const answer = (await client.get<List>(`${path}?page=${page}&pageSize=7&includeTotal=true`, token)).body;
        expect(answer.totalCount).toBe(active.totalCount);
        pages.push(...answer.data.map((r) => r.id));
        if (!answer.hasMore) break;
      }
      expect(pages).toEqual(active.data.map((r) => r.id));
      expect(pages).toEqual([...pages].sort((a, b) => a - b));
    });

    it('filters by active (default True), ids, created and modified times, and sorts', async () => {
      await client.control('POST', `/sandbox/tenants/${A}/changes`, { delete: 1 });
      const all = (await client.get<List>(`${path}?pageSize=5000&active=Any`, token)).body.data;
      const inactive = (await client.get<List>(`${path}?pageSize=5000&active=False`, token)).body.data;
      const active = (await client.get<List>(`${path}?pageSize=5000`, token)).body.data;
      expect(inactive.length).toBeGreaterThan(0);
      expect(inactive.every((r) => r.active === false)).toBe(true);
      expect(active.length + inactive.length).toBe(all.length);

      const ids = (await client.get<List>(`${path}?ids=3,1,2,99999&active=Any`, token)).body.data.map((r) => r.id);
      expect(ids).toEqual([1, 2, 3]);

      const since = new Date(anchor.getTime() - 10 * 3_600_000).toISOString();
      const before = new Date(anchor.getTime() - 5 * 3_600_000).toISOString();
      const created = (await client.get<List>(`${path}?createdOnOrAfter=${since}&createdBefore=${before}&active=Any`, token)).body.data;
      expect(created.map((r) => r.id)).toEqual([PER_ENTITY - 9, PER_ENTITY - 8, PER_ENTITY - 7, PER_ENTITY - 6, PER_ENTITY - 5]);
      const modified = (await client.get<List>(`${path}?modifiedOnOrAfter=${since}&modifiedBefore=${before}&active=Any`, token)).body.data;
      expect(modified.length).toBeLessThanOrEqual(5);

      const descending = (await client.get<List>(`${path}?sort=-Id&pageSize=3`, token)).body.data.map((r) => r.id);
      expect(descending[0]).toBeGreaterThan(descending[1]!);
      const byModified = (await client.get<List>(`${path}?sort=%2BModifiedOn&pageSize=5000&active=Any`, token)).body.data as unknown as {
        modifiedOn: string;
      }[];
      expect(byModified.map((r) => r.modifiedOn)).toEqual([...byModified.map((r) => r.modifiedOn)].sort());
    });

    it('refuses more than 50 ids, a bad page size and a bad sort with 400 RFC 7807', async () => {
      const ids = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
      const tooMany = await client.get<Problem>(`${path}?ids=${ids}`, token);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toMatchObject({
        type: expect.any(String),
        title: expect.any(String),
        status: 400,
        traceId: expect.any(String),
        errors: { ids: [expect.stringContaining('50')] },
        data: {},
      });
      const bad = await client.get<Problem>(`${path}?pageSize=5001&page=0&sort=Name&active=Maybe`, token);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['active', 'page', 'pageSize', 'sort']);
    });

    it('serves the lists of teams (includeInactive), job types (orderBy) and invoices (activeState)', async () => {
      const teams = await client.get<List>(`/dispatch/v2/tenant/${A}/teams?includeInactive=true&includeTotal=true`, token);
      expect(teams.body.totalCount).toBe(PER_ENTITY);
      const jobTypes = await client.get<List>(`/jpm/v2/tenant/${A}/job-types?orderBy=id&orderByDirection=desc&pageSize=2`, token);
      expect(jobTypes.body.data.map((r) => r.id)).toEqual([PER_ENTITY, PER_ENTITY - 1]);
      const invoices = await client.get<List>(`/accounting/v2/tenant/${A}/invoices?activeState=All&pageSize=1`, token);
      expect(invoices.body).toMatchObject({ hasMore: true, data: [{ id: 1 }] });
      const jobs = await client.get<List>(`/jpm/v2/tenant/${A}/jobs?pageSize=1`, token);
      expect(jobs.body.data[0]).not.toHaveProperty('active');
    });
  });

  describe('rate limit, faults and revocation', () => {
    it('answers 429 with Retry-After past the rate per app key and tenant, and recovers', async () => {
      const limited = await start({ rateLimit: 5 });
      try {
        const limitedClient = sandboxClient(limited.url);
        const [a, b] = [await limitedClient.accessToken(A), await limitedClient.accessToken(B)];
        const answers = await Promise.all(Array.from({ length: 8 }, () => limitedClient.get<Problem>(entityUrlPath('teams', A), a)));
        const refused = answers.filter((x) => x.status === 429);
        expect(answers.filter((x) => x.status === 200)).toHaveLength(5);
        expect(refused).toHaveLength(3);
        expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(refused[0]!.body).toMatchObject({ status: 429, title: expect.any(String) });
        // The other tenant has its own budget.
        expect((await limitedClient.get(entityUrlPath('teams', B), b)).status).toBe(200);
        await new Promise((r) => setTimeout(r, Number(refused[0]!.headers.get('retry-after')) * 1000));
        expect((await limitedClient.get(entityUrlPath('teams', A), a)).status).toBe(200);
      } finally {
        await limited.close();
      }
    });

    it('answers the next calls of a tenant with the fault asked for, then normally', async () => {
      const path = entityUrlPath('jobs', A);
      expect((await client.control('POST', `/sandbox/tenants/${A}/faults`, { status: 503, count: 2, retryAfterSeconds: 3 })).status).toBe(200);
      const first = await client.get<Problem>(path, token);
      expect(first.status).toBe(503);
      expect(first.headers.get('retry-after')).toBe('3');
      expect((await client.get(path, token)).status).toBe(503);
      expect((await client.get(path, token)).status).toBe(200);

      await client.control('POST', `/sandbox/tenants/${A}/faults`, { status: 429, count: 1 });
      const limited = await client.get(path, token);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('1');

      await client.control('POST', `/sandbox/tenants/${A}/faults`, { delayMs: 300, count: 1 });
      const startedAt = Date.now();
      expect((await client.get(path, token)).status).toBe(200);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(290);

      expect((await client.control('POST', `/sandbox/tenants/${A}/faults`, { status: 418, count: 0 })).status).toBe(400);
      expect((await client.control('POST', '/sandbox/tenants/4242/faults', { status: 500, count: 1 })).status).toBe(404);
    });

    it('refuses every token issued before a revoke, and accepts new ones', async () => {
      const own = await start();
      try {
        const ownClient = sandboxClient(own.url);
        const old = await ownClient.accessToken(A);
        expect((await ownClient.control('POST', '/sandbox/tokens/revoke')).status).toBe(200);
        const refused = await ownClient.get<Problem>(entityUrlPath('teams', A), old);
        expect(refused.status).toBe(401);
        expect(refused.body.title).toMatch(/revoked/);
        expect((await ownClient.get(entityUrlPath('teams', A), await ownClient.accessToken(A))).status).toBe(200);
      } finally {
        await own.close();
      }
    });
  });

  describe('generation and the clock', () => {
    it('generates a tenant once for concurrent first requests', async () => {
      let generations = 0;
      const own = await listenSandbox(
        { port: 0, tenants: [{ id: A, name: 'Tenant A', seed: A, scale: 0.02 }], anchor },
        {
          generate: (spec, at) => {
            generations++;
            return tinyTenant(spec, at, 5);
          },
          applyChanges: tinyApplyChanges,
        },
      );
      try {
        const ownClient = sandboxClient(own.url);
        const ownToken = await ownClient.accessToken(A);
        const answers = await Promise.all(Array.from({ length: 6 }, () => ownClient.get(entityUrlPath('jobs', A), ownToken)));
        expect(answers.every((a) => a.status === 200)).toBe(true);
        expect(generations).toBe(1);
      } finally {
        await own.close();
      }
    });

    it('applies a change batch to each generated tenant every SANDBOX_CHANGE_INTERVAL', async () => {
      const ticking = await start({ changeIntervalSeconds: 1 });
      try {
        const tickingClient = sandboxClient(ticking.url);
        const tickingToken = await tickingClient.accessToken(A);
        const path = entityUrlPath('customers', A);
        let stored = '';
        let first: Page | undefined;
        do {
          first = (await tickingClient.get<Page>(`${path}?from=${stored}`, tickingToken)).body;
          stored = first.continueFrom;
        } while (first.hasMore);
        // Waits for the next tick (at most 5 s) by reading with the stored token, as a connector would.
        const deadline = Date.now() + 5000;
        let changed: Page['data'] = [];
        while (changed.length === 0 && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 200));
          changed = (await tickingClient.get<Page>(`${path}?from=${stored}`, tickingToken)).body.data;
        }
        expect(changed.length).toBeGreaterThan(0);
      } finally {
        await ticking.close();
      }
    });
  });

  describe('control endpoints', () => {
    it('lists the tenants with credentials and counts', async () => {
      const answer = await client.control<{ id: number; clientId: string; clientSecret: string; appKey: string; counts: Record<string, number> }[]>(
        'GET',
        '/sandbox/tenants',
      );
      expect(answer.status).toBe(200);
      expect(answer.body.map((t) => t.id)).toEqual([A, B]);
      expect(answer.body[1]).toMatchObject({ clientId: `cid.sandbox.${B}`, clientSecret: `cs.sandbox.${B}.milestone`, appKey: SANDBOX_APP_KEY });
      expect(answer.body[1]!.counts.jobs).toBe(PER_ENTITY);
    });

    it('refuses a bad change request', async () => {
      const answer = await client.control<Problem>('POST', `/sandbox/tenants/${A}/changes`, { modify: -1, at: 'yesterday' });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors).sort()).toEqual(['at', 'modify']);
    });
  });
});
