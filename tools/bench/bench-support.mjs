// What the platform benchmarks share: a platform of their own started and cleaned away, JSON calls
// through the gateway, a verified, signed-in user and their company's first task, svc-files' memory
// while work runs, and the result file.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropPlatformDatabases, freePlatformPorts, startPlatform } from '@milestone/launcher/platform';
import { createLog } from '@milestone/launcher/log';

const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench', 'results');
export const MB = 1024 * 1024;

export const round = (n) => Math.round(n * 100) / 100;
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// --- executions (execution*.bench.mjs) ---
/** The value at quantile q (0..1) of `values` (nearest rank): quantile(times, 0.99) is the p99. */
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};
// --- end of executions ---

/**
 * Runs `work(platform, context)` against a platform of its own: the gateway and the four services
 * from their builds (startPlatform), fresh databases `bench_<label>_<time>_*`, own NATS, free ports,
 * a temporary data directory, the API alone (no web publish), LOG_LEVEL warn unless `env` says
 * otherwise. context: { servicePorts, dbPrefix, machine() }, machine() being the CPUs, Node and the
 * load average at the start and now. `serviceTitanSandbox` ({ port, env }, as startPlatform takes
 * it) starts the ServiceTitan sandbox too, at platform.sandboxUrl. Afterwards the platform is
 * stopped, its databases dropped and the data directory removed; when something failed, the last
 * 30 log lines are printed and the directory is kept for its logs. Resolves to what `work` resolves to.
 */
export async function withIsolatedPlatform({ label, env = {}, serviceTitanSandbox = false }, work) {
  const { gatewayPort, servicePorts } = await freePlatformPorts();
  const dbPrefix = `bench_${label.replaceAll('-', '_')}_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${label}-`));
  const lines = [];
  const loadAtStart = loadavg()[0];
  const machine = () => ({ cpus: cpus().length, node: process.version, loadAverageAtStart: round(loadAtStart), loadAverageAtEnd: round(loadavg()[0]) });
  let platform;
  let failed = false;
  try {
    platform = await startPlatform({
      gatewayPort,
      servicePorts,
      dbPrefix,
      webRoot: join(dataDir, 'web'),
      dataDir,
      publish: false,
      fresh: true,
      isolatedNats: true,
      env: { LOG_LEVEL: 'warn', ...env },
      serviceTitanSandbox,
      log: createLog('bench', (line) => lines.push(line)),
      logDir: join(dataDir, 'logs'),
    });
    return await work(platform, { servicePorts, dbPrefix, machine });
  } catch (error) {
    failed = true;
    process.stderr.write(`${lines.slice(-30).join('\n')}\n(logs in ${join(dataDir, 'logs')})\n`);
    throw error;
  } finally {
    if (platform) {
      await platform.stop();
      await dropPlatformDatabases(platform.databaseUrl, dbPrefix).catch((error) =>
        process.stderr.write(`dropping the ${dbPrefix}_* databases failed: ${error.message}\n`),
      );
    }
    if (!failed) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Writes `result` as bench/results/<name> at the workspace root and says so. */
export function writeBenchResult(name, result) {
  const file = join(RESULTS_DIR, name);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${file}`);
}

/** svc-files' (or any process's) resident set from /proc, sampled every 5 ms while `work` runs: before and at its peak, in MB. */
export async function withRss(pid, work) {
  const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  const before = rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 5);
  try {
    const result = await work();
    return { result, rssBeforeMb: round(before / MB), rssPeakMb: round(Math.max(peak, rss()) / MB) };
  } finally {
    clearInterval(timer);
  }
}

/** fetch, then the JSON answer (null for 204); a failed answer throws with its status and body. */
export async function json(url, init) {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${answer.status} ${await answer.text()}`);
  return answer.status === 204 ? null : answer.json();
}

/**
 * Registers a new company's owner through the gateway, verifies the e-mail from the dev mailbox and
 * signs in. Resolves to the token and the user's id and company.
 */
export async function signUp(base, { label, password }) {
  const email = `bench@${label}-${Date.now().toString(36)}.test`;
  const headers = { 'content-type': 'application/json' };
  await json(`${base}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify({ email, password, firstName: 'Bench', lastName: 'Mark' }) });
  const { messages } = await json(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const token = new URL(messages[0].links.find((l) => l.includes('verify='))).searchParams.get('verify');
  await json(`${base}/api/auth/verify-email`, { method: 'POST', headers, body: JSON.stringify({ token }) });
  const login = await json(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  return { email, token: login.token, userId: login.user.id, companyId: login.user.companyId };
}

/**
 * The id of the first task the user at `base` sees. A new company's starter tasks come from
 * identity.company.created.v1, asynchronously: asks every 200 ms, for 30 s at the most.
 */
export async function firstTaskOf(base, token) {
  for (const deadline = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 200))) {
    const taskId = (await json(`${base}/api/tasks`, { headers: { authorization: `Bearer ${token}` } }))[0]?.id;
    if (taskId) return taskId;
    if (Date.now() > deadline) throw new Error('the new company got no starter task within 30 s');
  }
}
