import { ST_ENTITIES, ST_ENTITY_KEYS, type StEntityKey } from '@milestone/servicetitan-contract';
import { AllowedHosts } from '../../src/modules/service-titan/client/allowed-hosts.js';
import { ServiceTitanClientFactory } from '../../src/modules/service-titan/client/service-titan-client.factory.js';
import { ServiceTitanClient, ServiceTitanError, endpointLabel, type StCredentials } from '../../src/modules/service-titan/client/service-titan-client.js';
import { StCallMetrics } from '../../src/modules/service-titan/client/st-call-metrics.js';
import type { ServiceTitanSettings } from '../../src/modules/service-titan/service-titan.settings.js';
import { startSandbox, type ChangeResult, type RunningSandbox, type SandboxTenant } from '../support/sandbox.js';

const SMALL = 1000002;
const OTHER = 1000003;
/** Small export pages, so even the tiny test tenants take several pages to read. */
const EXPORT_PAGE_SIZE = 100;

/** The calls counted for one endpoint, by outcome. */
function outcomes(metrics: StCallMetrics, endpoint: string): Record<string, number> {
  return Object.fromEntries(
    metrics
      .snapshot()
      .filter((c) => c.endpoint === endpoint)
      .map((c) => [c.outcome, c.count]),
  );
}

function recordId(record: unknown): number {
  return (record as { id: number }).id;
}

/** Every record of an entity, page after page, and the token to come back with. */
async function readAll(
  client: ServiceTitanClient,
  entity: StEntityKey,
  from: string | null = null,
): Promise<{ ids: number[]; records: { id: number; active?: boolean }[]; pages: number; continueFrom: string | null }> {
  const records: { id: number; active?: boolean }[] = [];
  let pages = 0;
  const done = (continueFrom: string | null) => ({ ids: records.map(recordId), records, pages, continueFrom });
  if (ST_ENTITIES[entity].kind === 'list') {
    for (let page = 1; ; page += 1) {
      const answer = await client.listPage(entity, { page, pageSize: 50 });
      records.push(...(answer.data as { id: number }[]));
      pages += 1;
      if (!answer.hasMore) return done(null);
    }
  }
  let token = from;
  for (;;) {
    const answer = await client.exportPage(entity, token);
    records.push(...(answer.data as { id: number }[]));
    pages += 1;
    token = answer.continueFrom;
    if (!answer.hasMore) return done(token);
  }
}

