// npm run bench (front end): gzip bytes of the shell's initial load (every script Chromium
// fetches to show /auth), each remote's own code, and the full production build time.
// Writes bench/results/web.json at the workspace root.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';

import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { REMOTES, brotliSize, gzipSize, remoteOwnCode } from './web-sizes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUDGET = { shellInitialGzip: 300 * 1024, remoteOwnGzip: 150 * 1024 };
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css' };

function serveBuilds() {
  const registry = Object.fromEntries(REMOTES.map((r) => [r.replace('-', '_'), `/mf/${r}/mf-manifest.json`]));
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file;
    if (path === '/mf/registry.json') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(registry));
    }
    const m = /^\/mf\/([a-z-]+)\/(.*)$/.exec(path);
    if (m && REMOTES.includes(m[1])) file = join(root, m[1], 'dist', normalize(m[2]));
    else file = join(root, 'shell', 'dist', normalize(path));
    if (!existsSync(file) || statSync(file).isDirectory()) file = m ? null : join(root, 'shell', 'dist', 'index.html');
    if (!file) {
      res.statusCode = 404;
      return res.end();
    }
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function shellInitialLoad() {
  const server = await serveBuilds();
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        const body = await response.body();
        scripts.push({ url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSize(body), brotliBytes: brotliSize(body) });
      } catch {
        /* a response without a body (redirect) */
      }
    });
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"statusCode":401,"message":"Unauthorized"}' }),
    );
    await page.goto(`http://127.0.0.1:${port}/auth`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return { page: '/auth', scripts, gzipBytes: scripts.reduce((s, x) => s + x.gzipBytes, 0), brotliBytes: scripts.reduce((s, x) => s + x.brotliBytes, 0) };
  } finally {
    await browser.close();
    server.close();
  }
}

function buildTime() {
  const started = Date.now();
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--skip-nx-cache', '--outputStyle=static'], { cwd: root, stdio: 'ignore' });
  return (Date.now() - started) / 1000;
}

const shell = await shellInitialLoad();
const remotes = Object.fromEntries(REMOTES.map((r) => [r, remoteOwnCode(join(root, r, 'dist'))]));
const buildSeconds = process.argv.includes('--no-build') ? null : buildTime();
const result = {
  at: new Date().toISOString(),
  shellInitialLoad: { ...shell, budgetGzipBytes: BUDGET.shellInitialGzip, withinBudget: shell.gzipBytes <= BUDGET.shellInitialGzip },
  remotesOwnCode: Object.fromEntries(
    Object.entries(remotes).map(([name, r]) => [
      name,
      { ...r, budgetGzipBytes: BUDGET.remoteOwnGzip, withinBudget: r.initial.gzipBytes <= BUDGET.remoteOwnGzip },
    ]),
  ),
  fullProductionBuildSeconds: buildSeconds,
};
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'web.json'), `${JSON.stringify(result, null, 2)}\n`);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `shell initial load (/auth): ${kb(shell.gzipBytes)} gzip, ${kb(shell.brotliBytes)} as the gateway sends it (brotli), in ${shell.scripts.length} scripts (budget ${kb(BUDGET.shellInitialGzip)} gzip)`,
);
for (const [name, r] of Object.entries(remotes))
  console.log(`${name} own code: ${kb(r.initial.gzipBytes)} gzip on mounting (budget ${kb(BUDGET.remoteOwnGzip)}), ${kb(r.lazy.gzipBytes)} more loaded lazily`);
if (buildSeconds !== null) console.log(`full production build: ${buildSeconds.toFixed(1)} s`);
