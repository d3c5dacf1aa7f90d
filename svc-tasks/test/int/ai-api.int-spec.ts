import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AI_TASK_TYPES } from '../../src/modules/ai/ai.types.js';
import { startAiSuite, type AiSuite } from '../support/ai-suite.js';

// The AI builder's routes against real PostgreSQL and NATS, the real offline provider, the real
// sandbox and a real svc-files (its build) for the task's input.

const CASES = path.resolve(import.meta.dirname, '../../../tools/ai-eval/cases');
const TIMESHEET = readFileSync(path.join(CASES, '01-timesheet-total-hours-per-technician/timesheet.csv'), 'utf8');
/** The same timesheet with a row whose Hours is not a number, past the rows the provider is shown. */
const BAD_TIMESHEET =
  TIMESHEET.trimEnd()
    .split(/\r?\n/)
    .map((line, i) => (i === 11 ? line.replace(/,[\d.]+,Approved$/, ',abc,Approved') : line))
    .join('\n') + '\n';

const UNDERSTOOD =
  'Take the weekly timesheet export, drop the rows where Status is Void, then total the Hours per Technician in a column called Total Hours, sorted by Technician A to Z. Save it as an Excel file named hours-by-technician.';
const NOT_UNDERSTOOD = 'Remove duplicate customers, then look up each customer on Google Maps and add the driving distance from our shop.';
const STEPS = [
  'Drop the rows where Status is Void',
  'Total the Hours per Technician in a column called Total Hours',
  'Sort by Technician A to Z',
  'Save it as an Excel file named hours-by-technician',
];
const SCRIPT_FORBIDDEN = 'Only task admins can edit the script.';

let suite: AiSuite;

beforeAll(async () => {
  suite = await startAiSuite('ai_api', { files: true });
}, 180_000);

afterAll(async () => {
  await suite?.close();
}, 60_000);

async function taskCount(): Promise<number> {
  const [row] = await suite.ds.query('SELECT count(*)::int AS n FROM tasks WHERE company_id = $1', [suite.companyId]);
  return row.n;
}

