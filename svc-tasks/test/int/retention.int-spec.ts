import { Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { EXECUTIONS_EXPIRED_V1, type ExecutionsExpiredV1 } from '@milestone/contracts';
import { loadEnv, ServiceCoreModule, signServiceToken } from '@milestone/nest-kit';
import { createTestDatabase, eventually, TEST_NATS_URL, testServiceSettings, uniqueSuffix, type TestDatabase } from '@milestone/nest-kit/testing';
import { TasksEnv } from '../../src/config/env.schema.js';
import { SettingsModule } from '../../src/config/settings.module.js';
import { ENTITIES, MIGRATIONS } from '../../src/database/data-source.js';
import { RetentionModule } from '../../src/modules/execution/retention/retention.module.js';
import { RETENTION_BATCH, RetentionService } from '../../src/modules/execution/retention/retention.service.js';
import { aCompanyId } from '../factories/task.factory.js';
import { SERVICE_SECRET, startFiles } from './worker-harness.js';

const RETENTION_DAYS = 30;

/** The retention as the worker hosts it: svc-tasks' core (database, NATS, outbox) and the RetentionModule. */
@Module({})
class RetentionHost {
  static forRoot(env: TasksEnv, serviceName: string): DynamicModule {
    return {
      module: RetentionHost,
      imports: [
        SettingsModule.forRoot(env),
        ServiceCoreModule.forService(
          env,
          { name: 'svc-tasks-worker', entities: ENTITIES, migrations: MIGRATIONS, streams: ['TASKS'] },
          { serviceName, startFrom: 'new' },
        ),
        RetentionModule,
      ],
    };
  }
}

describe('retention: finished runs older than EXECUTION_RETENTION_DAYS are removed, with tasks.execution.expired.v1 for svc-files', () => {
  let db: TestDatabase;
  let env: TasksEnv;
  let app: INestApplicationContext;
  let ds: DataSource;
  let retention: RetentionService;
  let nc: NatsConnection;

  async function startHost(): Promise<INestApplicationContext> {
    const host = await NestFactory.createApplicationContext(RetentionHost.forRoot(env, `svc-tasks-retention-${uniqueSuffix()}`), { logger: false });
    await host.init();
    return host;
  }

  beforeAll(async () => {
    db = await createTestDatabase('tasks_retention');
    env = loadEnv(TasksEnv, testServiceSettings(db, { identityUrl: 'http://127.0.0.1:9' }, { EXECUTION_RETENTION_DAYS: String(RETENTION_DAYS) }));
    app = await startHost();
    ds = app.get(DataSource);
    retention = app.get(RetentionService);
    // The pass at start (an empty table) is over before the tests write runs.
    await retention.removeExpired();
    nc = await connect({ servers: TEST_NATS_URL });
  }, 60_000);

  afterAll(async () => {
    await nc?.close();
    await app?.close();
    await db?.drop();
  });

  /** A run written as the API and the worker leave it, created `daysAgo` days ago (plus a minute). */
  async function aRun(of: { companyId: number; taskId: number }, status: string, daysAgo: number): Promise<number> {
    const [row] = await ds.query(
      `INSERT INTO task_executions (company_id, task_id, status, created_at) VALUES ($1, $2, $3, now() - make_interval(days => $4, mins => 1)) RETURNING id`,
      [of.companyId, of.taskId, status, daysAgo],
    );
    return row.id;
  }

  async function runsLeft(ids: number[]): Promise<number[]> {
    const rows: Array<{ id: number }> = await ds.query(`SELECT id FROM task_executions WHERE id = ANY($1::int[]) ORDER BY id`, [ids]);
    return rows.map((r) => r.id);
  }

  /** The expiry events written for `companyIds`, with whether the outbox relay published them. */
  async function expiryEvents(companyIds: number[]): Promise<Array<{ payload: ExecutionsExpiredV1; published: boolean }>> {
    const rows: Array<{ payload: ExecutionsExpiredV1; published_at: Date | null }> = await ds.query(
      `SELECT payload, published_at FROM outbox WHERE subject = $1 AND (payload->>'companyId')::int = ANY($2::int[]) ORDER BY created_at, payload->>'taskId'`,
      [EXECUTIONS_EXPIRED_V1, companyIds],
    );
    return rows.map((r) => ({ payload: r.payload, published: r.published_at !== null }));
  }

  const aTaskId = () => aCompanyId();

  it('removes finished runs past the retention, never pending or running ones, with one event per company and task, published on NATS', async () => {
    const [companyA, companyB] = [aCompanyId(), aCompanyId()];
    const [task1, task2, task3] = [
      { companyId: companyA, taskId: aTaskId() },
      { companyId: companyA, taskId: aTaskId() },
      { companyId: companyB, taskId: aTaskId() },
    ];
    const expired1 = [await aRun(task1, 'completed', 31), await aRun(task1, 'failed', 400), await aRun(task1, 'cancelled', 45)];
    const expired2 = [await aRun(task2, 'completed', 31)];
    const expired3 = [await aRun(task3, 'failed', 60)];
    const kept = [await aRun(task1, 'pending', 90), await aRun(task1, 'running', 90), await aRun(task1, 'completed', 29), await aRun(task3, 'failed', 0)];

    const seen: ExecutionsExpiredV1[] = [];
    const subscription = nc.subscribe(EXECUTIONS_EXPIRED_V1, {
      callback: (_error, msg) => {
        const event = msg.json<ExecutionsExpiredV1>();
        if ([companyA, companyB].includes(event.companyId)) seen.push(event);
      },
    });
    await nc.flush();

    expect(await retention.removeExpired()).toBe(5);
    expect(await runsLeft([...expired1, ...expired2, ...expired3, ...kept])).toEqual(kept);
    const at = expect.any(String);
    const events = await eventually(async () => {
      const written = await expiryEvents([companyA, companyB]);
      return written.every((e) => e.published) ? written : null;
    });
    expect(events.map((e) => e.payload).sort((x, y) => x.taskId - y.taskId)).toEqual(
      [
        { companyId: companyA, taskId: task1.taskId, executionIds: expired1, at },
        { companyId: companyA, taskId: task2.taskId, executionIds: expired2, at },
        { companyId: companyB, taskId: task3.taskId, executionIds: expired3, at },
      ].sort((x, y) => x.taskId - y.taskId),
    );

    // On NATS under tasks.execution.expired.v1 (the relay marks a row published once the TASKS stream acknowledged it).
    await eventually(async () => seen.length === 3);
    expect(seen.map((e) => e.taskId).sort()).toEqual([task1.taskId, task2.taskId, task3.taskId].sort());
    subscription.unsubscribe();

    // Nothing left to remove: a second pass removes nothing and writes no event.
    expect(await retention.removeExpired()).toBe(0);
    expect(await expiryEvents([companyA, companyB])).toHaveLength(3);
  });

  it(`removes in batches of ${RETENTION_BATCH}, each with its own events, every run named exactly once`, async () => {
    const task = { companyId: aCompanyId(), taskId: aTaskId() };
    const count = 2 * RETENTION_BATCH + 203;
    await ds.query(
      `INSERT INTO task_executions (company_id, task_id, status, created_at)
       SELECT $1, $2, 'completed', now() - make_interval(days => $3) FROM generate_series(1, $4)`,
      [task.companyId, task.taskId, RETENTION_DAYS + 5, count],
    );
    const ids: number[] = (await ds.query(`SELECT id FROM task_executions WHERE task_id = $1 ORDER BY id`, [task.taskId])).map((r: { id: number }) => r.id);

    expect(await retention.removeExpired()).toBe(count);
    expect(await runsLeft(ids)).toEqual([]);
    const events = (await expiryEvents([task.companyId])).map((e) => e.payload);
    expect(events.map((e) => e.executionIds.length)).toEqual([RETENTION_BATCH, RETENTION_BATCH, 203]);
    expect(events.flatMap((e) => e.executionIds).sort((a, b) => a - b)).toEqual(ids);
  });

  it('skips a run another transaction holds (a worker finishing it) and removes it on a later pass', async () => {
    const task = { companyId: aCompanyId(), taskId: aTaskId() };
    const [held, free] = [await aRun(task, 'failed', 40), await aRun(task, 'failed', 40)];
    const other = new Client({ connectionString: db.serverUrl.replace(/\/[^/]*$/, `/${db.dbName}`) });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT id FROM task_executions WHERE id = $1 FOR UPDATE', [held]);
      expect(await retention.removeExpired()).toBe(1);
      expect(await runsLeft([held, free])).toEqual([held]);
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    expect(await retention.removeExpired()).toBe(1);
    expect(await runsLeft([held])).toEqual([]);
    expect((await expiryEvents([task.companyId])).map((e) => e.payload.executionIds)).toEqual([[free], [held]]);
  });

  it('runs once when the worker starts', async () => {
    const task = { companyId: aCompanyId(), taskId: aTaskId() };
    const old = await aRun(task, 'completed', 100);
    const another = await startHost();
    try {
      await eventually(async () => (await runsLeft([old])).length === 0);
      expect((await expiryEvents([task.companyId])).map((e) => e.payload.executionIds)).toEqual([[old]]);
    } finally {
      await another.close();
    }
  });

  it('has svc-files release the removed runs’ files (and only theirs) once the event reaches it', async () => {
    const filesDb = await createTestDatabase('tasks_retention_files');
    const files = await startFiles(filesDb);
    try {
      const task = { companyId: aCompanyId(), taskId: aTaskId() };
      await files.knowTask(task.companyId, task.taskId);
      const [old, recent] = [await aRun(task, 'completed', 120), await aRun(task, 'completed', 1)];
      // Each run claimed its (no) inputs and stored an output, as the worker does.
      const internal = async (method: string, path: string, body: string, contentType: string) => {
        const token = await signServiceToken(SERVICE_SECRET, { iss: 'svc-tasks', aud: 'svc-files' });
        const answer = await fetch(`${files.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body });
        expect(answer.status).toBe(200);
      };
      for (const id of [old, recent]) {
        await internal('POST', `/internal/executions/${id}/inputs`, JSON.stringify({ ...task, fileIds: [] }), 'application/json');
        await internal(
          'PUT',
          `/internal/executions/${id}/outputs/report.csv?companyId=${task.companyId}&taskId=${task.taskId}`,
          `run ${id}\n`,
          'application/octet-stream',
        );
      }
      const kept = (id: number) =>
        files.query<{ outputs: string; records: string }>(
          `SELECT (SELECT count(*) FROM output_files WHERE execution_id = $1) AS outputs, (SELECT count(*) FROM execution_records WHERE execution_id = $1) AS records`,
          [id],
        );
      expect(await kept(old)).toEqual([{ outputs: '1', records: '1' }]);

      await retention.removeExpired();
      expect(await runsLeft([old, recent])).toEqual([recent]);
      // svc-files deletes an output's blob before its row: the row gone, the file is gone.
      await eventually(async () => (await kept(old))[0]!.outputs === '0' && (await kept(old))[0]!.records === '0', 20_000);
      expect(await kept(recent)).toEqual([{ outputs: '1', records: '1' }]);
    } finally {
      await files.close();
      await filesDb.drop();
    }
  }, 60_000);

  it('keeps 90 days unless EXECUTION_RETENTION_DAYS says otherwise, and refuses a setting below one day', () => {
    const base = testServiceSettings(db, { identityUrl: 'http://127.0.0.1:9' });
    expect(loadEnv(TasksEnv, base).EXECUTION_RETENTION_DAYS).toBe(90);
    expect(() => loadEnv(TasksEnv, { ...base, EXECUTION_RETENTION_DAYS: '0' })).toThrow(/EXECUTION_RETENTION_DAYS/);
  });
});
