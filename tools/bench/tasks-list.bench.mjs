// npm run bench (tasks list): latency of GET /api/tasks for a company with 10,000 tasks, filtered
// and paged, through the gateway and straight to svc-tasks, against a platform of its own (fresh
// databases, own NATS, free ports).
//   - signs up a real user through the gateway (dev mailbox verification, login),
//   - inserts BENCH_TASKS tasks (default 10,000) of their company and as many of another company
//     straight into svc-tasks' database, one INSERT ... SELECT each, then ANALYZE,
//   - per scenario, BENCH_REQUESTS sequential requests (default 400) to each target after 20
//     warm-up ones, alternating the gateway and svc-tasks' own port, same token, timed with hrtime;
//     every answer is checked (200, page size, X-Total-Count, no task of the other company).
// Writes bench/results/tasks.json at the workspace root.
import pg from 'pg';
import { databaseNameOf, SERVICES } from '@milestone/launcher/platform';
import { round, signUp, withIsolatedPlatform, writeBenchResult } from './bench-support.mjs';

const TASKS = Number(process.env.BENCH_TASKS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARM_UP = 20;
const PASSWORD = 'Bench2026!pw';

const TYPES = ['form-processing', 'excel-processing', 'api-reporting', 'load-calculation', 'file-processing'];
const STATUSES = ['inactive', 'active', 'draft', 'scheduled', 'running', 'completed'];
// A type filter finds both names of a kind (svc-tasks' typesOfKind over TASK_TYPE_FILTER_ALIASES).
const KIND = { 'load-calculation': ['load-calculation', 'form-processing'], 'file-processing': ['file-processing', 'excel-processing'] };
const SCENARIOS = [
  { limit: 50 },
  { type: 'load-calculation', limit: 50 },
  { status: 'active', limit: 50 },
  { type: 'file-processing', status: 'scheduled', limit: 50, offset: 200 },
  { limit: 100, offset: 5000 },
];

async function withDatabase(serverUrl, dbName, work) {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new company receives its starter tasks from identity.company.created.v1, asynchronously: wait
 * for svc-tasks to have given them, then remove them so the company holds exactly the inserted tasks.
 */
async function removeStarterTasks(db, companyId) {
  const deadline = Date.now() + 30_000;
  while ((await db.query('SELECT 1 FROM company_seeds WHERE company_id = $1', [companyId])).rowCount === 0) {
    if (Date.now() > deadline) throw new Error(`svc-tasks did not give company ${companyId} its starter tasks within 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await db.query('DELETE FROM task_permissions WHERE task_id IN (SELECT id FROM tasks WHERE company_id = $1)', [companyId]);
  await db.query('DELETE FROM tasks WHERE company_id = $1', [companyId]);
}

/** One INSERT ... SELECT per company: generate_series rows, types and statuses spread evenly. */
function insertTasks(db, companyId, ownerId) {
  return db.query(
    `INSERT INTO tasks (name, description, instructions, type, status, config, owner_id, company_id, created_at, updated_at)
     SELECT 'Task ' || g, 'Benchmark task ' || g, '[{"id":"step-1","content":"Do it"}]',
            ($2::text[])[1 + g % 5], ($3::text[])[1 + g % 6], '{"features":["print"]}'::jsonb, $4::int, $1::int,
            now() - (g || ' seconds')::interval, now()
     FROM generate_series(1, $5) AS g`,
    [companyId, TYPES, STATUSES, ownerId, TASKS],
  );
}

function pathOf(scenario) {
  const query = new URLSearchParams();
  for (const key of ['type', 'status', 'limit', 'offset']) if (scenario[key] !== undefined) query.set(key, String(scenario[key]));
  return `/api/tasks?${query}`;
}

/** What the answer must hold, counted in the database independently of the service. */
async function expectationOf(db, companyId, scenario) {
  const types = scenario.type ? (KIND[scenario.type] ?? [scenario.type]) : null;
  const { rows } = await db.query(
    `SELECT count(*)::int AS total FROM tasks
     WHERE company_id = $1 AND deleted_at IS NULL AND ($2::text[] IS NULL OR type = ANY($2)) AND ($3::text IS NULL OR status = $3)`,
    [companyId, types, scenario.status ?? null],
  );
  const total = rows[0].total;
  return { total, rows: Math.max(0, Math.min(scenario.limit, total - (scenario.offset ?? 0))) };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** One request to `base + path`, timed with hrtime (reading the body included), its answer checked after. */
async function timedCall({ base, path, token, expected, companyId, otherIds }) {
  const started = process.hrtime.bigint();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const where = `${base}${path}`;
  if (response.status !== 200) throw new Error(`${where} answered ${response.status}: ${JSON.stringify(body)}`);
  const total = Number(response.headers.get('x-total-count'));
  if (total !== expected.total) throw new Error(`${where}: X-Total-Count ${response.headers.get('x-total-count')}, expected ${expected.total}`);
  if (!Array.isArray(body) || body.length !== expected.rows) throw new Error(`${where}: ${body.length} tasks, expected ${expected.rows}`);
  const foreign = body.find((task) => task.companyId !== companyId || otherIds.has(task.id));
  if (foreign) throw new Error(`${where}: task ${foreign.id} of company ${foreign.companyId} in the answer of company ${companyId}`);
  return ms;
}

function latencyOf(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: round(quantile(sorted, 0.5)), p90: round(quantile(sorted, 0.9)), p99: round(quantile(sorted, 0.99)), max: round(sorted.at(-1)) };
}

/**
 * One request at a time, alternating the targets (and which goes first in each pair), so a drift
 * of the machine's load weighs on both alike and the difference is the gateway's own.
 */
async function measure(call, targets) {
  const timings = targets.map(() => []);
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const order = i % 2 === 0 ? targets.keys() : [...targets.keys()].reverse();
    for (const t of order) {
      const ms = await call(targets[t]);
      if (i >= WARM_UP) timings[t].push(ms); // the first ones warm the JIT, pools, plan and token caches
    }
  }
  return timings.map(latencyOf);
}

await withIsolatedPlatform({ label: 'tasks' }, async (platform, { servicePorts, dbPrefix, machine }) => {
  const tasksDb = databaseNameOf(
    dbPrefix,
    SERVICES.find((s) => s.name === 'svc-tasks'),
  );
  const direct = `http://127.0.0.1:${servicePorts['svc-tasks']}`;
  const { token, userId, companyId } = await signUp(platform.url, { label: 'tasks-bench', password: PASSWORD });
  const otherCompanyId = companyId + 1_000_000;

  const prepared = await withDatabase(platform.databaseUrl, tasksDb, async (db) => {
    await removeStarterTasks(db, companyId);
    const insertStarted = Date.now();
    await insertTasks(db, companyId, userId);
    await insertTasks(db, otherCompanyId, null);
    await db.query('ANALYZE tasks');
    const insertMs = Date.now() - insertStarted;
    const { rows } = await db.query('SELECT id FROM tasks WHERE company_id = $1', [otherCompanyId]);
    const expectations = [];
    for (const scenario of SCENARIOS) expectations.push(await expectationOf(db, companyId, scenario));
    return { insertMs, otherIds: new Set(rows.map((r) => r.id)), expectations };
  });
  const unfiltered = prepared.expectations[SCENARIOS.findIndex((s) => !s.type && !s.status)];
  if (unfiltered.total !== TASKS) throw new Error(`company ${companyId} holds ${unfiltered.total} tasks, expected ${TASKS}`);

  const figures = [];
  for (const [i, scenario] of SCENARIOS.entries()) {
    const path = pathOf(scenario);
    const expected = prepared.expectations[i];
    const call = (base) => timedCall({ base, path, token, expected, companyId, otherIds: prepared.otherIds });
    const [gateway, straight] = await measure(call, [platform.url, direct]);
    figures.push({
      path,
      requests: REQUESTS,
      rowsPerPage: expected.rows,
      totalMatching: expected.total,
      gatewayLatencyMs: gateway,
      directLatencyMs: straight,
      gatewayAddedP50Ms: round(gateway.p50 - straight.p50),
    });
    console.log(`${path}: gateway p50 ${gateway.p50} ms p99 ${gateway.p99} ms, direct p50 ${straight.p50} ms p99 ${straight.p99} ms`);
  }

  const result = {
    benchmark: 'tasks list',
    date: new Date().toISOString(),
    machine: machine(),
    settings: {
      platform: 'gateway and the four services from their builds, one instance each, own databases and NATS (startPlatform)',
      data: `${TASKS} tasks of the measured company and ${TASKS} of another, types and statuses spread evenly, inserted in bulk in ${prepared.insertMs} ms`,
      endpoint: 'GET /api/tasks with a real user token (company-scoped, filtered, newest first, X-Total-Count)',
      targets: 'gateway: the platform URL; direct: svc-tasks on its own port, same token',
      requestsPerScenario: REQUESTS,
      latency: `sequential, per-request hrtime (ms) including reading the JSON body, after ${WARM_UP} warm-up requests each; gateway and direct requests alternate, one at a time`,
    },
    figures,
  };
  writeBenchResult('tasks.json', result);
});
