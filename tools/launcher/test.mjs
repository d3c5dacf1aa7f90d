#!/usr/bin/env node
// npm test: installs what is missing, then builds, lints and tests every project, checks the
// contracts and runs the end-to-end tests, in that order. Stops at the first failure with its
// exit code and prints a summary with timings. The tests get DATABASE_URL and NATS_URL: the
// servers found (127.0.0.1:5432 / :4222) or started (embedded PostgreSQL, nats-server) as
// `npm start` does. Only Node built-ins are imported here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLog } from './lib/log.mjs';
import { findNats } from './lib/nats.mjs';
import { findPostgres } from './lib/postgres.mjs';
import { checkNode, ensureDebianPackages, ensureDependencies } from './lib/prereq.mjs';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { formatDuration } from './lib/run.mjs';
import { createTestCounter } from './lib/test-counts.mjs';
import { REPO_ROOT } from './publish.mjs';

const log = createLog('test');
const counter = createTestCounter();

/** Runs a command, passing its output through and counting the tests it reports. */
function runCounted(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['inherit', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        out.write(`${line}\n`);
        counter.line(line);
      });
    }
    child.once('error', reject);
    // 'close', not 'exit': every line of output has been read (and counted) by then.
    child.once('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
const summary = [];
const infra = [];
const testEnv = { ...process.env, NX_TUI: 'false' };

function hasScript(projectDir, script) {
  const file = join(REPO_ROOT, projectDir, 'package.json');
  if (!existsSync(file)) return false;
  return Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.[script]);
}

async function step(title, command, args) {
  log(`>>> ${title}: ${[command, ...args].join(' ')}`);
  const began = Date.now();
  const code = await runCounted(command, args, { cwd: REPO_ROOT, env: testEnv });
  const took = Date.now() - began;
  summary.push({ title, result: code === 0 ? 'passed' : `FAILED (exit ${code})`, took });
  if (code !== 0) await finish(code);
}

function skip(title, reason) {
  log(`>>> ${title}: skipped (${reason})`);
  summary.push({ title, result: `skipped: ${reason}`, took: 0 });
}

let finishing = false;
async function finish(code) {
  // Once: a signal passed on by the launcher on the machine's Node can follow the terminal's own.
  if (finishing) return;
  finishing = true;
  for (const item of infra.reverse()) await item.stop().catch((error) => log.error(error.message));
  log('');
  if (counter.failures.length) {
    // Repeated here, near the end, where a reader of only the last part of the output sees it.
    log('failures');
    for (const { heading, lines } of counter.failures) {
      log(`  ● ${heading}`);
      for (const line of lines) log(`    ${line}`);
    }
    log('');
  }
  log('summary');
  for (const { title, result, took } of summary) {
    log(`  ${title.padEnd(24)} ${result.padEnd(40)} ${took ? formatDuration(took) : ''}`);
  }
  log(`total ${formatDuration(Date.now() - began)}: ${code === 0 ? 'all passed' : 'failed'}`);
  const { passed, failed, skipped } = counter.counts;
  // The one plain closing line that CI reads, alone on its line.
  process.stdout.write(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  process.exit(code);
}

const began = Date.now();
checkNode(log);
// nats-server: the browser tests start a NATS server of their own, and the suites one when none listens.
await ensureDebianPackages(['chromium', 'python3-openpyxl', 'python3-xlrd', 'python3-defusedxml', 'python3-seccomp', 'nats-server'], log);
await ensureDependencies(REPO_ROOT, log);

process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));
try {
  const postgres = await findPostgres({ dataDir: join(REPO_ROOT, '.milestone', 'pgdata'), log });
  infra.push(postgres);
  const nats = await findNats({ storeDir: join(REPO_ROOT, '.milestone', 'nats'), log });
  infra.push(nats);
  testEnv.DATABASE_URL = postgres.url;
  testEnv.NATS_URL = nats.url;
} catch (error) {
  log.error(error.message);
  await finish(1);
}

const nx = ['nx', 'run-many', '--output-style=static'];
await step('build', 'npx', [...nx, '-t', 'build']);
await step('lint', 'npx', [...nx, '-t', 'lint']);
// The formatter's check over the whole tree (.prettierrc.json; .prettierignore names what tools write).
await step('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
// The browser tests run on their own afterwards, not beside the other suites.
await step('unit + integration', 'npx', [...nx, '-t', 'test', '--parallel=2', '--exclude=@milestone/e2e']);
if (hasScript('tools/codegen', 'check')) await step('contracts check', 'npx', ['nx', 'run', '@milestone/codegen:check']);
else skip('contracts check', '@milestone/codegen has no check script yet');
if (hasScript('e2e', 'test')) await step('end-to-end', 'npx', ['nx', 'run', '@milestone/e2e:test']);
else skip('end-to-end', '@milestone/e2e has no test script yet');
await finish(0);
