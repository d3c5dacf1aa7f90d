import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { KV } from '@nats-io/kv';
import { openRevokedSessionsBucket } from '@milestone/nest-kit/revocation';

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
  const kv: KV = await openRevokedSessionsBucket(nc);
  return {
    revoke: async (sessionId) => {
      await kv.put(sessionId, '1');
    },
    close: () => nc.close(),
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
