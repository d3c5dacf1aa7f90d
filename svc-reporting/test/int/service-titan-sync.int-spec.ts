import { randomBytes } from 'node:crypto';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import pg from 'pg';
import { ST_ENTITIES, ST_ENTITY_KEYS, type StEntityKey } from '@milestone/servicetitan-contract';
import type { ServiceTitanSyncFinishedV1, ServiceTitanSyncProgressV1 } from '@milestone/contracts';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { DataSource } from 'typeorm';
import { ANALYZE_AFTER_ROWS, SyncService } from '../../src/modules/service-titan/sync/sync.service.js';
import { replicaTableOf } from '../../src/modules/service-titan/replica/replica-tables.js';
import { ReplicaRepository } from '../../src/modules/service-titan/replica/replica.repository.js';
import { aCompanyId, aUserId } from '../factories/calculation.factory.js';
import { client, startReportingService } from '../support/reporting-service.js';
import { connectToSandbox, startSandbox, type ChangeResult, type RunningSandbox, type SandboxTenant } from '../support/sandbox.js';

const TENANT_A = 1000002;
const TENANT_B = 1000003;
const EXPORTS = ST_ENTITY_KEYS.filter((key) => ST_ENTITIES[key].kind === 'export');
/** Small export pages, so an entity takes several pages and a sync can be stopped in the middle of one. */
const PAGE_SIZE = 50;

