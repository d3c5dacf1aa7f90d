// npm run bench (execution-n8n): n8n side by side with our executions, on the same machine.
//   - installs n8n@2.8.4 (the newest release that runs on Node 20) into .milestone/bench-cache/n8n
//     (gitignored) once, with an npm override pinning `xlsx` to the registry's 0.18.5 (n8n fetches
//     SheetJS from a CDN this machine cannot reach),
//   - a fresh n8n user folder (SQLite, the defaults: every execution saved), a Webhook -> Code ->
//     Respond to Webhook workflow doing the same trivial work as our benchmark's script (a small
//     text "file" built and answered), imported and published with n8n's CLI, then `n8n start`,
//   - BENCH_N8N_RUNS sequential requests (default 200) after 20 warm-up ones: p50 and p99; then
//     the same number 4 at a time: runs per second,
//   - mode 'queue': n8n's queue mode, its scaled-out set-up and the one built like ours: `n8n start`
//     takes the webhook and queues the execution in Redis (Bull), an `n8n worker` process runs it,
//     both on a PostgreSQL database of their own; the main process answers once the worker is done.
//     Needs Redis at BENCH_N8N_REDIS (default 127.0.0.1:6379); says so when it is not there.
// Writes bench/results/execution-n8n.json; execution.bench.mjs imports measureN8n() to put both
// side by side in the same run. When n8n cannot be installed or started, says exactly why.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabases } from '@milestone/launcher/postgres';
import { findFreePort, isPortOpen } from '@milestone/launcher/ports';
import { startProcess } from '@milestone/launcher/processes';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { quantile, round, writeBenchResult } from './bench-support.mjs';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const N8N_VERSION = '2.8.4';
const CACHE = join(REPO_ROOT, '.milestone', 'bench-cache', 'n8n');
const N8N_BIN = join(CACHE, 'node_modules', 'n8n', 'bin', 'n8n');
const WARM_UP = 20;

/** Runs a command; resolves to { code, output } (stdout and stderr, the last 4 KB). */
function exec(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const keep = (chunk) => (output = (output + chunk).slice(-4096));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: -1, output: error.message }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Installs n8n into the bench cache unless it is there already; resolves to null or why it failed. */
export async function installN8n(log = console.log) {
  const installed = join(CACHE, 'node_modules', 'n8n', 'package.json');
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === N8N_VERSION) return null;
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(
    join(CACHE, 'package.json'),
    `${JSON.stringify({ name: 'milestone-bench-n8n', private: true, dependencies: { n8n: N8N_VERSION }, overrides: { xlsx: '0.18.5' } }, null, 2)}\n`,
  );
  log(`installing n8n@${N8N_VERSION} into ${CACHE} (once; a few minutes)`);
  const { code, output } = await exec('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: CACHE });
  return code === 0 ? null : `npm install n8n@${N8N_VERSION} failed (exit ${code}): ${output.trim().split('\n').slice(-5).join(' | ')}`;
}

/** The workflow: POST /webhook/bench -> Code (JavaScript) -> Respond to Webhook with its JSON. */
function workflow() {
  return {
    id: 'MilestoneBench01',
    name: 'Milestone bench: trivial run',
    active: false,
    settings: { executionOrder: 'v1' },
    connections: {
      Webhook: { main: [[{ node: 'Code', type: 'main', index: 0 }]] },
      Code: { main: [[{ node: 'Respond', type: 'main', index: 0 }]] },
    },
    nodes: [
      {
        id: '1b0c0f4e-0000-4000-8000-000000000001',
        name: 'Webhook',
        type: 'n8n-nodes-base.webhook',
        typeVersion: 2,
        position: [0, 0],
        webhookId: '1b0c0f4e-0000-4000-8000-0000000000aa',
        parameters: { httpMethod: 'POST', path: 'bench', responseMode: 'responseNode', options: {} },
      },
      {
        id: '1b0c0f4e-0000-4000-8000-000000000002',
        name: 'Code',
        type: 'n8n-nodes-base.code',
        typeVersion: 2,
        position: [200, 0],
        // The same trivial work as our script: one small text output, named.
        parameters: {
          jsCode: "const text = 'done ' + new Date().toISOString();\nreturn [{ json: { output_files: ['result.txt'], size: text.length, text } }];",
        },
      },
      {
        id: '1b0c0f4e-0000-4000-8000-000000000003',
        name: 'Respond',
        type: 'n8n-nodes-base.respondToWebhook',
        typeVersion: 1.1,
        position: [400, 0],
        parameters: { respondWith: 'firstIncomingItem', options: {} },
      },
    ],
  };
}

