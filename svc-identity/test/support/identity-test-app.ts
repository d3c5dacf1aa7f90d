import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { loadEnv, Outbox } from '@milestone/nest-kit';
import { createTestDatabase, startTestService, testServiceSettings, uniqueSuffix, type TestDatabase } from '@milestone/nest-kit/testing';
import { IdentityEnv } from '../../src/config/env.schema.js';
import { AppModule } from '../../src/app.module.js';

export interface IdentityTestApp {
  url: string;
  app: NestFastifyApplication;
  dataSource: DataSource;
  outbox: Outbox;
  close(): Promise<void>;
}

export const TEST_APP_URL = 'http://app.test:8080';

/**
 * svc-identity's settings in tests (no test issuer: it issues the tokens itself); the dev mailbox
 * on, as the test platforms have it; `overrides` come last. The suites call from loopback, which
 * the per-address limits leave alone (as the test platforms do); tests of those limits send an
 * X-Forwarded-For of their own.
 */
export function testEnv(db: Pick<TestDatabase, 'serverUrl' | 'dbName'>, overrides: Record<string, string> = {}): IdentityEnv {
  return loadEnv(
    IdentityEnv,
    testServiceSettings(db, null, { APP_URL: TEST_APP_URL, RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1,::1', DEV_MAILBOX: 'true', ...overrides }),
  );
}

/** svc-identity on a loopback port against `db` (a fresh one when not given); `env` adds settings. */
export async function startIdentity(db?: TestDatabase, env: Record<string, string> = {}): Promise<IdentityTestApp & { db: TestDatabase }> {
  const database = db ?? (await createTestDatabase('identity'));
  const module = AppModule.forRoot(testEnv(database, env), { serviceName: `svc-identity-test-${uniqueSuffix()}`, startFrom: 'new' });
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
  /** The Set-Cookie header, if any. */
  setCookie?: string | null;
  /** Each Set-Cookie header on its own (session and device cookies come together). */
  cookies?: string[];
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
  const cookies = response.headers.getSetCookie();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T,
    setCookie: response.headers.get('set-cookie') ?? undefined,
    ...(cookies.length > 0 ? { cookies } : {}),
  };
}

/** A unique, valid registration for this run. */
export function newAccount(domain: string, overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}) {
  const suffix = uniqueSuffix();
  return { email: `user-${suffix}@${domain}`, password: 'Sup3r-secret', firstName: 'Jane', lastName: `Doe${suffix}`, ...overrides };
}

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
  attachments: Array<{ index: number; filename: string; contentType: string; size: number }>;
}

/** The dev mailbox's messages to `to`, newest first. */
export async function mailTo(base: string, to: string): Promise<MailboxMessage[]> {
  const answer = await call<{ messages: MailboxMessage[] }>(base, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  if (answer.status !== 200) throw new Error(`dev mailbox answered ${answer.status}`);
  return answer.body.messages;
}

/** The token at the end of the newest link to `to` that starts with `prefix` (after APP_URL). */
export async function linkToken(
  base: string,
  to: string,
  prefix: '/auth?verify=' | '/set-password/' | '/accept-invitation/' | '/profile?confirm-email=',
): Promise<string> {
  for (const message of await mailTo(base, to)) {
    const link = message.links.find((l) => l.startsWith(`${TEST_APP_URL}${prefix}`));
    if (link) return decodeURIComponent(link.slice(`${TEST_APP_URL}${prefix}`.length));
  }
  throw new Error(`no ${prefix} link mailed to ${to}`);
}

export interface SignedIn {
  token: string;
  user: { id: number; email: string; role: string; companyId: number; isSuperOwner: boolean; company: { id: number; name: string; domain: string | null } };
  sessionCookie: string | null;
  /** The account's device cookie (name=value) this client got. */
  deviceCookie: string | null;
}

/** Registers, verifies through the dev mailbox and signs in. */
export async function registerVerified(base: string, account: { email: string; password: string; firstName?: string; lastName?: string }): Promise<SignedIn> {
  const registered = await call(base, 'POST', '/api/auth/register', { body: account });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  await verify(base, account.email);
  return signIn(base, account.email, account.password);
}

/** Verifies `email` with the newest verification link mailed to it. */
export async function verify(base: string, email: string): Promise<void> {
  const token = await linkToken(base, email.toLowerCase(), '/auth?verify=');
  const verified = await call(base, 'POST', '/api/auth/verify-email', { body: { token } });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}: ${JSON.stringify(verified.body)}`);
}

export async function signIn(base: string, email: string, password: string, headers?: Record<string, string>): Promise<SignedIn> {
  const answer = await call<{ token: string; user: SignedIn['user'] }>(base, 'POST', '/api/auth/login', { body: { email, password }, headers });
  if (answer.status !== 200 || !answer.body.token) throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const cookie = answer.cookies?.find((c) => c.startsWith('milestone_session='))?.split(';')[0] ?? null;
  const deviceCookie = answer.cookies?.find((c) => c.startsWith('milestone_device_'))?.split(';')[0] ?? null;
  return { token: answer.body.token, user: answer.body.user, sessionCookie: cookie, deviceCookie };
}
