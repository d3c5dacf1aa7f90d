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
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { jetstreamManager, RetentionPolicy } from '@nats-io/jetstream';
import { connect as connectNats } from '@nats-io/transport-node';
import pg from 'pg';
import { STREAMS } from '@milestone/contracts';
import { createTestIssuer } from '@milestone/nest-kit/testing';
import { findFreePort } from '@milestone/launcher/ports';
import { dropDatabases } from '@milestone/launcher/postgres';
import { TOPOLOGY } from '@milestone/launcher/topology';
import { setup as startNats, teardown as stopNats } from '../../jest.nats.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const serviceMain = resolve(here, '..', 'dist', 'main.js');
const workspaceRoot = resolve(here, '..', '..');
const sandboxMain = join(workspaceRoot, 'tools', 'servicetitan-sandbox', 'dist', 'main.js');
const resultFile = join(workspaceRoot, 'bench', 'results', 'servicetitan-sync.json');

const TENANT = 1000001;
const COMPANY_ID = 4243;
/** Share of the tenant's records the sandbox changes before the incremental sync. */
const CHANGED_SHARE = Number(process.env.BENCH_CHANGED_SHARE ?? 0.01);
/** The bound for the first full sync on this machine. */
const FULL_SYNC_LIMIT_S = 120;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `bench_reporting_sync_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

const children = [];
function spawnChild(args, env, stdio) {
  const child = spawn(process.execPath, args, { env, stdio });
  children.push(child);
  return child;
}
async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
process.on('SIGINT', () => process.exit(130));
process.on('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

/** The sandbox's one "listening" line gives its URL. */
function startSandbox() {
  const child = spawnChild(
    [sandboxMain],
    { PATH: process.env.PATH ?? '', SANDBOX_PORT: '0', SANDBOX_TENANTS: `${TENANT}:1`, SANDBOX_ANCHOR: '2026-11-02' },
    ['ignore', 'pipe', 'inherit'],
  );
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error('the sandbox did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const message = JSON.parse(line);
        if (message.sandbox === 'listening') {
          clearTimeout(timer);
          resolvePromise({ child, url: message.url });
        }
      } catch {
        // not a JSON line
      }
    });
  });
}

async function waitForHealth(child, url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`svc-reporting exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('svc-reporting did not become healthy within 60 s');
}

function api(url, token) {
  return async (method, path, body) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

const round = (n) => Math.round(n * 100) / 100;

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
  for (const file of [serviceMain, sandboxMain]) if (!existsSync(file)) throw new Error(`${file} is missing: build it first`);
  const loadAtStart = loadavg()[0];
  await startNats();
  const nc = await connectNats({ servers: process.env.NATS_URL });
  const jsm = await jetstreamManager(nc);
  await jsm.streams.add({ name: STREAMS.IDENTITY.name, subjects: [...STREAMS.IDENTITY.subjects], retention: RetentionPolicy.Limits });
  await nc.close();
  const issuer = await createTestIssuer();
  const sandbox = await startSandbox();
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const service = spawnChild(
    [serviceMain],
    {
      ...process.env,
      [TOPOLOGY.find((s) => s.key === 'reporting').portSetting]: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL,
      DB_NAME,
      NATS_URL: process.env.NATS_URL,
      IDENTITY_URL: issuer.identityUrl,
      LOG_LEVEL: 'warn',
      ST_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ST_SYNC_INTERVAL: '0',
    },
    ['ignore', 'ignore', 'inherit'],
  );
  const db = new pg.Client({ connectionString: DATABASE_URL.replace(/\/[^/]*$/, `/${DB_NAME}`) });
  try {
    await waitForHealth(service, url);
    await db.connect();
    // The tenant is generated on its first use: generate it before the clock starts.
    const generationStarted = Date.now();
    const tenants = await (await fetch(`${sandbox.url}/sandbox/tenants`)).json();
    const generationSeconds = (Date.now() - generationStarted) / 1000;
    const tenantRecords = Object.values(tenants.find((t) => t.id === TENANT).counts).reduce((a, b) => a + b, 0);
    const token = await issuer.sign({ id: 1, companyId: COMPANY_ID, role: 'owner' });
    const call = api(url, token);

    const connected = await call('PUT', '/api/service-titan/connection', {
      authUrl: sandbox.url,
      apiUrl: sandbox.url,
      tenantId: String(TENANT),
      clientId: `cid.sandbox.${TENANT}`,
      clientSecret: `cs.sandbox.${TENANT}.milestone`,
      appKey: 'ak1.sandbox.milestone',
    });
    if (connected.status !== 200) throw new Error(`connect answered ${connected.status}: ${JSON.stringify(connected.body)}`);
    const full = await runEnded(db, `company_id = $1 AND trigger = 'connect'`, [COMPANY_ID]);
    const { rows: replicaRows } = await db.query(`SELECT sum(records)::int AS n FROM st_sync_state WHERE company_id = $1`, [COMPANY_ID]);

    const changes = Math.round(tenantRecords * CHANGED_SHARE);
    const changeResponse = await fetch(`${sandbox.url}/sandbox/tenants/${TENANT}/changes`, {
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
        full: { records: full.records, replicaRows: replicaRows[0].n, seconds: round(full.seconds), recordsPerSecond: Math.round(full.records / full.seconds), underLimit: full.seconds < FULL_SYNC_LIMIT_S },
        incremental: { changedRecords: changes, fetched: incremental.records, seconds: round(incremental.seconds) },
      },
    };
    await mkdir(dirname(resultFile), { recursive: true });
    await writeFile(resultFile, `${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(`${JSON.stringify(result.figures, null, 2)}\nwrote ${resultFile}\n`);
    if (full.seconds >= FULL_SYNC_LIMIT_S) throw new Error(`the full sync took ${round(full.seconds)} s, over ${FULL_SYNC_LIMIT_S} s`);
  } finally {
    await db.end().catch(() => undefined);
    await stop(service);
    await stop(sandbox.child);
    await issuer.close();
    await stopNats();
    await dropDatabases(DATABASE_URL, [DB_NAME]).catch((error) => process.stderr.write(`dropping ${DB_NAME} failed: ${error}\n`));
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
