import { startServiceUnderTest, type TestDatabase, type TestIssuer, type TestService, type TestSettings } from '@milestone/nest-kit/testing';
import { AppModule } from '../../src/app.module.js';
import { ReportingEnv } from '../../src/config/env.schema.js';

/** svc-reporting on a free port, against a test database, trusting the test issuer's tokens. */
export function startReportingService(db: TestDatabase, issuer: TestIssuer, serviceName: string, settings: TestSettings = {}): Promise<TestService> {
  return startServiceUnderTest({ env: ReportingEnv, appModule: AppModule, db, issuer, serviceName, settings });
}

/** Calls the service as a signed-in user (null: signed out). */
export { testClient as client } from '@milestone/nest-kit/testing';
