import { loadEnv } from '@milestone/nest-kit';
import { TEST_NATS_URL, startTestService, type TestDatabase, type TestIssuer, type TestService } from '@milestone/nest-kit/testing';
import { AppModule } from '../../src/app.module.js';
import { FilesEnv } from '../../src/config/env.schema.js';

/** svc-files on a free port, against a test database, trusting the test issuer's tokens. */
export function startFilesService(
  db: TestDatabase,
  issuer: TestIssuer,
  serviceName: string,
  extraEnv: Record<string, string> = {},
): Promise<TestService> {
  const env = loadEnv(FilesEnv, {
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

/** Calls the service as a signed-in user (null: signed out). */
export { testClient as client } from '@milestone/nest-kit/testing';

