// Gateway benchmark: what the gateway costs, measured on a real service in one run.
//
// svc-identity is started from its build (own database, dropped at the end) and the gateway in
// front of it. One bench user is registered and signed in through the API; then the same endpoint
// is loaded straight on the service and through the gateway, alternately, several rounds:
//   - auth:   GET /api/auth/me with the bearer token (the gateway checks the token at the edge;
//             the service checks it again and reads the session and the user from PostgreSQL)
//   - public: GET /api/invitations/validate?token=... (public in the route table, no token check;
//             an unknown token: svc-identity answers 404 after one indexed lookup), the gateway's
//             bare proxy cost
// The bench user's e-mail is verified through the dev mailbox (svc-identity runs without SMTP_URL).
// The gateway watches the revoked sessions in NATS_URL (default nats://127.0.0.1:4222), as in
// production: the auth case includes that lookup.
// Each case runs
//   - under load: autocannon, CONNECTIONS connections, DURATION_S per side, ROUNDS rounds with
//     direct and gateway alternating (ABBA); per round req/s, p50, p99 per side from autocannon's
//     per-request hrtime timings (sub-millisecond, not its whole-millisecond histogram), and the
//     CPU each process spent per request (/proc); reported: the medians of the rounds;
//   - sequentially: one request at a time, direct and gateway alternating request by request,
//     which gives the latency the gateway adds to a request without queueing (the budget's
//     "adds under 1 ms at p50"; under load the added latency is mostly queueing for the CPU).
//
// Writes bench/results/gateway.json at the workspace root. Budgets (issue 2, item 11) on the
// auth case: the gateway keeps >= 70% of the direct throughput and adds < 1 ms at p50.
// BENCH_STRICT=1 makes a missed budget exit 1.
//
// Settings: BENCH_DURATION (s, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default
// 10), BENCH_CASES (default "auth,public"), BENCH_GATEWAY_NODE_OPTIONS (e.g. "--cpu-prof
// --cpu-prof-dir=/tmp/prof" to profile the gateway), BENCH_GATEWAY_MAIN (another build of the
// gateway, to compare two builds), BENCH_RESULT (where to write the results), BENCH_KEEP_DB=1
// (keep the database).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Client } from 'undici';
// The launcher's helpers and the services' topology, as every platform tool uses them.
import { findFreePorts } from '@milestone/launcher/ports';
import { dropDatabases } from '@milestone/launcher/postgres';
import { TOPOLOGY } from '@milestone/launcher/topology';

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = resolve(here, '..', '..');
const gatewayMain = resolve(process.env.BENCH_GATEWAY_MAIN ?? resolve(here, '..', 'dist', 'main.js'));
const identityMain = join(workspaceRoot, 'svc-identity', 'dist', 'main.js');
const resultFile = resolve(process.env.BENCH_RESULT ?? join(workspaceRoot, 'bench', 'results', 'gateway.json'));

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEQUENTIAL_S = Math.max(2, Math.round(DURATION_S / 2)); // per round
const WARMUP_S = 2;
const CASES = (process.env.BENCH_CASES ?? 'auth,public').split(',').map((c) => c.trim());
const BUDGET = { minThroughputRatio: 0.7, maxAddedP50Ms: 1 };
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'milestone_bench_identity';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

// ---------------------------------------------------------------------------------------------
// Processes: everything started here is stopped on the way out, whatever happens.

const children = new Set();
let interrupted = false;

function startProcess(name, main, env, nodeOptions = []) {
  const child = spawn(process.execPath, [...nodeOptions, main], {
    env: { ...process.env, ...env },
    // Request logs go where production sends them, a file descriptor; here /dev/null.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  child.on('exit', () => children.delete(child));
  children.add(child);
  child.label = name;
  child.stderrTail = () => stderr;
  return child;
}

async function stopProcess(child, timeoutMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

// Last resort (exit without the async clean-up, e.g. an uncaught error): no process is left behind.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    cleanUp().finally(() => process.exit(130));
  });
}

