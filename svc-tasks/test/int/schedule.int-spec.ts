import { DataSource } from 'typeorm';
import { Outbox } from '@milestone/nest-kit';
import { TASK_UPDATED_V1, type TaskUpdatedV1 } from '@milestone/contracts';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  pendingSchemaChanges,
  startServiceUnderTest,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { aCompanyId, aTaskBody, aUserId } from '../factories/task.factory.js';
import { ScheduleRunner } from '../../src/modules/schedule/schedule-runner.js';
import { ScheduleRunnerModule } from '../../src/modules/schedule/schedule-runner.module.js';
import { AppModule } from '../../src/app.module.js';
import { TasksEnv } from '../../src/config/env.schema.js';
import { ScheduleRepository } from '../../src/modules/schedule/schedule.repository.js';
import { TaskRepository } from '../../src/modules/task/task.repository.js';
import { ExecutionQueue } from '../../src/modules/execution/execution-queue.js';
import { ExecutionRepository } from '../../src/modules/execution/execution.repository.js';
import { ExecutionEntity } from '../../src/modules/execution/execution.entity.js';

type Client = ReturnType<typeof client>;

describe('Schedules: the API, the task status and the scheduler', () => {
  const serviceName = `svc-tasks-${uniqueSuffix()}`;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let ds: DataSource;
  const companyId = aCompanyId();
  const owner = { id: aUserId(), companyId };
  const viewer = { id: aUserId(), companyId };
  const outsider = { id: aUserId(), companyId: aCompanyId(), role: 'owner' };
  let asOwner: Client;
  let asViewer: Client;
  let asOutsider: Client;
  /** A second instance with ScheduleRunnerModule, as a worker holds it (the last test starts it). */
  let withScheduler: TestService | undefined;
  const schedulerServiceName = `svc-tasks-${uniqueSuffix()}`;

  /** A scheduler as a worker runs one (each its own instance, sharing only the database). */
  const aRunner = () =>
    new ScheduleRunner(
      svc.app.get(Outbox),
      executionQueue(),
      svc.app.get(ScheduleRepository, { strict: false }),
      svc.app.get(TaskRepository, { strict: false }),
    );

  /** The API's ExecutionQueue (the executions module's), or one of the test's own on the same database. */
  function executionQueue(): ExecutionQueue {
    try {
      return svc.app.get(ExecutionQueue, { strict: false });
    } catch {
      return new ExecutionQueue(svc.app.get(Outbox), new ExecutionRepository(ds.getRepository(ExecutionEntity)));
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase('tasks');
    issuer = await createTestIssuer();
    svc = await startTasksService(db, issuer, serviceName);
    ds = svc.app.get(DataSource);
    asOwner = client(svc.url, await issuer.sign(owner));
    asViewer = client(svc.url, await issuer.sign(viewer));
    asOutsider = client(svc.url, await issuer.sign(outsider));
  }, 30_000);

  afterAll(async () => {
    await withScheduler?.close();
    await removeDurables(schedulerServiceName);
    await svc?.close();
    await removeDurables(serviceName);
    await issuer?.close();
    await db?.drop();
  });

  async function newTask(): Promise<{ id: number; status: string }> {
    const res = await asOwner.post('/api/tasks', aTaskBody());
    expect(res.status).toBe(201);
    return res.body;
  }

  async function statusOf(taskId: number): Promise<string> {
    return (await asOwner.get(`/api/tasks/${taskId}`)).body.status;
  }

  async function statusEvents(taskId: number): Promise<Array<Pick<TaskUpdatedV1, 'status' | 'changed' | 'updatedBy'>>> {
    const rows: Array<{ payload: TaskUpdatedV1 }> = await ds.query(
      `SELECT payload FROM outbox WHERE subject = $1 AND (payload->>'taskId')::int = $2 ORDER BY (payload->>'version')::int`,
      [TASK_UPDATED_V1, taskId],
    );
    return rows.map(({ payload }) => ({ status: payload.status, changed: payload.changed, updatedBy: payload.updatedBy }));
  }

  /** A schedule straight into the table (the scheduler's tests set next_run themselves). */
  async function insertSchedule(taskId: number, cron: string, nextRun: Date): Promise<number> {
    const [row] = await ds.query(
      `INSERT INTO schedules (company_id, task_id, cron_expression, enabled, next_run, run_as_user_id) VALUES ($1, $2, $3, true, $4, $5) RETURNING id`,
      [companyId, taskId, cron, nextRun, owner.id],
    );
    return row.id;
  }

  async function runsOf(scheduleIds: number[]): Promise<Array<{ scheduleId: number; runs: number }>> {
    const rows: Array<{ schedule_id: number; runs: number }> = await ds.query(
      `SELECT schedule_id, count(*)::int AS runs FROM task_executions WHERE schedule_id = ANY($1) GROUP BY schedule_id ORDER BY schedule_id`,
      [scheduleIds],
    );
    return rows.map((r) => ({ scheduleId: r.schedule_id, runs: r.runs }));
  }

  it('has a schema that matches its entities (a generated migration would be empty)', async () => {
    expect(await pendingSchemaChanges(ds)).toEqual([]);
  });

  it('creates a schedule with its reading and next five runs in Chicago time; the task shows scheduled', async () => {
    const task = await newTask();
    const before = Date.now();
    const res = await asOwner.post(`/api/tasks/${task.id}/schedules`, { cronExpression: ' 0 7 *  * 1-5 ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      taskId: task.id,
      cronExpression: '0 7 * * 1-5',
      timezone: 'America/Chicago',
      enabled: true,
      lastRun: null,
      nextRun: res.body.nextRuns[0],
      nextRuns: expect.any(Array),
      description: 'At 07:00 AM, Monday through Friday',
      runAsUserId: owner.id,
      delivery: null,
      createdAt: expect.any(String),
    });
    expect(res.body.nextRuns).toHaveLength(5);
    for (const run of res.body.nextRuns as string[]) {
      const at = new Date(run);
      expect(at.getTime()).toBeGreaterThan(before);
      const chicago = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Chicago',
        hour: '2-digit',
        minute: '2-digit',
        weekday: 'short',
        hour12: false,
      }).format(at);
      expect(chicago).toMatch(/^(Mon|Tue|Wed|Thu|Fri) 07:00$/);
    }
    expect(await statusOf(task.id)).toBe('scheduled');
    expect(await statusEvents(task.id)).toEqual([{ status: 'scheduled', changed: ['status'], updatedBy: owner.id }]);

    const listed = await asViewer.get(`/api/tasks/${task.id}/schedules`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([{ ...res.body, nextRuns: expect.any(Array) }]);
  });

  it('refuses an expression croner cannot read with its reason, and changes nothing', async () => {
    const task = await newTask();
    for (const [cronExpression, message] of [
      ['61 * * * *', 'Invalid cron expression: Invalid value for minute: 61'],
      ['* * *', 'Invalid cron expression: it needs five fields (minute hour day-of-month month day-of-week), not 3'],
      ['0 0 31 2 *', 'Invalid cron expression: it never runs'],
    ]) {
      const res = await asOwner.post(`/api/tasks/${task.id}/schedules`, { cronExpression });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    expect((await asOwner.post(`/api/tasks/${task.id}/schedules`, { cronExpression: 7 })).status).toBe(400);
    expect((await asOwner.get(`/api/tasks/${task.id}/schedules`)).body).toEqual([]);
    expect(await statusOf(task.id)).toBe('inactive');
  });

  it('refuses to schedule a load calculation (in either vocabulary), which runs from its submitted form, and changes nothing', async () => {
    for (const type of ['form-processing', 'load-calculation'] as const) {
      const created = await asOwner.post('/api/tasks', aTaskBody({ type }));
      expect(created.status).toBe(201);
      const res = await asOwner.post(`/api/tasks/${created.body.id}/schedules`, { cronExpression: '0 7 * * 1' });
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 400,
        message: 'A form task runs from its submitted form and cannot be scheduled',
      });
      expect((await asOwner.get(`/api/tasks/${created.body.id}/schedules`)).body).toEqual([]);
      expect(await statusOf(created.body.id)).toBe(created.body.status);
    }
  });

  it('previews an expression as the user types it', async () => {
    const ok = await asViewer.get('/api/schedules/preview?cron=0%206%20*%20*%201');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      cronExpression: '0 6 * * 1',
      timezone: 'America/Chicago',
      description: 'At 06:00 AM, only on Monday',
      nextRuns: expect.any(Array),
    });
    expect(ok.body.nextRuns).toHaveLength(5);
    const bad = await asViewer.get('/api/schedules/preview?cron=0%2025%20*%20*%20*');
    expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 400, message: 'Invalid cron expression: Invalid value for hour: 25' });
  });

  it('disables, enables and deletes; the task gets back its own status (inactive here) when no enabled schedule is left', async () => {
    const task = await newTask();
    const first = (await asOwner.post(`/api/tasks/${task.id}/schedules`, { cronExpression: '0 * * * *' })).body;
    const second = (await asOwner.post(`/api/tasks/${task.id}/schedules`, { cronExpression: '0 6 * * 1', enabled: false })).body;
    expect(second.nextRun).toBeNull();
    expect(await statusOf(task.id)).toBe('scheduled');

    const off = await asOwner.put(`/api/schedules/${first.id}`, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, nextRun: null, cronExpression: '0 * * * *', description: 'Every hour' });
    expect(task.status).toBe('inactive');
    expect(await statusOf(task.id)).toBe('inactive');

    const on = await asOwner.put(`/api/schedules/${second.id}`, { enabled: true, cronExpression: '30 6 * * 1' });
    expect(on.body).toMatchObject({ enabled: true, cronExpression: '30 6 * * 1', nextRun: on.body.nextRuns[0] });
    expect(await statusOf(task.id)).toBe('scheduled');

    expect((await asOwner.put(`/api/schedules/${second.id}`, { cronExpression: 'every day' })).body.message).toMatch(/^Invalid cron expression: /);
    expect((await asOwner.delete(`/api/schedules/${second.id}`)).status).toBe(204);
    expect(await statusOf(task.id)).toBe('inactive');
    expect((await asOwner.get(`/api/tasks/${task.id}/schedules`)).body.map((s: { id: number }) => s.id)).toEqual([first.id]);
    expect((await statusEvents(task.id)).map((e) => e.status)).toEqual(['scheduled', 'inactive', 'scheduled', 'inactive']);
  });

  it.each(['active', 'draft', 'completed'] as const)(
    'shows a task that was %s as scheduled while a schedule is on, and as it was once the only one is off',
    async (own) => {
      const task = await newTask();
      await ds.query('UPDATE tasks SET status = $2 WHERE id = $1', [task.id, own]);
      const schedule = (await asOwner.post(`/api/tasks/${task.id}/schedules`, { cronExpression: '0 7 * * 1' })).body;
      expect(await statusOf(task.id)).toBe('scheduled');
      expect((await asOwner.put(`/api/schedules/${schedule.id}`, { enabled: false })).status).toBe(200);
      expect(await statusOf(task.id)).toBe(own);
    },
  );

  it('lets every member read the schedules but only task admins and above change them', async () => {
    const task = await newTask();
    const schedule = (await asOwner.post(`/api/tasks/${task.id}/schedules`, { cronExpression: '0 * * * *' })).body;
    const forbidden = 'You need admin or owner permissions on this task to change its schedules';
    expect((await asViewer.get(`/api/tasks/${task.id}/schedules`)).status).toBe(200);
    for (const res of [
      await asViewer.post(`/api/tasks/${task.id}/schedules`, { cronExpression: '0 * * * *' }),
      await asViewer.put(`/api/schedules/${schedule.id}`, { enabled: false }),
      await asViewer.delete(`/api/schedules/${schedule.id}`),
    ]) {
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 403, message: forbidden });
    }
    expect((await asOwner.get(`/api/tasks/${task.id}/schedules`)).body[0].enabled).toBe(true);
  });

  it('answers another company 404, as for ids of no one', async () => {
    const task = await newTask();
    const schedule = (await asOwner.post(`/api/tasks/${task.id}/schedules`, { cronExpression: '0 * * * *' })).body;
    const notFound = async (res: { status: number; body: { message?: string } }, message: string) =>
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message });
    await notFound(await asOutsider.get(`/api/tasks/${task.id}/schedules`), 'Task not found');
    await notFound(await asOutsider.post(`/api/tasks/${task.id}/schedules`, { cronExpression: '0 * * * *' }), 'Task not found');
    await notFound(await asOutsider.put(`/api/schedules/${schedule.id}`, { enabled: false }), 'Schedule not found');
    await notFound(await asOutsider.delete(`/api/schedules/${schedule.id}`), 'Schedule not found');
    await notFound(await asOutsider.put(`/api/schedules/2000000000`, { enabled: false }), 'Schedule not found');
    await notFound(await asOwner.put(`/api/schedules/abc`, { enabled: false }), 'Schedule not found');
    expect((await asOwner.get(`/api/tasks/${task.id}/schedules`)).body[0].enabled).toBe(true);
  });

  it('queues exactly one run per due time while two schedulers race over the same rows', async () => {
    const task = await newTask();
    await ds.query(`UPDATE tasks SET input_file_ids = '{41,42}' WHERE id = $1`, [task.id]);
    const now = new Date();
    const ids: number[] = [];
    for (let i = 0; i < 60; i += 1) ids.push(await insertSchedule(task.id, '*/5 * * * *', new Date(now.getTime() - (i + 1) * 1000)));
    const [one, two] = [aRunner(), aRunner()];
    const queued = await Promise.all([one.runDue(now), two.runDue(now), one.runDue(now), two.runDue(now)]);
    expect(queued.reduce((a, b) => a + b, 0)).toBe(60);
    expect(await runsOf(ids)).toEqual(ids.map((scheduleId) => ({ scheduleId, runs: 1 })));

    const runs: Array<Record<string, unknown>> = await ds.query(
      `SELECT DISTINCT status, trigger, started_by AS "startedBy", parameters, input_file_ids AS "inputFileIds", kind FROM task_executions WHERE schedule_id = ANY($1)`,
      [ids],
    );
    expect(runs).toEqual([{ status: 'pending', trigger: 'schedule', startedBy: owner.id, parameters: {}, inputFileIds: [41, 42], kind: 'script' }]);
    const [moved] = await ds.query(
      `SELECT count(*)::int AS n FROM schedules WHERE id = ANY($1) AND last_run = $2 AND next_run > $2 AND extract(minute FROM next_run)::int % 5 = 0`,
      [ids, now],
    );
    expect(moved.n).toBe(60);
    // Nothing is due any more at the same time: a third pass queues nothing.
    expect(await aRunner().runDue(now)).toBe(0);
  });

  it('catches up exactly one run after downtime, then waits for the next due time', async () => {
    const task = await newTask();
    const id = await insertSchedule(task.id, '0 * * * *', new Date(Date.now() - 3 * 24 * 3600_000));
    const now = new Date();
    expect(await aRunner().runDue(now)).toBe(1);
    expect(await aRunner().runDue(now)).toBe(0);
    expect(await runsOf([id])).toEqual([{ scheduleId: id, runs: 1 }]);
    const [row] = await ds.query(`SELECT last_run, next_run FROM schedules WHERE id = $1`, [id]);
    const nextHour = new Date(now);
    nextHour.setUTCMinutes(0, 0, 0);
    nextHour.setUTCHours(nextHour.getUTCHours() + 1);
    expect({ lastRun: row.last_run.toISOString(), nextRun: row.next_run.toISOString() }).toEqual({
      lastRun: now.toISOString(),
      nextRun: nextHour.toISOString(),
    });
    // An hour later it is due again: one more run (the other tests' schedules are due then too).
    await aRunner().runDue(new Date(nextHour.getTime() + 1000));
    expect(await runsOf([id])).toEqual([{ scheduleId: id, runs: 2 }]);
  });

  it('switches off a schedule of a load calculation (one made before they were refused), without queuing a run', async () => {
    const created = await asOwner.post('/api/tasks', aTaskBody({ type: 'form-processing' }));
    expect(created.status).toBe(201);
    const id = await insertSchedule(created.body.id, '0 * * * *', new Date(Date.now() - 60_000));
    expect(await aRunner().runDue()).toBe(0);
    expect(await runsOf([id])).toEqual([]);
    const [row] = await ds.query(`SELECT enabled, next_run FROM schedules WHERE id = $1`, [id]);
    expect(row).toEqual({ enabled: false, next_run: null });
  });

  it('switches off a schedule whose task was deleted, without queuing a run', async () => {
    const task = await newTask();
    const id = await insertSchedule(task.id, '0 * * * *', new Date(Date.now() - 60_000));
    expect((await asOwner.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect(await aRunner().runDue()).toBe(0);
    expect(await runsOf([id])).toEqual([]);
    const [row] = await ds.query(`SELECT enabled, next_run FROM schedules WHERE id = $1`, [id]);
    expect(row).toEqual({ enabled: false, next_run: null });
    await expect(asOwner.put(`/api/schedules/${id}`, { enabled: true })).resolves.toMatchObject({ status: 404 });
  });

  it('queues the due runs as soon as an instance with ScheduleRunnerModule starts', async () => {
    const task = await newTask();
    const id = await insertSchedule(task.id, '0 * * * *', new Date(Date.now() - 60_000));
    withScheduler = await startServiceUnderTest({
      env: TasksEnv,
      appModule: {
        forRoot: (env: TasksEnv, options) => {
          const root = AppModule.forRoot(env, options);
          return { ...root, imports: [...(root.imports ?? []), ScheduleRunnerModule] };
        },
      },
      db,
      issuer,
      serviceName: schedulerServiceName,
    });
    await eventually(async () => (await runsOf([id])).length === 1);
    expect(await runsOf([id])).toEqual([{ scheduleId: id, runs: 1 }]);
  });
});
