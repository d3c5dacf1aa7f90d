import { randomBytes } from 'node:crypto';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IS_PUBLIC } from '../auth/auth.js';
import { ensureDatabase, dropDatabase } from '../database/database.js';
import { createServiceApp } from '../bootstrap.js';
import { loadEnv } from '../config/load-env.js';
import type { ServiceModuleOptions } from '../service-core.module.js';

export const TEST_DATABASE_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_NATS_URL = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

export interface TestDatabase {
  serverUrl: string;
  dbName: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test suite. */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const dbName = `t_${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`.toLowerCase();
  await ensureDatabase(TEST_DATABASE_URL, dbName);
  return { serverUrl: TEST_DATABASE_URL, dbName, drop: () => dropDatabase(TEST_DATABASE_URL, dbName) };
}

export interface TestService {
  app: NestFastifyApplication;
  url: string;
  close(): Promise<void>;
}

/** Starts a service module on a free loopback port, with the shared pipes and filters. */
export async function startTestService(module: unknown, name = 'test'): Promise<TestService> {
  const app = await createServiceApp(module, { name, logLevel: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return { app, url, close: () => app.close() };
}

/** Settings as a service's environment holds them (names as in docs/platform.md). */
export type TestSettings = Record<string, string>;

/**
 * The settings every service under test shares: test mode, silent logs, the suite's database on the
 * test server and the test NATS; IDENTITY_URL only when an issuer is given. `extra` comes last and
 * overrides any of them.
 */
export function testServiceSettings(
  db: Pick<TestDatabase, 'serverUrl' | 'dbName'>,
  issuer?: Pick<TestIssuer, 'identityUrl'> | null,
  extra: TestSettings = {},
): TestSettings {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.serverUrl,
    DB_NAME: db.dbName,
    NATS_URL: TEST_NATS_URL,
    ...(issuer ? { IDENTITY_URL: issuer.identityUrl } : {}),
    ...extra,
  };
}

export type { ServiceModuleOptions };

export interface ServiceUnderTest<Env extends object> {
  /** The service's settings class (it extends BaseServiceEnv). */
  env: new () => Env;
  /** The service's root module: a class with a static `forRoot(env, options)`. */
  appModule: { forRoot(env: Env, options: ServiceModuleOptions): DynamicModule };
  db: Pick<TestDatabase, 'serverUrl' | 'dbName'>;
  /** Its IDENTITY_URL serves the JWKS the service trusts; leave out for svc-identity. */
  issuer?: Pick<TestIssuer, 'identityUrl'> | null;
  /** Names the NATS connection and durable consumers (unique per test run) and the logger. */
  serviceName: string;
  /** Settings added to (or overriding) testServiceSettings. */
  settings?: TestSettings;
}

/**
 * A service on a free loopback port: its environment loaded from testServiceSettings (validated
 * as at start), its durable consumers starting from new messages on the shared NATS.
 */
export async function startServiceUnderTest<Env extends object>(service: ServiceUnderTest<Env>): Promise<TestService> {
  const env = loadEnv(service.env, testServiceSettings(service.db, service.issuer, service.settings));
  const module = service.appModule.forRoot(env, { serviceName: service.serviceName, startFrom: 'new' });
  return startTestService(module, service.serviceName);
}

/** A unique suffix for NATS names (service names of a test run, so durables do not collide). */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}

/** Polls `check` until it returns a truthy value or the time is up. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000, stepMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

export interface TestIssuer {
  /** Point a service's IDENTITY_URL here: it serves the JWKS. */
  identityUrl: string;
  /** A token as svc-identity would issue it. */
  sign(
    user: { id: number; email?: string; role?: string; companyId: number; sessionId?: string; superOwner?: boolean },
    opts?: { expiresIn?: string; issuer?: string },
  ): Promise<string>;
  close(): Promise<void>;
}

/** A stand-in for svc-identity's token issuing: a key pair, its JWKS on a loopback port, and a signer. */
export async function createTestIssuer(): Promise<TestIssuer> {
  const { createServer } = await import('node:http');
  const { generateKeyPair, exportJWK, SignJWT } = await import('jose');
  const { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER, JWKS_PATH } = await import('../token/token.js');
  const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM);
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: TOKEN_ALGORITHM, use: 'sig' };
  const server = createServer((req, res) => {
    if (req.url === JWKS_PATH) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    identityUrl: `http://127.0.0.1:${port}`,
    sign: (user, opts = {}) =>
      new SignJWT({
        email: user.email ?? `user${user.id}@example.com`,
        role: user.role ?? 'user',
        companyId: user.companyId,
        sessionId: user.sessionId ?? `s-${user.id}`,
        superOwner: user.superOwner ?? false,
      })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: 'test-key' })
        .setSubject(String(user.id))
        .setIssuer(opts.issuer ?? TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '15m')
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The statements TypeORM would generate to bring the migrated schema in line with the entities:
 * empty when the checked-in migrations and the entities agree.
 */
export async function pendingSchemaChanges(dataSource: import('typeorm').DataSource): Promise<string[]> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map((q) => q.query);
}

/** `Controller.method` of every route handler that needs no token (marked @Public()). */
export function publicRoutes(app: INestApplication): string[] {
  const reflector = app.get(Reflector);
  const found: string[] = [];
  let routes = 0;
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        routes += 1;
        if (reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller])) found.push(`${controller.name}.${name}`);
      }
    }
  }
  if (routes === 0) throw new Error('no routes found');
  return found.sort();
}

export interface TestAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are checked field by field
  body: any;
}

/** Calls a service over HTTP, as a signed-in user when a token is given. */
export function testClient(baseUrl: string, token: string | null = null) {
  const call = async (method: string, path: string, body?: unknown): Promise<TestAnswer> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    put: (path: string, body?: unknown) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}
