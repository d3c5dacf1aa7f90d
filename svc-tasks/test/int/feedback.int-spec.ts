import { DataSource } from 'typeorm';
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
import { ChatCompletionsServer } from '../support/chat-completions-server.js';
import { AppModule } from '../../src/app.module.js';
import { TasksEnv } from '../../src/config/env.schema.js';
import { aCompanyId, aTaskBody, aUserId } from '../factories/task.factory.js';
import { compileProgram } from '@milestone/ai-offline';
import { startWorkerProcess, type WorkerProcess } from './worker-harness.js';

type Client = ReturnType<typeof client>;
interface Message {
  id: number;
  conversationId: number;
  role: 'user' | 'assistant';
  content: string;
  metadata: { proposal?: { script: string; diff: string; baseVersion: string }; appliedVersion?: number };
  createdAt: string;
}

/** The script the offline provider writes for "total the hours per technician": it reads a column "Hours". */
const SCRIPT = compileProgram({
  operations: [
    { op: 'filter', keep: false, combine: 'all', conditions: [{ column: 'Status', op: 'eq', value: 'Void' }] },
    { op: 'group', by: ['Tech'], aggregates: [{ fn: 'sum', column: 'Hours', as: 'Hours' }] },
    { op: 'sort', by: [{ column: 'Hours', descending: true }] },
  ],
  output: { format: 'xlsx', fileName: 'hours' },
});

/** What the worker leaves on a run whose generated script stopped on the missing column (main() writes the one line, exit code 1). */
const COLUMN_ERROR = 'MilestoneColumnError: Column "Hours" not found in sheet "Sheet1". The columns are: Status, Tech, Hrs, Date';
const FAILED_LOG = { success: false, error: COLUMN_ERROR, stdout: null, stderr: `${COLUMN_ERROR}\n`, detailedError: null };

const STALE = 'The script changed since this fix was proposed. Ask again.';

/** The lines a unified diff removes and adds. */
function changedLines(diff: string): { removed: string[]; added: string[] } {
  const body = diff.split('\n').filter((line) => !line.startsWith('---') && !line.startsWith('+++'));
  return { removed: body.filter((l) => l.startsWith('-')).map((l) => l.slice(1)), added: body.filter((l) => l.startsWith('+')).map((l) => l.slice(1)) };
}

