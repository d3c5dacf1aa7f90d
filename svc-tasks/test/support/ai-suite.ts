import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { STREAMS, USER_REGISTERED_V1 } from '@milestone/contracts';
import { durableName } from '@milestone/nest-kit';
import {
  TEST_NATS_URL,
  createTestDatabase,
  createTestIssuer,
  eventually,
  startServiceUnderTest,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { AppModule } from '../../src/app.module.js';
import { TasksEnv } from '../../src/config/env.schema.js';
import { CONSUMED_FILE_SUBJECTS, CONSUMED_SUBJECTS, client, removeDurables } from './tasks-service.js';
import { aCompanyId, aUserId } from '../factories/task.factory.js';
import { SERVICE_SECRET, startFiles, startWorkerProcess, type FilesProcess, type WorkerProcess } from '../int/worker-harness.js';

// What the AI builder's suites share: svc-tasks (the real offline provider) on a test database,
// an execution worker (its build, in a process of its own) that answers the script checks in its
// sandbox, optionally a real svc-files (its build) for uploads and dry runs, and the people of two
// companies, known to svc-tasks as identity's events make them known.

export type Client = ReturnType<typeof client>;

export interface Person {
  id: number;
  companyId: number;
  role: 'user' | 'admin' | 'owner';
  email: string;
  token: string;
  as: Client;
}

export interface AiSuite {
  svc: TestService;
  ds: DataSource;
  files: FilesProcess | null;
  /** The execution worker: compiles, dry-runs and samples for the API. */
  worker: WorkerProcess;
  companyId: number;
  /** The creator of the suite's tasks (a plain member: owner of what they create). */
  creator: Person;
  /** A plain member of the same company (viewer of the creator's tasks). */
  viewer: Person;
  /** A company admin (task admin on every task of the company). */
  admin: Person;
  /** The owner of another company. */
  outsider: Person;
  /** Where the suite's issuer serves the keys its tokens are signed with (for another service the suite starts). */
  identityUrl: string;
  /** Uploads `content` as the task's input (svc-files), and waits until svc-tasks counts it. */
  upload(taskId: number, name: string, content: string | Uint8Array): Promise<void>;
  close(): Promise<void>;
}

export async function startAiSuite(name: string, options: { files?: boolean } = {}): Promise<AiSuite> {
  const serviceName = `svc-tasks-${name}-${uniqueSuffix()}`;
  const db: TestDatabase = await createTestDatabase(`tasks_${name}`);
  const issuer: TestIssuer = await createTestIssuer();
  const filesDb = options.files ? await createTestDatabase(`tasks_${name}_files`) : null;
  const files = filesDb ? await startFiles(filesDb, issuer.identityUrl) : null;
  const settings: Record<string, string> = files ? { FILES_URL: files.url, SERVICE_TOKEN_SECRET: SERVICE_SECRET } : {};
  const svc = await startServiceUnderTest({ env: TasksEnv, appModule: AppModule, db, issuer, serviceName, settings });
  const ds = svc.app.get(DataSource);
  const worker = await startWorkerProcess(db, files ?? undefined);

  const nc = await connect({ servers: TEST_NATS_URL });
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  for (const subject of CONSUMED_SUBJECTS) {
    await eventually(() => jsm.consumers.info(STREAMS.IDENTITY.name, durableName(serviceName, subject)).then(() => true), 15_000);
  }
  for (const subject of CONSUMED_FILE_SUBJECTS) {
    await eventually(() => jsm.consumers.info(STREAMS.FILES.name, durableName(serviceName, subject)).then(() => true), 15_000);
  }
  const companyId = aCompanyId();
  const person = async (role: Person['role'], company = companyId): Promise<Person> => {
    const id = aUserId();
    const email = `u${id}@ai.example`;
    const token = await issuer.sign({ id, companyId: company, role, email });
    await js.publish(USER_REGISTERED_V1, JSON.stringify({ userId: id, companyId: company, email, role, createdAt: new Date().toISOString() }), {
      msgID: randomUUID(),
    });
    return { id, companyId: company, role, email, token, as: client(svc.url, token) };
  };
  const [creator, viewer, admin, outsider] = [await person('user'), await person('user'), await person('admin'), await person('owner', aCompanyId())];
  const everyone = [creator, viewer, admin, outsider];
  await eventually(async () => {
    const [row] = await ds.query('SELECT count(*)::int AS n FROM company_users WHERE id = ANY($1)', [everyone.map((p) => p.id)]);
    return row.n === everyone.length;
  }, 15_000);
  await nc.close();

  return {
    svc,
    ds,
    files,
    worker,
    companyId,
    creator,
    viewer,
    admin,
    outsider,
    identityUrl: issuer.identityUrl,
    async upload(taskId, fileName, content) {
      if (!files) throw new Error('this suite runs without svc-files');
      await files.knowTask(companyId, taskId);
      const form = new FormData();
      form.append('taskId', String(taskId));
      form.append('file', new Blob([typeof content === 'string' ? content : Buffer.from(content)]), fileName);
      const res = await fetch(`${files.url}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${creator.token}` }, body: form });
      if (res.status !== 201 && res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as { id: number };
      await eventually(async () => {
        const [row] = await ds.query('SELECT input_file_ids FROM tasks WHERE id = $1', [taskId]);
        return (row?.input_file_ids as number[] | undefined)?.includes(id);
      }, 20_000);
    },
    async close() {
      await worker.close();
      await svc.close();
      await removeDurables(serviceName);
      await files?.close();
      await issuer.close();
      await db.drop();
      await filesDb?.drop();
    },
  };
}
