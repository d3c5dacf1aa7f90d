// npm run bench (home page): how long the home page takes to show its task cards for a company
// with 500 tasks, in Chromium, against a platform of its own (fresh databases, own NATS, free ports).
// Writes bench/results/home.json at the workspace root.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startPlatform } from '@milestone/launcher/platform';
import { findFreePorts } from '@milestone/launcher/ports';
import { createLog } from '@milestone/launcher/log';
import { dropDatabases } from '@milestone/launcher/postgres';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TASKS = 500;
const RUNS = 5;
const PASSWORD = 'Bench2026!pw';

async function json(url, init) {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${answer.status} ${await answer.text()}`);
  return answer.status === 204 ? null : answer.json();
}

async function signUp(base) {
  const email = `bench@home-bench-${Date.now().toString(36)}.test`;
  const headers = { 'content-type': 'application/json' };
  await json(`${base}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify({ email, password: PASSWORD, firstName: 'Bench', lastName: 'Mark' }) });
  const { messages } = await json(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const token = new URL(messages[0].links.find((l) => l.includes('verify='))).searchParams.get('verify');
  await json(`${base}/api/auth/verify-email`, { method: 'POST', headers, body: JSON.stringify({ token }) });
  const login = await json(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, password: PASSWORD }) });
  return login.token;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const [gatewayPort, identity, tasks, files, reporting] = await findFreePorts(5);
const dbPrefix = `bench_home_${Date.now().toString(36)}`;
const lines = [];
const platform = await startPlatform({
  gatewayPort,
  servicePorts: { 'svc-identity': identity, 'svc-tasks': tasks, 'svc-files': files, 'svc-reporting': reporting },
  dbPrefix,
  webRoot: mkdtempSync(join(tmpdir(), 'bench-web-')),
  fresh: true,
  isolatedNats: true,
  env: { LOG_LEVEL: 'warn' },
  log: createLog('bench', (line) => lines.push(line)),
  logDir: join(tmpdir(), `${dbPrefix}-logs`),
});
let browser;
try {
  const base = platform.url;
  const token = await signUp(base);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let i = 0; i < TASKS - 2; i += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, TASKS - 2 - i) }, (_, k) =>
        json(`${base}/api/tasks`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ name: `Bench task ${i + k + 1}`, type: 'excel-processing', description: 'A task of the home page benchmark.' }),
        }),
      ),
    );
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const firstCard = [];
  const allCards = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((t) => localStorage.setItem('authToken', t), token);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${base}/`);
    await page.locator('[data-testid="task-card"]').first().waitFor({ timeout: 60_000 });
    const first = Date.now() - started;
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="task-card"]').length >= n, TASKS, { timeout: 60_000 });
    const all = Date.now() - started;
    const shown = await page.locator('[data-testid="task-card"]').count();
    await context.close();
    if (run === 0) continue; // warm-up: caches, JIT, connection pools
    firstCard.push(first);
    allCards.push({ ms: all, cards: shown });
  }
  const sortedFirst = [...firstCard].sort((a, b) => a - b);
  const sortedAll = allCards.map((r) => r.ms).sort((a, b) => a - b);
  const result = {
    at: new Date().toISOString(),
    tasksInCompany: TASKS,
    cardsRendered: allCards[0].cards,
    runs: RUNS,
    firstCardMs: { p50: quantile(sortedFirst, 0.5), max: sortedFirst.at(-1), runs: firstCard },
    cardsShownMs: { p50: quantile(sortedAll, 0.5), max: sortedAll.at(-1), runs: allCards.map((r) => r.ms) },
    note: 'from navigation start to the first card, and to all cards, in a new browser context with a stored token',
  };
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'home.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`home page with ${TASKS} tasks: first card p50 ${result.firstCardMs.p50} ms, all ${result.cardsRendered} cards p50 ${result.cardsShownMs.p50} ms`);
} catch (error) {
  process.stderr.write(`${lines.slice(-30).join('\n')}\n`);
  throw error;
} finally {
  await browser?.close();
  await platform.stop();
  await dropDatabases(platform.databaseUrl, ['identity', 'tasks', 'files', 'reporting'].map((s) => `${dbPrefix}_${s}`)).catch(() => undefined);
}
