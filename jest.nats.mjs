// A NATS JetStream server of the test run's own, on a free loopback port, for the projects whose
// tests publish and consume events: tests never touch the NATS that a running platform uses, and
// one project's test events never reach another's consumers. Jest's globalSetup sets NATS_URL for
// the test workers; globalTeardown stops the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function setup() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'jest-nats-'));
  const proc = spawn(process.env.NATS_SERVER_BIN ?? 'nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir], { stdio: 'ignore' });
  const failed = new Promise((_, reject) => proc.once('error', (e) => reject(new Error(`cannot start nats-server: ${e.message}`))));
  const deadline = Date.now() + 10_000;
  while (!(await Promise.race([accepts(port), failed]))) {
    if (Date.now() > deadline) throw new Error('nats-server did not start within 10 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  process.env.NATS_URL = `nats://127.0.0.1:${port}`;
  globalThis.__MILESTONE_NATS__ = { proc, dir };
}

export async function teardown() {
  const own = globalThis.__MILESTONE_NATS__;
  if (!own) return;
  await new Promise((resolve) => {
    if (own.proc.exitCode !== null) return resolve();
    own.proc.once('exit', resolve);
    own.proc.kill('SIGTERM');
  });
  rmSync(own.dir, { recursive: true, force: true });
}
