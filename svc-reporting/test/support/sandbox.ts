import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { StEntityKey } from '@milestone/servicetitan-contract';
import { eventually, type TestIssuer, type TestService } from '@milestone/nest-kit/testing';
import { SyncService } from '../../src/modules/service-titan/sync/sync.service.js';
import { aUserId } from '../factories/calculation.factory.js';
import { client } from './reporting-service.js';

const here = dirname(fileURLToPath(import.meta.url));
const SANDBOX_MAIN = resolve(here, '../../../tools/servicetitan-sandbox/dist/main.js');

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:40123 — both the auth URL and the API URL. */
  url: string;
  /** Calls a control endpoint of the sandbox (/sandbox/...), e.g. ('POST', '/sandbox/tenants/1000002/changes', { modify: 5 }). */
  control<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
}

/** GET /sandbox/tenants, one row: a tenant's credentials and how many records of each entity it holds. */
export interface SandboxTenant {
  id: number;
  clientId: string;
  clientSecret: string;
  appKey: string;
  counts: Record<StEntityKey, number>;
}

/** POST /sandbox/tenants/:id/changes: the ids it modified, deleted and created, by entity. */
export interface ChangeResult {
  modified: Partial<Record<StEntityKey, number[]>>;
  deleted: Partial<Record<StEntityKey, number[]>>;
  created: Partial<Record<StEntityKey, number[]>>;
}

/** The settings of a svc-reporting under test that syncs from `sandbox` on demand only (no interval), fast. */
export function sandboxSettings(sandbox: RunningSandbox): Record<string, string> {
  return { ST_SYNC_INTERVAL: '0', ST_ENCRYPTION_KEY: randomBytes(32).toString('base64'), ST_MAX_RPS: '50', ST_ALLOWED_HOSTS: sandbox.url };
}

/** Small tenants for tests: the second tenant's data at a tiny scale, and a third. */
export const TEST_TENANTS = '1000002:0.02,1000003:0.02';

/**
 * Starts the ServiceTitan sandbox (tools/servicetitan-sandbox, built) as a process of its own on a
 * free port, as the platform runs it, and waits for its "listening" line.
 */
export async function startSandbox(env: Record<string, string> = {}): Promise<RunningSandbox> {
  if (!existsSync(SANDBOX_MAIN)) throw new Error(`${SANDBOX_MAIN} is missing: build it first (npx nx run @milestone/servicetitan-sandbox:build)`);
  const child: ChildProcess = spawn(process.execPath, [SANDBOX_MAIN], {
    env: { PATH: process.env.PATH ?? '', SANDBOX_PORT: '0', SANDBOX_TENANTS: TEST_TENANTS, SANDBOX_ANCHOR: '2026-11-02', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolvePromise, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error('the sandbox did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code} before listening`)));
    lines.on('line', (line) => {
      try {
        const message = JSON.parse(line) as { sandbox?: string; url?: string };
        if (message.sandbox === 'listening' && message.url) {
          clearTimeout(timer);
          resolvePromise(message.url);
        }
      } catch {
        /* not a JSON line */
      }
    });
  });
  return {
    url,
    async control<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Connects a company to a sandbox tenant as its owner (PUT /api/service-titan/connection with the
 * tenant's public credentials): the service tests them and starts the company's first sync.
 */
export async function connectToSandbox(serviceUrl: string, issuer: TestIssuer, sandbox: RunningSandbox, companyId: number, tenant: number): Promise<void> {
  const token = await issuer.sign({ id: aUserId(), companyId, role: 'owner' });
  const res = await client(serviceUrl, token).put('/api/service-titan/connection', {
    authUrl: sandbox.url,
    apiUrl: sandbox.url,
    tenantId: String(tenant),
    clientId: `cid.sandbox.${tenant}`,
    clientSecret: `cs.sandbox.${tenant}.milestone`,
    appKey: 'ak1.sandbox.milestone',
  });
  if (res.status !== 200) throw new Error(`connecting company ${companyId} to tenant ${tenant} answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Waits until the company's latest sync has ended (at most `timeoutMs`) and expects it to have succeeded. */
export async function syncSucceeded(svc: TestService, companyId: number, timeoutMs = 180_000): Promise<void> {
  const sync = svc.app.get(SyncService, { strict: false });
  const run = await eventually(
    async () => {
      const latest = await sync.latestRun(companyId);
      return latest && latest.outcome !== 'running' ? latest : null;
    },
    timeoutMs,
    250,
  );
  if (run.outcome !== 'succeeded') throw new Error(`company ${companyId}: the sync ended ${run.outcome}`);
}
