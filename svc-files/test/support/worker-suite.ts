import { afterAll, beforeAll } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { STREAMS, type EventSubject } from '@milestone/contracts';
import { durableName } from '@milestone/nest-kit';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  TEST_NATS_URL,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestSettings,
} from '@milestone/nest-kit/testing';
import { startFilesService, type FilesTestService } from './files-service.js';
import { removeDurables } from './files-state.js';
import { TEST_SERVICE_SECRET, workerClient } from './worker-client.js';

/** What a suite playing the execution worker (and svc-tasks' events) against svc-files uses. */
export interface WorkerSuite {
  serviceName: string;
  db: TestDatabase;
  issuer: TestIssuer;
  svc: FilesTestService;
  ds: DataSource;
  js: JetStreamClient;
  worker: ReturnType<typeof workerClient>;
}

/**
 * Registers the suite's beforeAll and afterAll: svc-files on a fresh database, trusting the test
 * service secret, a NATS connection to publish svc-tasks' events, and the worker's client. Its
 * consumers start from new messages, so the durables of `consumed` (TASKS stream subjects) are
 * waited for before any test publishes. The answer's fields are set once beforeAll has run.
 */
export function workerSuite(dbName: string, consumed: readonly EventSubject[], settings: TestSettings = {}): WorkerSuite {
  const suite = { serviceName: `svc-files-${uniqueSuffix()}` } as WorkerSuite;
  let nc: NatsConnection | undefined;

  beforeAll(async () => {
    suite.db = await createTestDatabase(dbName);
    suite.issuer = await createTestIssuer();
    suite.svc = await startFilesService(suite.db, suite.issuer, suite.serviceName, { SERVICE_TOKEN_SECRET: TEST_SERVICE_SECRET, ...settings });
    suite.ds = suite.svc.app.get(DataSource);
    suite.worker = workerClient(suite.svc.url);
    nc = await connect({ servers: TEST_NATS_URL });
    suite.js = jetstream(nc);
    const jsm = await jetstreamManager(nc);
    for (const subject of consumed) await eventually(() => jsm.consumers.info(STREAMS.TASKS.name, durableName(suite.serviceName, subject)));
  }, 30_000);

  afterAll(async () => {
    const jsm = nc ? await jetstreamManager(nc) : null;
    for (const subject of consumed) await jsm?.consumers.delete(STREAMS.TASKS.name, durableName(suite.serviceName, subject)).catch(() => undefined);
    await nc?.close();
    await suite.svc?.close();
    await removeDurables(suite.serviceName);
    await suite.issuer?.close();
    await suite.db?.drop();
  });

  return suite;
}
