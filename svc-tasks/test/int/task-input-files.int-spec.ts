import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { FILE_DELETED_V1, FILE_UPLOADED_V1, STREAMS, type FileDeletedV1, type FileUploadedV1 } from '@milestone/contracts';
import { durableName } from '@milestone/nest-kit';
import {
  TEST_NATS_URL,
  createTestDatabase,
  createTestIssuer,
  eventually,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { CONSUMED_FILE_SUBJECTS, client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { aCompanyId, aFileDeletedEvent, aFileUploadedEvent, aTaskBody, aUserId } from '../factories/task.factory.js';

interface Listed {
  id: number;
  inputFileCount: number;
  version: number;
  updatedAt: string;
}

describe('A task’s input file count, from svc-files’ events', () => {
  const serviceName = `svc-tasks-${uniqueSuffix()}`;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let nc: NatsConnection;
  let js: JetStreamClient;
  let ds: DataSource;
  const companyId = aCompanyId();
  const alice = { id: aUserId(), companyId };
  let asAlice: ReturnType<typeof client>;

  async function publish(subject: typeof FILE_UPLOADED_V1, event: FileUploadedV1): Promise<string>;
  async function publish(subject: typeof FILE_DELETED_V1, event: FileDeletedV1): Promise<string>;
  async function publish(subject: string, event: object): Promise<string> {
    const msgID = randomUUID();
    await js.publish(subject, JSON.stringify(event), { msgID });
    return msgID;
  }

  /** Waits until the service has handled these messages (their inbox rows are there). */
  async function handled(...msgIDs: string[]): Promise<void> {
    await eventually(async () => {
      const [row] = await ds.query('SELECT count(*)::int AS n FROM inbox WHERE message_id = ANY($1)', [msgIDs]);
      return row.n === msgIDs.length;
    }, 15_000);
  }

  async function newTask(): Promise<Listed> {
    const res = await asAlice.post('/api/tasks', aTaskBody());
    expect(res.status).toBe(201);
    return res.body as Listed;
  }

  /** The task as GET /api/tasks lists it. */
  async function listed(id: number): Promise<Listed> {
    const res = await asAlice.get('/api/tasks?limit=500');
    expect(res.status).toBe(200);
    const found = (res.body as Listed[]).find((t) => t.id === id);
    if (!found) throw new Error(`task ${id} not listed`);
    return found;
  }

  beforeAll(async () => {
    db = await createTestDatabase('tasks_files');
    issuer = await createTestIssuer();
    svc = await startTasksService(db, issuer, serviceName);
    ds = svc.app.get(DataSource);
    nc = await connect({ servers: TEST_NATS_URL });
    js = jetstream(nc);
    const jsm = await jetstreamManager(nc);
    // The durable consumers are declared once the service has connected; publish only after that.
    for (const subject of CONSUMED_FILE_SUBJECTS) {
      await eventually(() => jsm.consumers.info(STREAMS.FILES.name, durableName(serviceName, subject)).then(() => true), 15_000);
    }
    asAlice = client(svc.url, await issuer.sign(alice));
  }, 60_000);

  afterAll(async () => {
    await nc?.close();
    await svc?.close();
    await removeDurables(serviceName);
    await issuer?.close();
    await db?.drop();
  });

  it('starts at 0 input files for a new task', async () => {
    const task = await newTask();
    expect(task.inputFileCount).toBe(0);
    expect((await listed(task.id)).inputFileCount).toBe(0);
  });

  it('shows the count an upload carries on the list and on the task, and 0 after a clear, without a new version', async () => {
    const task = await newTask();
    const t0 = Date.now();
    await handled(await publish(FILE_UPLOADED_V1, aFileUploadedEvent({ companyId, taskId: task.id, inputFileCount: 1, at: new Date(t0) })));
    const afterUpload = await listed(task.id);
    expect(afterUpload.inputFileCount).toBe(1);
    expect((await asAlice.get(`/api/tasks/${task.id}`)).body).toMatchObject({ id: task.id, inputFileCount: 1 });
    // A file is not an edit: an editor holding the task's version can still save it.
    expect(afterUpload).toMatchObject({ version: task.version, updatedAt: task.updatedAt });

    await handled(await publish(FILE_DELETED_V1, aFileDeletedEvent({ companyId, taskId: task.id, inputFileCount: 0, at: new Date(t0 + 1000) })));
    expect((await listed(task.id)).inputFileCount).toBe(0);
    expect((await asAlice.get(`/api/tasks/${task.id}`)).body.inputFileCount).toBe(0);
  });

  it('keeps the newest count when an older event arrives after it, and when an event comes twice', async () => {
    const task = await newTask();
    const t0 = Date.now();
    const upload = aFileUploadedEvent({ companyId, taskId: task.id, inputFileCount: 1, at: new Date(t0) });
    const clear = aFileDeletedEvent({ companyId, taskId: task.id, inputFileCount: 0, at: new Date(t0 + 2000) });
    await handled(await publish(FILE_DELETED_V1, clear));
    // The upload before the clear, delivered after it (the two subjects are two consumers).
    await handled(await publish(FILE_UPLOADED_V1, upload));
    expect((await listed(task.id)).inputFileCount).toBe(0);

    const reupload = aFileUploadedEvent({ companyId, taskId: task.id, inputFileCount: 1, at: new Date(t0 + 3000) });
    await handled(await publish(FILE_UPLOADED_V1, reupload));
    expect((await listed(task.id)).inputFileCount).toBe(1);
    // The clear again under a new message id (a replayed outbox): older than the re-upload, ignored.
    await handled(await publish(FILE_DELETED_V1, clear), await publish(FILE_UPLOADED_V1, reupload));
    expect((await listed(task.id)).inputFileCount).toBe(1);
  });

  it('changes nothing for an event naming the task under another company', async () => {
    const task = await newTask();
    const foreign = aFileUploadedEvent({ companyId: aCompanyId(), taskId: task.id, inputFileCount: 3, at: new Date() });
    await handled(await publish(FILE_UPLOADED_V1, foreign));
    expect((await listed(task.id)).inputFileCount).toBe(0);
  });

  it('takes an event for a task it does not know without failing the consumer', async () => {
    const unknown = aFileDeletedEvent({ companyId, taskId: 2_000_000_000, inputFileCount: 0, at: new Date() });
    await handled(await publish(FILE_DELETED_V1, unknown));
    // The consumer goes on: a later event for a real task still lands.
    const task = await newTask();
    await handled(await publish(FILE_UPLOADED_V1, aFileUploadedEvent({ companyId, taskId: task.id, inputFileCount: 2, at: new Date() })));
    expect((await listed(task.id)).inputFileCount).toBe(2);
  });
});
