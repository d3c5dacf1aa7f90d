import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Kvm, type KV } from '@nats-io/kv';
import { REVOKED_SESSIONS_BUCKET, REVOKED_SESSIONS_TTL_MS } from '../../src/auth/revoked-session-watcher.js';

/** The run's own NATS (jest globalSetup, withNats), never the one a running platform uses. */
export function testNatsUrl(): string {
  const url = process.env['NATS_URL'];
  if (!url) throw new Error('NATS_URL is not set: the jest config starts a NATS server (withNats)');
  return url;
}

/** What svc-identity does on logout: PUT the session id into the bucket. */
export interface Revoker {
  revoke(sessionId: string): Promise<void>;
  close(): Promise<void>;
}

export async function revoker(natsUrl = testNatsUrl()): Promise<Revoker> {
  const nc: NatsConnection = await connect({ servers: natsUrl });
  const kv: KV = await new Kvm(nc).create(REVOKED_SESSIONS_BUCKET, { ttl: REVOKED_SESSIONS_TTL_MS });
  return {
    revoke: async (sessionId) => {
      await kv.put(sessionId, '1');
    },
    close: () => nc.close(),
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectTcp(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A second NATS server on a given port, for the tests of a gateway started before NATS. */
export async function startNatsServer(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'gateway-nats-'));
  const proc: ChildProcess = spawn(process.env['NATS_SERVER_BIN'] ?? 'nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`nats-server did not start on port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      if (proc.exitCode === null) {
        const exited = new Promise((resolve) => proc.once('exit', resolve));
        proc.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it holds; returns how long it took (ms), or throws after `withinMs`. */
export async function eventually(check: () => Promise<boolean>, withinMs: number, everyMs = 25): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
