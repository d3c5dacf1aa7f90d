import { startAiSuite, type AiSuite } from '../support/ai-suite.js';

// A task's step versions and the step editor's AI request, against real PostgreSQL and NATS, the
// real offline provider and the real sandbox.

const EDIT_FORBIDDEN = 'You need admin or owner permissions on this task to edit it';
const STEPS = ['Keep only the rows where Status is Open', 'Sort by Date, oldest first'];

let suite: AiSuite;

beforeAll(async () => {
  suite = await startAiSuite('steps');
}, 120_000);

afterAll(async () => {
  await suite?.close();
}, 60_000);

async function newTask(steps: string[] = STEPS): Promise<{ id: number; version: number; instructions: string }> {
  const res = await suite.creator.as.post('/api/tasks', { name: `Jobs ${Date.now()}`, type: 'excel-processing', instructions: JSON.stringify(steps) });
  expect(res.status).toBe(201);
  return res.body;
}

async function saveSteps(taskId: number, steps: Array<{ id: string; content: string }>): Promise<{ version: number; instructions: string }> {
  const current = (await suite.creator.as.get(`/api/tasks/${taskId}`)).body;
  const res = await suite.creator.as.put(`/api/tasks/${taskId}`, { version: current.version, instructions: JSON.stringify(steps) });
  expect(res.status).toBe(200);
  return res.body;
}

async function versionsOf(taskId: number): Promise<Array<Record<string, unknown>>> {
  const res = await suite.viewer.as.get(`/api/tasks/${taskId}/step-versions`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('step versions', () => {
  it('keeps every saved list of steps, newest first: the creation, then each edit (a save without new steps is none)', async () => {
    const task = await newTask();
    const edited = [
      { id: 'step-1', content: 'Keep only the rows where Status is Open' },
      { id: 'step-2', content: 'Sort by Date, newest first' },
      { id: 'step-3', content: 'Save it as a CSV file' },
    ];
    await saveSteps(task.id, edited);
    const current = (await suite.creator.as.get(`/api/tasks/${task.id}`)).body;
    expect(
      (await suite.creator.as.put(`/api/tasks/${task.id}`, { version: current.version, instructions: current.instructions, name: 'Renamed' })).status,
    ).toBe(200);

    const versions = await versionsOf(task.id);
    expect(versions).toEqual([
      {
        version: 2,
        source: 'manual',
        request: null,
        message: null,
        createdBy: suite.creator.id,
        createdByName: suite.creator.email,
        createdAt: expect.any(String),
        stepCount: 3,
      },
      {
        version: 1,
        source: 'create',
        request: null,
        message: null,
        createdBy: suite.creator.id,
        createdByName: suite.creator.email,
        createdAt: expect.any(String),
        stepCount: 2,
      },
    ]);
    const one = await suite.viewer.as.get(`/api/tasks/${task.id}/step-versions/1`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ version: 1, source: 'create', steps: STEPS.map((content, i) => ({ id: `step-${i + 1}`, content })) });
    expect((await suite.viewer.as.get(`/api/tasks/${task.id}/step-versions/2`)).body.steps).toEqual(edited);
  });

  it('keeps the steps a task had before versions existed as version 1 on its first change', async () => {
    const legacy = JSON.stringify([{ id: 'a', content: 'Remove duplicate rows' }]);
    const [row] = await suite.ds.query(
      `INSERT INTO tasks (name, type, instructions, company_id, owner_id) VALUES ('Legacy', 'excel-processing', $1, $2, $3) RETURNING id`,
      [legacy, suite.companyId, suite.creator.id],
    );
    await saveSteps(row.id, [{ id: 'a', content: 'Remove duplicate rows that have the same Job ID' }]);
    const versions = await versionsOf(row.id);
    expect(versions.map((v) => [v.version, v.source, v.createdBy])).toEqual([
      [2, 'manual', suite.creator.id],
      [1, 'manual', null],
    ]);
    expect((await suite.viewer.as.get(`/api/tasks/${row.id}/step-versions/1`)).body.steps).toEqual([{ id: 'a', content: 'Remove duplicate rows' }]);
  });

  it("restores an older list as a new version (source 'restore'), by a task admin", async () => {
    const task = await newTask();
    await saveSteps(task.id, [{ id: 'step-1', content: 'Sort by Amount, largest first' }]);
    const res = await suite.admin.as.post(`/api/tasks/${task.id}/step-versions/1/restore`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: task.id, instructions: task.instructions, permissionLevel: 'admin' });
    expect((await versionsOf(task.id)).map((v) => [v.version, v.source, v.createdBy])).toEqual([
      [3, 'restore', suite.admin.id],
      [2, 'manual', suite.creator.id],
      [1, 'create', suite.creator.id],
    ]);
    // Restoring the steps the task has now changes nothing.
    const again = await suite.admin.as.post(`/api/tasks/${task.id}/step-versions/3/restore`);
    expect(again.body.version).toBe(res.body.version);
    expect(await versionsOf(task.id)).toHaveLength(3);
  });

  it("refuses a viewer's restore (403), an unknown version (404) and another company's caller (404 on every route)", async () => {
    const task = await newTask();
    expect(await suite.viewer.as.post(`/api/tasks/${task.id}/step-versions/1/restore`)).toMatchObject({ status: 403, body: { message: EDIT_FORBIDDEN } });
    expect(await suite.creator.as.get(`/api/tasks/${task.id}/step-versions/9`)).toMatchObject({ status: 404, body: { message: 'Step version not found' } });
    expect(await suite.creator.as.post(`/api/tasks/${task.id}/step-versions/9/restore`)).toMatchObject({
      status: 404,
      body: { message: 'Step version not found' },
    });
    expect(await suite.creator.as.get(`/api/tasks/${task.id}/step-versions/abc`)).toMatchObject({ status: 404, body: { message: 'Step version not found' } });
    for (const [method, route] of [
      ['get', 'step-versions'],
      ['get', 'step-versions/1'],
      ['post', 'step-versions/1/restore'],
      ['post', 'steps/ai-request'],
    ] as const) {
      const res =
        method === 'get'
          ? await suite.outsider.as.get(`/api/tasks/${task.id}/${route}`)
          : await suite.outsider.as.post(`/api/tasks/${task.id}/${route}`, { request: 'Sort by Date' });
      expect({ route, status: res.status, message: res.body.message }).toEqual({ route, status: 404, message: 'Task not found' });
    }
    expect(await versionsOf(task.id)).toHaveLength(1);
  });
});

