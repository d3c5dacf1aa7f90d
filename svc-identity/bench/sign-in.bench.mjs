// svc-identity sign-in benchmark: latency of POST /api/auth/login with the production hashing
// parameters (argon2id, 19 MiB, 2 passes, 1 lane), and how many sign-ins per second one instance
// sustains on this machine.
//   - starts the built service (dist/main.js) on a free port against a database of its own,
//   - registers one account and verifies it through the dev mailbox,
//   - sequential: one sign-in after another for BENCH_DURATION seconds (default 10), timed with hrtime,
//     and the service's CPU time per sign-in over them (/proc/<pid>/stat: a figure a busy machine
//     disturbs far less than the latency),
//   - concurrent: autocannon with CONCURRENCY connections for BENCH_DURATION seconds,
//   - writes bench/results/identity.json at the workspace root, stops the service, drops its database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
// The launcher's helpers and the services' topology, as every platform tool uses them.
import { findFreePort } from '@milestone/launcher/ports';
import { dropDatabases } from '@milestone/launcher/postgres';
import { TOPOLOGY } from '@milestone/launcher/topology';

const here = dirname(fileURLToPath(import.meta.url));
const serviceMain = resolve(here, '..', 'dist', 'main.js');
const workspaceRoot = resolve(here, '..', '..');
const resultFile = join(workspaceRoot, 'bench', 'results', 'identity.json');

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 4);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const DB_NAME = `bench_identity_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

let child = null;
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

const dropDatabase = () => dropDatabases(DATABASE_URL, [DB_NAME]);

async function waitForHealth(url) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`svc-identity exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('svc-identity did not become healthy within 30 s');
}

async function api(url, method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
const round = (ms) => Math.round(ms * 100) / 100;

/** The user and system CPU time a process has spent, in ms (/proc/<pid>/stat, in clock ticks of 10 ms). */
function serviceCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function main() {
  if (!existsSync(serviceMain)) throw new Error(`${serviceMain} is missing: build svc-identity first`);
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const loadAtStart = loadavg()[0];
  child = spawn(process.execPath, [serviceMain], {
    env: {
      ...process.env,
      [TOPOLOGY.find((s) => s.key === 'identity').portSetting]: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL,
      DB_NAME,
      NATS_URL,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      // The bench users are verified through the dev mailbox (on only when switched on).
      DEV_MAILBOX: 'true',
      APP_URL: 'http://localhost:8080',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url);
    const email = `bench-${randomBytes(4).toString('hex')}@bench-electric.com`;
    const password = 'Bench-passw0rd';
    const registered = await api(url, 'POST', '/api/auth/register', { email, password, firstName: 'Bench', lastName: 'Mark' });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
    const mailbox = await api(url, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const link = mailbox.body.messages[0]?.links.find((l) => l.includes('/auth?verify='));
    if (!link) throw new Error('no verification link in the dev mailbox');
    const verified = await api(url, 'POST', '/api/auth/verify-email', { token: decodeURIComponent(link.split('verify=')[1]) });
    if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
    const body = JSON.stringify({ email, password });

    // Warm-up: JIT, connection pool, argon2 thread pool.
    for (let i = 0; i < 5; i++) await api(url, 'POST', '/api/auth/login', { email, password });

    const cpuMs = serviceCpuMs(child.pid);
    const timings = [];
    const until = Date.now() + DURATION_S * 1000;
    while (Date.now() < until) {
      const started = process.hrtime.bigint();
      const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`sequential login answered ${response.status}`);
      timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    const cpuMsPerSignIn = (serviceCpuMs(child.pid) - cpuMs) / timings.length;
    timings.sort((a, b) => a - b);

    const loaded = await autocannon({
      url: `${url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: CONCURRENCY,
      duration: DURATION_S,
    });
    const failed = loaded.errors + loaded.timeouts + loaded.non2xx;

    const result = {
      benchmark: 'identity sign-in',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: round(loadAtStart), loadAverageAtEnd: round(loadavg()[0]) },
      settings: {
        service: 'svc-identity/dist/main.js, one instance, own database',
        endpoint: 'POST /api/auth/login (verified account; each sign-in verifies the password, writes a session and signs an ES256 token)',
        hashing: 'argon2id, memoryCost 19456 KiB (19 MiB), timeCost 2, parallelism 1 (OWASP minimum)',
        durationSeconds: DURATION_S,
        concurrentConnections: CONCURRENCY,
        latency: 'sequential: per-request hrtime (ms); concurrent: autocannon (ms)',
      },
      figures: {
        sequential: {
          signIns: timings.length,
          signInsPerSecond: round(timings.length / DURATION_S),
          serviceCpuMsPerSignIn: round(cpuMsPerSignIn),
          latencyMs: {
            p50: round(quantile(timings, 0.5)),
            p90: round(quantile(timings, 0.9)),
            p99: round(quantile(timings, 0.99)),
            max: round(timings.at(-1)),
          },
        },
        concurrent: {
          signIns: loaded.requests.total,
          signInsPerSecond: round(loaded.requests.total / DURATION_S),
          latencyMs: { p50: loaded.latency.p50, p90: loaded.latency.p90, p99: loaded.latency.p99, max: loaded.latency.max },
          failed,
        },
      },
    };
    await mkdir(dirname(resultFile), { recursive: true });
    await writeFile(resultFile, `${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(`${JSON.stringify(result.figures, null, 2)}\nwrote ${resultFile}\n`);
    if (failed > 0) throw new Error(`${failed} concurrent sign-ins failed`);
  } finally {
    await stopService();
    await dropDatabase().catch((error) => process.stderr.write(`dropping ${DB_NAME} failed: ${error}\n`));
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
