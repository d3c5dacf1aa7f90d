import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  COMPANY_CREATED_V1,
  FILE_DELETED_V1,
  FILE_UPLOADED_V1,
  STREAMS,
  USER_DELETED_V1,
  USER_PROFILE_CHANGED_V1,
  USER_REGISTERED_V1,
  USER_ROLE_CHANGED_V1,
} from '@milestone/contracts';
import { durableName } from '@milestone/nest-kit';
import { TEST_NATS_URL, startServiceUnderTest, type TestDatabase, type TestIssuer, type TestService } from '@milestone/nest-kit/testing';
import { AppModule } from '../../src/app.module.js';
import { TasksEnv } from '../../src/config/env.schema.js';

/** The identity subjects svc-tasks consumes (one durable consumer each). */
export const CONSUMED_SUBJECTS = [COMPANY_CREATED_V1, USER_REGISTERED_V1, USER_PROFILE_CHANGED_V1, USER_ROLE_CHANGED_V1, USER_DELETED_V1] as const;

/** The files subjects svc-tasks consumes (one durable consumer each, on the FILES stream). */
export const CONSUMED_FILE_SUBJECTS = [FILE_UPLOADED_V1, FILE_DELETED_V1] as const;

/** svc-tasks on a free port, against a test database, trusting the test issuer's tokens. */
export function startTasksService(
  db: TestDatabase,
  issuer: TestIssuer,
  serviceName: string,
  settings: { SUPER_OWNER_EMAIL?: string } = {},
): Promise<TestService> {
  return startServiceUnderTest({ env: TasksEnv, appModule: AppModule, db, issuer, serviceName, settings });
}

/** Calls the service as a signed-in user (null: signed out). */
export { testClient as client } from '@milestone/nest-kit/testing';

/** Removes the durable consumers a test instance left on the shared NATS server. */
export async function removeDurables(serviceName: string): Promise<void> {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    for (const subject of CONSUMED_SUBJECTS) {
      await jsm.consumers.delete(STREAMS.IDENTITY.name, durableName(serviceName, subject)).catch(() => undefined);
    }
    for (const subject of CONSUMED_FILE_SUBJECTS) {
      await jsm.consumers.delete(STREAMS.FILES.name, durableName(serviceName, subject)).catch(() => undefined);
    }
  } finally {
    await nc.close();
  }
}
