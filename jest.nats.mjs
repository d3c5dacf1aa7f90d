// A NATS JetStream server of the test run's own, on a free loopback port, for the projects whose
// tests publish and consume events: tests never touch the NATS that a running platform uses, and
// one project's test events never reach another's consumers. Jest's globalSetup sets NATS_URL for
// the test workers; globalTeardown stops the server.
//
// Ready means our server said "Server is ready", not that something answers on the port: two test
// runs side by side may pick the same free port, and the loser's nats-server exits at once
// ("address already in use") while the port answers for the winner. The loser tries another port.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnTied } from './tools/launcher/lib/tied-spawn.mjs';

const ATTEMPTS = 3;
const START_TIMEOUT_MS = 10_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts nats-server with JetStream on `port`, its store in `dir`; resolves to the process once it
 * reports ready, rejects if it exits first (the port was taken) or takes over 10 s.
 */
export function startNatsServer(port, dir) {
  return new Promise((resolve, reject) => {
    const proc = spawnTied(process.env.NATS_SERVER_BIN ?? 'nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    let ready = false;
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`nats-server did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    proc.stderr.on('data', (chunk) => {
      if (ready) return; // keep draining, so its log never fills the pipe
      output += chunk;
      if (output.includes('Server is ready')) {
        ready = true;
        clearTimeout(timer);
        resolve(proc);
      }
    });
    proc.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`cannot start nats-server: ${error.message}`));
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`nats-server exited (${code ?? signal}) before it was ready: ${output.trim().split('\n').at(-1) ?? ''}`));
    });
  });
}

export async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'jest-nats-'));
  let lastError;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const port = await freePort();
    try {
      const proc = await startNatsServer(port, dir);
      process.env.NATS_URL = `nats://127.0.0.1:${port}`;
      globalThis.__MILESTONE_NATS__ = { proc, dir };
      return;
    } catch (error) {
      lastError = error;
    }
  }
  rmSync(dir, { recursive: true, force: true });
  throw lastError;
}

export async function teardown() {
  const own = globalThis.__MILESTONE_NATS__;
  if (!own) return;
  await new Promise((resolve) => {
    if (own.proc.exitCode !== null || own.proc.signalCode !== null) return resolve();
    own.proc.once('exit', resolve);
    own.proc.kill('SIGTERM');
  });
  rmSync(own.dir, { recursive: true, force: true });
}
