import { randomBytes, randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, RetentionPolicy, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { COMPANY_CREATED_V1, STREAMS, type CompanyCreatedV1 } from '@milestone/contracts';
import { durableName } from '@milestone/nest-kit';
import { ST_ENTITIES, ST_ENTITY_KEYS } from '@milestone/servicetitan-contract';
import {
  TEST_NATS_URL,
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
import { startListener, type Listener } from '../support/listener.js';
import { startSandbox, type RunningSandbox } from '../support/sandbox.js';
import { aCompanyId, aUserId } from '../factories/calculation.factory.js';

const TENANT_A = '1000002';
const TENANT_B = '1000003';
const APP_KEY = 'ak1.sandbox.milestone';
const secretOf = (tenant: string): string => `cs.sandbox.${tenant}.milestone`;
const FORBIDDEN = { statusCode: 403, message: 'Only an owner or admin can manage the ServiceTitan connection' };

describe('The ServiceTitan connection of a company (against the sandbox)', () => {
  const serviceName = `svc-reporting-${uniqueSuffix()}`;
  const demoDomain = `demo-${uniqueSuffix()}.milestone.test`;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let sandbox: RunningSandbox;
  /** An address the allow-list names (and the host name localhost on its port): where a leaked secret would land. */
  let trap: Listener;
  /** An address the allow-list does not name. */
  let outsider: Listener;
  let svc: TestService;
  let nc: NatsConnection;
  let js: JetStreamClient;
  let jsm: JetStreamManager;

  const companyA = aCompanyId();
  const companyB = aCompanyId();
  let asOwnerA: ReturnType<typeof client>;
  let asAdminA: ReturnType<typeof client>;
  let asUserA: ReturnType<typeof client>;
  let asOwnerB: ReturnType<typeof client>;

  function connectBody(tenant: string, overrides: Record<string, unknown> = {}) {
    return {
      authUrl: sandbox.url,
      apiUrl: sandbox.url,
      tenantId: tenant,
      clientId: `cid.sandbox.${tenant}`,
      clientSecret: secretOf(tenant),
      appKey: APP_KEY,
      ...overrides,
    };
  }

  async function connectionRow(companyId: number): Promise<Record<string, unknown> | null> {
    const rows: Record<string, unknown>[] = await svc.app.get(DataSource).query('SELECT * FROM st_connections WHERE company_id = $1', [companyId]);
    return rows[0] ?? null;
  }

  async function countOf(table: string, companyId: number): Promise<number> {
    const rows: Array<{ n: number }> = await svc.app.get(DataSource).query(`SELECT count(*)::int AS n FROM ${table} WHERE company_id = $1`, [companyId]);
    return rows[0]!.n;
  }

  /** The company's sync (started by connect) has ended; its status then. */
  async function syncEnded(as: ReturnType<typeof client>): Promise<TestAnswer> {
    return eventually(
      async () => {
        const res = await as.get('/api/service-titan/status');
        return res.status === 200 && res.body.sync.syncId && !res.body.sync.running ? res : null;
      },
      60_000,
      250,
    );
  }

  beforeAll(async () => {
    db = await createTestDatabase('reporting_stconn');
    issuer = await createTestIssuer();
    sandbox = await startSandbox();
    trap = await startListener();
    outsider = await startListener();
    nc = await connect({ servers: TEST_NATS_URL });
    js = jetstream(nc);
    jsm = await jetstreamManager(nc);
    // svc-identity declares IDENTITY in the platform; on the test's own NATS nobody else does.
    if (!(await jsm.streams.info(STREAMS.IDENTITY.name).catch(() => null))) {
      await jsm.streams.add({ name: STREAMS.IDENTITY.name, subjects: [...STREAMS.IDENTITY.subjects], retention: RetentionPolicy.Limits });
    }
    svc = await startReportingService(db, issuer, serviceName, {
      ST_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ST_SYNC_INTERVAL: '0',
      ST_DEMO_COMPANY_DOMAIN: demoDomain,
      ST_CLIENT_ID: `cid.sandbox.${TENANT_B}`,
      ST_CLIENT_SECRET: secretOf(TENANT_B),
      ST_APP_KEY: APP_KEY,
      ST_TENANT_ID: TENANT_B,
      ST_BASE_URL: sandbox.url,
      ST_ALLOWED_HOSTS: `${sandbox.url},${trap.url},localhost:${trap.port}`,
    });
    asOwnerA = client(svc.url, await issuer.sign({ id: aUserId(), companyId: companyA, role: 'owner' }));
    asAdminA = client(svc.url, await issuer.sign({ id: aUserId(), companyId: companyA, role: 'admin' }));
    asUserA = client(svc.url, await issuer.sign({ id: aUserId(), companyId: companyA, role: 'user' }));
    asOwnerB = client(svc.url, await issuer.sign({ id: aUserId(), companyId: companyB, role: 'owner' }));
  }, 90_000);

  afterAll(async () => {
    await svc?.close();
    await jsm?.consumers.delete(STREAMS.IDENTITY.name, durableName(serviceName, COMPANY_CREATED_V1)).catch(() => undefined);
    await nc?.close();
    await sandbox?.stop();
    await trap?.stop();
    await outsider?.stop();
    await issuer?.close();
    await db?.drop();
  });

  it("refuses a wrong secret with ServiceTitan's reason (422) and saves nothing", async () => {
    const res = await asOwnerA.put('/api/service-titan/connection', connectBody(TENANT_A, { clientSecret: 'cs.wrong.secret' }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ statusCode: 422, message: expect.stringMatching(/refused the client id or secret/) });
    expect(res.body.message).not.toContain('cs.wrong.secret');
    expect(await connectionRow(companyA)).toBeNull();
    expect((await asOwnerA.get('/api/service-titan/connection')).body).toBeNull();
  });

  it('says where the token service is missing when the auth URL is wrong (422), and saves nothing', async () => {
    const res = await asOwnerA.put('/api/service-titan/connection', connectBody(TENANT_A, { authUrl: `${sandbox.url}/nowhere` }));
    expect(res).toMatchObject({
      status: 422,
      body: { statusCode: 422, message: expect.stringMatching(/no token service at .*\/nowhere\/connect\/token: check the auth URL/) },
    });
    expect(await connectionRow(companyA)).toBeNull();
  });

  it('asks for the secret and the app key when there is no stored connection to keep them from', async () => {
    expect(await asOwnerA.put('/api/service-titan/connection', connectBody(TENANT_A, { clientSecret: '  ' }))).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'Enter the client secret' },
    });
    expect(await asOwnerA.put('/api/service-titan/connection', connectBody(TENANT_A, { appKey: undefined }))).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'Enter the app key' },
    });
  });

  it('lets a user read the status but not connect, test, sync or disconnect', async () => {
    for (const res of [
      await asUserA.put('/api/service-titan/connection', connectBody(TENANT_A)),
      await asUserA.post('/api/service-titan/connection/test'),
      await asUserA.post('/api/service-titan/sync'),
      await asUserA.delete('/api/service-titan/connection'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    const status = await asUserA.get('/api/service-titan/status');
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ configured: false, canManage: false });
  });

  it('answers 409 to test and sync before the company is connected', async () => {
    for (const res of [await asOwnerA.post('/api/service-titan/connection/test'), await asOwnerA.post('/api/service-titan/sync')]) {
      expect(res).toMatchObject({ status: 409, body: { statusCode: 409, message: 'ServiceTitan is not connected' } });
    }
  });

  it('connects with good credentials: tested, saved sealed, the secret never returned, a first sync started', async () => {
    const res = await asOwnerA.put('/api/service-titan/connection', connectBody(TENANT_A, { apiUrl: `${sandbox.url}/` }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      source: 'admin',
      authUrl: sandbox.url,
      apiUrl: sandbox.url,
      tenantId: TENANT_A,
      clientId: `cid.sandbox.${TENANT_A}`,
      clientSecretConfigured: true,
      appKeyConfigured: true,
      connectedAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain(secretOf(TENANT_A));

    const row = (await connectionRow(companyA))!;
    expect(row['client_secret_sealed']).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secretOf(TENANT_A));
    expect(JSON.stringify(row)).not.toContain(APP_KEY);
    expect(row).toMatchObject({ source: 'admin', auth_status: 'success', tenant_id: TENANT_A });

    expect((await asUserA.get('/api/service-titan/connection')).body).toEqual(res.body);
    const ended = await syncEnded(asOwnerA);
    expect(ended.body.sync).toMatchObject({ trigger: 'connect', running: false, lastError: null, percent: 100 });
    expect(await countOf('st_customers', companyA)).toBeGreaterThan(0);
  });

  it('says authentication succeeded, with the time of the real token request, and never shows a secret', async () => {
    const before = Date.now();
    const res = await asUserA.get('/api/service-titan/status');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      configured: true,
      canManage: false,
      connection: { source: 'admin', tenantId: TENANT_A },
      status: {
        configuration: { clientId: `cid.sandbox.${TENANT_A}`, tenantId: TENANT_A, appKeyConfigured: true, baseUrl: sandbox.url },
        authentication: { status: 'success', message: expect.any(String) },
      },
    });
    const at = Date.parse(res.body.status.authentication.timestamp);
    const row = (await connectionRow(companyA))!;
    expect(at).toBe((row['auth_checked_at'] as Date).getTime());
    expect(at).toBeLessThanOrEqual(before + 1000);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(secretOf(TENANT_A));
    expect(text).not.toContain(APP_KEY);
  });

  it('tests the connection: a probe of every entity, stored by its label, answered as the status', async () => {
    const res = await asAdminA.post('/api/service-titan/connection/test');
    expect(res.status).toBe(200);
    expect(res.body.canManage).toBe(true);
    expect(res.body.status.authentication.status).toBe('success');
    const labels = ST_ENTITY_KEYS.map((key) => ST_ENTITIES[key].label);
    expect(Object.keys(res.body.status.endpoints).sort()).toEqual([...labels].sort());
    for (const label of labels) expect(res.body.status.endpoints[label]).toEqual({ status: 'success', message: 'The endpoint answered' });

    const row = (await connectionRow(companyA))!;
    expect(Object.keys(row['endpoint_checks'] as object).sort()).toEqual([...labels].sort());
    expect(row['endpoints_checked_at']).toBeInstanceOf(Date);
  });

  it('keeps the stored secret and key when they are left blank and the addresses are unchanged', async () => {
    const before = (await connectionRow(companyA))!;
    // The same addresses, spelled with a trailing slash.
    const res = await asOwnerA.put(
      '/api/service-titan/connection',
      connectBody(TENANT_A, { authUrl: `${sandbox.url}/`, apiUrl: `${sandbox.url}/`, clientSecret: '', appKey: '' }),
    );
    expect(res.status).toBe(200);
    // Saved again (sealed anew), and the kept secret is the right one: the sandbox issues a token for it.
    const after = (await connectionRow(companyA))!;
    expect(after['client_secret_sealed']).not.toBe(before['client_secret_sealed']);
    expect(after).toMatchObject({ auth_url: sandbox.url, api_url: sandbox.url, auth_status: 'success' });
    expect((await asOwnerA.post('/api/service-titan/connection/test')).body.status.authentication.status).toBe('success');
    await syncEnded(asOwnerA);
  });

  describe('the stored secret and app key go only where they were saved for', () => {
    const CREDENTIAL_COLUMNS = ['auth_url', 'api_url', 'tenant_id', 'client_id', 'client_secret_sealed', 'app_key_sealed', 'source', 'updated_at'];
    const credentialsOf = async (companyId: number) => {
      const row = await connectionRow(companyId);
      return Object.fromEntries(CREDENTIAL_COLUMNS.map((column) => [column, row?.[column]]));
    };
    let saved: Record<string, unknown>;

    beforeAll(async () => {
      saved = await credentialsOf(companyA);
    });

    beforeEach(() => {
      trap.reset();
      outsider.reset();
    });

    afterEach(async () => {
      // Whatever was refused, the stored connection is as it was.
      expect(await credentialsOf(companyA)).toEqual(saved);
    });

    it('answers 400 to a blank secret with a changed auth address, and the new address receives nothing', async () => {
      const bothBlank = await asOwnerA.put('/api/service-titan/connection', connectBody(TENANT_A, { authUrl: trap.url, clientSecret: '', appKey: '' }));
      expect(bothBlank).toMatchObject({
        status: 400,
        body: { statusCode: 400, message: 'Enter the client secret and the app key again: the auth address changed' },
      });
      const secretBlank = await asOwnerA.put('/api/service-titan/connection', connectBody(TENANT_A, { authUrl: trap.url, clientSecret: undefined }));
      expect(secretBlank).toMatchObject({ status: 400, body: { statusCode: 400, message: 'Enter the client secret again: the auth address changed' } });
      expect(trap.connections()).toBe(0);
      expect(trap.requests).toEqual([]);
    });

    it('answers 400 to a blank app key with a changed API address', async () => {
      const res = await asOwnerA.put('/api/service-titan/connection', connectBody(TENANT_A, { apiUrl: trap.url, appKey: '' }));
      expect(res).toMatchObject({ status: 400, body: { statusCode: 400, message: 'Enter the app key again: the API address changed' } });
      expect(trap.connections()).toBe(0);
    });

    it('sends a secret typed again to a changed address on the allow-list, never the stored one, and saves nothing when refused', async () => {
      const res = await asOwnerA.put('/api/service-titan/connection', connectBody(TENANT_A, { authUrl: trap.url, clientSecret: 'cs.typed.again' }));
      expect(res).toMatchObject({ status: 422, body: { statusCode: 422, message: 'ServiceTitan refused the client id or secret (invalid_client)' } });
      expect(trap.requests).toHaveLength(1);
      expect(trap.requests[0]).toMatchObject({ method: 'POST', path: '/connect/token' });
      const form = new URLSearchParams(trap.requests[0]!.body);
      expect(form.get('client_secret')).toBe('cs.typed.again');
      expect(JSON.stringify(trap.requests)).not.toContain(secretOf(TENANT_A));
    });

    it('refuses an address the allow-list does not name (400) without opening a connection to it', async () => {
      const cases: Array<[Record<string, unknown>, unknown]> = [
        [
          { authUrl: outsider.url },
          `The auth URL ${outsider.url} is not allowed: enter ServiceTitan's, e.g. https://auth.servicetitan.io (the operator of Milestone can allow others in ST_ALLOWED_HOSTS)`,
        ],
        [
          { apiUrl: outsider.url },
          `The API URL ${outsider.url} is not allowed: enter ServiceTitan's, e.g. https://api.servicetitan.io (the operator of Milestone can allow others in ST_ALLOWED_HOSTS)`,
        ],
        [{ authUrl: `${outsider.url.replace('127.0.0.1', 'localhost')}` }, expect.stringMatching(/^The auth URL http:\/\/localhost:\d+ is not allowed/)],
        [{ authUrl: 'http://169.254.169.254' }, expect.stringMatching(/^The auth URL http:\/\/169\.254\.169\.254 is not allowed/)],
        [{ authUrl: `http://user:pw@${trap.url.slice('http://'.length)}` }, expect.stringMatching(/^The auth URL must be a plain address without a user name/)],
      ];
      for (const [change, message] of cases) {
        const res = await asOwnerA.put('/api/service-titan/connection', connectBody(TENANT_A, change));
        expect(res).toMatchObject({ status: 400, body: { statusCode: 400, message } });
      }
      expect(outsider.connections()).toBe(0);
      expect(trap.connections()).toBe(0);
    });

    it('refuses an allowed host name that resolves to a private address (400), opening no connection', async () => {
      const res = await asOwnerA.put('/api/service-titan/connection', connectBody(TENANT_A, { authUrl: `https://localhost:${trap.port}` }));
      expect(res).toMatchObject({
        status: 400,
        body: {
          statusCode: 400,
          message: expect.stringMatching(/^localhost resolves to (127\.0\.0\.1|::1), a loopback address, which is not contacted: check the auth URL$/),
        },
      });
      expect(trap.connections()).toBe(0);
    });
  });

  it('starts a sync on demand (202), and refuses a second one while it runs (409)', async () => {
    // Slow answers keep the sync running while the second request comes.
    await sandbox.control('POST', `/sandbox/tenants/${TENANT_A}/faults`, { count: 3, delayMs: 1500 });
    const first = await asAdminA.post('/api/service-titan/sync');
    expect(first).toMatchObject({ status: 202, body: { syncId: expect.any(String) } });
    const second = await asAdminA.post('/api/service-titan/sync');
    expect(second).toMatchObject({ status: 409, body: { statusCode: 409, message: 'A sync is already running' } });
    const ended = await syncEnded(asOwnerA);
    expect(ended.body.sync).toMatchObject({ syncId: first.body.syncId, trigger: 'manual', lastError: null });
  });

  it("shows a second company none of the first one's connection or data", async () => {
    expect((await asOwnerB.get('/api/service-titan/connection')).body).toBeNull();
    const status = await asOwnerB.get('/api/service-titan/status');
    expect(status.body).toMatchObject({
      configured: false,
      canManage: true,
      connection: null,
      status: { configuration: { clientId: null, tenantId: null, appKeyConfigured: false, baseUrl: null }, authentication: { status: 'not_tested' } },
      sync: { syncId: null },
    });
    expect(status.body.replica.entities.every((e: { records: number; freshness: string }) => e.records === 0 && e.freshness === 'never')).toBe(true);
    expect(await asOwnerB.post('/api/service-titan/connection/test')).toMatchObject({ status: 409 });
    expect(JSON.stringify(status.body)).not.toContain(TENANT_A);
  });

  it("disconnects: the connection and the company's replica are removed", async () => {
    expect(await countOf('st_sync_state', companyA)).toBeGreaterThan(0);
    const res = await asOwnerA.delete('/api/service-titan/connection');
    expect(res.status).toBe(204);
    expect(await connectionRow(companyA)).toBeNull();
    expect(await countOf('st_customers', companyA)).toBe(0);
    expect(await countOf('st_sync_state', companyA)).toBe(0);
    const status = await asOwnerA.get('/api/service-titan/status');
    expect(status.body).toMatchObject({
      configured: false,
      connection: null,
      status: { authentication: { status: 'not_tested', message: 'ServiceTitan is not connected for your company' } },
    });
  });

  describe('the demo company, pre-filled from ST_* when it is created', () => {
    const durable = durableName(serviceName, COMPANY_CREATED_V1);

    function aCompanyCreated(domain: string | null): CompanyCreatedV1 {
      return { companyId: aCompanyId(), name: 'Demo Electric', domain, ownerUserId: aUserId(), createdAt: new Date().toISOString() };
    }

    async function handled(msgID: string): Promise<boolean> {
      const rows: unknown[] = await svc.app.get(DataSource).query('SELECT 1 FROM inbox WHERE consumer = $1 AND message_id = $2', [durable, msgID]);
      return rows.length === 1;
    }

    beforeAll(async () => {
      await eventually(() => jsm.consumers.info(STREAMS.IDENTITY.name, durable).then(() => true), 20_000);
    }, 30_000);

    it('connects the company of the demo domain to the ST_* tenant, once, and starts its sync', async () => {
      const event = aCompanyCreated(demoDomain.toUpperCase());
      const first = randomUUID();
      await js.publish(COMPANY_CREATED_V1, JSON.stringify(event), { msgID: first });
      const row = await eventually(() => connectionRow(event.companyId));
      expect(row).toMatchObject({
        source: 'environment',
        tenant_id: TENANT_B,
        client_id: `cid.sandbox.${TENANT_B}`,
        auth_url: sandbox.url,
        api_url: sandbox.url,
        connected_by: null,
      });
      expect(JSON.stringify(row)).not.toContain(secretOf(TENANT_B));

      const asDemoOwner = client(svc.url, await issuer.sign({ id: event.ownerUserId, companyId: event.companyId, role: 'owner' }));
      const ended = await syncEnded(asDemoOwner);
      expect(ended.body).toMatchObject({ configured: true, connection: { source: 'environment' }, sync: { trigger: 'connect', lastError: null } });
      expect(ended.body.status.authentication.status).toBe('success');

      // The same company announced again (a replayed outbox): nothing changes.
      const again = randomUUID();
      await js.publish(COMPANY_CREATED_V1, JSON.stringify(event), { msgID: again });
      await eventually(() => handled(again));
      // Sealing uses a fresh iv each time: unchanged sealed values mean nothing was written again.
      const saved = ['source', 'client_secret_sealed', 'app_key_sealed', 'tenant_id', 'created_at'];
      const pick = (r: Record<string, unknown> | null) => Object.fromEntries(saved.map((key) => [key, r?.[key]]));
      expect(pick(await connectionRow(event.companyId))).toEqual(pick(row));
    });

    it('leaves a company of any other domain not connected', async () => {
      const event = aCompanyCreated('other-company.test');
      const msgID = randomUUID();
      await js.publish(COMPANY_CREATED_V1, JSON.stringify(event), { msgID });
      await eventually(() => handled(msgID));
      expect(await connectionRow(event.companyId)).toBeNull();
    });
  });
});

describe('Saving a ServiceTitan connection without ST_ENCRYPTION_KEY', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;

  beforeAll(async () => {
    db = await createTestDatabase('reporting_stnokey');
    issuer = await createTestIssuer();
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, { ST_SYNC_INTERVAL: '0' });
  }, 30_000);

  afterAll(async () => {
    await svc?.close();
    await issuer?.close();
    await db?.drop();
  });

  it('answers 503 naming the missing key, and the status recommends setting it', async () => {
    const as = client(svc.url, await issuer.sign({ id: aUserId(), companyId: aCompanyId(), role: 'admin' }));
    const res = await as.put('/api/service-titan/connection', {
      authUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9',
      tenantId: '1',
      clientId: 'cid',
      clientSecret: 'a-secret',
      appKey: 'a-key',
    });
    expect(res).toMatchObject({ status: 503, body: { statusCode: 503, message: 'ServiceTitan connections cannot be saved: ST_ENCRYPTION_KEY is not set' } });
    const status = await as.get('/api/service-titan/status');
    expect(status.body.status.recommendations[0]).toMatch(/^Set ST_ENCRYPTION_KEY/);
  });
});
