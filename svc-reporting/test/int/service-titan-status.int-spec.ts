import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ST_ENTITIES, ST_ENTITY_KEYS } from '@milestone/servicetitan-contract';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  uniqueSuffix,
  type TestAnswer,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { client, startReportingService } from '../support/reporting-service.js';
import { startSandbox, type RunningSandbox } from '../support/sandbox.js';
import { aCompanyId, aUserId } from '../factories/calculation.factory.js';
import { SecretBox } from '../../src/modules/service-titan/connection/secret-box.js';
import { sealContext } from '../../src/modules/service-titan/connection/connection.mapper.js';

const TENANT = '1000002';
const SECRET = `cs.sandbox.${TENANT}.milestone`;
const APP_KEY = 'ak1.sandbox.milestone';
const LABELS = ST_ENTITY_KEYS.map((key) => ST_ENTITIES[key].label);

describe('GET /api/service-titan/status', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let sandbox: RunningSandbox;
  let svc: TestService;

  beforeAll(async () => {
    db = await createTestDatabase('reporting_st');
    issuer = await createTestIssuer();
    sandbox = await startSandbox();
    // The ST_* credentials are set, but only pre-fill the demo company: no company here is it.
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, {
      ST_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ST_SYNC_INTERVAL: '0',
      ST_CLIENT_ID: `cid.sandbox.${TENANT}`,
      ST_CLIENT_SECRET: SECRET,
      ST_APP_KEY: APP_KEY,
      ST_TENANT_ID: TENANT,
      ST_BASE_URL: sandbox.url,
      ST_ALLOWED_HOSTS: sandbox.url,
    });
  }, 90_000);

  afterAll(async () => {
    await svc?.close();
    await sandbox?.stop();
    await issuer?.close();
    await db?.drop();
  });

  const sql = (text: string, params: unknown[]): Promise<unknown[]> => svc.app.get(DataSource).query(text, params);

  async function as(companyId: number, role: string) {
    return client(svc.url, await issuer.sign({ id: aUserId(), companyId, role }));
  }

  /** A company connected to the sandbox tenant with its first sync done. */
  async function connectedCompany(): Promise<{ companyId: number; owner: Awaited<ReturnType<typeof as>> }> {
    const companyId = aCompanyId();
    const owner = await as(companyId, 'owner');
    const res = await owner.put('/api/service-titan/connection', {
      authUrl: sandbox.url,
      apiUrl: sandbox.url,
      tenantId: TENANT,
      clientId: `cid.sandbox.${TENANT}`,
      clientSecret: SECRET,
      appKey: APP_KEY,
    });
    expect(res.status).toBe(200);
    await eventually(
      async () => {
        const s = await owner.get('/api/service-titan/status');
        return s.body.sync.syncId && !s.body.sync.running ? s : null;
      },
      60_000,
      250,
    );
    return { companyId, owner };
  }

  function expectNoSecret(res: TestAnswer): void {
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(APP_KEY);
  }

  it('says the company is not connected, what to do, and claims no check, even with ST_* set for the demo company', async () => {
    const before = Date.now();
    const res = await (await as(aCompanyId(), 'admin')).get('/api/service-titan/status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      configured: false,
      canManage: true,
      connection: null,
      status: {
        configuration: { clientId: null, tenantId: null, appKeyConfigured: false, baseUrl: null },
        authentication: { status: 'not_tested', message: 'ServiceTitan is not connected for your company', timestamp: expect.any(String) },
        endpoints: Object.fromEntries(LABELS.map((label) => [label, { status: 'not_tested', message: 'Not tested: ServiceTitan is not connected' }])),
        recommendations: [expect.stringMatching(/^Connect your ServiceTitan tenant: enter the auth URL/)],
      },
      replica: {
        entities: ST_ENTITY_KEYS.map((key) => ({
          key,
          label: ST_ENTITIES[key].label,
          records: 0,
          syncedAt: null,
          state: 'never',
          fetched: 0,
          total: null,
          error: null,
          freshness: 'never',
        })),
        lastSyncAt: null,
      },
      sync: {
        running: false,
        syncId: null,
        trigger: null,
        startedAt: null,
        finishedAt: null,
        percent: 0,
        currentEntity: null,
        lastError: null,
        intervalSeconds: 0,
      },
    });
    const timestamp = Date.parse(res.body.status.authentication.timestamp);
    expect(timestamp).toBeGreaterThanOrEqual(before - 1000);
    expect(timestamp).toBeLessThanOrEqual(Date.now() + 1000);
    expectNoSecret(res);
  });

  it('tells a user without the right to connect to ask an owner or admin', async () => {
    const res = await (await as(aCompanyId(), 'user')).get('/api/service-titan/status');
    expect(res.body.canManage).toBe(false);
    expect(res.body.status.recommendations).toEqual(['Connect your ServiceTitan tenant: ask an owner or admin of your company to connect it on this page']);
  });

  it('after a sync: authentication from a real token request, every endpoint checked, the replica fresh with its records, nothing to recommend', async () => {
    const { companyId, owner } = await connectedCompany();
    const counts = (await sandbox.control<Array<{ id: number; counts: Record<string, number> }>>('GET', '/sandbox/tenants')).find(
      (t) => String(t.id) === TENANT,
    )!.counts;
    const res = await owner.get('/api/service-titan/status');
    expect(res.status).toBe(200);
    expect(res.body.status.authentication).toEqual({ status: 'success', message: expect.any(String), timestamp: expect.any(String) });
    for (const label of LABELS) expect(res.body.status.endpoints[label]).toEqual({ status: 'success', message: 'The endpoint answered' });
    for (const entity of res.body.replica.entities) {
      expect(entity).toMatchObject({ state: 'ok', freshness: 'fresh', error: null, syncedAt: expect.any(String) });
      expect(entity.records).toBe(counts[entity.key]);
    }
    expect(res.body.replica.lastSyncAt).toEqual(res.body.sync.finishedAt);
    expect(res.body.sync).toMatchObject({ running: false, trigger: 'connect', lastError: null, intervalSeconds: 0 });
    expect(res.body.status.recommendations).toEqual([]);
    expectNoSecret(res);
    const rows = (await sql('SELECT endpoints_checked_at FROM st_connections WHERE company_id = $1', [companyId])) as Array<{ endpoints_checked_at: Date }>;
    expect(rows[0]!.endpoints_checked_at).toBeInstanceOf(Date);
  });

  it('checks the endpoints again when the last checks are older than 5 minutes', async () => {
    const { companyId, owner } = await connectedCompany();
    await owner.get('/api/service-titan/status');
    const stale = Object.fromEntries(LABELS.map((label) => [label, { status: 'failed', message: 'an old failure' }]));
    await sql("UPDATE st_connections SET endpoint_checks = $2, endpoints_checked_at = now() - interval '4 minutes' WHERE company_id = $1", [
      companyId,
      JSON.stringify(stale),
    ]);
    expect((await owner.get('/api/service-titan/status')).body.status.endpoints[LABELS[0]!]).toEqual({ status: 'failed', message: 'an old failure' });

    await sql("UPDATE st_connections SET endpoints_checked_at = now() - interval '6 minutes' WHERE company_id = $1", [companyId]);
    const res = await owner.get('/api/service-titan/status');
    for (const label of LABELS) expect(res.body.status.endpoints[label]).toEqual({ status: 'success', message: 'The endpoint answered' });
  });

  it('says the replica is stale once its sync is older than the freshness window, and to press Sync now', async () => {
    const { companyId, owner } = await connectedCompany();
    await sql("UPDATE st_sync_state SET synced_at = now() - interval '21 minutes' WHERE company_id = $1 AND entity = 'jobs'", [companyId]);
    const res = await owner.get('/api/service-titan/status');
    expect(res.body.replica.entities.find((e: { key: string }) => e.key === 'jobs').freshness).toBe('stale');
    expect(res.body.replica.entities.find((e: { key: string }) => e.key === 'customers').freshness).toBe('fresh');
    expect(res.body.status.recommendations).toEqual(['The replica is older than 20 minutes: press Sync now']);
  });

  it('says ServiceTitan refused the secret, with where to fix it, when the stored one no longer works', async () => {
    const { companyId, owner } = await connectedCompany();
    // The secret was rotated in ServiceTitan: the stored one is now wrong.
    const wrong = svc.app.get(SecretBox).seal('cs.rotated.away', sealContext(companyId, 'client_secret'));
    await sql('UPDATE st_connections SET client_secret_sealed = $2 WHERE company_id = $1', [companyId, wrong]);
    const before = Date.now();
    const res = await owner.get('/api/service-titan/status');
    expect(res.body.status.authentication).toEqual({ status: 'failed', message: expect.any(String), timestamp: expect.any(String) });
    expect(Date.parse(res.body.status.authentication.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.status.recommendations).toEqual([
      'ServiceTitan refused the client id or secret: check them in ServiceTitan under Settings > Integrations > API Application Access and connect again',
    ]);
    for (const label of LABELS) expect(res.body.status.endpoints[label].status).toBe('not_tested');
    expect(JSON.stringify(res.body)).not.toContain('cs.rotated.away');
    const rows = (await sql('SELECT auth_status FROM st_connections WHERE company_id = $1', [companyId])) as Array<{ auth_status: string }>;
    expect(rows[0]!.auth_status).toBe('failed');
  });
});