describe('POST /api/tasks/{id}/steps/ai-request', () => {
  it('rewrites the steps as asked (kept steps keep their ids), saves them as a version with the request and the answer, then the script follows', async () => {
    const task = await newTask();
    const res = await suite.creator.as.post(`/api/tasks/${task.id}/steps/ai-request`, { request: 'Also remove duplicate rows that have the same Job ID' });
    expect(res.status).toBe(200);
    const steps = JSON.parse(res.body.task.instructions) as Array<{ id: string; content: string }>;
    expect(steps.length).toBeGreaterThan(STEPS.length);
    expect(steps.map((s) => s.content).join(' ')).toMatch(/duplicate/i);
    for (const [i, content] of STEPS.entries()) {
      const kept = steps.find((s) => s.content === content);
      if (kept) expect(kept.id).toBe(`step-${i + 1}`);
    }
    expect(new Set(steps.map((s) => s.id)).size).toBe(steps.length);
    expect(res.body.version).toMatchObject({
      version: 2,
      source: 'ai',
      request: 'Also remove duplicate rows that have the same Job ID',
      message: res.body.message,
      stepCount: steps.length,
      steps,
    });
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.script).toEqual({ status: 'generated', message: expect.any(String) });
    expect(res.body.task).toMatchObject({ hasScript: true, pythonScript: expect.stringContaining('import milestone') });
    expect((await suite.creator.as.get(`/api/tasks/${task.id}/script-versions`)).body).toEqual([expect.objectContaining({ version: 1, source: 'ai' })]);
    expect((await versionsOf(task.id)).map((v) => [v.version, v.source])).toEqual([
      [2, 'ai'],
      [1, 'create'],
    ]);
  });

  it('keeps the new steps when no script can be built from them, and says why (the task keeps its script)', async () => {
    const task = await newTask();
    const res = await suite.creator.as.post(`/api/tasks/${task.id}/steps/ai-request`, {
      request: 'Add a step at the end to look up each customer on Google Maps',
    });
    expect(res.status).toBe(200);
    expect(res.body.version).toMatchObject({ version: 2, source: 'ai' });
    expect(res.body.task.instructions).not.toBe(task.instructions);
    expect(res.body.task.instructions).toMatch(/google maps/i);
    expect(res.body.script).toEqual({ status: 'failed', message: expect.stringMatching(/google maps/i) });
    expect(res.body.task.pythonScript).toBeNull();
  });

  it('records a request it did not act on with its answer, and leaves the steps and the script as they were', async () => {
    const task = await newTask();
    const request = 'Then look up each customer on Google Maps and add the driving distance from our shop';
    const res = await suite.creator.as.post(`/api/tasks/${task.id}/steps/ai-request`, { request });
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({ instructions: task.instructions, version: task.version, pythonScript: null });
    expect(res.body.version).toMatchObject({ version: 2, source: 'ai', request, message: res.body.message, stepCount: STEPS.length });
    expect(res.body.script).toEqual({ status: 'unchanged', message: 'The steps did not change, so the script was left as it is.' });
  });

  it.each([
    ['no request', {}, 'Request is required'],
    ['a blank request', { request: '  ' }, 'Request is required'],
    ['a request of 2001 characters', { request: 'x'.repeat(2001) }, 'Request must be at most 2000 characters'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const task = await newTask();
    expect(await suite.creator.as.post(`/api/tasks/${task.id}/steps/ai-request`, body)).toMatchObject({ status: 400, body: { statusCode: 400, message } });
  });

  it('refuses a viewer with 403 and changes nothing', async () => {
    const task = await newTask();
    expect(await suite.viewer.as.post(`/api/tasks/${task.id}/steps/ai-request`, { request: 'Sort by Date' })).toMatchObject({
      status: 403,
      body: { message: EDIT_FORBIDDEN },
    });
    expect(await versionsOf(task.id)).toHaveLength(1);
  });
});
