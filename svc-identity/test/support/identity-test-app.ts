import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { loadEnv, Outbox } from '@milestone/nest-kit';
import { createTestDatabase, startTestService, TEST_NATS_URL, uniqueSuffix, type TestDatabase } from '@milestone/nest-kit/testing';
import { IdentityEnv } from '../../src/config/env.schema.js';
import { AppModule } from '../../src/app.module.js';

export interface IdentityTestApp {
  url: string;
  app: NestFastifyApplication;
  dataSource: DataSource;
  outbox: Outbox;
  close(): Promise<void>;
}

export function testEnv(db: Pick<TestDatabase, 'serverUrl' | 'dbName'>): IdentityEnv {
  return loadEnv(IdentityEnv, { DATABASE_URL: db.serverUrl, DB_NAME: db.dbName, NATS_URL: TEST_NATS_URL, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
}

/** svc-identity on a loopback port against `db` (a fresh one when not given). */
export async function startIdentity(db?: TestDatabase): Promise<IdentityTestApp & { db: TestDatabase }> {
  const database = db ?? (await createTestDatabase('identity'));
  const module = AppModule.forRoot(testEnv(database), { serviceName: `svc-identity-test-${uniqueSuffix()}`, startFrom: 'new' });
  const service = await startTestService(module, 'svc-identity');
  return {
    url: service.url,
    app: service.app,
    db: database,
    dataSource: service.app.get(DataSource),
    outbox: service.app.get(Outbox),
    close: () => service.close(),
  };
}

export interface JsonAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A JSON request; `token` becomes the bearer header. */
export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A unique, valid registration for this run. */
export function newAccount(domain: string, overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}) {
  const suffix = uniqueSuffix();
  return { email: `user-${suffix}@${domain}`, password: 'Sup3r-secret', firstName: 'Jane', lastName: `Doe${suffix}`, ...overrides };
}
