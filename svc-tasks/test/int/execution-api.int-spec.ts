import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import {
  EXECUTION_CANCEL_SUBJECT,
  EXECUTION_FINISHED_V1,
  EXECUTION_REQUESTED_REPORT_V1,
  EXECUTION_REQUESTED_SCRIPT_V1,
  STREAMS,
  type ExecutionCancelMessage,
  type ExecutionRequestedV1,
} from '@milestone/contracts';
import {
  TEST_NATS_URL,
  createTestDatabase,
  createTestIssuer,
  eventually,
  pendingSchemaChanges,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { defaultLoadForm } from '@milestone/loadcalc';
import { Outbox } from '@milestone/nest-kit';
import { ExecutionEnds } from '../../src/modules/execution/execution-ends.js';
import { client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { queriesDuring } from '../support/sql-queries.js';
import { aCompanyId, aTaskBody, aUserId } from '../factories/task.factory.js';

type Client = ReturnType<typeof client>;
type Run = Record<string, unknown> & { id: number; status: string; canCancel: boolean; canRetry: boolean };

const NO_SCRIPT = 'This task has no script yet. Generate a script before running it.';
const NO_FILES = 'Please upload a file before running the task.';
const NOT_OBJECT = 'formData must be a JSON object';
const FINISHED = 'This run has already finished.';
const CANCEL_FORBIDDEN = 'Only the person who started this run or a task admin can cancel it.';
const NOT_RETRYABLE = 'Only a failed or cancelled run can be retried.';
const CANCELLED = 'Cancelled by a user';
const NO_FORM = 'formData is required: a load calculation runs from its submitted form';
/** A load calculation form as the calculator's Submit sends it (a form task runs as its worksheet). */
const LOAD_FORM = { ...defaultLoadForm(new Date(2026, 10, 20)), customerName: 'Jane Doe', squareFeet: 2000, technician: 'Tom Tech' };

/** The day of `at` in America/Chicago, as YYYY-MM-DD. */
function chicagoDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

describe('Executions API', () => {
  const serviceName = `svc-tasks-${uniqueSuffix()}`;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let nc: NatsConnection;
  let ds: DataSource;

  const companyId = aCompanyId();
  const otherCompanyId = aCompanyId();
  interface Person {
    id: number;
    companyId: number;
    role: 'user' | 'admin' | 'owner';
    first: string | null;
    last: string | null;
    as?: Client;
  }
  const person = (role: Person['role'], first: string | null, last: string | null, company = companyId): Person => ({
    id: aUserId(),
    companyId: company,
    role,
    first,
    last,
  });
  const admin = person('admin', 'Grace', 'Hopper');
  const ada = person('user', 'Ada', 'Lovelace');
  const plain = person('user', null, null);
  const outsider = person('owner', 'Otto', 'Outside', otherCompanyId);
  const everyone = [admin, ada, plain, outsider];

  const tasks = { file: 0, form: 0, report: 0, noScript: 0, noInputs: 0, outsiders: 0 };

  async function createTask(as: Client, body: Record<string, unknown>): Promise<number> {
    const res = await as.post('/api/tasks', aTaskBody(body));
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  /** What the files events and a script save leave on the task (their owners' paths are tested elsewhere). */
  async function setTask(taskId: number, of: { script: boolean; inputFileIds?: number[] }): Promise<void> {
    const ids = of.inputFileIds ?? [];
    await ds.query(`UPDATE tasks SET python_script = $2, has_script = $3, input_file_ids = $4, input_file_count = $5 WHERE id = $1`, [
      taskId,
      of.script ? 'print("hello")' : null,
      of.script,
      ids,
      ids.length,
    ]);
  }

  /** Moves a run as a worker would (the worker is another helper's: the row is what the API reads). */
  async function setRun(id: number, values: Record<string, unknown>): Promise<void> {
    const columns = Object.keys(values);
    const set = columns.map((column, i) => `"${column}" = $${i + 2}`).join(', ');
    await ds.query(`UPDATE task_executions SET ${set} WHERE id = $1`, [id, ...columns.map((c) => values[c])]);
  }

  /** Ends a run as a worker does: its row and tasks.execution.finished.v1 in one transaction. */
  async function completeAsWorker(id: number, taskId: number): Promise<void> {
    const outbox = svc.app.get(Outbox);
    await outbox.transaction(async (manager) => {
      await manager.query(`UPDATE task_executions SET status = 'completed', progress = 100, start_time = now(), end_time = now() WHERE id = $1`, [id]);
      await outbox.add(manager, EXECUTION_FINISHED_V1, {
        executionId: id,
        taskId,
        companyId,
        status: 'completed',
        log: { success: true, error: null, stdout: null, stderr: null, detailedError: null },
        startedAt: null,
        endedAt: new Date().toISOString(),
        at: new Date().toISOString(),
      });
    });
  }

  async function runCount(): Promise<number> {
    const [row] = await ds.query('SELECT count(*)::int AS n FROM task_executions');
    return row.n;
  }

  async function run(as: Client, taskId: number, body?: unknown): Promise<Run> {
    const res = await as.post(`/api/tasks/${taskId}/execute`, body);
    expect(res.status).toBe(202);
    return res.body as Run;
  }

  beforeAll(async () => {
    db = await createTestDatabase('tasks_executions');
    issuer = await createTestIssuer();
    svc = await startTasksService(db, issuer, serviceName);
    ds = svc.app.get(DataSource);
    nc = await connect({ servers: TEST_NATS_URL });
    for (const p of everyone) {
      p.as = client(svc.url, await issuer.sign({ id: p.id, companyId: p.companyId, role: p.role }));
      await ds.query(`INSERT INTO company_users (id, company_id, email, first_name, last_name, role) VALUES ($1, $2, $3, $4, $5, $6)`, [
        p.id,
        p.companyId,
        `u${p.id}@acme.example`,
        p.first,
        p.last,
        p.role,
      ]);
    }
    tasks.file = await createTask(admin.as!, { name: 'Invoice totals', type: 'excel-processing' });
    tasks.form = await createTask(admin.as!, { name: 'Load form', type: 'form-processing' });
    tasks.report = await createTask(admin.as!, { name: 'Technician Pay Report', type: 'api-reporting', config: { runner: 'report' } });
    tasks.noScript = await createTask(admin.as!, { name: 'Not generated yet', type: 'excel-processing' });
    tasks.noInputs = await createTask(admin.as!, { name: 'Nothing uploaded', type: 'file-processing' });
    tasks.outsiders = await createTask(outsider.as!, { name: 'Other company', type: 'excel-processing' });
    await setTask(tasks.file, { script: true, inputFileIds: [101, 102] });
    await setTask(tasks.form, { script: true });
    // The pay report is built in (its figures from svc-reporting, the file from the worker): it needs no script.
    await setTask(tasks.report, { script: false });
    await setTask(tasks.noScript, { script: false, inputFileIds: [103] });
    await setTask(tasks.noInputs, { script: true });
    await setTask(tasks.outsiders, { script: true, inputFileIds: [104] });
  }, 60_000);

  afterAll(async () => {
    await nc?.close();
    await svc?.close();
    await removeDurables(serviceName);
    await issuer?.close();
    await db?.drop();
  });

  it('has a schema that matches its entities', async () => {
    expect(await pendingSchemaChanges(ds)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await client(svc.url, null).get('/api/executions')).status).toBe(401);
    expect((await client(svc.url, null).post(`/api/tasks/${tasks.file}/execute`)).status).toBe(401);
  });

  describe('Run Task', () => {
    it('queues a pending run of a file task with the task’s current inputs, and its message lands on the EXECUTIONS stream', async () => {
      const seen: Array<{ msgId: string | undefined; event: ExecutionRequestedV1 }> = [];
      const sub = nc.subscribe(EXECUTION_REQUESTED_SCRIPT_V1, {
        callback: (_err, msg) => {
          seen.push({ msgId: msg.headers?.get('Nats-Msg-Id'), event: msg.json<ExecutionRequestedV1>() });
        },
      });
      await nc.flush();

      const res = await ada.as!.post(`/api/tasks/${tasks.file}/execute`);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({
        id: expect.any(Number),
        taskId: tasks.file,
        taskName: 'Invoice totals',
        kind: 'script',
        status: 'pending',
        progress: 0,
        progressMessage: null,
        parameters: {},
        inputFiles: [],
        outputFiles: [],
        result: null,
        error: null,
        log: null,
        startTime: null,
        endTime: null,
        createdAt: expect.any(String),
        startedBy: ada.id,
        startedByName: 'Ada Lovelace',
        trigger: 'manual',
        retryOf: null,
        attempt: 0,
        scheduleId: null,
        canCancel: true,
        canRetry: false,
      });
      const id = res.body.id as number;
      const [row] = await ds.query('SELECT input_file_ids, company_id FROM task_executions WHERE id = $1', [id]);
      expect(row).toEqual({ input_file_ids: [101, 102], company_id: companyId });

      const [outboxRow] = await ds.query(`SELECT id, payload FROM outbox WHERE subject = $1 AND (payload->>'executionId')::int = $2`, [
        EXECUTION_REQUESTED_SCRIPT_V1,
        id,
      ]);
      expect(outboxRow.payload).toEqual({ executionId: id, taskId: tasks.file, companyId, kind: 'script', at: res.body.createdAt });
      const published = await eventually(async () => seen.find((s) => s.event.executionId === id && s.event.companyId === companyId));
      expect(published.msgId).toBe(outboxRow.id);
      sub.unsubscribe();
      const [sent] = await ds.query('SELECT published_at FROM outbox WHERE id = $1', [outboxRow.id]);
      expect(sent.published_at).not.toBeNull();
      expect(await (await jetstreamManager(nc)).streams.find(EXECUTION_REQUESTED_SCRIPT_V1)).toBe(STREAMS.EXECUTIONS.name);

      expect((await ada.as!.get(`/api/executions/${id}`)).body).toEqual(res.body);
    });

    it('keeps a form’s date and data (parsed) as the run’s parameters', async () => {
      const body = await run(plain.as!, tasks.form, { dateCreated: '2026-11-20', formData: JSON.stringify(LOAD_FORM) });
      expect(body).toMatchObject({ kind: 'worksheet', status: 'pending', parameters: { dateCreated: '2026-11-20', formData: LOAD_FORM }, startedBy: plain.id });
      expect(body.startedByName).toBe(`u${plain.id}@acme.example`);
    });

    it('queues the pay report through POST /api/tasks/execute on the report subject (no task script needed), and retries it', async () => {
      const parameters = { start_date: '2026-11-16', end_date: '2026-11-22', group_by: 'team', include_commission_analysis: true };
      const res = await ada.as!.post('/api/tasks/execute', { taskId: tasks.report, parameters });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ taskId: tasks.report, kind: 'report', status: 'pending', parameters, trigger: 'manual' });
      const [outboxRow] = await ds.query(`SELECT subject FROM outbox WHERE (payload->>'executionId')::int = $1`, [res.body.id]);
      expect(outboxRow.subject).toBe(EXECUTION_REQUESTED_REPORT_V1);

      await setRun(res.body.id, { status: 'failed' });
      expect((await ada.as!.get(`/api/executions/${res.body.id}`)).body.canRetry).toBe(true);
      const retried = await ada.as!.post(`/api/executions/${res.body.id}/retry`);
      expect(retried.status).toBe(202);
      expect(retried.body).toMatchObject({ kind: 'report', parameters, retryOf: res.body.id });
    });

    it.each([
      ['a task of another company', () => `/api/tasks/${tasks.outsiders}/execute`, undefined, 404, 'Task not found'],
      ['a task that does not exist', () => '/api/tasks/2147483647/execute', undefined, 404, 'Task not found'],
      ['a bad task id', () => '/api/tasks/abc/execute', undefined, 404, 'Task not found'],
      ['a task without a script', () => `/api/tasks/${tasks.noScript}/execute`, undefined, 409, NO_SCRIPT],
      ['a task without a script (before its formData)', () => `/api/tasks/${tasks.noScript}/execute`, { formData: '[1]' }, 409, NO_SCRIPT],
      ['a file task without inputs', () => `/api/tasks/${tasks.noInputs}/execute`, undefined, 400, NO_FILES],
      ['formData that is a list', () => `/api/tasks/${tasks.form}/execute`, { formData: '[1, 2]' }, 400, NOT_OBJECT],
      ['formData that is not JSON', () => `/api/tasks/${tasks.form}/execute`, { formData: '{amps: 200' }, 400, NOT_OBJECT],
      ['formData that is not text', () => `/api/tasks/${tasks.form}/execute`, { formData: { amps: 200 } }, 400, 'formData must be text'],
      ['a field it does not know', () => `/api/tasks/${tasks.form}/execute`, { taskId: 1 }, 400, 'property taskId should not exist'],
      ['a load calculation without its form', () => `/api/tasks/${tasks.form}/execute`, { dateCreated: '2026-11-20' }, 400, NO_FORM],
      [
        'a load calculation form without square footage',
        () => `/api/tasks/${tasks.form}/execute`,
        { formData: JSON.stringify({ ...LOAD_FORM, squareFeet: '' }) },
        400,
        'Please enter a valid square footage',
      ],
    ])('refuses %s', async (_label, path, body, status, message) => {
      const before = await runCount();
      const res = await ada.as!.post(path(), body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ statusCode: status, message });
      expect(await runCount()).toBe(before);
    });

    it('waits for the input of an upload whose event is still on its way, then queues the run with it', async () => {
      const taskId = await createTask(ada.as!, { type: 'excel-processing' });
      await setTask(taskId, { script: true });
      const pressed = ada.as!.post(`/api/tasks/${taskId}/execute`);
      // The upload's files.file.uploaded.v1 reaches svc-tasks a moment after Run Task was pressed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await setTask(taskId, { script: true, inputFileIds: [9301] });
      const res = await pressed;
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ taskId, status: 'pending' });
      const [row] = await ds.query('SELECT input_file_ids FROM task_executions WHERE id = $1', [res.body.id]);
      expect(row.input_file_ids).toEqual([9301]);
    });

    it.each([
      ['no taskId (the company’s Technician Pay Report, found by its name) and no pay period', {}, 400, 'Please select a pay period.'],
      ['a taskId that is not a number', { taskId: 'x' }, 400, 'taskId must be a whole number'],
      ['parameters that are not an object', { taskId: 1, parameters: 'all' }, 400, 'parameters must be an object'],
      ['parameters over 64 KB', { taskId: 1, parameters: { blob: 'x'.repeat(65 * 1024) } }, 400, 'parameters must be at most 64 KB (this one is 66 KB)'],
      ['a task that does not exist', { taskId: 2147483647 }, 404, 'Task not found'],
    ])('refuses POST /api/tasks/execute with %s', async (_label, body, status, message) => {
      const res = await ada.as!.post('/api/tasks/execute', body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ statusCode: status, message });
    });

    it('refuses another company’s task on POST /api/tasks/execute', async () => {
      const res = await ada.as!.post('/api/tasks/execute', { taskId: tasks.outsiders });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Task not found');
    });

    describe('with an Idempotency-Key (one per click of Run Task)', () => {
      async function runWithKey(who: Person, taskId: number, key: string): Promise<{ status: number; body: Run }> {
        const token = await issuer.sign({ id: who.id, companyId: who.companyId, role: who.role });
        const res = await fetch(`${svc.url}/api/tasks/${taskId}/execute`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        });
        return { status: res.status, body: (await res.json()) as Run };
      }

      it('starts one run for a double click: the same key again answers the same run with 200 and queues nothing', async () => {
        const key = `click-${uniqueSuffix()}`;
        const first = await runWithKey(ada, tasks.file, key);
        expect(first.status).toBe(202);
        const before = await runCount();
        const again = await runWithKey(ada, tasks.file, key);
        expect(again.status).toBe(200);
        expect(again.body.id).toBe(first.body.id);
        expect(again.body).toMatchObject({ taskId: tasks.file, startedBy: ada.id, status: 'pending' });
        expect(await runCount()).toBe(before);
      });

      it('starts one run when two requests with the same key arrive at the same moment', async () => {
        const key = `race-${uniqueSuffix()}`;
        const before = await runCount();
        const answers = await Promise.all([runWithKey(ada, tasks.file, key), runWithKey(ada, tasks.file, key), runWithKey(ada, tasks.file, key)]);
        expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
        expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 202]);
        expect(await runCount()).toBe(before + 1);
      });

      it('starts a second run for a deliberate second click (a new key), and for another user or task with the same key', async () => {
        const key = `deliberate-${uniqueSuffix()}`;
        const first = await runWithKey(ada, tasks.file, key);
        const second = await runWithKey(ada, tasks.file, `${key}-2`);
        const otherUser = await runWithKey(plain, tasks.file, key);
        const otherTask = await runWithKey(ada, tasks.form, key);
        expect([first.status, second.status, otherUser.status]).toEqual([202, 202, 202]);
        expect(new Set([first.body.id, second.body.id, otherUser.body.id]).size).toBe(3);
        // The form task refuses a run without its form: the key did not make it answer ada's file run.
        expect(otherTask.status).toBe(400);
      });

      it.each([
        ['empty', ''],
        ['too long', 'k'.repeat(201)],
        ['with a space', 'a key'],
      ])('refuses a key that is %s with 400 and queues nothing', async (_label, key) => {
        const before = await runCount();
        const res = await runWithKey(ada, tasks.file, key);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ statusCode: 400, message: 'Idempotency-Key must be 1 to 200 visible ASCII characters' });
        expect(await runCount()).toBe(before);
      });

      it('does not answer another company’s run for its key', async () => {
        const key = `tenant-${uniqueSuffix()}`;
        const theirs = await runWithKey(outsider, tasks.outsiders, key);
        expect(theirs.status).toBe(202);
        const mine = await runWithKey(ada, tasks.outsiders, key);
        expect(mine.status).toBe(404);
        expect(mine.body.message).toBe('Task not found');
      });
    });
  });

  describe('reading runs', () => {
    it('answers 404 "Execution not found" for another company’s run and bad ids', async () => {
      const theirs = await run(outsider.as!, tasks.outsiders);
      for (const path of [
        `/api/executions/${theirs.id}`,
        '/api/executions/abc',
        '/api/executions/0',
        '/api/executions/99999999999',
        `/api/executions/${theirs.id}/log`,
      ]) {
        const res = await ada.as!.get(path);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Execution not found' });
      }
      for (const action of ['retry', 'cancel']) {
        const res = await ada.as!.post(`/api/executions/${theirs.id}/${action}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Execution not found' });
      }
      const list = await ada.as!.get('/api/executions?limit=200');
      expect(list.body.map((r: Run) => r.id)).not.toContain(theirs.id);
      expect(list.body.every((r: Run) => r.taskId !== tasks.outsiders)).toBe(true);
    });

    it('a blocking read (?wait=) answers once the run ends, with its end; one that ends no sooner answers the run as it is after the wait', async () => {
      const taskId = await createTask(admin.as!, { name: 'Waited on', type: 'api-reporting' });
      await setTask(taskId, { script: true });
      const queued = await run(ada.as!, taskId);
      const ends = svc.app.get(ExecutionEnds);
      const answer = ada.as!.get(`/api/executions/${queued.id}?wait=20`);
      await eventually(async () => ends.waiting(queued.id) === 1);
      await completeAsWorker(queued.id, taskId);
      const ended = await answer;
      expect(ended.status).toBe(200);
      expect(ended.body).toMatchObject({ id: queued.id, status: 'completed', progress: 100, taskName: 'Waited on' });
      expect(ends.waiting(queued.id)).toBe(0);

      const still = await run(ada.as!, taskId);
      const asked = Date.now();
      const after = await ada.as!.get(`/api/executions/${still.id}?wait=1`);
      expect(Date.now() - asked).toBeGreaterThanOrEqual(1000);
      expect(after.status).toBe(200);
      expect(after.body).toMatchObject({ id: still.id, status: 'pending' });
      expect(ends.waiting(still.id)).toBe(0);
    });

    it('Run Task with ?wait= answers once its run ended (202, the ended run); a bad wait queues nothing', async () => {
      const taskId = await createTask(admin.as!, { name: 'Run and wait', type: 'api-reporting' });
      await setTask(taskId, { script: true });
      const ends = svc.app.get(ExecutionEnds);
      const answer = ada.as!.post(`/api/tasks/${taskId}/execute?wait=20`);
      const id = await eventually(async () => {
        const [row] = await ds.query(`SELECT id FROM task_executions WHERE task_id = $1`, [taskId]);
        return row && ends.waiting(row.id) === 1 ? (row.id as number) : null;
      });
      await completeAsWorker(id, taskId);
      const ended = await answer;
      expect(ended.status).toBe(202);
      expect(ended.body).toMatchObject({ id, taskId, status: 'completed', progress: 100, taskName: 'Run and wait', startedByName: 'Ada Lovelace' });

      const before = await runCount();
      const badWaits: Array<[string, unknown]> = [
        [`/api/tasks/${taskId}/execute?wait=0`, undefined],
        ['/api/tasks/execute?wait=31', { taskId, parameters: {} }],
      ];
      for (const [path, body] of badWaits) {
        const bad = await ada.as!.post(path, body);
        expect(bad.status).toBe(400);
        expect(bad.body).toEqual({ statusCode: 400, message: 'wait must be a whole number of seconds from 1 to 30' });
      }
      expect(await runCount()).toBe(before);
    });

    it('answers a blocking read of an ended run, of another company’s run or with a bad wait at once', async () => {
      const theirs = await run(outsider.as!, tasks.outsiders);
      const foreign = await ada.as!.get(`/api/executions/${theirs.id}?wait=30`);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ statusCode: 404, message: 'Execution not found' });
      expect(svc.app.get(ExecutionEnds).waiting(theirs.id)).toBe(0);

      const taskId = await createTask(admin.as!, { name: 'Ended already', type: 'api-reporting' });
      await setTask(taskId, { script: true });
      const mine = await run(ada.as!, taskId);
      await setRun(mine.id, { status: 'failed', error: 'Boom' });
      const ended = await ada.as!.get(`/api/executions/${mine.id}?wait=30`);
      expect(ended.body).toMatchObject({ id: mine.id, status: 'failed', error: 'Boom' });

      for (const wait of ['0', '31', 'abc', '1.5', '-2']) {
        const bad = await ada.as!.get(`/api/executions/${mine.id}?wait=${wait}`);
        expect(bad.status).toBe(400);
        expect(bad.body).toEqual({ statusCode: 400, message: 'wait must be a whole number of seconds from 1 to 30' });
      }
    });

    it('lists newest first, paged, with the total in X-Total-Count, filtered by task, status, starter and Chicago days', async () => {
      const taskId = await createTask(admin.as!, { name: 'Paging', type: 'api-reporting' });
      await setTask(taskId, { script: true });
      const runs: Run[] = [];
      for (let i = 0; i < 5; i += 1) runs.push(await run(i % 2 === 0 ? ada.as! : plain.as!, taskId));
      const ids = runs.map((r) => r.id).reverse();

      const all = await ada.as!.get(`/api/executions?taskId=${taskId}`);
      expect(all.status).toBe(200);
      expect(all.headers.get('x-total-count')).toBe('5');
      expect(all.body.map((r: Run) => r.id)).toEqual(ids);

      const page = await ada.as!.get(`/api/executions?taskId=${taskId}&limit=2&offset=2`);
      expect(page.headers.get('x-total-count')).toBe('5');
      expect(page.body.map((r: Run) => r.id)).toEqual(ids.slice(2, 4));

      const byPlain = await ada.as!.get(`/api/executions?taskId=${taskId}&startedBy=${plain.id}`);
      expect(byPlain.body.map((r: Run) => r.id)).toEqual([ids[1], ids[3]]);

      await setRun(runs[0]!.id, { status: 'failed' });
      const failed = await ada.as!.get(`/api/executions?taskId=${taskId}&status=failed`);
      expect(failed.headers.get('x-total-count')).toBe('1');
      expect(failed.body.map((r: Run) => r.id)).toEqual([runs[0]!.id]);

      // 05:59Z on 15 January is 23:59 on the 14th in Chicago (CST, UTC-6); 06:00Z is the 15th.
      await setRun(runs[1]!.id, { created_at: new Date('2025-01-15T05:59:00Z') });
      await setRun(runs[2]!.id, { created_at: new Date('2025-01-15T06:00:00Z') });
      await setRun(runs[3]!.id, { created_at: new Date('2025-01-16T05:59:59Z') });
      const onThe15th = await ada.as!.get(`/api/executions?taskId=${taskId}&from=2025-01-15&to=2025-01-15`);
      expect(onThe15th.body.map((r: Run) => r.id)).toEqual([runs[3]!.id, runs[2]!.id]);
      const upToThe14th = await ada.as!.get(`/api/executions?taskId=${taskId}&to=2025-01-14`);
      expect(upToThe14th.body.map((r: Run) => r.id)).toEqual([runs[1]!.id]);
      const fromThe15th = await ada.as!.get(`/api/executions?taskId=${taskId}&from=2025-01-15`);
      expect(fromThe15th.headers.get('x-total-count')).toBe('4');
    });

    it('lists a task’s submissions with ?kind=form, newest first and paged, never another company’s', async () => {
      const taskId = await createTask(admin.as!, { name: 'Submissions', type: 'api-reporting' });
      await setTask(taskId, { script: true });
      const runs: Run[] = [];
      for (let i = 0; i < 4; i += 1) runs.push(await run(ada.as!, taskId));
      // Runs 0, 2 and 3 are submissions of a form (the row a form's Submit leaves), run 1 a script run.
      for (const i of [0, 2, 3]) await setRun(runs[i]!.id, { kind: 'form' });
      const theirs = await run(outsider.as!, tasks.outsiders);
      await setRun(theirs.id, { kind: 'form' });

      const submissions = await ada.as!.get(`/api/executions?taskId=${taskId}&kind=form&limit=2`);
      expect(submissions.status).toBe(200);
      expect(submissions.headers.get('x-total-count')).toBe('3');
      expect(submissions.body.map((r: Run) => r.id)).toEqual([runs[3]!.id, runs[2]!.id]);
      const more = await ada.as!.get(`/api/executions?taskId=${taskId}&kind=form&limit=2&offset=2`);
      expect(more.body.map((r: Run) => r.id)).toEqual([runs[0]!.id]);

      const allForms = await ada.as!.get(`/api/executions?kind=form&limit=200`);
      expect(allForms.body.map((r: Run) => r.id)).not.toContain(theirs.id);
      const outsidersTask = await ada.as!.get(`/api/executions?taskId=${tasks.outsiders}&kind=form`);
      expect(outsidersTask.headers.get('x-total-count')).toBe('0');
      expect(outsidersTask.body).toEqual([]);

      const scripts = await ada.as!.get(`/api/executions?taskId=${taskId}&kind=script`);
      expect(scripts.body.map((r: Run) => r.id)).toEqual([runs[1]!.id]);
    });

    it.each([
      ['status=done', 'status must be one of pending, running, completed, failed, cancelled'],
      ['kind=pdf', 'kind must be one of script, worksheet, report, form'],
      ['from=2025-13-01', 'from must be a date (YYYY-MM-DD)'],
      ['to=yesterday', 'to must be a date (YYYY-MM-DD)'],
      ['taskId=x', 'taskId must be a whole number'],
      ['startedBy=-1', 'startedBy must be a whole number'],
      ['limit=201', 'limit must be a whole number from 1 to 200'],
    ])('refuses ?%s with 400', async (query, message) => {
      const res = await ada.as!.get(`/api/executions?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    });

    it('reads a page’s tasks, levels and names with one query each, however many runs it holds', async () => {
      const countFor = async (limit: number) => {
        const queries = await queriesDuring(ds, () => ada.as!.get(`/api/executions?limit=${limit}`));
        return queries.filter((q) => /\b(tasks|task_permissions|company_users)\b/.test(q)).length;
      };
      expect(await countFor(1)).toBe(await countFor(20));
      expect(await countFor(20)).toBeLessThanOrEqual(3);
    });

    it('downloads a run’s log as a .txt attachment', async () => {
      const failed = await run(ada.as!, tasks.file);
      await setRun(failed.id, {
        status: 'failed',
        error: "KeyError: 'Amount'",
        start_time: new Date('2026-11-20T15:00:00Z'),
        end_time: new Date('2026-11-20T15:00:02Z'),
        log: JSON.stringify({
          success: false,
          error: "KeyError: 'Amount'",
          stdout: 'Reading invoices.xlsx\n',
          stderr: "Traceback (most recent call last):\nKeyError: 'Amount'\n",
          detailedError: 'line 12 in totals',
        }),
      });
      const token = await issuer.sign({ id: ada.id, companyId, role: ada.role });
      const res = await fetch(`${svc.url}/api/executions/${failed.id}/log`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="execution-${failed.id}-log.txt"`);
      const text = await res.text();
      expect(text).toContain(`Execution #${failed.id}`);
      expect(text).toContain('Task: Invoice totals');
      expect(text).toContain('Status: failed');
      expect(text).toContain('Started: 2026-11-20T15:00:00.000Z');
      expect(text).toContain('Ended: 2026-11-20T15:00:02.000Z');
      expect(text).toContain("Error: KeyError: 'Amount'");
      expect(text).toContain('===== Detailed error =====\nline 12 in totals');
      expect(text).toContain('===== Standard output =====\nReading invoices.xlsx');
      expect(text).toContain("===== Error output =====\nTraceback (most recent call last):\nKeyError: 'Amount'");
    });

    it('lists a run with its outputs cut at 4,000 characters each; the run itself and its .txt keep all of them', async () => {
      const chatty = await run(ada.as!, tasks.file);
      const stdout = 'row ok\n'.repeat(9000);
      await setRun(chatty.id, {
        status: 'completed',
        progress: 100,
        log: JSON.stringify({ success: true, error: null, stdout, stderr: 'warn\n', detailedError: null }),
      });
      const listed = await ada.as!.get(`/api/executions?taskId=${tasks.file}&limit=200`);
      const row = (listed.body as Array<Run & { log: { stdout: string; stderr: string } }>).find((r) => r.id === chatty.id)!;
      expect(row.log.stdout).toBe(`${stdout.slice(0, 4000)}\n[shortened here: Download Log has all of it]`);
      expect(row.log.stderr).toBe('warn\n');
      const one = await ada.as!.get(`/api/executions/${chatty.id}`);
      expect(one.body.log.stdout).toBe(stdout);
    });
  });

  describe('cancel', () => {
    it('cancels a pending run at once: cancelled, "Cancelled by a user", and tasks.execution.finished.v1 failed through the outbox', async () => {
      const pending = await run(ada.as!, tasks.file);
      const res = await ada.as!.post(`/api/executions/${pending.id}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: pending.id,
        status: 'cancelled',
        error: CANCELLED,
        log: { success: false, error: CANCELLED, stdout: null, stderr: null, detailedError: null },
        endTime: expect.any(String),
        canCancel: false,
        canRetry: true,
      });
      const [row] = await ds.query('SELECT status, cancel_requested_at FROM task_executions WHERE id = $1', [pending.id]);
      expect(row.status).toBe('cancelled');
      expect(row.cancel_requested_at).not.toBeNull();
      const [finished] = await ds.query(`SELECT payload FROM outbox WHERE subject = $1 AND (payload->>'executionId')::int = $2`, [
        EXECUTION_FINISHED_V1,
        pending.id,
      ]);
      expect(finished.payload).toMatchObject({
        executionId: pending.id,
        taskId: tasks.file,
        companyId,
        status: 'failed',
        log: { success: false, error: CANCELLED },
        startedAt: null,
        endedAt: res.body.endTime,
      });

      const again = await ada.as!.post(`/api/executions/${pending.id}/cancel`);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ statusCode: 409, message: FINISHED });
    });

    it('asks the workers to stop a running run over core NATS and records the request', async () => {
      const running = await run(ada.as!, tasks.file);
      await setRun(running.id, { status: 'running', start_time: new Date(), attempt: 1 });
      const heard: ExecutionCancelMessage[] = [];
      const sub = nc.subscribe(EXECUTION_CANCEL_SUBJECT, {
        callback: (_err, msg) => {
          heard.push(msg.json<ExecutionCancelMessage>());
        },
      });
      await nc.flush();

      const res = await admin.as!.post(`/api/executions/${running.id}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: running.id, status: 'running', canCancel: true });
      await eventually(async () => heard.some((m) => m.executionId === running.id));
      sub.unsubscribe();
      const [row] = await ds.query('SELECT status, cancel_requested_at FROM task_executions WHERE id = $1', [running.id]);
      expect(row.status).toBe('running');
      expect(row.cancel_requested_at).not.toBeNull();
    });

    it('lets only the starter or a task admin cancel, and says so in canCancel', async () => {
      const adas = await run(ada.as!, tasks.file);
      expect((await plain.as!.get(`/api/executions/${adas.id}`)).body.canCancel).toBe(false);
      expect((await admin.as!.get(`/api/executions/${adas.id}`)).body.canCancel).toBe(true);
      const listed = (await plain.as!.get(`/api/executions?taskId=${tasks.file}&limit=200`)).body as Run[];
      expect(listed.find((r) => r.id === adas.id)?.canCancel).toBe(false);

      const refused = await plain.as!.post(`/api/executions/${adas.id}/cancel`);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ statusCode: 403, message: CANCEL_FORBIDDEN });
      expect((await ds.query('SELECT status FROM task_executions WHERE id = $1', [adas.id]))[0].status).toBe('pending');

      const byAdmin = await admin.as!.post(`/api/executions/${adas.id}/cancel`);
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.status).toBe('cancelled');
    });
  });

  describe('retry', () => {
    it('refuses a run that did not fail', async () => {
      const pending = await run(ada.as!, tasks.file);
      const res = await ada.as!.post(`/api/executions/${pending.id}/retry`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, message: NOT_RETRYABLE });
      await setRun(pending.id, { status: 'completed' });
      expect((await ada.as!.post(`/api/executions/${pending.id}/retry`)).body.message).toBe(NOT_RETRYABLE);
    });

    it('starts a new run of a failed one with its inputs and parameters, chained by retryOf', async () => {
      const first = await run(ada.as!, tasks.file);
      await setRun(first.id, { status: 'failed', parameters: JSON.stringify({ dateCreated: '2026-11-01' }) });
      await setTask(tasks.file, { script: true, inputFileIds: [201] });
      try {
        const res = await plain.as!.post(`/api/executions/${first.id}/retry`);
        expect(res.status).toBe(202);
        expect(res.body).toMatchObject({
          taskId: tasks.file,
          status: 'pending',
          trigger: 'retry',
          retryOf: first.id,
          parameters: { dateCreated: '2026-11-01' },
          startedBy: plain.id,
          canRetry: false,
        });
        const [row] = await ds.query('SELECT input_file_ids FROM task_executions WHERE id = $1', [res.body.id]);
        expect(row.input_file_ids).toEqual([101, 102]);
        expect((await ada.as!.get(`/api/executions/${first.id}`)).body.canRetry).toBe(true);

        // The retry of the retry chains on.
        await setRun(res.body.id, { status: 'cancelled' });
        const again = await plain.as!.post(`/api/executions/${res.body.id}/retry`);
        expect(again.status).toBe(202);
        expect(again.body.retryOf).toBe(res.body.id);
      } finally {
        await setTask(tasks.file, { script: true, inputFileIds: [101, 102] });
      }
    });

    it('runs the same checks as Run Task', async () => {
      const taskId = await createTask(admin.as!, { name: 'Retry checks', type: 'excel-processing' });
      await setTask(taskId, { script: true, inputFileIds: [301] });
      const noInputs = await run(ada.as!, taskId);
      await setRun(noInputs.id, { status: 'failed', input_file_ids: [] });
      const refused = await ada.as!.post(`/api/executions/${noInputs.id}/retry`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(NO_FILES);

      await setTask(taskId, { script: false, inputFileIds: [301] });
      const noScript = await ada.as!.post(`/api/executions/${noInputs.id}/retry`);
      expect(noScript.status).toBe(409);
      expect(noScript.body.message).toBe(NO_SCRIPT);
      expect((await ada.as!.get(`/api/executions/${noInputs.id}`)).body.canRetry).toBe(false);

      await setTask(taskId, { script: true, inputFileIds: [301] });
      expect((await admin.as!.delete(`/api/tasks/${taskId}`)).status).toBe(204);
      const deleted = await ada.as!.post(`/api/executions/${noInputs.id}/retry`);
      expect(deleted.status).toBe(404);
      expect(deleted.body.message).toBe('Task not found');
      const stillReadable = await ada.as!.get(`/api/executions/${noInputs.id}`);
      expect(stillReadable.body).toMatchObject({ taskName: 'Retry checks', canRetry: false });
    });
  });

  describe('stats', () => {
    it('counts a company’s runs per Chicago day and status with one query, every day present', async () => {
      const statsCompany = aCompanyId();
      const owner = client(svc.url, await issuer.sign({ id: aUserId(), companyId: statsCompany, role: 'owner' }));
      const now = new Date();
      const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 3600 * 1000);
      const rows: Array<[Date, string]> = [
        [now, 'pending'],
        [now, 'completed'],
        [now, 'completed'],
        [daysAgo(3), 'failed'],
        [daysAgo(3), 'cancelled'],
        [daysAgo(3), 'running'],
        [daysAgo(10), 'completed'],
        [daysAgo(95), 'failed'],
      ];
      for (const [at, status] of rows) {
        await ds.query(`INSERT INTO task_executions (company_id, task_id, status, created_at) VALUES ($1, 1, $2, $3)`, [statsCompany, status, at]);
      }

      const week = await owner.get('/api/executions/stats?days=7');
      expect(week.status).toBe(200);
      expect(week.body.days).toHaveLength(7);
      expect(week.body.days[6].date).toBe(chicagoDay(now));
      const expected = (at: Date) => {
        const counts = { pending: 0, running: 0, completed: 0, failed: 0, cancelled: 0 } as Record<string, number>;
        for (const [when, status] of rows) if (chicagoDay(when) === chicagoDay(at)) counts[status]! += 1;
        return { date: chicagoDay(at), ...counts };
      };
      expect(week.body.days).toContainEqual(expected(now));
      expect(week.body.days).toContainEqual(expected(daysAgo(3)));
      const total = (days: Array<Record<string, number | string>>) =>
        days.reduce(
          (sum, d) => sum + (d.pending as number) + (d.running as number) + (d.completed as number) + (d.failed as number) + (d.cancelled as number),
          0,
        );
      expect(total(week.body.days)).toBe(6);
      expect(new Set(week.body.days.map((d: { date: string }) => d.date)).size).toBe(7);

      const queries = await queriesDuring(ds, () => owner.get('/api/executions/stats'));
      expect(queries.filter((q) => q.includes('task_executions'))).toHaveLength(1);
      const month = await owner.get('/api/executions/stats');
      expect(month.body.days).toHaveLength(30);
      expect(total(month.body.days)).toBe(7);
      expect(total((await owner.get('/api/executions/stats?days=90')).body.days)).toBe(7);
    });

    it.each(['0', '91', 'x', '1.5'])('refuses days=%s', async (days) => {
      const res = await ada.as!.get(`/api/executions/stats?days=${days}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'days must be a whole number from 1 to 90' });
    });
  });

  describe('runtime', () => {
    it('tells the live workers (what they run, not their hosts) and the sandbox mode, or no-worker', async () => {
      expect((await ada.as!.get('/api/executions/runtime')).body).toEqual({ sandbox: 'no-worker', workers: [] });
      const fresh = new Date();
      await ds.query(
        `INSERT INTO execution_workers (id, hostname, pid, sandbox_mode, slots, busy, started_at, heartbeat_at)
         VALUES ('a:1:x', 'worker-a', 11, 'on', 2, 1, now(), $1), ('b:2:y', 'worker-b', 12, 'off', 2, 0, now(), now() - interval '2 minutes')`,
        [fresh],
      );
      try {
        expect((await ada.as!.get('/api/executions/runtime')).body).toEqual({
          sandbox: 'on',
          // A worker's host name and pid are the platform's: no company's user sees them.
          workers: [{ sandboxMode: 'on', slots: 2, busy: 1, heartbeatAt: fresh.toISOString() }],
        });
        await ds.query(`UPDATE execution_workers SET heartbeat_at = now() WHERE id = 'b:2:y'`);
        expect((await ada.as!.get('/api/executions/runtime')).body.sandbox).toBe('off');
      } finally {
        await ds.query('DELETE FROM execution_workers');
      }
    });
  });
});
