// Gateway benchmark: the same small upstream endpoint measured directly and through the gateway
// in one run, so the figures show what the gateway costs.
//   - load: autocannon, 20 connections, 5 s per case (throughput, latency under load)
//   - added latency: sequential keep-alive requests timed with hrtime (autocannon's histogram
//     only has whole milliseconds, too coarse for a sub-millisecond budget)
// Writes bench/results/gateway.json at the workspace root. Budgets: the gateway keeps >= 70% of
// the direct throughput and adds < 1 ms at p50. BENCH_STRICT=1 makes a missed budget exit 1.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const here = dirname(fileURLToPath(import.meta.url));
const gatewayMain = resolve(here, '..', 'dist', 'main.js');
const workspaceRoot = resolve(here, '..', '..');
const resultFile = join(workspaceRoot, 'bench', 'results', 'gateway.json');

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 20;
const PROBE_REQUESTS = 2000;
const BUDGET = { minThroughputRatio: 0.7, maxAddedP50Ms: 1 };

const children = [];
function stopChildren() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopChildren);
process.on('SIGINT', () => process.exit(130));

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

function startUpstream(jwks) {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, [join(here, 'upstream-stub.mjs')], {
      env: { ...process.env, BENCH_JWKS: jwks },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    child.once('error', reject);
    child.stdout.once('data', (chunk) => resolveStart(Number(String(chunk).trim())));
  });
}

async function waitForOk(url, headers = {}) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer 200 within 15 s`);
}

async function load(title, url, headers = {}) {
  const result = await autocannon({ title, url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${title}: ${failed} failed requests (errors ${result.errors}, non-2xx ${result.non2xx})`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, avg: result.latency.average },
    requests: result.requests.total,
  };
}

/** Sequential requests on one kept-alive connection, each timed with hrtime. */
async function probe(url, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise((resolveOnce, reject) => {
      const started = process.hrtime.bigint();
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
          else resolveOnce(Number(process.hrtime.bigint() - started) / 1e6);
        });
      });
      req.on('error', reject);
    });
  for (let i = 0; i < 200; i++) await once(); // warm-up
  const samples = [];
  for (let i = 0; i < PROBE_REQUESTS; i++) samples.push(await once());
  agent.destroy();
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: round(at(0.5)), p99: round(at(0.99)) };
}

const round = (n) => Math.round(n * 1000) / 1000;

async function main() {
  if (!existsSync(gatewayMain)) {
    console.error('gateway bench: dist/main.js is missing; build first (npx nx run @milestone/gateway:build)');
    process.exit(1);
  }

  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'ES256', use: 'sig' }] });
  const token = await new SignJWT({ email: 'bench@milestone.test', role: 'admin', companyId: 1, sessionId: 'bench' })
    .setProtectedHeader({ alg: 'ES256', kid: 'bench' })
    .setSubject('1')
    .setIssuer('milestone-identity')
    .setAudience('milestone')
    .setExpirationTime('1h')
    .sign(privateKey);

  const upstreamPort = await startUpstream(jwks);
  const upstream = `http://127.0.0.1:${upstreamPort}`;
  const gatewayPort = await freePort();
  const gatewayChild = spawn(process.execPath, [gatewayMain], {
    env: {
      ...process.env,
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_HOST: '127.0.0.1',
      IDENTITY_URL: upstream,
      TASKS_URL: upstream,
      FILES_URL: upstream,
      REPORTING_URL: upstream,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    },
    // The gateway logs one line per request, as in production; the lines are discarded here.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(gatewayChild);
  const gateway = `http://127.0.0.1:${gatewayPort}`;

  const path = '/api/invitations/validate?token=bench';
  const authPath = '/api/tasks';
  const auth = { authorization: `Bearer ${token}` };
  await waitForOk(`${gateway}${path}`);
  await waitForOk(`${gateway}${authPath}`, auth);

  console.log(`gateway bench: ${CONNECTIONS} connections, ${DURATION_S} s per case, ${cpus().length} CPUs`);
  const direct = await load('direct', `${upstream}${path}`);
  const viaGateway = await load('gateway (public route)', `${gateway}${path}`);
  const viaGatewayAuth = await load('gateway (token verified)', `${gateway}${authPath}`, auth);

  const probeDirect = await probe(`${upstream}${path}`);
  const probeGateway = await probe(`${gateway}${path}`);
  const probeGatewayAuth = await probe(`${gateway}${authPath}`, auth);

  const throughputRatio = round(viaGateway.requestsPerSecond / direct.requestsPerSecond);
  const addedP50Ms = round(probeGateway.p50 - probeDirect.p50);
  const addedP99Ms = round(probeGateway.p99 - probeDirect.p99);
  const results = {
    benchmark: 'gateway',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    settings: { connections: CONNECTIONS, durationSeconds: DURATION_S, probeRequests: PROBE_REQUESTS, endpoint: path },
    load: { direct, gateway: viaGateway, gatewayTokenVerified: viaGatewayAuth },
    sequentialLatencyMs: { direct: probeDirect, gateway: probeGateway, gatewayTokenVerified: probeGatewayAuth },
    figures: {
      throughputRatio,
      throughputRatioTokenVerified: round(viaGatewayAuth.requestsPerSecond / direct.requestsPerSecond),
      addedLatencyMs: { p50: addedP50Ms, p99: addedP99Ms },
      addedLatencyTokenVerifiedMs: {
        p50: round(probeGatewayAuth.p50 - probeDirect.p50),
        p99: round(probeGatewayAuth.p99 - probeDirect.p99),
      },
      addedLatencyUnderLoadMs: {
        p50: viaGateway.latencyMs.p50 - direct.latencyMs.p50,
        p99: viaGateway.latencyMs.p99 - direct.latencyMs.p99,
      },
    },
    budget: BUDGET,
    withinBudget: {
      throughput: throughputRatio >= BUDGET.minThroughputRatio,
      addedLatencyP50: addedP50Ms < BUDGET.maxAddedP50Ms,
    },
  };

  await mkdir(dirname(resultFile), { recursive: true });
  await writeFile(resultFile, `${JSON.stringify(results, null, 2)}\n`);

  const pass = (ok) => (ok ? 'ok' : 'MISSED');
  console.log(`direct:                 ${direct.requestsPerSecond} req/s, p50 ${direct.latencyMs.p50} ms, p99 ${direct.latencyMs.p99} ms`);
  console.log(`gateway (public):       ${viaGateway.requestsPerSecond} req/s, p50 ${viaGateway.latencyMs.p50} ms, p99 ${viaGateway.latencyMs.p99} ms`);
  console.log(`gateway (token):        ${viaGatewayAuth.requestsPerSecond} req/s, p50 ${viaGatewayAuth.latencyMs.p50} ms, p99 ${viaGatewayAuth.latencyMs.p99} ms`);
  console.log(`throughput ratio:       ${throughputRatio} (budget >= ${BUDGET.minThroughputRatio}: ${pass(results.withinBudget.throughput)})`);
  console.log(`added latency (seq.):   p50 ${addedP50Ms} ms, p99 ${addedP99Ms} ms (budget p50 < ${BUDGET.maxAddedP50Ms} ms: ${pass(results.withinBudget.addedLatencyP50)})`);
  console.log(`results:                ${resultFile}`);

  stopChildren();
  const ok = results.withinBudget.throughput && results.withinBudget.addedLatencyP50;
  if (!ok && process.env.BENCH_STRICT === '1') process.exit(1);
}

main().catch((error) => {
  console.error(`gateway bench failed: ${error.message}`);
  stopChildren();
  process.exit(1);
});
