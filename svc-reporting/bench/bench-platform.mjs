// What svc-reporting's ServiceTitan benchmarks share: the built service on a free port against a
// database of its own, a NATS server of its own (jest.nats.mjs: bench events never reach a running
// platform), a token issuer (@milestone/nest-kit/testing, as the integration tests use), and the
// ServiceTitan sandbox with the full generated tenant; plus connecting a company to it as its owner.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTestIssuer } from '@milestone/nest-kit/testing';
import { findFreePort } from '@milestone/launcher/ports';
import { dropDatabases } from '@milestone/launcher/postgres';
import { TOPOLOGY } from '@milestone/launcher/topology';
import { setup as startNats, teardown as stopNats } from '../../jest.nats.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const serviceMain = resolve(here, '..', 'dist', 'main.js');
const WORKSPACE_ROOT = resolve(here, '..', '..');
const sandboxMain = join(WORKSPACE_ROOT, 'tools', 'servicetitan-sandbox', 'dist', 'main.js');
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const children = [];
function spawnChild(args, env, stdio) {
  const child = spawn(process.execPath, args, { env, stdio });
  children.push(child);
  return child;
}
async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
process.on('SIGINT', () => process.exit(130));
process.on('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

/** The sandbox's one "listening" line gives its URL. */
function startSandbox(tenant) {
  const child = spawnChild([sandboxMain], { PATH: process.env.PATH ?? '', SANDBOX_PORT: '0', SANDBOX_TENANTS: `${tenant}:1`, SANDBOX_ANCHOR: '2026-11-02' }, [
    'ignore',
    'pipe',
    'inherit',
  ]);
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error('the sandbox did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const message = JSON.parse(line);
        if (message.sandbox === 'listening') {
          clearTimeout(timer);
          resolvePromise({ child, url: message.url });
        }
      } catch {
        // not a JSON line
      }
    });
  });
}

async function waitForHealth(child, url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`svc-reporting exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('svc-reporting did not become healthy within 60 s');
}

/** `call(method, path, body)` as the holder of `token`: { status, body }. */
export function api(url, token) {
  return async (method, path, body) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/** Connects the caller's company to the sandbox tenant (PUT /api/service-titan/connection): its first sync starts. */
export async function connectToSandbox(call, sandboxUrl, tenant) {
  const connected = await call('PUT', '/api/service-titan/connection', {
    authUrl: sandboxUrl,
    apiUrl: sandboxUrl,
    tenantId: String(tenant),
    clientId: `cid.sandbox.${tenant}`,
    clientSecret: `cs.sandbox.${tenant}.milestone`,
    appKey: 'ak1.sandbox.milestone',
  });
  if (connected.status !== 200) throw new Error(`connect answered ${connected.status}: ${JSON.stringify(connected.body)}`);
}

/** Connects the caller's company to the sandbox tenant and waits for its first sync to end: { seconds }. */
export async function connectAndSync(call, sandboxUrl, tenant) {
  const started = Date.now();
  await connectToSandbox(call, sandboxUrl, tenant);
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const status = await call('GET', '/api/service-titan/status');
    const sync = status.body?.sync;
    if (status.status === 200 && sync?.syncId && !sync.running) {
      if (sync.lastError) throw new Error(`the sync failed: ${sync.lastError}`);
      return { seconds: (Date.now() - started) / 1000 };
    }
    if (Date.now() > deadline) throw new Error('the sync did not end within 10 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Starts everything for one benchmark run; `run({ url, sandboxUrl, issuer, db })` does the
 * measuring; everything is stopped and the database dropped afterwards, whatever happened.
 */
export async function withBenchPlatform({ tenant, dbName }, run) {
  for (const file of [serviceMain, sandboxMain]) if (!existsSync(file)) throw new Error(`${file} is missing: build it first`);
  await startNats();
  const issuer = await createTestIssuer();
  const sandbox = await startSandbox(tenant);
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const service = spawnChild(
    [serviceMain],
    {
      ...process.env,
      [TOPOLOGY.find((s) => s.key === 'reporting').portSetting]: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL,
      DB_NAME: dbName,
      NATS_URL: process.env.NATS_URL,
      IDENTITY_URL: issuer.identityUrl,
      LOG_LEVEL: 'warn',
      ST_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ST_SYNC_INTERVAL: '0',
      // The sandbox is the one ServiceTitan address the connector may contact in a bench run.
      ST_ALLOWED_HOSTS: sandbox.url,
    },
    ['ignore', 'ignore', 'inherit'],
  );
  const db = new pg.Client({ connectionString: DATABASE_URL.replace(/\/[^/]*$/, `/${dbName}`) });
  try {
    await waitForHealth(service, url);
    await db.connect();
    return await run({ url, sandboxUrl: sandbox.url, issuer, db });
  } finally {
    await db.end().catch(() => undefined);
    await stop(service);
    await stop(sandbox.child);
    await issuer.close();
    await stopNats();
    await dropDatabases(DATABASE_URL, [dbName]).catch((error) => process.stderr.write(`dropping ${dbName} failed: ${error}\n`));
  }
}
