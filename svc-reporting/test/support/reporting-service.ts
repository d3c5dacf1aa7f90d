import { loadEnv } from '@milestone/nest-kit';
import { TEST_NATS_URL, startTestService, type TestDatabase, type TestIssuer, type TestService } from '@milestone/nest-kit/testing';
import { AppModule } from '../../src/app.module.js';
import { ReportingEnv } from '../../src/config/env.schema.js';

/** svc-reporting on a free port, against a test database, trusting the test issuer's tokens. */
export function startReportingService(
  db: TestDatabase,
  issuer: TestIssuer,
  serviceName: string,
  extraEnv: Record<string, string> = {},
): Promise<TestService> {
  const env = loadEnv(ReportingEnv, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.serverUrl,
    DB_NAME: db.dbName,
    NATS_URL: TEST_NATS_URL,
    IDENTITY_URL: issuer.identityUrl,
    ...extraEnv,
  });
  return startTestService(AppModule.forRoot(env, { serviceName, startFrom: 'new' }), serviceName);
}

/** Calls the service as a signed-in user. */
export function client(baseUrl: string, token: string | null) {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are checked field by field
    const json: any = text ? JSON.parse(text) : null;
    return { status: res.status, headers: res.headers, body: json };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}

