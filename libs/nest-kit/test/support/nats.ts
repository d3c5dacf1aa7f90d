import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Kvm, type KV } from '@nats-io/kv';
import { openRevokedSessionsBucket, REVOKED_SESSIONS_BUCKET } from '../../src/revocation/index.js';
// The workspace's jest helpers (jest.preset.mjs and its NATS server) are test infrastructure of the
// root, not a project: one way to start nats-server for every test run.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startNatsServer } from '../../../../jest.nats.mjs';
// The launcher's port helpers, for the same reason.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { findQuietPort } from '@milestone/launcher/ports';

/** The run's own NATS (jest globalSetup, withNats), never the one a running platform uses. */
export function testNatsUrl(): string {
  const url = process.env['NATS_URL'];
  if (!url) throw new Error('NATS_URL is not set: the jest config starts a NATS server (withNats)');
  return url;
}

/**
 * A NATS JetStream server of the test's own on a fixed port, so the test can take it away and
 * bring it back, with its storage kept (`start()` again) or lost (`startWithFreshStore()`).
 * The port is a quiet one (findQuietPort): while the server is away, another test run's NATS,
 * started on a port the OS picked, can never be given it, so this test's clients, reconnecting
 * all the while, never reach another run's server (nor that run's clients this one).
 */
export class OwnNatsServer {
  private proc: ChildProcess | null = null;
  private dir = mkdtempSync(join(tmpdir(), 'nest-kit-nats-'));

  constructor(readonly port: number) {}

  static async onFreePort(): Promise<OwnNatsServer> {
    return new OwnNatsServer(await findQuietPort());
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // Ready when the server says so: something else answering on the port is not our server.
    this.proc = await startNatsServer(this.port, this.dir);
  }

  async stop(): Promise<void> {
    const proc = this.proc;
    this.proc = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  }

  /** Starts again on the same port with an empty store: every stream and bucket is gone. */
  async startWithFreshStore(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
    this.dir = mkdtempSync(join(tmpdir(), 'nest-kit-nats-'));
    await this.start();
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Another process's view of the bucket: PUTs revocations (as svc-identity does) and reads them. */
export interface BucketClient {
  revoke(sessionId: string): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * `create: false` binds to the bucket without creating it, so a PUT fails while the bucket is
 * missing: a test can tell that the process under test created it again.
 */
export async function bucketClient(natsUrl = testNatsUrl(), { create = true } = {}): Promise<BucketClient> {
  const nc: NatsConnection = await connect({ servers: natsUrl });
  const kv: KV = create ? await openRevokedSessionsBucket(nc) : await new Kvm(nc).open(REVOKED_SESSIONS_BUCKET);
  return {
    revoke: async (sessionId) => {
      await kv.put(sessionId, '1');
    },
    isRevoked: async (sessionId) => (await kv.get(sessionId))?.operation === 'PUT',
    close: () => nc.close(),
  };
}

/** Polls `check` until it holds; returns how long it took (ms), or throws after `withinMs`. */
export async function within(withinMs: number, check: () => boolean | Promise<boolean>, everyMs = 5): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
