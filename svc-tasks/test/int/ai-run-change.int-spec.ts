import { DataSource } from 'typeorm';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { aCompanyId, aTaskBody, aUserId } from '../factories/task.factory.js';
import { startWorkerProcess, type WorkerProcess } from './worker-harness.js';

// The assistant on a run changes the task when asked (issue 32 item 12): a request to change it is
// answered with new steps and the script built from them, as diffs, nothing saved until Apply; Apply
// saves both as new versions; a question about the run still gets the diagnosis.

type Client = ReturnType<typeof client>;
interface Proposal {
  script: string;
  diff: string;
  steps?: string[];
  stepsDiff?: string;
}
interface Message {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  metadata: { proposal?: Proposal; appliedVersion?: number };
}

const STEPS = ['Total Hours per Tech', 'Save as hours-by-tech.csv'];
const COLUMN_ERROR = 'MilestoneColumnError: Column "Hours" not found in sheet "Sheet1". The columns are: Tech, Hrs, Date';
const FAILED_LOG = { success: false, error: COLUMN_ERROR, stdout: null, stderr: `${COLUMN_ERROR}\n`, detailedError: null };
const COMPLETED_LOG = { success: true, error: null, stdout: 'done', stderr: null, detailedError: null };

function added(diff: string): string[] {
  return diff
    .split('\n')
    .filter((l) => l.startsWith('+') && !l.startsWith('+++'))
    .map((l) => l.slice(1));
}
function removed(diff: string): string[] {
  return diff
    .split('\n')
    .filter((l) => l.startsWith('-') && !l.startsWith('---'))
    .map((l) => l.slice(1));
}