describe('ServiceTitan sync into the replica (against the sandbox)', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let sandbox: RunningSandbox;
  let svc: TestService;
  let sql: pg.Client;
  let nats: NatsConnection;
  let subscription: Subscription;
  const events: Array<{ subject: string; data: ServiceTitanSyncProgressV1 | ServiceTitanSyncFinishedV1 }> = [];
  const encryptionKey = randomBytes(32).toString('base64');
  /** The service's settings: the sandbox (started first) is the one ServiceTitan address it may contact. */
  const settings = () => ({ ST_SYNC_INTERVAL: '0', ST_ENCRYPTION_KEY: encryptionKey, ST_MAX_RPS: '50', ST_ALLOWED_HOSTS: sandbox.url });
  const companyA = aCompanyId();
  const companyB = aCompanyId();

  const sync = () => svc.app.get(SyncService, { strict: false });
  const counts = (companyId: number) => svc.app.get(ReplicaRepository, { strict: false }).countsOf(companyId);
  const tenants = () => sandbox.control<SandboxTenant[]>('GET', '/sandbox/tenants');
  const countsOfTenant = async (id: number) => (await tenants()).find((t) => t.id === id)!.counts;

  const connectCompany = (companyId: number, tenant: number) => connectToSandbox(svc.url, issuer, sandbox, companyId, tenant);

  /** The company's sync started by connecting it, once it has ended. */
  async function ended(companyId: number) {
    return eventually(
      async () => {
        const run = await sync().latestRun(companyId);
        return run && run.outcome !== 'running' ? run : null;
      },
      120_000,
      200,
    );
  }

  async function stateOf(companyId: number): Promise<Record<string, { state: string; fetched: number; cursor: string | null }>> {
    const { rows } = await sql.query<{ entity: string; state: string; fetched: number; cursor: string | null }>(
      'SELECT entity, state, fetched, cursor FROM st_sync_state WHERE company_id = $1',
      [companyId],
    );
    return Object.fromEntries(rows.map((r) => [r.entity, r]));
  }

  beforeAll(async () => {
    db = await createTestDatabase('reporting_st_sync');
    issuer = await createTestIssuer();
    sandbox = await startSandbox({ SANDBOX_EXPORT_PAGE_SIZE: String(PAGE_SIZE) });
    nats = await connect({ servers: process.env['NATS_URL'] });
    subscription = nats.subscribe('reporting.servicetitan.sync.>');
    void (async () => {
      for await (const message of subscription) events.push({ subject: message.subject, data: message.json() });
    })();
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, settings());
    sql = new pg.Client({ connectionString: db.serverUrl.replace(/\/[^/]*$/, `/${db.dbName}`) });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await svc?.close();
    await nats?.drain();
    await sandbox?.stop();
    await issuer?.close();
    await db?.drop();
  });

  it('a full sync makes the replica hold every record of the tenant, with progress and finished events on NATS', async () => {
    await connectCompany(companyA, TENANT_A);
    const run = await ended(companyA);
    expect(run).toMatchObject({ outcome: 'succeeded', trigger: 'connect', error: null, percent: 100 });
    const expected = await countsOfTenant(TENANT_A);
    expect(await counts(companyA)).toEqual(expected);

    const states = await stateOf(companyA);
    for (const key of ST_ENTITY_KEYS) expect(states[key]).toMatchObject({ state: 'ok', fetched: expected[key] });
    for (const key of EXPORTS) expect(states[key]!.cursor).toEqual(expect.any(String));

    const finished = await eventually(async () => events.find((e) => e.subject === 'reporting.servicetitan.sync.finished.v1' && e.data.syncId === run.syncId));
    expect(finished.data).toMatchObject({ companyId: companyA, outcome: 'succeeded', trigger: 'connect', error: null });
    expect((finished.data as ServiceTitanSyncFinishedV1).fetched).toEqual(expected);
    const progress = events.filter((e) => e.subject === 'reporting.servicetitan.sync.progress.v1' && e.data.syncId === run.syncId);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[0]!.data).toMatchObject({ companyId: companyA, entity: expect.any(String), fetched: expect.any(Number) });
    // At most 4 a second: the sync took at most ~run time, so the count is bounded by it.
    const seconds = (run.finishedAt!.getTime() - run.startedAt.getTime()) / 1000;
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(seconds * 4) + 1);

    // Typed columns are filled from the raw record.
    const { rows } = await sql.query('SELECT count(*)::int AS n FROM st_invoices WHERE company_id = $1 AND total IS NOT NULL AND customer_id IS NOT NULL', [
      companyA,
    ]);
    expect(rows[0].n).toBe(expected.invoices);
    const located = await sql.query(
      'SELECT count(*)::int AS n FROM st_locations WHERE company_id = $1 AND square_footage IS NOT NULL AND full_address IS NOT NULL',
      [companyA],
    );
    expect(located.rows[0].n).toBeGreaterThan(0);

    // The tables it filled with many rows have fresh planner statistics (ANALYZE_AFTER_ROWS), so a
    // report asked at once is planned for their real size; the small ones are left to autovacuum.
    const analyzed = await sql.query<{ relname: string }>('SELECT relname FROM pg_stat_user_tables WHERE last_analyze IS NOT NULL');
    const names = new Set(analyzed.rows.map((r) => r.relname));
    for (const key of ST_ENTITY_KEYS) {
      const table = replicaTableOf(key);
      const name = svc.app.get(DataSource, { strict: false }).getMetadata(table.entity).tableName;
      expect({ key, analyzed: names.has(name) }).toEqual({ key, analyzed: expected[key] >= ANALYZE_AFTER_ROWS });
    }
  });

  it('a record changed in ServiceTitan appears after the next sync, which fetches only the changes; a deleted one stays, inactive', async () => {
    const change = await sandbox.control<ChangeResult>('POST', `/sandbox/tenants/${TENANT_A}/changes`, { modify: 12, delete: 3 });
    const finished = await sync().run(companyA, 'manual');
    expect(finished).toMatchObject({ outcome: 'succeeded', error: null });
    for (const key of EXPORTS) {
      const touched = new Set([...(change.modified[key] ?? []), ...(change.deleted[key] ?? []), ...(change.created[key] ?? [])]);
      expect({ key, fetched: finished!.fetched[key] }).toEqual({ key, fetched: touched.size });
    }
    expect(await counts(companyA)).toEqual(await countsOfTenant(TENANT_A));

    const [deletedKey, deletedIds] = Object.entries(change.deleted).find(([, ids]) => ids && ids.length > 0)! as [StEntityKey, number[]];
    const table =
      { customers: 'st_customers', locations: 'st_locations', jobs: 'st_jobs', invoices: 'st_invoices', payments: 'st_payments' }[deletedKey as string] ?? null;
    if (table) {
      const { rows } = await sql.query(`SELECT id::int AS id, active FROM ${table} WHERE company_id = $1 AND id = ANY($2::bigint[])`, [companyA, deletedIds]);
      expect(rows).toHaveLength(deletedIds.length);
      expect(rows.every((r: { active: boolean }) => r.active === false)).toBe(true);
    }
    const [modifiedKey, modifiedIds] = Object.entries(change.modified).find(
      ([key, ids]) => ids && ids.length > 0 && ST_ENTITIES[key as StEntityKey].kind === 'export',
    )! as [StEntityKey, number[]];
    const modifiedTable = {
      customers: 'st_customers',
      locations: 'st_locations',
      jobs: 'st_jobs',
      invoices: 'st_invoices',
      payments: 'st_payments',
      technicians: 'st_technicians',
    }[modifiedKey as string];
    if (modifiedTable) {
      const { rows } = await sql.query(`SELECT (raw->>'modifiedOn') AS raw_modified, modified_on FROM ${modifiedTable} WHERE company_id = $1 AND id = $2`, [
        companyA,
        modifiedIds[0],
      ]);
      expect(rows[0].modified_on.getTime()).toBe(Date.parse(rows[0].raw_modified));
      expect(rows[0].modified_on.getTime()).toBeGreaterThan(Date.parse('2026-11-02T00:00:00Z'));
    }
  });

  it('runs one sync per company at a time: a second one asked meanwhile answers null', async () => {
    const [first, second] = await Promise.all([sync().run(companyA, 'manual'), sync().run(companyA, 'manual')]);
    expect([first, second].filter((r) => r === null)).toHaveLength(1);
    expect([first, second].find((r) => r !== null)).toMatchObject({ outcome: 'succeeded' });
  });

  it('a sync failing midway keeps the pages stored and their tokens; after a restart the next sync fetches only the rest', async () => {
    await connectCompany(companyB, TENANT_B);
    // Once part of the jobs are stored, the next calls answer 500 until the entities in flight
    // (three at once) have used up the client's retries (7 attempts each, with back-off).
    await eventually(async () => ((await stateOf(companyB))['jobs']?.fetched ?? 0) >= 2 * PAGE_SIZE, 60_000, 20);
    await sandbox.control('POST', `/sandbox/tenants/${TENANT_B}/faults`, { status: 500, count: 28, retryAfterSeconds: 0 });
    const failed = await ended(companyB);
    expect(failed.outcome).toBe('failed');
    expect(failed.error).toContain('500');

    const expected = await countsOfTenant(TENANT_B);
    const kept = await counts(companyB);
    expect(kept.jobs).toBeGreaterThanOrEqual(2 * PAGE_SIZE);
    const states = await stateOf(companyB);
    const failedEntities = EXPORTS.filter((key) => states[key]!.state === 'failed');
    expect(failedEntities.length).toBeGreaterThan(0);
    for (const key of failedEntities) expect(kept[key] ?? 0).toBeLessThan(expected[key]);

    // A restart: the new instance knows only what the database holds.
    await svc.close();
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, settings());
    const resumed = await sync().run(companyB, 'manual');
    expect(resumed).toMatchObject({ outcome: 'succeeded', error: null });
    for (const key of EXPORTS) expect({ key, fetched: resumed!.fetched[key] }).toEqual({ key, fetched: expected[key] - (kept[key] ?? 0) });
    expect(await counts(companyB)).toEqual(expected);
  }, 180_000);

  it('keeps two companies on two tenants apart: each row carries its company, and no record of the other tenant appears', async () => {
    const a = await counts(companyA);
    const b = await counts(companyB);
    expect(a).toEqual(await countsOfTenant(TENANT_A));
    expect(b).toEqual(await countsOfTenant(TENANT_B));
    // Same customer ids (if any) must carry each tenant's own record, never the other's.
    const { rows } = await sql.query(
      `SELECT count(*)::int AS n FROM st_customers a JOIN st_customers b ON b.id = a.id AND b.company_id = $2
       WHERE a.company_id = $1 AND a.raw = b.raw`,
      [companyA, companyB],
    );
    expect(rows[0].n).toBe(0);
    const companies = await sql.query('SELECT DISTINCT company_id FROM st_jobs');
    expect(companies.rows.map((r: { company_id: number }) => r.company_id).sort()).toEqual([companyA, companyB].sort());
  });

  it('a Disconnect during a sync stops it and leaves none of the company’s rows, state or runs behind', async () => {
    const companyC = aCompanyId();
    const token = await issuer.sign({ id: aUserId(), companyId: companyC, role: 'owner' });
    await connectCompany(companyC, TENANT_A);
    // Some pages stored, the sync still running (pages of 50 records: it takes a while).
    await eventually(
      async () => {
        const run = await sync().latestRun(companyC);
        const stored = Object.values(await counts(companyC)).reduce((a, b) => a + (b ?? 0), 0);
        return run?.outcome === 'running' && stored > 0 ? true : null;
      },
      60_000,
      20,
    );
    const res = await client(svc.url, token).delete('/api/service-titan/connection');
    expect(res.status).toBe(204);
    expect(Object.values(await counts(companyC)).every((n) => n === 0)).toBe(true);
    expect(await stateOf(companyC)).toEqual({});
    expect(await sync().latestRun(companyC)).toBeNull();
  });

  it('closes a run left running by a stopped instance as interrupted when the next sync starts', async () => {
    await sql.query(
      `INSERT INTO st_sync_runs (id, company_id, trigger, started_at, outcome) VALUES (gen_random_uuid(), $1, 'schedule', now() - interval '1 hour', 'running')`,
      [companyA],
    );
    const finished = await sync().run(companyA, 'manual');
    expect(finished?.outcome).toBe('succeeded');
    const { rows } = await sql.query(`SELECT outcome, error FROM st_sync_runs WHERE company_id = $1 AND trigger = 'schedule'`, [companyA]);
    expect(rows).toEqual([{ outcome: 'failed', error: 'Interrupted: the service stopped during the sync' }]);
  });

  it('with ST_SYNC_INTERVAL set, syncs every connected company at start and again every interval', async () => {
    await svc.close();
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, { ...settings(), ST_SYNC_INTERVAL: '2' });
    const triggers = async (companyId: number) =>
      (await sql.query<{ trigger: string }>(`SELECT trigger FROM st_sync_runs WHERE company_id = $1 AND outcome = 'succeeded'`, [companyId])).rows.map(
        (r) => r.trigger,
      );
    await eventually(async () => (await triggers(companyA)).includes('start') && (await triggers(companyB)).includes('start'), 30_000, 200);
    await eventually(async () => (await triggers(companyA)).includes('schedule'), 30_000, 200);
  }, 90_000);
});
