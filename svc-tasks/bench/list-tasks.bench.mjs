// svc-tasks list benchmark: latency of GET /api/tasks for a company with 10,000 tasks, filtered
// and paged on the server.
//   - starts the built service (dist/main.js) on a free port against a database of its own, with
//     a JWKS of the benchmark's own (a signed ES256 token stands in for svc-identity's),
//   - inserts BENCH_TASKS tasks (default 10,000) of one company in bulk (plus 10,000 of another),
//   - times BENCH_REQUESTS sequential requests (default 400, bounded) per scenario with hrtime,
//   - writes bench/results/tasks.json at the workspace root, stops the service, drops its database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const serviceMain = resolve(here, '..', 'dist', 'main.js');
const workspaceRoot = resolve(here, '..', '..');
const resultFile = join(workspaceRoot, 'bench', 'results', 'tasks.json');

const TASKS = Number(process.env.BENCH_TASKS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const DB_NAME = `bench_tasks_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const COMPANY_ID = 900_001;
const OTHER_COMPANY_ID = 900_002;

let child = null;
let jwks = null;
async function stopService() {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
process.on('SIGINT', () => process.exit(130));
process.on('exit', () => child?.exitCode === null && child.kill('SIGKILL'));

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function withClient(dbName, work) {
  const url = new URL(DATABASE_URL);
  if (dbName) url.pathname = `/${dbName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A JWKS server and an ES256 signer, as svc-identity would serve and sign. */
async function startIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench-key', alg: 'ES256', use: 'sig' };
  const server = createHttpServer((req, res) => {
    if (req.url === '/.well-known/jwks.json') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const sign = (user) =>
    new SignJWT({ email: `bench${user.id}@bench.example`, role: user.role, companyId: user.companyId, sessionId: `bench-${user.id}`, superOwner: false })
      .setProtectedHeader({ alg: 'ES256', kid: 'bench-key' })
      .setSubject(String(user.id))
      .setIssuer('milestone-identity')
      .setAudience('milestone')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(privateKey);
  return { url: `http://127.0.0.1:${server.address().port}`, sign, close: () => new Promise((r) => server.close(r)) };
}

async function waitForHealth(url) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`svc-tasks exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('svc-tasks did not become healthy within 30 s');
}

const TYPES = ['form-processing', 'excel-processing', 'api-reporting', 'load-calculation', 'file-processing'];
const STATUSES = ['inactive', 'active', 'draft', 'scheduled', 'running', 'completed'];

/** One INSERT ... SELECT per company: generate_series rows, types and statuses spread evenly. */
async function insertTasks(companyId) {
  await withClient(DB_NAME, (c) =>
    c.query(
      `INSERT INTO tasks (name, description, instructions, type, status, config, owner_id, company_id, created_at, updated_at)
       SELECT 'Task ' || g, 'Benchmark task ' || g, '[{"id":"step-1","content":"Do it"}]',
              ($2::text[])[1 + g % 5], ($3::text[])[1 + g % 6], '{"features":["print"]}'::jsonb, 1, $1,
              now() - (g || ' seconds')::interval, now()
       FROM generate_series(1, $4) AS g`,
      [companyId, TYPES, STATUSES, TASKS],
    ),
  );
  await withClient(DB_NAME, (c) => c.query('ANALYZE tasks'));
}

function quantile(sorted, q) {
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
const round = (ms) => Math.round(ms * 100) / 100;

async function measure(url, token, path) {
  const call = async () => {
    const started = process.hrtime.bigint();
    const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms, rows: body.length, total: Number(response.headers.get('x-total-count')) };
  };
  for (let i = 0; i < 20; i++) await call(); // warm-up: JIT, pool, plan cache
  const timings = [];
  let last;
  for (let i = 0; i < REQUESTS; i++) {
    last = await call();
    timings.push(last.ms);
  }
  timings.sort((a, b) => a - b);
  return {
    path,
    requests: REQUESTS,
    rowsPerPage: last.rows,
    totalMatching: last.total,
    latencyMs: { p50: round(quantile(timings, 0.5)), p90: round(quantile(timings, 0.9)), p99: round(quantile(timings, 0.99)), max: round(timings.at(-1)) },
  };
}

async function main() {
  if (!existsSync(serviceMain)) throw new Error(`${serviceMain} is missing: build svc-tasks first`);
  const issuer = await startIssuer();
  jwks = issuer;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const loadAtStart = loadavg()[0];
  child = spawn(process.execPath, [serviceMain], {
    env: { ...process.env, TASKS_PORT: String(port), HOST: '127.0.0.1', DATABASE_URL, DB_NAME, NATS_URL, IDENTITY_URL: issuer.url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url);
    const insertStarted = Date.now();
    await insertTasks(COMPANY_ID);
    await insertTasks(OTHER_COMPANY_ID);
    const insertMs = Date.now() - insertStarted;
    const token = await issuer.sign({ id: 1, companyId: COMPANY_ID, role: 'user' });

    const scenarios = [];
    for (const path of [
      '/api/tasks?limit=50',
      '/api/tasks?type=load-calculation&limit=50',
      '/api/tasks?status=active&limit=50',
      '/api/tasks?type=file-processing&status=scheduled&limit=50&offset=200',
      '/api/tasks?limit=100&offset=5000',
    ]) {
      scenarios.push(await measure(url, token, path));
    }

    const result = {
      benchmark: 'tasks list',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: round(loadAtStart), loadAverageAtEnd: round(loadavg()[0]) },
      settings: {
        service: 'svc-tasks/dist/main.js, one instance, own database',
        data: `${TASKS} tasks of the measured company and ${TASKS} of another, types and statuses spread evenly, inserted in bulk in ${insertMs} ms`,
        endpoint: 'GET /api/tasks (token verified, company-scoped, filtered, newest first, X-Total-Count)',
        requestsPerScenario: REQUESTS,
        latency: 'sequential, per-request hrtime (ms), after 20 warm-up requests',
      },
      figures: scenarios,
    };
    await mkdir(dirname(resultFile), { recursive: true });
    await writeFile(resultFile, `${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(`${JSON.stringify(result.figures, null, 2)}\nwrote ${resultFile}\n`);
  } finally {
    await stopService();
    await jwks?.close();
    await withClient(null, (c) => c.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`)).catch((error) =>
      process.stderr.write(`dropping ${DB_NAME} failed: ${error}\n`),
    );
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