async function waitForStatus(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${child.label} exited with code ${child.exitCode}:\n${child.stderrTail()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${child.stderrTail()}`);
}

/** Until the gateway's /api/health says it watches the revoked sessions (gateway.nats 'up'). */
async function waitForRevocationWatch(gatewayUrl, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.label} exited with code ${child.exitCode}:\n${child.stderrTail()}`);
    try {
      const response = await fetch(`${gatewayUrl}/api/health`, { signal: AbortSignal.timeout(3_000) });
      const body = await response.json();
      if (body.gateway?.nats === 'up') return;
      // A build from before the watch (BENCH_GATEWAY_MAIN, to compare): nothing to wait for.
      if (body.services && !body.gateway) return;
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the gateway did not watch the revoked sessions at ${NATS_URL} within ${timeoutMs / 1000} s`);
}

async function dropDatabase() {
  if (process.env.BENCH_KEEP_DB === '1') return;
  await dropDatabases(DATABASE_URL, [DB_NAME]);
}

let startedDatabase = false;
async function cleanUp() {
  await Promise.all([...children].map((child) => stopProcess(child)));
  if (startedDatabase) {
    startedDatabase = false;
    await dropDatabase().catch((error) => console.error(`gateway bench: could not drop ${DB_NAME}: ${error.message}`));
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring

const round3 = (n) => Math.round(n * 1000) / 1000;

// CPU time (ms) a process has used so far, from /proc (Linux); null elsewhere. With it each run
// also says what one request costs the gateway, the service and the load generator in CPU,
// which the shared machine's noise does not change much.
const TICK_MS = 10; // USER_HZ is 100 on Linux
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}
const processes = {};
function cpuSnapshot() {
  const own = process.cpuUsage();
  const snapshot = { loadGenerator: (own.user + own.system) / 1000 };
  for (const [name, child] of Object.entries(processes)) snapshot[name] = cpuMsOf(child.pid);
  return snapshot;
}
function cpuPerRequestUs(before, after, requests) {
  const out = {};
  for (const name of Object.keys(before)) {
    if (before[name] === null || after[name] === null || requests === 0) continue;
    out[name] = Math.round(((after[name] - before[name]) * 1000) / requests);
  }
  return out;
}

function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * One load run; every response's own timing (ms, float) is kept. Fails on any socket error or
 * any status other than the expected one, so a broken setup cannot pass for a fast one.
 */
async function run(target, { connections, seconds }) {
  const samples = [];
  const unexpected = new Map();
  const instance = autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    connections,
    duration: seconds,
    pipelining: 1,
  });
  const cpuBefore = cpuSnapshot();
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode === target.status) samples.push(responseTimeMs);
    else unexpected.set(statusCode, (unexpected.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  const cpuAfter = cpuSnapshot();
  if (result.errors + result.timeouts > 0 || unexpected.size > 0) {
    const codes = [...unexpected].map(([code, n]) => `${n} x ${code}`).join(', ');
    throw new Error(`${target.name}: errors ${result.errors}, timeouts ${result.timeouts}, unexpected statuses [${codes}]`);
  }
  samples.sort((a, b) => a - b);
  // autocannon's own figure counts whole seconds; the sample count over the run's real length is exact.
  const seconds_ = (Date.parse(result.finish) - Date.parse(result.start)) / 1000 || seconds;
  return {
    requestsPerSecond: Math.round(samples.length / seconds_),
    requests: samples.length,
    p50: round3(quantile(samples, 0.5)),
    p99: round3(quantile(samples, 0.99)),
    cpuUsPerRequest: cpuPerRequestUs(cpuBefore, cpuAfter, samples.length),
  };
}

/** Direct and gateway alternately (ABBA order across rounds), then the medians of the rounds. */
async function compare(direct, viaGateway, settings) {
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (interrupted) throw new Error('interrupted');
    const order = i % 2 === 0 ? ['direct', 'gateway'] : ['gateway', 'direct'];
    const out = {};
    for (const side of order) out[side] = await run(side === 'direct' ? direct : viaGateway, settings);
    out.throughputRatio = round3(out.gateway.requestsPerSecond / out.direct.requestsPerSecond);
    out.addedMs = { p50: round3(out.gateway.p50 - out.direct.p50), p99: round3(out.gateway.p99 - out.direct.p99) };
    rounds.push(out);
    console.log(
      `  ${direct.case} load round ${i + 1}: ` +
        `direct ${out.direct.requestsPerSecond} req/s p50 ${out.direct.p50} p99 ${out.direct.p99} | ` +
        `gateway ${out.gateway.requestsPerSecond} req/s p50 ${out.gateway.p50} p99 ${out.gateway.p99} | ` +
        `ratio ${out.throughputRatio}, added p50 ${out.addedMs.p50} p99 ${out.addedMs.p99} | ` +
        `CPU us/req direct ${JSON.stringify(out.direct.cpuUsPerRequest)} gateway ${JSON.stringify(out.gateway.cpuUsPerRequest)}`,
    );
  }
  const side = (name) => {
    const cpu = {};
    for (const key of Object.keys(rounds[0][name].cpuUsPerRequest)) {
      cpu[key] = Math.round(median(rounds.map((r) => r[name].cpuUsPerRequest[key] ?? NaN)));
    }
    return {
      requestsPerSecond: Math.round(median(rounds.map((r) => r[name].requestsPerSecond))),
      p50Ms: round3(median(rounds.map((r) => r[name].p50))),
      p99Ms: round3(median(rounds.map((r) => r[name].p99))),
      cpuUsPerRequest: cpu,
    };
  };
  return {
    direct: side('direct'),
    gateway: side('gateway'),
    throughputRatio: round3(median(rounds.map((r) => r.throughputRatio))),
    addedLatencyMs: {
      p50: round3(median(rounds.map((r) => r.addedMs.p50))),
      p99: round3(median(rounds.map((r) => r.addedMs.p99))),
    },
    rounds,
  };
}

/**
 * The latency the gateway adds to one request, without queueing: one kept-alive connection per
 * side, requests strictly one at a time, alternating direct and gateway request by request (and
 * which goes first), so both sides see the same moments of the shared machine. Reports p50/p99
 * per side over all pairs, added = gateway - direct at each quantile, and the median of the
 * per-pair differences.
 */
async function pairedSequential(direct, viaGateway, seconds) {
  const sides = [direct, viaGateway].map((target) => {
    const url = new URL(target.url);
    return { target, client: new Client(url.origin, { pipelining: 1 }), path: url.pathname + url.search, samples: [] };
  });
  const once = async (side) => {
    const started = process.hrtime.bigint();
    const response = await side.client.request({ method: side.target.method, path: side.path, headers: side.target.headers });
    await response.body.arrayBuffer();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== side.target.status) throw new Error(`${side.target.name}: answered ${response.statusCode}`);
    return ms;
  };
  try {
    for (let i = 0; i < 300; i++) for (const side of sides) await once(side); // warm-up
    const differences = [];
    const until = performance.now() + seconds * 1000;
    for (let i = 0; performance.now() < until; i++) {
      if (interrupted) throw new Error('interrupted');
      const [first, second] = i % 2 === 0 ? [sides[0], sides[1]] : [sides[1], sides[0]];
      const a = await once(first);
      const b = await once(second);
      first.samples.push(a);
      second.samples.push(b);
      differences.push(i % 2 === 0 ? b - a : a - b);
    }
    const stats = (samples) => {
      const sorted = [...samples].sort((x, y) => x - y);
      return { p50Ms: round3(quantile(sorted, 0.5)), p99Ms: round3(quantile(sorted, 0.99)) };
    };
    const d = stats(sides[0].samples);
    const g = stats(sides[1].samples);
    return {
      pairs: differences.length,
      direct: d,
      gateway: g,
      addedLatencyMs: {
        p50: round3(g.p50Ms - d.p50Ms),
        p99: round3(g.p99Ms - d.p99Ms),
        medianOfPairDifferences: round3(median(differences)),
      },
    };
  } finally {
    await Promise.all(sides.map((side) => side.client.close()));
  }
}

// ---------------------------------------------------------------------------------------------

async function api(base, method, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Follows the verification link of the e-mail in the dev mailbox (svc-identity runs without SMTP_URL). */
async function verifyEmail(gatewayUrl, email) {
  const mailbox = await api(gatewayUrl, 'GET', '/api/dev/mailbox');
  if (mailbox.status !== 200) throw new Error(`dev mailbox answered ${mailbox.status} (is SMTP_URL set?)`);
  const links = (mailbox.body?.messages ?? []).filter((m) => m.to === email).flatMap((m) => m.links ?? []);
  const token = links.map((link) => new URL(link).searchParams.get('verify')).find(Boolean);
  if (!token) throw new Error(`no verification link for ${email} in the dev mailbox`);
  const verified = await api(gatewayUrl, 'POST', '/api/auth/verify-email', { token });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}: ${JSON.stringify(verified.body)}`);
}