describe('the assistant on a run, asked to change the task', () => {
  const serviceName = `svc-tasks-${uniqueSuffix()}`;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let ds: DataSource;
  let worker: WorkerProcess | null = null;
  const companyId = aCompanyId();
  const admin = { id: aUserId(), as: null as unknown as Client };
  const viewer = { id: aUserId(), as: null as unknown as Client };
  const outsider = { id: aUserId(), as: null as unknown as Client };
  let taskId = 0;
  let script = '';
  let completedConversation = 0;
  let failedConversation = 0;

  async function runEndedAs(end: Record<string, unknown>): Promise<number> {
    const res = await admin.as.post(`/api/tasks/${taskId}/execute`);
    expect(res.status).toBe(202);
    await eventually(
      async () => {
        const [row] = await ds.query('SELECT status FROM task_executions WHERE id = $1', [res.body.id]);
        return ['completed', 'failed', 'cancelled'].includes(row?.status);
      },
      30_000,
      50,
    );
    const columns = Object.keys(end);
    await ds.query(`UPDATE task_executions SET ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(', ')} WHERE id = $1`, [
      res.body.id,
      ...columns.map((c) => end[c]),
    ]);
    return res.body.id as number;
  }

  async function send(conversationId: number, content: string, as = admin.as): Promise<Message> {
    const res = await as.post(`/api/feedback/conversations/${conversationId}/messages`, { role: 'user', content, taskId });
    expect(res.status).toBe(201);
    return res.body.reply as Message;
  }

  const taskNow = async (): Promise<{ steps: string[]; script: string }> => {
    const res = await admin.as.get(`/api/tasks/${taskId}`);
    return { steps: (JSON.parse(res.body.instructions) as { content: string }[]).map((s) => s.content), script: res.body.pythonScript };
  };

  beforeAll(async () => {
    db = await createTestDatabase('tasks_ai_run_change');
    issuer = await createTestIssuer();
    svc = await startTasksService(db, issuer, serviceName);
    ds = svc.app.get(DataSource);
    worker = await startWorkerProcess(db);
    admin.as = client(svc.url, await issuer.sign({ id: admin.id, companyId, role: 'admin' }));
    viewer.as = client(svc.url, await issuer.sign({ id: viewer.id, companyId, role: 'user' }));
    outsider.as = client(svc.url, await issuer.sign({ id: outsider.id, companyId: aCompanyId(), role: 'owner' }));
    for (const [p, role] of [
      [admin, 'admin'],
      [viewer, 'user'],
    ] as const) {
      await ds.query(`INSERT INTO company_users (id, company_id, email, first_name, last_name, role) VALUES ($1, $2, $3, 'A', 'User', $4)`, [
        p.id,
        companyId,
        `u${p.id}@acme.example`,
        role,
      ]);
    }
    const instructions = JSON.stringify(STEPS.map((content, i) => ({ id: `s${i + 1}`, content })));
    const created = await admin.as.post('/api/tasks', aTaskBody({ name: 'Hours by tech', type: 'excel-processing', instructions }));
    expect(created.status).toBe(201);
    taskId = created.body.id;
    const generated = await admin.as.post(`/api/tasks/${taskId}/generate-script`);
    expect(generated.status).toBe(200);
    script = generated.body.script;
    await ds.query('UPDATE tasks SET input_file_ids = $2, input_file_count = 1 WHERE id = $1', [taskId, [701]]);
    const completedRun = await runEndedAs({ status: 'completed', log: JSON.stringify(COMPLETED_LOG) });
    const failedRun = await runEndedAs({ status: 'failed', error: COLUMN_ERROR, log: JSON.stringify(FAILED_LOG), end_time: new Date() });
    // No input file to dry-run a new script on (that is the worker's, tested elsewhere): it is compiled only.
    await ds.query("UPDATE tasks SET input_file_ids = '{}', input_file_count = 0 WHERE id = $1", [taskId]);
    completedConversation = (await admin.as.post('/api/feedback/conversations', { taskId, executionId: completedRun })).body.conversation.id;
    failedConversation = (await admin.as.post('/api/feedback/conversations', { taskId, executionId: failedRun })).body.conversation.id;
  }, 90_000);

  afterAll(async () => {
    await worker?.close();
    await svc?.close();
    await removeDurables(serviceName);
    await issuer?.close();
    await db?.drop();
  });

  it('answers "add a column ..." on a completed run with new steps and their script as diffs, and saves nothing', async () => {
    const versionsBefore = (await admin.as.get(`/api/tasks/${taskId}/step-versions`)).body.length;
    const reply = await send(completedConversation, 'Add a column Days Worked = Hours / 8');
    expect(reply.content).toContain('Added step 2: "Add a column Days Worked = Hours / 8".');
    expect(reply.content).not.toContain('I can explain why this run failed');
    const proposal = reply.metadata.proposal!;
    expect(proposal.steps).toEqual(['Total Hours per Tech', 'Add a column Days Worked = Hours / 8', 'Save as hours-by-tech.csv']);
    expect(added(proposal.stepsDiff!)).toEqual(['Add a column Days Worked = Hours / 8']);
    expect(removed(proposal.stepsDiff!)).toEqual([]);
    expect(proposal.script).toContain('Days Worked');
    expect(added(proposal.diff).join('\n')).toContain('Days Worked');
    expect(await taskNow()).toEqual({ steps: STEPS, script });
    expect((await admin.as.get(`/api/tasks/${taskId}/step-versions`)).body).toHaveLength(versionsBefore);
  });

  it('still answers a question about the failed run with the diagnosis', async () => {
    for (const question of ['Why did it fail?', 'what went wrong']) {
      const reply = await send(failedConversation, question, viewer.as);
      expect(reply.content).toContain('The script looks for a column "Hours", but the file has no such column');
      expect(reply.metadata.proposal?.steps).toBeUndefined();
    }
  });

  it('reads "that step" of a failed run as its failing step: "please remove that step and fix it" proposes the steps without it', async () => {
    const reply = await send(failedConversation, 'please remove that step and fix it');
    expect(reply.content).toContain('Removed step 1 ("Total Hours per Tech").');
    expect(reply.metadata.proposal!.steps).toEqual(['Save as hours-by-tech.csv']);
    expect(removed(reply.metadata.proposal!.stepsDiff!)).toEqual(['Total Hours per Tech']);
    for (const phrasing of ['Fix it by removing that step', 'get rid of the step that failed, then run it again']) {
      const other = await send(failedConversation, phrasing);
      expect(other.content).toContain('Removed step 1 ("Total Hours per Tech"). Review the new steps and script, then apply them.');
      expect(other.metadata.proposal!.steps).toEqual(['Save as hours-by-tech.csv']);
    }
  });

  it('says so, with nothing to apply, when the offline assistant cannot make the change', async () => {
    const reply = await send(completedConversation, 'add a column with the number of days worked');
    expect(reply.content).toContain('I did not understand the request "add a column with the number of days worked"');
    expect(reply.metadata).toEqual({});
  });

  it('lets a viewer see the proposal but only a task admin apply it; Apply saves the steps and the script as new versions', async () => {
    const messages = (await admin.as.get(`/api/feedback/conversations/${completedConversation}/messages`)).body as Message[];
    const change = messages.find((m) => m.metadata.proposal?.steps?.includes('Add a column Days Worked = Hours / 8'))!;
    const refused = await viewer.as.post(`/api/feedback/conversations/${completedConversation}/messages/${change.id}/apply`);
    expect(refused.status).toBe(403);
    const hidden = await outsider.as.post(`/api/feedback/conversations/${completedConversation}/messages/${change.id}/apply`);
    expect([hidden.status, hidden.body.message]).toEqual([404, 'Conversation not found']);

    const res = await admin.as.post(`/api/feedback/conversations/${completedConversation}/messages/${change.id}/apply`);
    expect(res.status).toBe(200);
    expect(await taskNow()).toEqual({ steps: change.metadata.proposal!.steps, script: change.metadata.proposal!.script });
    const [stepVersion] = (await admin.as.get(`/api/tasks/${taskId}/step-versions`)).body;
    expect(stepVersion).toMatchObject({ source: 'ai', request: 'Add a column Days Worked = Hours / 8', createdBy: admin.id, stepCount: 3 });
    const [scriptVersion] = (await admin.as.get(`/api/tasks/${taskId}/script-versions`)).body;
    expect(scriptVersion).toMatchObject({ version: res.body.version, source: 'ai', createdBy: admin.id });

    // Applied once: again answers the same version; the failed run's proposal was made from the old steps and is refused.
    const again = await admin.as.post(`/api/feedback/conversations/${completedConversation}/messages/${change.id}/apply`);
    expect([again.status, again.body.version]).toEqual([200, res.body.version]);
    const failedMessages = (await admin.as.get(`/api/feedback/conversations/${failedConversation}/messages`)).body as Message[];
    const stale = failedMessages.find((m) => m.metadata.proposal?.steps)!;
    const conflict = await admin.as.post(`/api/feedback/conversations/${failedConversation}/messages/${stale.id}/apply`);
    expect([conflict.status, conflict.body.message]).toEqual([409, 'The task’s steps or script changed since this change was proposed. Ask again.']);
  });
});