describe('Feedback conversations API', () => {
  const serviceName = `svc-tasks-${uniqueSuffix()}`;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let ds: DataSource;
  let worker: WorkerProcess | null = null;

  const companyId = aCompanyId();
  const otherCompanyId = aCompanyId();
  const people = {
    admin: { id: aUserId(), companyId, role: 'admin', as: null as unknown as Client },
    viewer: { id: aUserId(), companyId, role: 'user', as: null as unknown as Client },
    outsider: { id: aUserId(), companyId: otherCompanyId, role: 'owner', as: null as unknown as Client },
  };
  let taskId = 0;
  let otherTaskId = 0;
  let outsiderTaskId = 0;
  let failedRun = 0;
  let completedRun = 0;
  let otherTasksRun = 0;
  let outsidersRun = 0;

  async function createTask(as: Client, body: Record<string, unknown>): Promise<number> {
    const res = await as.post('/api/tasks', aTaskBody(body));
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  /** A run queued through Run Task, then ended as the test needs it (the worker is tested elsewhere). */
  async function runEndedAs(as: Client, task: number, end: Record<string, unknown>): Promise<number> {
    await ds.query('UPDATE tasks SET input_file_ids = $2, input_file_count = 1 WHERE id = $1', [task, [501]]);
    const res = await as.post(`/api/tasks/${task}/execute`);
    expect(res.status).toBe(202);
    await endedByWorker(ds, res.body.id);
    const columns = Object.keys(end);
    await ds.query(`UPDATE task_executions SET ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(', ')} WHERE id = $1`, [
      res.body.id,
      ...columns.map((c) => end[c]),
    ]);
    return res.body.id as number;
  }

  const failed = { status: 'failed', error: COLUMN_ERROR, log: JSON.stringify(FAILED_LOG), end_time: new Date() };

  async function start(
    as: Client,
    body: Record<string, unknown>,
  ): Promise<{ status: number; body: { conversation: Record<string, unknown>; messages: Message[]; message?: string } }> {
    const res = await as.post('/api/feedback/conversations', body);
    return { status: res.status, body: res.body };
  }

  beforeAll(async () => {
    db = await createTestDatabase('tasks_feedback');
    issuer = await createTestIssuer();
    svc = await startTasksService(db, issuer, serviceName);
    ds = svc.app.get(DataSource);
    // The scripts' syntax checks are an execution worker's.
    worker = await startWorkerProcess(db);
    for (const p of Object.values(people)) {
      p.as = client(svc.url, await issuer.sign({ id: p.id, companyId: p.companyId, role: p.role }));
      await ds.query(`INSERT INTO company_users (id, company_id, email, first_name, last_name, role) VALUES ($1, $2, $3, 'A', 'User', $4)`, [
        p.id,
        p.companyId,
        `u${p.id}@acme.example`,
        p.role,
      ]);
    }
    taskId = await createTask(people.admin.as, { name: 'Hours per technician', type: 'excel-processing', pythonScript: SCRIPT });
    otherTaskId = await createTask(people.admin.as, { name: 'Invoice totals', type: 'excel-processing', pythonScript: 'print("hello")\n' });
    outsiderTaskId = await createTask(people.outsider.as, { name: 'Other company', type: 'excel-processing', pythonScript: 'print("hello")\n' });
    failedRun = await runEndedAs(people.viewer.as, taskId, failed);
    completedRun = await runEndedAs(people.viewer.as, taskId, {
      status: 'completed',
      log: JSON.stringify({ success: true, error: null, stdout: 'done', stderr: null, detailedError: null }),
    });
    otherTasksRun = await runEndedAs(people.admin.as, otherTaskId, failed);
    outsidersRun = await runEndedAs(people.outsider.as, outsiderTaskId, failed);
  }, 90_000);

  afterAll(async () => {
    await worker?.close();
    await svc?.close();
    await removeDurables(serviceName);
    await issuer?.close();
    await db?.drop();
  });

  it('has a schema that matches its entities', async () => {
    expect(await pendingSchemaChanges(ds)).toEqual([]);
  });

  describe('a failed run’s conversation', () => {
    let conversationId = 0;
    let diagnosis: Message;

    beforeAll(async () => {
      const res = await start(people.viewer.as, { taskId, executionId: failedRun, title: 'Fix with AI' });
      expect(res.status).toBe(201);
      conversationId = res.body.conversation['id'] as number;
      diagnosis = res.body.messages[0]!;
    });

    it('opens with the assistant’s diagnosis naming the missing column and the columns that exist', async () => {
      const res = await start(people.viewer.as, { taskId, executionId: failedRun });
      expect(res.body.conversation).toEqual({
        id: expect.any(Number),
        taskId,
        executionId: failedRun,
        title: `Run #${failedRun}`,
        status: 'active',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(res.body.messages).toHaveLength(1);
      expect(diagnosis.role).toBe('assistant');
      expect(diagnosis.conversationId).toBe(conversationId);
      expect(diagnosis.content).toContain('The script looks for a column "Hours", but the file has no such column in sheet "Sheet1".');
      expect(diagnosis.content).toContain('Its columns are: Status, Tech, Hrs, Date.');
      expect(diagnosis.content).toContain('"Hrs" looks like the one you meant.');
    });

    it('proposes a script whose diff changes only the column the group sums', () => {
      const proposal = diagnosis.metadata.proposal!;
      expect(proposal.diff).toContain('--- current');
      expect(proposal.diff).toContain('+++ proposed');
      const { removed, added } = changedLines(proposal.diff);
      expect(removed).toEqual(['        ("sum", "Hours", "Hours"),']);
      expect(added).toEqual(['        ("sum", "Hrs", "Hours"),']);
      expect(proposal.script).toBe(SCRIPT.replace('("sum", "Hours", "Hours")', '("sum", "Hrs", "Hours")'));
    });

    it('lists the task’s conversations newest first, and those of one run', async () => {
      const all = await people.viewer.as.get(`/api/feedback/conversations?taskId=${taskId}`);
      expect(all.status).toBe(200);
      const ids = (all.body as Array<{ id: number }>).map((c) => c.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(ids).toContain(conversationId);
      const ofCompleted = await people.viewer.as.get(`/api/feedback/conversations?taskId=${taskId}&executionId=${completedRun}`);
      expect(ofCompleted.body).toEqual([]);
    });

    it('answers a message with the run in view and keeps the messages oldest first', async () => {
      const res = await people.viewer.as.post(`/api/feedback/conversations/${conversationId}/messages`, {
        role: 'user',
        content: '  Why did it fail?  ',
        taskId,
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toMatchObject({ conversationId, role: 'user', content: 'Why did it fail?', metadata: {} });
      expect(res.body.reply).toMatchObject({ conversationId, role: 'assistant', metadata: {} });
      expect(res.body.reply.content).toContain('Its columns are: Status, Tech, Hrs, Date.');

      const listed = await people.viewer.as.get(`/api/feedback/conversations/${conversationId}/messages`);
      expect(listed.status).toBe(200);
      expect((listed.body as Message[]).map((m) => [m.id, m.role])).toEqual([
        [diagnosis.id, 'assistant'],
        [res.body.message.id, 'user'],
        [res.body.reply.id, 'assistant'],
      ]);
    });

    it('refuses a blank message with 400 and saves nothing', async () => {
      for (const content of ['', '   \n ']) {
        const res = await people.viewer.as.post(`/api/feedback/conversations/${conversationId}/messages`, { role: 'user', content, taskId });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Message cannot be empty');
      }
      const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM feedback_messages WHERE conversation_id = $1', [conversationId]);
      expect(n).toBe(3);
    });

    it('answers a message naming another task as for a conversation of no one (404), saving nothing', async () => {
      const [{ n: before }] = await ds.query('SELECT count(*)::int AS n FROM feedback_messages WHERE conversation_id = $1', [conversationId]);
      const res = await people.viewer.as.post(`/api/feedback/conversations/${conversationId}/messages`, {
        role: 'user',
        content: 'Fix it',
        taskId: otherTaskId,
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Conversation not found');
      const [{ n: after }] = await ds.query('SELECT count(*)::int AS n FROM feedback_messages WHERE conversation_id = $1', [conversationId]);
      expect(after).toBe(before);
    });

    it('lets a viewer read but not apply the fix', async () => {
      const res = await people.viewer.as.post(`/api/feedback/conversations/${conversationId}/messages/${diagnosis.id}/apply`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only task admins can edit the script.');
      const [task] = await ds.query('SELECT python_script FROM tasks WHERE id = $1', [taskId]);
      expect(task.python_script).toBe(SCRIPT);
    });

    it('applies the proposal as a new script version (source ai), once; a proposal made from the old script then answers 409', async () => {
      const second = await start(people.admin.as, { taskId, executionId: failedRun });
      const stale = second.body.messages[0]!;
      expect(stale.metadata.proposal).toBeDefined();

      const res = await people.admin.as.post(`/api/feedback/conversations/${conversationId}/messages/${diagnosis.id}/apply`);
      expect(res.status).toBe(200);
      expect(res.body.task).toMatchObject({ id: taskId, pythonScript: diagnosis.metadata.proposal!.script, hasScript: true });
      const versions = await people.admin.as.get(`/api/tasks/${taskId}/script-versions`);
      expect(versions.body[0]).toMatchObject({ version: res.body.version, source: 'ai', createdBy: people.admin.id });
      const messages = (await people.admin.as.get(`/api/feedback/conversations/${conversationId}/messages`)).body as Message[];
      expect(messages[0]!.metadata.appliedVersion).toBe(res.body.version);

      const again = await people.admin.as.post(`/api/feedback/conversations/${conversationId}/messages/${diagnosis.id}/apply`);
      expect(again.status).toBe(200);
      expect(again.body.version).toBe(res.body.version);

      const conflict = await people.admin.as.post(`/api/feedback/conversations/${second.body.conversation['id']}/messages/${stale.id}/apply`);
      expect(conflict.status).toBe(409);
      expect(conflict.body.message).toBe(STALE);
      const after = await people.admin.as.get(`/api/tasks/${taskId}/script-versions`);
      expect(after.body).toHaveLength(versions.body.length);
    });

    it('refuses to apply a message that proposes nothing', async () => {
      const messages = (await people.admin.as.get(`/api/feedback/conversations/${conversationId}/messages`)).body as Message[];
      const userMessage = messages.find((m) => m.role === 'user')!;
      const res = await people.admin.as.post(`/api/feedback/conversations/${conversationId}/messages/${userMessage.id}/apply`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This message proposes no script to apply');
    });

    it('hides the conversation from another company: 404 on every route', async () => {
      const as = people.outsider.as;
      for (const res of [
        await as.get(`/api/feedback/conversations/${conversationId}/messages`),
        await as.post(`/api/feedback/conversations/${conversationId}/messages`, { role: 'user', content: 'Fix it' }),
        await as.post(`/api/feedback/conversations/${conversationId}/messages/${diagnosis.id}/apply`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Conversation not found');
      }
      const list = await as.get(`/api/feedback/conversations?taskId=${taskId}`);
      expect(list.status).toBe(404);
      expect(list.body.message).toBe('Task not found');
      const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM feedback_messages WHERE conversation_id = $1', [conversationId]);
      expect(n).toBe(3);
    });
  });

  describe('starting a conversation', () => {
    it('opens a completed run’s conversation without a diagnosis', async () => {
      const res = await start(people.viewer.as, { taskId, executionId: completedRun, title: '' });
      expect(res.status).toBe(201);
      expect(res.body.conversation['title']).toBe(`Run #${completedRun}`);
      expect(res.body.messages).toEqual([]);
    });

    it('diagnoses a hand-written script’s KeyError even when its input cannot be read for a sample', async () => {
      const keyError = "KeyError: 'Amount'";
      const log = {
        success: false,
        error: keyError,
        stdout: null,
        stderr: `Traceback (most recent call last):\n  File "/job/script.py", line 3, in <module>\n    total += float(row['Amount'])\n${keyError}\n`,
        detailedError: null,
      };
      const run = await runEndedAs(people.admin.as, otherTaskId, { status: 'failed', error: keyError, log: JSON.stringify(log) });
      const res = await start(people.admin.as, { taskId: otherTaskId, executionId: run });
      expect(res.status).toBe(201);
      expect(res.body.messages[0]!.content).toBe(
        'The script looks for a column "Amount", but the file has no such column. Check the column names in the input file and in the task\'s steps.',
      );
      expect(res.body.messages[0]!.metadata).toEqual({});
    });

    it('keeps the first 200 characters of a long title (the screens build it from the task’s name)', async () => {
      const title = `Execution #${completedRun} of ${'T'.repeat(255)}`;
      const res = await start(people.viewer.as, { taskId, executionId: completedRun, title });
      expect(res.status).toBe(201);
      expect(res.body.conversation['title']).toBe(title.slice(0, 200));
    });

    it('refuses a run of another task with 400', async () => {
      const res = await start(people.admin.as, { taskId, executionId: otherTasksRun });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The run does not belong to this task');
    });

    it('answers 404 for another company’s task or run, and creates nothing', async () => {
      const before = (await ds.query('SELECT count(*)::int AS n FROM feedback_conversations'))[0].n;
      const task = await start(people.admin.as, { taskId: outsiderTaskId });
      expect([task.status, task.body.message]).toEqual([404, 'Task not found']);
      const run = await start(people.admin.as, { taskId, executionId: outsidersRun });
      expect([run.status, run.body.message]).toEqual([404, 'Execution not found']);
      expect((await ds.query('SELECT count(*)::int AS n FROM feedback_conversations'))[0].n).toBe(before);
    });

    it('refuses a missing task id with 400', async () => {
      const res = await start(people.admin.as, { title: 'x' });
      expect(res.status).toBe(400);
    });
  });
});

/**
 * Waits until the suite's worker has ended the run (its inputs cannot be claimed: the suite has no
 * svc-files), so the end the test writes afterwards is the one that stays.
 */
async function endedByWorker(ds: DataSource, runId: number): Promise<void> {
  await eventually(
    async () => {
      const [row] = await ds.query('SELECT status FROM task_executions WHERE id = $1', [runId]);
      return ['completed', 'failed', 'cancelled'].includes(row?.status);
    },
    30_000,
    50,
  );
}

describe('Feedback conversations answered by a model (AI_BASE_URL set)', () => {
  const serviceName = `svc-tasks-${uniqueSuffix()}`;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let ds: DataSource;
  let worker: WorkerProcess | null = null;
  let server: ChatCompletionsServer;
  let as: Client;
  let taskId = 0;
  let runId = 0;
  const companyId = aCompanyId();
  const adminId = aUserId();
  const FIXED = SCRIPT.replace('("sum", "Hours", "Hours")', '("sum", "Hrs", "Hours")');

  beforeAll(async () => {
    server = await ChatCompletionsServer.start();
    db = await createTestDatabase('tasks_feedback_model');
    issuer = await createTestIssuer();
    svc = await startServiceUnderTest({
      env: TasksEnv,
      appModule: AppModule,
      db,
      issuer,
      serviceName,
      settings: { AI_BASE_URL: server.baseURL, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '1500', AI_MAX_RETRIES: '0' },
    });
    ds = svc.app.get(DataSource);
    worker = await startWorkerProcess(db);
    as = client(svc.url, await issuer.sign({ id: adminId, companyId, role: 'admin' }));
    await ds.query(`INSERT INTO company_users (id, company_id, email, role) VALUES ($1, $2, 'admin@acme.example', 'admin')`, [adminId, companyId]);
    const created = await as.post('/api/tasks', aTaskBody({ name: 'Hours per technician', type: 'excel-processing', pythonScript: SCRIPT }));
    taskId = created.body.id;
    await ds.query('UPDATE tasks SET input_file_ids = $2, input_file_count = 1 WHERE id = $1', [taskId, [601]]);
    runId = (await as.post(`/api/tasks/${taskId}/execute`)).body.id;
    await endedByWorker(ds, runId);
    await ds.query(`UPDATE task_executions SET status = 'failed', error = $2, log = $3 WHERE id = $1`, [runId, COLUMN_ERROR, JSON.stringify(FAILED_LOG)]);
  }, 90_000);

  afterAll(async () => {
    await worker?.close();
    await svc?.close();
    await removeDurables(serviceName);
    await issuer?.close();
    await db?.drop();
    await server?.close();
  });

  const conversations = async (): Promise<number> => (await ds.query('SELECT count(*)::int AS n FROM feedback_conversations'))[0].n;

  it('answers the spec’s start failure text with the reason when the model fails, and creates nothing', async () => {
    server.answerWith({ kind: 'error', status: 503, message: 'overloaded' });
    const res = await as.post('/api/feedback/conversations', { taskId, executionId: runId });
    expect([res.status, res.body.message]).toEqual([503, 'Error - Failed to start AI conversation. Please try again.']);
    expect(res.body.reason).toEqual(expect.any(String));
    expect(await conversations()).toBe(0);
  });

  it('gives the model the run’s log and script, and keeps its corrected script as a proposal', async () => {
    server.answerWith({ kind: 'json', value: { explanation: 'The file calls the column Hrs.', script: FIXED } });
    const res = await as.post('/api/feedback/conversations', { taskId, executionId: runId });
    expect(res.status).toBe(201);
    const [diagnosis] = res.body.messages as Message[];
    expect(diagnosis!.content).toBe('The file calls the column Hrs.');
    expect(diagnosis!.metadata.proposal!.script).toBe(FIXED);
    expect(changedLines(diagnosis!.metadata.proposal!.diff)).toEqual({
      removed: ['        ("sum", "Hours", "Hours"),'],
      added: ['        ("sum", "Hrs", "Hours"),'],
    });
    const prompt = JSON.stringify(server.requests[server.requests.length - 1]!.body.messages);
    expect(prompt).toContain('Column \\"Hours\\" not found');
    expect(prompt).toContain('group_rows');
  });

  it('does not offer a corrected script the model wrote that Python cannot compile', async () => {
    server.answerWith({ kind: 'json', value: { explanation: 'Use Hrs.', script: 'def task(:\n    pass\n' } });
    const res = await as.post('/api/feedback/conversations', { taskId, executionId: runId });
    expect(res.status).toBe(201);
    const [diagnosis] = res.body.messages as Message[];
    expect(diagnosis!.metadata).toEqual({});
    expect(diagnosis!.content).toMatch(
      /^Use Hrs\.\n\nThe corrected script I wrote does not compile \(Syntax error on line 1: .+\), so it is not offered\. Ask again\.$/,
    );
  });

  it('answers the spec’s send failure text when the model is rate limited, and saves neither message', async () => {
    const started = await as.post('/api/feedback/conversations', { taskId, title: 'About the task' });
    expect(started.status).toBe(201);
    const id = started.body.conversation.id as number;
    server.answerWith({ kind: 'error', status: 429, message: 'slow down', headers: { 'retry-after': '0' } });
    const res = await as.post(`/api/feedback/conversations/${id}/messages`, { role: 'user', content: 'Why did it fail?', taskId });
    expect([res.status, res.body.message]).toEqual([429, 'Error - Failed to send message. Please try again.']);
    expect((await as.get(`/api/feedback/conversations/${id}/messages`)).body).toEqual([]);
  });
});