/** The PostgreSQL server n8n's queue mode keeps its database on: DATABASE_URL's, else 127.0.0.1:5432. */
const PG_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function createDatabase(name) {
  const client = new pg.Client({ connectionString: PG_SERVER });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Installs (once), configures and starts n8n (mode 'regular': one process on SQLite; 'queue': a
 * main and a worker on PostgreSQL and Redis), measures `runs` sequential webhook requests and the
 * same number 4 at a time, stops it. Resolves to the figures, or { unavailable: why }.
 */
export async function measureN8n({ runs = Number(process.env.BENCH_N8N_RUNS ?? 200), log = console.log, mode = 'regular' } = {}) {
  const installError = await installN8n(log);
  if (installError) return { unavailable: installError };
  const queue = mode === 'queue';
  const [redisHost, redisPort] = (process.env.BENCH_N8N_REDIS ?? '127.0.0.1:6379').split(':');
  if (queue) {
    if (!(await isPortOpen(Number(redisPort), redisHost, 2000)))
      return { unavailable: `queue mode needs Redis at ${redisHost}:${redisPort}, which does not answer` };
  }
  const userFolder = mkdtempSync(join(tmpdir(), 'bench-n8n-'));
  const port = await findFreePort();
  const suffix = randomBytes(4).toString('hex');
  const database = `bench_n8n_${suffix}`;
  const pgServer = new URL(PG_SERVER);
  const env = {
    PATH: process.env.PATH,
    HOME: userFolder,
    N8N_USER_FOLDER: userFolder,
    N8N_PORT: String(port),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    DB_TYPE: 'sqlite',
    N8N_LOG_LEVEL: 'warn',
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_SECURE_COOKIE: 'false',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
    N8N_RUNNERS_BROKER_PORT: String(await findFreePort()),
    ...(queue
      ? {
          DB_TYPE: 'postgresdb',
          DB_POSTGRESDB_HOST: pgServer.hostname,
          DB_POSTGRESDB_PORT: pgServer.port || '5432',
          DB_POSTGRESDB_USER: decodeURIComponent(pgServer.username),
          DB_POSTGRESDB_PASSWORD: decodeURIComponent(pgServer.password),
          DB_POSTGRESDB_DATABASE: database,
          EXECUTIONS_MODE: 'queue',
          QUEUE_BULL_REDIS_HOST: redisHost,
          QUEUE_BULL_REDIS_PORT: redisPort,
          QUEUE_BULL_PREFIX: `bench-n8n-${suffix}`,
          N8N_ENCRYPTION_KEY: randomBytes(24).toString('hex'),
        }
      : {}),
  };
  let n8n;
  let worker;
  try {
    if (queue) await createDatabase(database);
    const file = join(userFolder, 'workflow.json');
    writeFileSync(file, JSON.stringify(workflow()));
    for (const args of [
      ['import:workflow', `--input=${file}`],
      ['publish:workflow', `--id=${workflow().id}`],
    ]) {
      const { code, output } = await exec(process.execPath, [N8N_BIN, ...args], { env, cwd: userFolder });
      if (code !== 0) return { unavailable: `n8n ${args[0]} failed (exit ${code}): ${output.trim().split('\n').slice(-5).join(' | ')}` };
    }
    // Both processes' last lines, to say why when n8n does not come up.
    let logTail = '';
    const tail = { line: (_name, line) => (logTail = `${logTail}${line}\n`.slice(-4096)) };
    n8n = startProcess({ name: 'n8n', args: [N8N_BIN, 'start'], env, cwd: userFolder, log: tail });
    // Queue mode's worker (its own task-runner broker port; it runs what the main process queues),
    // started once the main process is ready: both migrating a fresh database at once breaks it.
    const startWorker = async () => {
      const workerEnv = { ...env, N8N_RUNNERS_BROKER_PORT: String(await findFreePort()), QUEUE_HEALTH_CHECK_PORT: String(await findFreePort()) };
      worker = startProcess({ name: 'n8n-worker', args: [N8N_BIN, 'worker'], env: workerEnv, cwd: userFolder, log: tail });
    };
    const mainReady = () =>
      fetch(`http://127.0.0.1:${port}/healthz/readiness`).then(
        (answer) => answer.ok,
        () => false,
      );
    const url = `http://127.0.0.1:${port}/webhook/bench`;
    const call = async () => {
      const started = process.hrtime.bigint();
      const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const body = await answer.json();
      if (!answer.ok || body.output_files?.[0] !== 'result.txt') throw new Error(`n8n answered ${answer.status} ${JSON.stringify(body)}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const startedAt = Date.now();
    for (let ready = false; !ready;) {
      for (const [proc, what] of [
        [n8n, 'n8n start'],
        [worker, 'n8n worker'],
      ]) {
        if (proc && !proc.running) return { unavailable: `${what} exited (${proc.child.exitCode}): ${logTail.trim().split('\n').slice(-5).join(' | ')}` };
      }
      if (Date.now() - startedAt > 180_000) {
        const why = /connection attempt failed with status code 403/.test(logTail)
          ? " (its Code node's task runner never connected: the broker refused it 403 each time, its 15 s grant token having expired while the runner process loaded; the machine is too loaded)"
          : '';
        return { unavailable: `n8n did not answer its webhook within 180 s${why}: ${logTail.trim().split('\n').slice(-5).join(' | ')}` };
      }
      if (queue && !worker && (await mainReady())) await startWorker();
      ready =
        (!queue || worker !== undefined) &&
        (await call().then(
          () => true,
          () => false,
        ));
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const startSeconds = round((Date.now() - startedAt) / 1000);
    for (let i = 0; i < WARM_UP; i++) await call();
    const sequential = [];
    for (let i = 0; i < runs; i++) sequential.push(await call());
    const concurrent = 4;
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrent }, async () => {
        while (next++ < runs) await call();
      }),
    );
    const concurrentSeconds = (performance.now() - t0) / 1000;
    const figures = {
      n8nVersion: N8N_VERSION,
      mode: queue ? 'queue (main + worker, Redis)' : 'regular (one process)',
      database: queue ? 'postgresdb' : 'sqlite',
      workflow: 'Webhook -> Code (JavaScript, task runner) -> Respond to Webhook',
      startSeconds,
      runs,
      sequentialP50Ms: round(quantile(sequential, 0.5)),
      sequentialP99Ms: round(quantile(sequential, 0.99)),
      sequentialRunsPerS: round(runs / (sequential.reduce((a, b) => a + b, 0) / 1000)),
      concurrent,
      concurrentRunsPerS: round(runs / concurrentSeconds),
    };
    log(
      `n8n ${N8N_VERSION}${queue ? ' queue mode' : ''}: p50 ${figures.sequentialP50Ms} ms, p99 ${figures.sequentialP99Ms} ms one at a time; ${figures.concurrentRunsPerS} runs/s ${concurrent} at a time`,
    );
    return figures;
  } catch (error) {
    return { unavailable: `n8n measurement failed: ${error.message}` };
  } finally {
    await Promise.all([n8n?.stop(15_000), worker?.stop(15_000)]);
    if (queue) {
      await dropDatabases(PG_SERVER, [database]).catch((error) => log(`n8n's database ${database} was not dropped: ${error.message}`));
      await exec('sh', [
        '-c',
        `redis-cli -h ${redisHost} -p ${redisPort} --scan --pattern 'bench-n8n-${suffix}*' | xargs -r redis-cli -h ${redisHost} -p ${redisPort} del`,
      ]);
    }
    rmSync(userFolder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measureN8n({ mode: process.env.BENCH_N8N_MODE ?? 'regular' });
  if (figures.unavailable) console.log(`n8n side by side unavailable: ${figures.unavailable}`);
  writeBenchResult('execution-n8n.json', { bench: 'execution-n8n', at: new Date().toISOString(), figures });
}
