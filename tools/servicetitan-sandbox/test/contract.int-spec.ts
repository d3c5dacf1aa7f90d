import { ST_ENTITIES, ST_ENTITY_KEYS, entityUrlPath, type StEntityKey } from '@milestone/servicetitan-contract';
import { startSandbox, type RunningSandbox } from '../src/index.js';
import { LIST_ENDPOINTS } from '../src/server/list.js';
import { sandboxClient } from './support/client.js';
import { createContractValidator, type DocumentName } from './support/openapi.js';

// Every endpoint the connector reads, over generated tenants, checked against the response schema
// the OpenAPI documents give for that operation (the same documents the types are generated from).
const TENANT = 1000002;
const OTHER = 1000003;

type Page = { hasMore: boolean; continueFrom: string; data: Record<string, unknown>[] };

describe('contract: the sandbox answers as the OpenAPI documents say', () => {
  const contract = createContractValidator();
  let sandbox: RunningSandbox;
  let client: ReturnType<typeof sandboxClient>;
  let token: string;

  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      tenants: [
        { id: TENANT, name: 'Riverside Plumbing & Air', seed: TENANT, scale: 0.02 },
        { id: OTHER, name: 'Sandbox tenant 1000003', seed: OTHER, scale: 0.02 },
      ],
      anchor: new Date('2026-11-02T00:00:00Z'),
      exportPageSize: 500,
    });
    client = sandboxClient(sandbox.url);
    token = await client.accessToken(TENANT);
  });
  afterAll(() => sandbox.close());

  it('the token response has the documented OAuth shape', async () => {
    const answer = await client.token(TENANT);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['access_token', 'expires_in', 'scope', 'token_type']);
    expect(answer.body).toMatchObject({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      expires_in: 900,
      token_type: 'Bearer',
      scope: expect.any(String),
    });
  });

  describe.each(ST_ENTITY_KEYS.map((key) => [key] as const))('%s', (key: StEntityKey) => {
    const entity = ST_ENTITIES[key];
    const document = entity.module as DocumentName;
    const operation = `/tenant/{tenant}/${entity.path}`;

    it(`GET ${entity.prefix}${operation} matches its 200 schema, with records`, async () => {
      const answer = await client.get<Page>(entityUrlPath(key, TENANT) + (entity.kind === 'list' ? '?active=Any&pageSize=5000' : ''), token);
      expect(answer.status).toBe(200);
      expect(answer.body.data.length).toBeGreaterThan(0);
      expect(contract.check(contract.responseRef(document, operation), answer.body)).toBeNull();
    });

    it('a bad parameter answers 400 with its ApiErrorResponse schema', async () => {
      const bad = entity.kind === 'export' ? '?from=%25%25' : '?pageSize=0';
      const answer = await client.get(entityUrlPath(key, TENANT) + bad, token);
      expect(answer.status).toBe(400);
      expect(contract.check(contract.responseRef(document, operation, '400'), answer.body)).toBeNull();
    });
  });

  describe.each(LIST_ENDPOINTS.filter((e) => ST_ENTITIES[e.key].kind === 'export').map((e) => [e.path, e] as const))('list %s', (_path, endpoint) => {
    const document = ST_ENTITIES[endpoint.key].module as DocumentName;
    const operation = `/tenant/{tenant}/${endpoint.path}`;

    it('matches its 200 schema (the list record type, not the export one)', async () => {
      const answer = await client.get<Page>(`${endpoint.prefix}/tenant/${TENANT}/${endpoint.path}?pageSize=200&includeTotal=true`, token);
      expect(answer.status).toBe(200);
      expect(answer.body.data.length).toBeGreaterThan(0);
      expect(contract.check(contract.responseRef(document, operation), answer.body)).toBeNull();
    });
  });

  it('the check itself refuses a record that breaks the contract (a money string sent as a number)', async () => {
    const answer = await client.get<Page>(entityUrlPath('invoices', TENANT), token);
    const ref = contract.responseRef('accounting', '/tenant/{tenant}/export/invoices');
    const broken = { ...answer.body, data: [{ ...answer.body.data[0], total: 12.5 }] };
    expect(contract.check(ref, broken)).toMatch(/total/);
    const extra = { ...answer.body, data: [{ ...answer.body.data[0], notInTheDocument: 1 }] };
    expect(contract.check(ref, extra)).not.toBeNull();
  });

  async function drain(key: StEntityKey, from?: string): Promise<{ records: Record<string, unknown>[]; token: string }> {
    const records: Record<string, unknown>[] = [];
    let next = from;
    for (;;) {
      const answer = await client.get<Page>(entityUrlPath(key, TENANT) + (next === undefined ? '' : `?from=${encodeURIComponent(next)}`), token);
      expect(answer.status).toBe(200);
      records.push(...answer.body.data);
      next = answer.body.continueFrom;
      if (!answer.body.hasMore) return { records, token: next };
    }
  }

  it('an export returns every generated record once, and a stored token returns the changes made since', async () => {
    const tenants = (await client.control<{ id: number; counts: Record<StEntityKey, number> }[]>('GET', '/sandbox/tenants')).body;
    const counts = tenants.find((t) => t.id === TENANT)!.counts;
    const jobs = await drain('jobs');
    expect(jobs.records).toHaveLength(counts.jobs);
    expect(new Set(jobs.records.map((r) => r.id)).size).toBe(counts.jobs);

    const change = await client.control<{
      modified: Partial<Record<StEntityKey, number[]>>;
      deleted: Partial<Record<StEntityKey, number[]>>;
      created: Partial<Record<StEntityKey, number[]>>;
    }>('POST', `/sandbox/tenants/${TENANT}/changes`, { modify: 20, delete: 1, create: 5 });
    expect(change.status).toBe(200);
    const touched = new Set([...(change.body.modified.jobs ?? []), ...(change.body.deleted.jobs ?? []), ...(change.body.created.jobs ?? [])]);
    expect(change.body.created.jobs).toHaveLength(5);
    const later = await drain('jobs', jobs.token);
    expect(new Set(later.records.map((r) => r.id))).toEqual(touched);
    for (const id of change.body.deleted.jobs ?? []) expect(later.records.find((r) => r.id === id)?.active).toBe(false);
    expect(
      contract.check(contract.responseRef('jpm', '/tenant/{tenant}/export/jobs'), { hasMore: false, continueFrom: later.token, data: later.records }),
    ).toBeNull();
  });

  it("the jobs list's completed filter and total agree with the export", async () => {
    const from = '2026-10-01T00:00:00Z';
    const before = '2026-10-15T00:00:00Z';
    const all = (await drain('jobs')).records.filter((r) => r.active !== false);
    const expected = all
      .filter((r) => typeof r.completedOn === 'string' && Date.parse(r.completedOn) >= Date.parse(from) && Date.parse(r.completedOn) < Date.parse(before))
      .map((r) => r.id as number);
    expect(expected.length).toBeGreaterThan(0);
    const first = await client.get<{ totalCount: number; hasMore: boolean; data: { id: number }[] }>(
      `/jpm/v2/tenant/${TENANT}/jobs?completedOnOrAfter=${from}&completedBefore=${before}&includeTotal=true&pageSize=10`,
      token,
    );
    expect(first.body.totalCount).toBe(expected.length);
    expect(first.body.hasMore).toBe(expected.length > 10);
    expect(first.body.data.map((r) => r.id)).toEqual([...expected].sort((a, b) => a - b).slice(0, 10));
  });

  it('the two tenants hold different companies', async () => {
    const otherToken = await client.accessToken(OTHER);
    const mine = await client.get<Page>(entityUrlPath('customers', TENANT), token);
    const theirs = await client.get<Page>(entityUrlPath('customers', OTHER), otherToken);
    expect(mine.body.data[0]!.name).not.toEqual(theirs.body.data[0]!.name);
  });
});