describe('ServiceTitanClient against the sandbox', () => {
  let sandbox: RunningSandbox;
  let tenants: SandboxTenant[];

  beforeAll(async () => {
    sandbox = await startSandbox({ SANDBOX_EXPORT_PAGE_SIZE: String(EXPORT_PAGE_SIZE) });
    tenants = await sandbox.control<SandboxTenant[]>('GET', '/sandbox/tenants');
  }, 60_000);

  afterAll(async () => {
    await sandbox?.stop();
  });

  function tenant(id: number): SandboxTenant {
    const found = tenants.find((t) => t.id === id);
    if (!found) throw new Error(`the sandbox has no tenant ${id}`);
    return found;
  }

  function credentials(id: number, change: Partial<StCredentials> = {}): StCredentials {
    const { clientId, clientSecret, appKey } = tenant(id);
    return { authUrl: sandbox.url, apiUrl: sandbox.url, tenantId: String(id), clientId, clientSecret, appKey, ...change };
  }

  /** A client of its own (own token cache, own metrics); the rate limiter is the process's. */
  function aClient(id: number, options: { change?: Partial<StCredentials>; timeoutMs?: number; maxRetries?: number; maxRequestsPerSecond?: number } = {}) {
    const metrics = new StCallMetrics();
    const client = new ServiceTitanClient(credentials(id, options.change), {
      metrics,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxRetries: options.maxRetries,
      maxRequestsPerSecond: options.maxRequestsPerSecond ?? 40,
    });
    return { client, metrics };
  }

  it('refuses a wrong client secret as an auth error whose message holds no secret, and says so in lastTokenRequest', async () => {
    const { client, metrics } = aClient(SMALL, { change: { clientSecret: 'cs.wrong.secret.value' } });
    const failure = await client.exportPage('customers', null).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceTitanError);
    const error = failure as ServiceTitanError;
    expect({ kind: error.kind, endpoint: error.endpoint }).toEqual({ kind: 'auth', endpoint: 'token' });
    expect([400, 401]).toContain(error.status);
    expect(error.message).toMatch(/^ServiceTitan refused the client id or secret \([a-z_]+\)$/);
    expect(error.message).not.toContain('cs.wrong.secret.value');
    expect(client.lastTokenRequest()).toEqual({ at: expect.any(Date), ok: false, message: error.message });
    // Refused credentials are not retried: a retry cannot fix them and ServiceTitan throttles token requests.
    expect(outcomes(metrics, 'token')).toEqual({ auth: 1 });
    expect(outcomes(metrics, 'crm export/customers')).toEqual({});
  });

  it('caches the token: many calls, concurrent or not, make one token request', async () => {
    const { client, metrics } = aClient(SMALL);
    expect(client.lastTokenRequest()).toBeNull();
    await Promise.all([client.token(), client.token(), client.probe('customers'), client.probe('teams')]);
    await client.probe('jobs');
    expect(outcomes(metrics, 'token')).toEqual({ ok: 1 });
    expect(client.lastTokenRequest()).toEqual({ at: expect.any(Date), ok: true, message: expect.stringContaining('ServiceTitan issued a token') });
    expect(outcomes(metrics, 'crm export/customers')).toEqual({ ok: 1 });
    expect(outcomes(metrics, 'dispatch teams')).toEqual({ ok: 1 });
  });

  it('renews a revoked token without the callers noticing, with exactly one new token request for all of them', async () => {
    const { client, metrics } = aClient(SMALL);
    const before = await client.token();
    await sandbox.control('POST', '/sandbox/tokens/revoke');
    const entities: StEntityKey[] = ['customers', 'locations', 'jobs', 'invoices', 'payments'];
    const pages = await Promise.all(entities.map((entity) => client.exportPage(entity, null)));
    expect(pages.every((page) => page.data.length > 0)).toBe(true);
    expect(await client.token()).not.toBe(before);
    expect(outcomes(metrics, 'token')).toEqual({ ok: 2 });
    // The calls that went out with the revoked token were refused once (401) and went through with
    // the new one; those the rate limiter sent later already carried the new one.
    const counted = entities.map((entity) => outcomes(metrics, endpointLabel(entity)));
    for (const c of counted) expect(c).toEqual(c.retried === undefined ? { ok: 1 } : { ok: 1, retried: 1 });
    expect(outcomes(metrics, 'crm export/customers')).toEqual({ ok: 1, retried: 1 });
  });

  it('reports an app key the API refuses as an auth error that names no key', async () => {
    const { client, metrics } = aClient(SMALL, { change: { appKey: 'ak1.not.the.sandbox' } });
    const error = (await client.probe('customers').catch((e: unknown) => e)) as ServiceTitanError;
    expect(error).toBeInstanceOf(ServiceTitanError);
    expect({ kind: error.kind, status: error.status, endpoint: error.endpoint }).toEqual({ kind: 'auth', status: 401, endpoint: 'crm export/customers' });
    expect(error.message).not.toContain('ak1.not.the.sandbox');
    // Refused once, renewed the token once, refused again: given up.
    expect(outcomes(metrics, 'crm export/customers')).toEqual({ retried: 1, auth: 1 });
    expect(outcomes(metrics, 'token')).toEqual({ ok: 2 });
  });

  it('reads every page of every entity: as many records as the sandbox holds', async () => {
    const { client, metrics } = aClient(OTHER);
    const { counts } = tenant(OTHER);
    for (const entity of ST_ENTITY_KEYS) {
      const { ids, pages } = await readAll(client, entity);
      expect({ entity, records: new Set(ids).size }).toEqual({ entity, records: counts[entity] });
      if (ST_ENTITIES[entity].kind === 'export') expect(pages).toBeGreaterThanOrEqual(Math.ceil(counts[entity] / EXPORT_PAGE_SIZE));
    }
    expect(counts.jobs).toBeGreaterThan(EXPORT_PAGE_SIZE);
    expect(metrics.snapshot().filter((c) => c.outcome !== 'ok')).toEqual([]);
  }, 120_000);

  it('comes back with a stored continuation token and gets exactly what changed since the last page', async () => {
    const { client } = aClient(OTHER);
    const tokens = new Map<StEntityKey, string>();
    for (const entity of ST_ENTITY_KEYS.filter((key) => ST_ENTITIES[key].kind === 'export')) {
      const { continueFrom } = await readAll(client, entity);
      tokens.set(entity, continueFrom!);
    }
    // A client of a restarted process: nothing in common with the first but the stored tokens.
    const { client: restarted } = aClient(OTHER);
    for (const [entity, token] of tokens) expect({ entity, data: (await restarted.exportPage(entity, token)).data }).toEqual({ entity, data: [] });

    const change = await sandbox.control<ChangeResult>('POST', `/sandbox/tenants/${OTHER}/changes`, { modify: 10, delete: 1, create: 2 });
    const touched = new Map<StEntityKey, Set<number>>();
    for (const group of [change.modified, change.deleted, change.created]) {
      for (const [entity, ids] of Object.entries(group) as [StEntityKey, number[]][]) {
        if (ST_ENTITIES[entity].kind !== 'export') continue;
        touched.set(entity, new Set([...(touched.get(entity) ?? []), ...ids]));
      }
    }
    expect(touched.get('jobs')?.size).toBeGreaterThanOrEqual(2);
    for (const [entity, token] of tokens) {
      const { ids, records } = await readAll(restarted, entity, token);
      expect({ entity, ids: [...new Set(ids)].sort((a, b) => a - b) }).toEqual({ entity, ids: [...(touched.get(entity) ?? [])].sort((a, b) => a - b) });
      // A deleted record is not gone from the export: it comes back inactive.
      for (const id of change.deleted[entity] ?? [])
        expect({ entity, id, active: records.find((r) => r.id === id)?.active }).toEqual({ entity, id, active: false });
    }
    expect(Object.values(change.deleted).flat()).toHaveLength(1);
  }, 120_000);

  it('survives a storm of 429s by waiting as Retry-After says, and loses no record', async () => {
    const { client, metrics } = aClient(SMALL);
    const { counts } = tenant(SMALL);
    await client.token();
    await sandbox.control('POST', `/sandbox/tenants/${SMALL}/faults`, { status: 429, count: 10, retryAfterSeconds: 1 });
    const started = Date.now();
    const entities: StEntityKey[] = ['customers', 'locations', 'jobs'];
    const read = await Promise.all(entities.map((entity) => readAll(client, entity)));
    entities.forEach((entity, i) => expect({ entity, records: new Set(read[i]!.ids).size }).toEqual({ entity, records: counts[entity] }));
    const retried = entities.reduce((sum, entity) => sum + (outcomes(metrics, endpointLabel(entity)).retried ?? 0), 0);
    expect(retried).toBe(10);
    expect(metrics.snapshot().filter((c) => !['ok', 'retried'].includes(c.outcome))).toEqual([]);
    // Ten 429s, three callers, one second each time: at least ceil(10 / 3) = 4 rounds of waiting.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_500);
  }, 60_000);

  it('retries 500s with back-off, then answers', async () => {
    const { client, metrics } = aClient(SMALL);
    await client.token();
    await sandbox.control('POST', `/sandbox/tenants/${SMALL}/faults`, { status: 500, count: 3 });
    const page = await client.exportPage('invoices', null);
    expect(page.data.length).toBeGreaterThan(0);
    expect(outcomes(metrics, 'accounting export/invoices')).toEqual({ ok: 1, retried: 3 });
  }, 30_000);

  it('gives up after maxRetries server errors with a server error', async () => {
    const { client, metrics } = aClient(SMALL, { maxRetries: 1 });
    await client.token();
    await sandbox.control('POST', `/sandbox/tenants/${SMALL}/faults`, { status: 503, count: 2 });
    const error = (await client.exportPage('estimates', null).catch((e: unknown) => e)) as ServiceTitanError;
    expect(error).toBeInstanceOf(ServiceTitanError);
    expect({ kind: error.kind, status: error.status, endpoint: error.endpoint, message: error.message }).toEqual({
      kind: 'server',
      status: 503,
      endpoint: 'salestech export/estimates',
      message: 'ServiceTitan failed on salestech export/estimates (503), 2 times in a row',
    });
    expect(outcomes(metrics, 'salestech export/estimates')).toEqual({ retried: 1, server: 1 });
  }, 30_000);

  it('retries a call that outlives its timeout, and reports a timeout when every attempt does', async () => {
    const { client, metrics } = aClient(SMALL, { timeoutMs: 300, maxRetries: 1 });
    await client.token();
    await sandbox.control('POST', `/sandbox/tenants/${SMALL}/faults`, { delayMs: 1_500, count: 1 });
    expect((await client.exportPage('technicians', null)).data.length).toBeGreaterThan(0);
    expect(outcomes(metrics, 'settings export/technicians')).toEqual({ ok: 1, retried: 1 });

    await sandbox.control('POST', `/sandbox/tenants/${SMALL}/faults`, { delayMs: 1_500, count: 2 });
    const error = (await client.exportPage('businessUnits', null).catch((e: unknown) => e)) as ServiceTitanError;
    expect(error).toBeInstanceOf(ServiceTitanError);
    expect({ kind: error.kind, status: error.status, message: error.message }).toEqual({
      kind: 'timeout',
      status: null,
      message: 'ServiceTitan did not answer settings export/business-units within 300 ms, 2 times in a row',
    });
    expect(outcomes(metrics, 'settings export/business-units')).toEqual({ retried: 1, timeout: 1 });
  }, 30_000);

  it('keeps 100 concurrent calls under the sandbox\u2019s 60 per second at a bound of 20 per second, where unbounded calls draw 429s', async () => {
    // Unbounded first, on the other tenant: the sandbox does refuse a burst, so the bound below is what keeps it quiet.
    const unbounded = aClient(OTHER, { maxRequestsPerSecond: 10_000 });
    await unbounded.client.token();
    await Promise.all(Array.from({ length: 200 }, () => unbounded.client.probe('teams')));
    expect(outcomes(unbounded.metrics, 'dispatch teams').retried).toBeGreaterThan(0);
    aClient(OTHER); // back to 40 per second for the tenant's other clients

    // The sandbox counts calls as it reads them: on a loaded machine it may read a second's calls
    // late and together, so the bound leaves it three times the room (the limiter's own spacing
    // is rate-limiter.spec.ts').
    const bounded = aClient(SMALL, { maxRequestsPerSecond: 20 });
    await bounded.client.token();
    const started = Date.now();
    await Promise.all(Array.from({ length: 100 }, () => bounded.client.probe('teams')));
    const seconds = (Date.now() - started) / 1000;
    expect(outcomes(bounded.metrics, 'dispatch teams')).toEqual({ ok: 100 });
    // 100 calls at 20 per second (after a small burst) take about 5 seconds.
    expect(seconds).toBeGreaterThanOrEqual(4.5);
  }, 60_000);

  it('times every attempt by endpoint and outcome', async () => {
    const { client, metrics } = aClient(SMALL);
    await client.probe('campaigns');
    const counted = metrics.snapshot();
    expect(counted).toEqual([
      { endpoint: 'marketing campaigns', outcome: 'ok', count: 1, totalMs: expect.any(Number) },
      { endpoint: 'token', outcome: 'ok', count: 1, totalMs: expect.any(Number) },
    ]);
    expect(counted.every((c) => c.totalMs > 0)).toBe(true);
  });

  it('shares one client, hence one token, between the callers of the factory for a tenant', async () => {
    const metrics = new StCallMetrics();
    const factory = new ServiceTitanClientFactory(
      { maxRequestsPerSecond: 40, timeoutMs: 10_000, allowedHosts: AllowedHosts.parse(sandbox.url) } as ServiceTitanSettings,
      metrics,
    );
    await factory.forCredentials(credentials(SMALL)).probe('jobTypes');
    await factory.forCredentials(credentials(SMALL)).probe('customers');
    expect(outcomes(metrics, 'token')).toEqual({ ok: 1 });
    const wrong = await factory
      .forCredentials(credentials(SMALL, { clientSecret: 'cs.changed.secret' }))
      .token()
      .catch((e: unknown) => e);
    expect((wrong as ServiceTitanError).kind).toBe('auth');
    expect(outcomes(metrics, 'token')).toEqual({ ok: 1, auth: 1 });
    await factory.onApplicationShutdown();
  });
});