async function newTask(extra: Record<string, unknown> = {}): Promise<{ id: number; version: number }> {
  const res = await suite.creator.as.post('/api/tasks', {
    name: `Hours ${Date.now()}`,
    type: 'excel-processing',
    instructions: JSON.stringify(STEPS),
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('POST /api/ai/generate-task-requirements', () => {
  it('answers questions drawn from the description, each with an id, a type and (for a select) options', async () => {
    const res = await suite.creator.as.post('/api/ai/generate-task-requirements', { description: `  ${UNDERSTOOD}  `, taskType: 'excel-processing' });
    expect(res.status).toBe(200);
    const { requirements, message } = res.body.data;
    expect(typeof message).toBe('string');
    expect(requirements.length).toBeGreaterThan(0);
    for (const q of requirements) {
      expect(q).toMatchObject({ id: expect.any(String), question: expect.any(String), description: expect.any(String), required: expect.any(Boolean) });
      expect(['text', 'textarea', 'select', 'checkbox', 'multiselect']).toContain(q.type);
      if (q.type === 'select' || q.type === 'multiselect') expect(q.options.every((o: string) => o.trim() !== '')).toBe(true);
    }
    expect(new Set(requirements.map((q: { id: string }) => q.id)).size).toBe(requirements.length);
  });

  it.each([
    ['no description', { taskType: 'excel-processing' }, 'Description is required'],
    ['a blank description', { description: '   ', taskType: 'excel-processing' }, 'Description is required'],
    ['a description of 4001 characters', { description: 'x'.repeat(4001), taskType: 'excel-processing' }, 'Description must be at most 4000 characters'],
    ['no task type', { description: UNDERSTOOD }, `Task type must be one of ${AI_TASK_TYPES.join(', ')}`],
    [
      "the management filter's type",
      { description: UNDERSTOOD, taskType: 'file-processing' },
      'Task type must be one of form-processing, excel-processing, api-reporting',
    ],
    ['an unknown field', { description: UNDERSTOOD, taskType: 'excel-processing', extra: 1 }, 'property extra should not exist'],
    [
      'a sample without sheets',
      { description: UNDERSTOOD, taskType: 'excel-processing', sample: { fileName: 'timesheet.csv', sheets: [] } },
      'Sample sheets must be a list of 1 to 10 sheets',
    ],
  ])('refuses %s with 400', async (_case, body, message) => {
    const res = await suite.creator.as.post('/api/ai/generate-task-requirements', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message });
  });

  it("takes the user's sample file (its header and first rows) with the description", async () => {
    const sample = {
      fileName: 'timesheet.csv',
      sheets: [{ name: 'timesheet', columns: ['Technician', 'Date', 'Hours', 'Status'], rows: [['Jordan', '2025-11-17', '8', 'Void']] }],
    };
    const res = await suite.creator.as.post('/api/ai/generate-task-requirements', { description: UNDERSTOOD, taskType: 'excel-processing', sample });
    expect(res.status).toBe(200);
    expect(res.body.data.requirements.length).toBeGreaterThan(0);
  });
});

describe('POST /api/ai/generate-task-plan and /api/ai/implement-task', () => {
  it('plans the task (its data flow as steps, notes of what was not understood) and implements it with a script that compiles', async () => {
    const questions = (await suite.creator.as.post('/api/ai/generate-task-requirements', { description: UNDERSTOOD, taskType: 'excel-processing' })).body.data
      .requirements;
    const requirements = Object.fromEntries(
      questions.filter((q: { value?: unknown }) => q.value !== undefined).map((q: { id: string; value: unknown }) => [q.id, q.value]),
    );
    const planned = await suite.creator.as.post('/api/ai/generate-task-plan', { description: UNDERSTOOD, taskType: 'excel-processing', requirements });
    expect(planned.status).toBe(200);
    const plan = planned.body.data;
    expect(plan).toMatchObject({ name: expect.any(String), description: expect.any(String), type: 'excel-processing', notes: [] });
    expect(['low', 'medium', 'high']).toContain(plan.estimatedComplexity);
    expect(plan.dataFlow.length).toBeGreaterThan(1);
    expect(Array.isArray(plan.features) && Array.isArray(plan.sections) && Array.isArray(plan.apiEndpoints)).toBe(true);

    // The screen sends the plan back as it got it (notes included).
    const implemented = await suite.creator.as.post('/api/ai/implement-task', { plan, requirements });
    expect(implemented.status).toBe(200);
    const details = implemented.body.data;
    expect(details).toMatchObject({ provider: 'offline', model: null, notUnderstood: [], message: expect.any(String) });
    expect(details.steps.length).toBeGreaterThan(0);
    expect(details.script).toContain('import milestone');
  });

  it('says on the plan what it could not understand', async () => {
    const res = await suite.creator.as.post('/api/ai/generate-task-plan', { description: NOT_UNDERSTOOD, taskType: 'excel-processing', requirements: {} });
    if (res.status === 200) {
      expect(res.body.data.notes.join(' ')).toMatch(/google maps|driving distance/i);
    } else {
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/google maps|driving distance/i);
    }
  });

  const plan = { name: 'x', description: '', type: 'excel-processing', estimatedComplexity: 'low', features: [], sections: [], dataFlow: [], apiEndpoints: [] };
  it.each([
    [
      'generate-task-plan',
      'answers in a list',
      { description: UNDERSTOOD, taskType: 'excel-processing', requirements: ['a'] },
      'Requirements must be an object of answers by question id',
    ],
    ['implement-task', 'no plan', { requirements: {} }, 'Plan is required'],
    ['implement-task', 'a plan that is text', { plan: 'a plan' }, 'Plan is required'],
    [
      'implement-task',
      'an unknown complexity',
      { plan: { ...plan, estimatedComplexity: 'huge' } },
      'Plan estimatedComplexity must be one of low, medium, high',
    ],
    ['implement-task', 'a data flow that is text', { plan: { ...plan, dataFlow: 'read' } }, 'Plan dataFlow must be a list of texts'],
  ])('%s refuses %s with 400', async (route, _case, body, message) => {
    const res = await suite.creator.as.post(`/api/ai/${route}`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message });
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const res = await fetch(`${suite.svc.url}/api/ai/generate-task-requirements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ description: UNDERSTOOD, taskType: 'excel-processing' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/tasks with pythonScript', () => {
  const SCRIPT = 'import milestone\n\nprint(milestone.inputs())\n';

  it("keeps the first script as version 1: 'manual', or 'ai' when the config says aiGenerated; the steps as step version 1 'create'", async () => {
    const manual = await newTask({ pythonScript: SCRIPT });
    const ai = await newTask({ pythonScript: SCRIPT, config: { aiGenerated: true } });
    for (const [task, source] of [
      [manual, 'manual'],
      [ai, 'ai'],
    ] as const) {
      const got = (await suite.creator.as.get(`/api/tasks/${task.id}`)).body;
      expect(got).toMatchObject({ pythonScript: SCRIPT, hasScript: true, version: 1 });
      const versions = (await suite.creator.as.get(`/api/tasks/${task.id}/script-versions`)).body;
      expect(versions).toEqual([expect.objectContaining({ version: 1, source, createdBy: suite.creator.id, lines: 4 })]);
      const steps = (await suite.creator.as.get(`/api/tasks/${task.id}/step-versions`)).body;
      expect(steps).toEqual([expect.objectContaining({ version: 1, source: 'create', stepCount: STEPS.length, createdBy: suite.creator.id })]);
    }
  });

  it('refuses a script Python cannot parse with 400 and creates nothing', async () => {
    const before = await taskCount();
    const res = await suite.creator.as.post('/api/tasks', { name: 'Broken', type: 'excel-processing', pythonScript: 'def f(:\n  pass\n' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Syntax error on line 1: /);
    expect(await taskCount()).toBe(before);
  });
});

describe('POST /api/tasks/create-with-ai', () => {
  it('creates the task from a description: steps, config, a script, script version 1 (ai), step version 1 (create) and its created event', async () => {
    const res = await suite.creator.as.post('/api/tasks/create-with-ai', { prompt: UNDERSTOOD, taskName: '  Weekly hours  ' });
    expect(res.status).toBe(201);
    const task = res.body;
    expect(task).toMatchObject({
      id: expect.any(Number),
      name: 'Weekly hours',
      description: UNDERSTOOD,
      type: 'excel-processing',
      status: 'inactive',
      hasScript: true,
      version: 1,
      permissionLevel: 'owner',
    });
    const steps = JSON.parse(task.instructions);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps[0]).toEqual({ id: 'step-1', content: expect.any(String) });
    expect(task.config).toMatchObject({ aiGenerated: true, features: expect.any(Array), sections: expect.any(Array), apiEndpoints: expect.any(Array) });
    expect(task.config.implementationDetails).toMatchObject({
      script: task.pythonScript,
      steps: steps.map((s: { content: string }) => s.content),
      provider: 'offline',
    });
    expect(task.pythonScript).toContain('import milestone');

    const [row] = await suite.ds.query('SELECT name, python_script, has_script, owner_id FROM tasks WHERE id = $1', [task.id]);
    expect(row).toEqual({ name: 'Weekly hours', python_script: task.pythonScript, has_script: true, owner_id: suite.creator.id });
    expect((await suite.creator.as.get(`/api/tasks/${task.id}/script-versions`)).body).toEqual([
      expect.objectContaining({ version: 1, source: 'ai', createdBy: suite.creator.id }),
    ]);
    const stepVersions = (await suite.creator.as.get(`/api/tasks/${task.id}/step-versions`)).body;
    expect(stepVersions).toEqual([expect.objectContaining({ version: 1, source: 'create', stepCount: steps.length })]);
    const events = await suite.ds.query(`SELECT subject FROM outbox WHERE (payload->>'taskId')::int = $1 ORDER BY id`, [task.id]);
    expect(events).toEqual([{ subject: 'tasks.task.created.v1' }]);
  });

  it('creates a description understood in part as a task with the steps understood and the rest to rephrase, without a script', async () => {
    const res = await suite.creator.as.post('/api/tasks/create-with-ai', { prompt: NOT_UNDERSTOOD, taskName: 'Distances' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Distances', hasScript: false, pythonScript: null });
    const steps = (JSON.parse(res.body.instructions) as { content: string }[]).map((step) => step.content);
    expect(steps).toEqual(expect.arrayContaining([expect.stringMatching(/^Remove duplicate/i), expect.stringMatching(/^Rephrase: .*google maps/i)]));
    expect(steps.filter((step) => step.startsWith('Rephrase: ')).join(' ')).toMatch(/driving distance/i);
    expect(res.body.config.implementationDetails.message).toMatch(/Rephrase:/);
  });

  it('refuses a description of which nothing could be read with 422 naming it, and creates nothing', async () => {
    const before = await taskCount();
    const res = await suite.creator.as.post('/api/tasks/create-with-ai', { prompt: 'Look up each customer on Google Maps.', taskName: 'Maps' });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/google maps/i);
    expect(await taskCount()).toBe(before);
  });

  it.each([
    ['no prompt', { taskName: 'x' }, 'Prompt is required'],
    ['a blank prompt', { prompt: ' ', taskName: 'x' }, 'Prompt is required'],
    ['no task name', { prompt: UNDERSTOOD }, 'Task name is required'],
    ['a blank task name', { prompt: UNDERSTOOD, taskName: '   ' }, 'Task name is required'],
    ['a task name of 256 characters', { prompt: UNDERSTOOD, taskName: 'x'.repeat(256) }, 'Task name must be at most 255 characters'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const res = await suite.creator.as.post('/api/tasks/create-with-ai', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message });
  });
});

describe('POST /api/tasks/{id}/generate-script', () => {
  it('saves a script from the steps (compiled; no input to try it on) as a version by the AI', async () => {
    const task = await newTask();
    const res = await suite.admin.as.post(`/api/tasks/${task.id}/generate-script`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 1, check: { compiled: true, dryRun: 'skipped' }, notUnderstood: [], message: expect.any(String) });
    expect(res.body.script).toContain('import milestone');
    expect(res.body.task).toMatchObject({ id: task.id, pythonScript: res.body.script, hasScript: true, version: task.version + 1, permissionLevel: 'admin' });
    expect((await suite.viewer.as.get(`/api/tasks/${task.id}/script-versions`)).body).toEqual([
      expect.objectContaining({ version: 1, source: 'ai', createdBy: suite.admin.id }),
    ]);
  });

  it("runs the script on the task's uploaded file before saving it; one that fails on the next file is not saved over it", async () => {
    const task = await newTask();
    await suite.upload(task.id, 'timesheet.csv', TIMESHEET);
    const passed = await suite.creator.as.post(`/api/tasks/${task.id}/generate-script`);
    expect(passed.status).toBe(200);
    expect(passed.body.check).toEqual({
      compiled: true,
      dryRun: 'passed',
      detail: expect.stringMatching(/^Ran on timesheet\.csv in [\d.]+ s; it wrote hours-by-technician\.xlsx\.$/),
    });
    expect(passed.body.version).toBe(1);

    expect(BAD_TIMESHEET).toContain(',abc,Approved');
    await suite.upload(task.id, 'timesheet-bad.csv', BAD_TIMESHEET);
    const failed = await suite.creator.as.post(`/api/tasks/${task.id}/generate-script`);
    expect(failed.status).toBe(422);
    expect(failed.body.message).toMatch(
      /^The generated script failed on timesheet-bad\.csv: Milestone\w*Error: .*abc.*\. The task keeps its current script\.$/,
    );
    const after = (await suite.creator.as.get(`/api/tasks/${task.id}`)).body;
    expect(after.pythonScript).toBe(passed.body.script);
    expect(after.version).toBe(passed.body.task.version);
    expect((await suite.creator.as.get(`/api/tasks/${task.id}/script-versions`)).body).toHaveLength(1);
  });

  it('answers 422 with what it did not understand when the steps cannot be built, and saves nothing', async () => {
    const task = await newTask({ instructions: JSON.stringify([NOT_UNDERSTOOD]) });
    const res = await suite.creator.as.post(`/api/tasks/${task.id}/generate-script`);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/google maps|driving distance/i);
    expect((await suite.creator.as.get(`/api/tasks/${task.id}`)).body).toMatchObject({ pythonScript: null, version: task.version });
  });

  it("refuses a viewer with 403 and another company's caller with 404", async () => {
    const task = await newTask();
    const viewer = await suite.viewer.as.post(`/api/tasks/${task.id}/generate-script`);
    expect(viewer).toMatchObject({ status: 403, body: { statusCode: 403, message: SCRIPT_FORBIDDEN } });
    const outsider = await suite.outsider.as.post(`/api/tasks/${task.id}/generate-script`);
    expect(outsider).toMatchObject({ status: 404, body: { statusCode: 404, message: 'Task not found' } });
    const missing = await suite.creator.as.post('/api/tasks/0/generate-script');
    expect(missing).toMatchObject({ status: 404, body: { message: 'Task not found' } });
    expect((await suite.creator.as.get(`/api/tasks/${task.id}`)).body.pythonScript).toBeNull();
  });
});
