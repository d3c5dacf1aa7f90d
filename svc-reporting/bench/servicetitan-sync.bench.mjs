// svc-reporting ServiceTitan sync benchmark: the first full sync of the sandbox's generated full
// tenant (1000001, ~770k records) into the replica, and an incremental sync after 1% of its
// records changed.
//   - starts the ServiceTitan sandbox (tools/servicetitan-sandbox/dist/main.js) with the full tenant,
//     a NATS server of its own (jest.nats.mjs) and a token issuer (@milestone/nest-kit/testing),
//   - starts the built service (dist/main.js) on a free port against a database of its own,
//   - an owner connects the company to the sandbox (PUT /api/service-titan/connection): the service's
//     own first sync runs; its time is read from st_sync_runs (started_at to finished_at),
//   - the sandbox changes 1% of the records (POST /sandbox/tenants/1000001/changes), 'Sync now'
//     (POST /api/service-titan/sync) fetches only those,
//   - writes bench/results/servicetitan-sync.json at the workspace root, stops everything, drops the database.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { api, connectToSandbox, withBenchPlatform } from './bench-platform.mjs';
import { round, writeBenchResult } from '../../tools/bench/bench-support.mjs';

const TENANT = 1000001;
const COMPANY_ID = 4243;
/** Share of the tenant's records the sandbox changes before the incremental sync. */
const CHANGED_SHARE = Number(process.env.BENCH_CHANGED_SHARE ?? 0.01);
/** The bound for the first full sync on this machine. */
const FULL_SYNC_LIMIT_S = 120;
const DB_NAME = `bench_reporting_sync_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

/** Waits for the run to end and answers it as st_sync_runs holds it. */
async function runEnded(db, where, params) {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const { rows } = await db.query(
      `SELECT id, outcome, error, fetched, extract(epoch FROM finished_at - started_at)::float AS seconds FROM st_sync_runs WHERE ${where} ORDER BY started_at DESC LIMIT 1`,
      params,
    );
    if (rows[0] && rows[0].outcome !== 'running') {
      if (rows[0].outcome !== 'succeeded') throw new Error(`the sync failed: ${rows[0].error}`);
      return { ...rows[0], records: Object.values(rows[0].fetched).reduce((a, b) => a + b, 0) };
    }
    if (Date.now() > deadline) throw new Error('the sync did not end within 15 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function main() {
  const loadAtStart = loadavg()[0];
  await withBenchPlatform({ tenant: TENANT, dbName: DB_NAME }, async ({ url, sandboxUrl, issuer, db }) => {
    // The tenant is generated on its first use: generate it before the clock starts.
    const generationStarted = Date.now();
    const tenants = await (await fetch(`${sandboxUrl}/sandbox/tenants`)).json();
    const generationSeconds = (Date.now() - generationStarted) / 1000;
    const tenantRecords = Object.values(tenants.find((t) => t.id === TENANT).counts).reduce((a, b) => a + b, 0);
    const token = await issuer.sign({ id: 1, companyId: COMPANY_ID, role: 'owner' });
    const call = api(url, token);

    await connectToSandbox(call, sandboxUrl, TENANT);
    const full = await runEnded(db, `company_id = $1 AND trigger = 'connect'`, [COMPANY_ID]);
    const { rows: replicaRows } = await db.query(`SELECT sum(records)::int AS n FROM st_sync_state WHERE company_id = $1`, [COMPANY_ID]);

    const changes = Math.round(tenantRecords * CHANGED_SHARE);
    const changeResponse = await fetch(`${sandboxUrl}/sandbox/tenants/${TENANT}/changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ modify: changes }),
    });
    if (!changeResponse.ok) throw new Error(`the sandbox's changes answered ${changeResponse.status}`);
    const started = await call('POST', '/api/service-titan/sync');
    if (started.status !== 202) throw new Error(`sync now answered ${started.status}: ${JSON.stringify(started.body)}`);
    const incremental = await runEnded(db, 'id = $1', [started.body.syncId]);

    const result = {
      benchmark: 'reporting ServiceTitan sync',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: round(loadAtStart), loadAverageAtEnd: round(loadavg()[0]) },
      settings: {
        service: 'svc-reporting/dist/main.js, one instance, own database, own NATS; default ST_MAX_RPS',
        source: `the sandbox's generated full tenant ${TENANT} (${tenantRecords} records over 18 entities, generated in ${round(generationSeconds)} s before timing)`,
        full: "the first sync after PUT /api/service-titan/connection (trigger 'connect'), timed by st_sync_runs started_at..finished_at",
        incremental: `'Sync now' after the sandbox modified ${changes} records (${CHANGED_SHARE * 100}% of the tenant)`,
      },
      figures: {
        full: {
          records: full.records,
          replicaRows: replicaRows[0].n,
          seconds: round(full.seconds),
          recordsPerSecond: Math.round(full.records / full.seconds),
          underLimit: full.seconds < FULL_SYNC_LIMIT_S,
        },
        incremental: { changedRecords: changes, fetched: incremental.records, seconds: round(incremental.seconds) },
      },
    };
    process.stdout.write(`${JSON.stringify(result.figures, null, 2)}\n`);
    writeBenchResult('servicetitan-sync.json', result);
    if (full.seconds >= FULL_SYNC_LIMIT_S) throw new Error(`the full sync took ${round(full.seconds)} s, over ${FULL_SYNC_LIMIT_S} s`);
  });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