async function main() {
  for (const [file, build] of [
    [gatewayMain, 'npx nx run @milestone/gateway:build'],
    [identityMain, 'npx nx run @milestone/svc-identity:build --exclude-task-dependencies'],
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing; build first: ${build}`);
  }

  const loadAverageAtStart = round3(loadavg()[0]);
  const [identityPort, gatewayPort] = await findFreePorts(2);
  const identityService = TOPOLOGY.find((s) => s.key === 'identity');
  const identityUrl = `http://127.0.0.1:${identityPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;

  startedDatabase = true;
  const identity = startProcess('svc-identity', identityMain, {
    [identityService.portSetting]: String(identityPort),
    HOST: '127.0.0.1',
    DB_NAME,
    DATABASE_URL,
    NATS_URL,
    LOG_LEVEL: 'warn',
    // The bench user is verified through the dev mailbox (on only when switched on).
    DEV_MAILBOX: 'true',
  });
  const gatewayNodeOptions = (process.env.BENCH_GATEWAY_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
  const gateway = startProcess(
    'gateway',
    gatewayMain,
    {
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_HOST: '127.0.0.1',
      DEV_MAILBOX: 'true',
      // Only svc-identity runs here: every service's URL points at it (the other routes are not
      // part of the measure).
      ...Object.fromEntries(TOPOLOGY.map((s) => [s.urlSetting, identityUrl])),
      // One JSON line per request, as in production.
      LOG_LEVEL: 'info',
      // Watches the revoked sessions there, as in production: every signed-in request is also
      // looked up among them.
      NATS_URL,
    },
    gatewayNodeOptions,
  );
  processes.identity = identity;
  processes.gateway = gateway;
  await waitForStatus(`${identityUrl}/health`, identity);
  await waitForStatus(`${gatewayUrl}/mf/registry.json`, gateway);
  await waitForRevocationWatch(gatewayUrl, gateway);

  // One bench user, registered and signed in through the gateway.
  const email = `gateway-bench-${Date.now()}@milestone.test`;
  const password = 'bench-Passw0rd';
  const registered = await api(gatewayUrl, 'POST', '/api/auth/register', { email, password });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  await verifyEmail(gatewayUrl, email);
  const login = await api(gatewayUrl, 'POST', '/api/auth/login', { email, password });
  if (login.status !== 200 || !login.body?.token) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const token = login.body.token;

  const targets = {
    auth: { path: '/api/auth/me', headers: { authorization: `Bearer ${token}` } },
    public: { path: '/api/invitations/validate?token=gateway-bench', headers: {} },
  };
  const cases = {};
  for (const name of CASES) {
    const target = targets[name];
    if (!target) throw new Error(`unknown case ${name} (auth, public)`);
    // Both sides must give the same answer, or the comparison means nothing.
    const viaDirect = await api(identityUrl, 'GET', target.path, null, name === 'auth' ? token : undefined);
    const viaGateway = await api(gatewayUrl, 'GET', target.path, null, name === 'auth' ? token : undefined);
    if (viaDirect.status !== viaGateway.status || JSON.stringify(viaDirect.body) !== JSON.stringify(viaGateway.body)) {
      throw new Error(`${name}: direct answered ${viaDirect.status}, gateway ${viaGateway.status}`);
    }
    if (name === 'auth' && (viaDirect.status !== 200 || viaDirect.body?.user?.email !== email)) {
      throw new Error(`auth: GET /api/auth/me answered ${viaDirect.status}: ${JSON.stringify(viaDirect.body)}`);
    }
    cases[name] = { ...target, status: viaDirect.status };
  }

  console.log(
    `gateway bench: svc-identity straight vs through the gateway; ${CONNECTIONS} connections, ${DURATION_S} s per side, ` +
      `${ROUNDS} rounds; ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(2)}`,
  );
  const results = {};
  for (const [name, target] of Object.entries(cases)) {
    const direct = { case: name, name: `${name} direct`, url: `${identityUrl}${target.path}`, method: 'GET', headers: target.headers, status: target.status };
    const viaGateway = { ...direct, name: `${name} gateway`, url: `${gatewayUrl}${target.path}` };
    for (const side of [direct, viaGateway]) await run(side, { connections: CONNECTIONS, seconds: WARMUP_S });
    results[name] = {
      endpoint: `GET ${target.path}`,
      status: target.status,
      load: await compare(direct, viaGateway, { connections: CONNECTIONS, seconds: DURATION_S }),
      sequential: await pairedSequential(direct, viaGateway, SEQUENTIAL_S * ROUNDS),
    };
  }

  const primary = results.auth ?? results[CASES[0]];
  const figures = {
    throughputRatio: primary.load.throughputRatio,
    addedLatencyMs: primary.sequential.addedLatencyMs,
    addedLatencyUnderLoadMs: primary.load.addedLatencyMs,
  };
  const withinBudget = {
    throughput: figures.throughputRatio >= BUDGET.minThroughputRatio,
    addedLatencyP50: figures.addedLatencyMs.p50 < BUDGET.maxAddedP50Ms,
  };
  const output = {
    benchmark: 'gateway',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadAverageAtStart, loadAverageAtEnd: round3(loadavg()[0]) },
    settings: {
      service: 'svc-identity (dist), own database',
      gateway: relative(workspaceRoot, gatewayMain),
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      sequentialSeconds: SEQUENTIAL_S * ROUNDS,
      warmupSeconds: WARMUP_S,
      rounds: ROUNDS,
      statistic: 'median of rounds; direct and gateway alternate within each round',
      latency: 'per-request hrtime timings (ms); added = gateway - direct at the same quantile',
      gatewayLogLevel: 'info (one JSON line per request, to /dev/null)',
      gatewayRevocations: `watching revoked_sessions at ${NATS_URL} (a lookup per signed-in request)`,
    },
    primaryCase: results.auth ? 'auth' : CASES[0],
    figures,
    budget: BUDGET,
    withinBudget,
    pass: withinBudget.throughput && withinBudget.addedLatencyP50,
    cases: results,
  };
  await mkdir(dirname(resultFile), { recursive: true });
  await writeFile(resultFile, `${JSON.stringify(output, null, 2)}\n`);

  const verdict = (ok) => (ok ? 'ok' : 'MISSED');
  for (const [name, r] of Object.entries(results)) {
    console.log(`${name} (${r.endpoint}, ${r.status}):`);
    console.log(
      `  load:       direct ${r.load.direct.requestsPerSecond} req/s p50 ${r.load.direct.p50Ms} p99 ${r.load.direct.p99Ms} ms; ` +
        `gateway ${r.load.gateway.requestsPerSecond} req/s p50 ${r.load.gateway.p50Ms} p99 ${r.load.gateway.p99Ms} ms; ` +
        `ratio ${r.load.throughputRatio}; added p50 ${r.load.addedLatencyMs.p50} p99 ${r.load.addedLatencyMs.p99} ms`,
    );
    console.log(`  CPU per request (us): direct ${JSON.stringify(r.load.direct.cpuUsPerRequest)}; gateway ${JSON.stringify(r.load.gateway.cpuUsPerRequest)}`);
    console.log(
      `  sequential: direct p50 ${r.sequential.direct.p50Ms} p99 ${r.sequential.direct.p99Ms} ms; ` +
        `gateway p50 ${r.sequential.gateway.p50Ms} p99 ${r.sequential.gateway.p99Ms} ms; ` +
        `added p50 ${r.sequential.addedLatencyMs.p50} p99 ${r.sequential.addedLatencyMs.p99} ms ` +
        `(median of ${r.sequential.pairs} pair differences ${r.sequential.addedLatencyMs.medianOfPairDifferences} ms)`,
    );
  }
  console.log(
    `throughput ratio (${output.primaryCase}): ${figures.throughputRatio} (budget >= ${BUDGET.minThroughputRatio}: ${verdict(withinBudget.throughput)})`,
  );
  console.log(
    `added latency (${output.primaryCase}, sequential): p50 ${figures.addedLatencyMs.p50} ms, p99 ${figures.addedLatencyMs.p99} ms ` +
      `(budget p50 < ${BUDGET.maxAddedP50Ms} ms: ${verdict(withinBudget.addedLatencyP50)})`,
  );
  console.log(`results: ${resultFile}`);
  return output.pass;
}

let pass = false;
try {
  pass = await main();
} catch (error) {
  console.error(`gateway bench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
if (!pass && process.exitCode !== 1 && process.env.BENCH_STRICT === '1') process.exitCode = 1;
