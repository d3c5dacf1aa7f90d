// A killed launcher or test run takes its children with it (tied-spawn.mjs).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, describe, test } from 'node:test';
import { TIED } from '../lib/tied-spawn.mjs';

const LIB = new URL('../lib/', import.meta.url).href;

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid, withinMs = 5_000) {
  const deadline = Date.now() + withinMs;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/**
 * Runs `code` (an ES module body) in a parent node process; it prints the pid of the child it
 * started on its first line. Resolves to the parent and that pid.
 */
async function parentWith(code) {
  const parent = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise((resolve, reject) => {
    createInterface({ input: parent.stdout }).once('line', resolve);
    parent.once('exit', (status) => reject(new Error(`the parent exited (${status}) before starting its child`)));
  });
  const childPid = Number(first);
  if (!Number.isInteger(childPid)) throw new Error(`the parent printed ${JSON.stringify(first)} instead of a pid`);
  started.push(childPid, parent.pid);
  return { parent, childPid };
}

/** Children a failed test left behind are stopped after the tests. */
const started = [];

describe('children tied to the process that started them (Linux, util-linux setpriv)', () => {
  const dirs = [];
  test('finds setpriv on this machine', () => {
    assert.equal(TIED, true);
  });

  after(async () => {
    for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  test('a service started like the launcher starts them stops when the launcher is killed', async () => {
    const { parent, childPid } = await parentWith(`
      import { startProcess } from '${LIB}processes.mjs';
      const p = startProcess({ name: 'svc', args: ['-e', 'setInterval(() => {}, 1000)'], env: process.env, log: { line: (name, line) => console.error(name, line) } });
      p.exited.then((r) => console.error('svc exited', JSON.stringify(r)));
      process.stdout.write(String(p.child.pid) + '\\n'); // not console.log: FORCE_COLOR colours numbers
    `);
    assert.equal(alive(childPid), true);
    parent.kill('SIGKILL');
    assert.equal(await gone(childPid), true, `pid ${childPid} outlived its killed parent`);
  });

  test("a test run's nats-server stops when the run is killed", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tied-nats-'));
    dirs.push(dir);
    const { parent, childPid } = await parentWith(`
      import { startNatsServer } from '${LIB}nats.mjs';
      import { findFreePort } from '${LIB}ports.mjs';
      await startNatsServer({ pickPort: () => findFreePort(), storeDir: ${JSON.stringify(dir)} });
      const { execSync } = await import('node:child_process');
      // The server is this process's only child.
      console.log(execSync('pgrep -P ' + process.pid).toString().trim());
    `);
    assert.equal(alive(childPid), true);
    parent.kill('SIGKILL');
    assert.equal(await gone(childPid), true, `nats-server ${childPid} outlived its killed parent`);
  });
});
