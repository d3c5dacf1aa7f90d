import { PURCHASE_ORDER_FORM, type FormDefinition, type FormField } from '@milestone/contracts/forms';
import { startAiSuite, type AiSuite } from '../support/ai-suite.js';

// A form task's form edited by a task admin, with its versions, against real PostgreSQL and NATS.

const EDIT_FORBIDDEN = 'You need admin or owner permissions on this task to edit it';

let suite: AiSuite;

beforeAll(async () => {
  suite = await startAiSuite('form_versions');
}, 120_000);

afterAll(async () => {
  await suite?.close();
}, 60_000);

async function newFormTask(): Promise<{ id: number; version: number; config: { form: FormDefinition } }> {
  const res = await suite.creator.as.post('/api/tasks', {
    name: `Purchase order ${Date.now()}`,
    type: 'form-processing',
    config: { form: PURCHASE_ORDER_FORM },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** The Purchase Order Template with its vendor renamed and a 'Buyer phone' field added to its first section. */
function edited(): FormDefinition {
  const form = structuredClone(PURCHASE_ORDER_FORM);
  const first = form.sections[0]!;
  const phone: FormField = { id: 'buyerPhone', label: 'Buyer phone', type: 'text', required: true };
  first.items = first.items.map((item) => (item.id === 'vendor' ? { ...item, label: 'Supplier' } : item));
  first.items.push(phone);
  return form;
}

function fieldOf(form: FormDefinition, id: string) {
  return form.sections.flatMap((s) => s.items).find((item) => item.id === id);
}

async function versionsOf(taskId: number): Promise<Array<Record<string, unknown>>> {
  const res = await suite.viewer.as.get(`/api/tasks/${taskId}/form-versions`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('PUT /api/tasks/{id}/form', () => {
  it("saves a task admin's definition as the task's form and as a version, the form it had before kept as version 1", async () => {
    const task = await newFormTask();
    expect(await versionsOf(task.id)).toEqual([]);
    const res = await suite.admin.as.put(`/api/tasks/${task.id}/form`, edited());
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(task.version + 1);
    expect(fieldOf(res.body.config.form, 'vendor')).toMatchObject({ label: 'Supplier' });
    expect(fieldOf(res.body.config.form, 'buyerPhone')).toEqual({ id: 'buyerPhone', label: 'Buyer phone', type: 'text', required: true });
    // The task as anyone reads it afterwards has the new form.
    expect(fieldOf((await suite.viewer.as.get(`/api/tasks/${task.id}`)).body.config.form, 'buyerPhone')).toBeDefined();

    const versions = await versionsOf(task.id);
    const fields = (form: FormDefinition) => form.sections.flatMap((s) => s.items).length;
    expect(versions).toEqual([
      {
        version: 2,
        source: 'manual',
        createdBy: suite.admin.id,
        createdByName: suite.admin.email,
        createdAt: expect.any(String),
        title: PURCHASE_ORDER_FORM.title,
        fieldCount: fields(edited()),
      },
      {
        version: 1,
        source: 'manual',
        createdBy: null,
        createdByName: null,
        createdAt: expect.any(String),
        title: PURCHASE_ORDER_FORM.title,
        fieldCount: fields(PURCHASE_ORDER_FORM),
      },
    ]);
    const one = await suite.viewer.as.get(`/api/tasks/${task.id}/form-versions/1`);
    expect(one.status).toBe(200);
    expect(one.body.definition).toEqual(PURCHASE_ORDER_FORM);
    // Saving the form it has now is no new version.
    expect((await suite.admin.as.put(`/api/tasks/${task.id}/form`, edited())).body.version).toBe(res.body.version);
    expect(await versionsOf(task.id)).toHaveLength(2);
  });

  it("refuses a wrong definition with readFormDefinition's message (400), changing nothing", async () => {
    const task = await newFormTask();
    const noLabel = edited();
    (noLabel.sections[0]!.items.find((item) => item.id === 'buyerPhone') as FormField).label = '';
    expect(await suite.creator.as.put(`/api/tasks/${task.id}/form`, noLabel)).toMatchObject({
      status: 400,
      body: { message: "The label of the field 'buyerPhone' must be non-empty text" },
    });
    expect(await suite.creator.as.put(`/api/tasks/${task.id}/form`, [1, 2])).toMatchObject({ status: 400 });
    const badSum = structuredClone(PURCHASE_ORDER_FORM);
    badSum.sections
      .flatMap((s) => s.items)
      .forEach((item) => {
        if (item.type !== 'table' && item.compute) item.compute = 'nosuchfield * 2';
      });
    const refused = await suite.creator.as.put(`/api/tasks/${task.id}/form`, badSum);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('nosuchfield');
    expect((await suite.creator.as.get(`/api/tasks/${task.id}`)).body).toMatchObject({ version: task.version, config: { form: PURCHASE_ORDER_FORM } });
    expect(await versionsOf(task.id)).toEqual([]);
  });

  it('refuses a task that is not a form task (400)', async () => {
    const res = await suite.creator.as.post('/api/tasks', {
      name: `Jobs ${Date.now()}`,
      type: 'excel-processing',
      instructions: JSON.stringify(['Sort by Date']),
    });
    expect(await suite.creator.as.put(`/api/tasks/${res.body.id}/form`, edited())).toMatchObject({
      status: 400,
      body: { message: 'Only a form task has a form to edit' },
    });
  });
});

describe('form versions', () => {
  it("restores an older form as a new version (source 'restore'), by a task admin", async () => {
    const task = await newFormTask();
    await suite.creator.as.put(`/api/tasks/${task.id}/form`, edited());
    const res = await suite.admin.as.post(`/api/tasks/${task.id}/form-versions/1/restore`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: task.id, config: { form: PURCHASE_ORDER_FORM }, permissionLevel: 'admin' });
    expect((await versionsOf(task.id)).map((v) => [v.version, v.source, v.createdBy])).toEqual([
      [3, 'restore', suite.admin.id],
      [2, 'manual', suite.creator.id],
      [1, 'manual', null],
    ]);
  });

  it("refuses a viewer's save and restore (403), an unknown version (404) and another company's caller (404 on every route)", async () => {
    const task = await newFormTask();
    expect(await suite.viewer.as.put(`/api/tasks/${task.id}/form`, edited())).toMatchObject({ status: 403, body: { message: EDIT_FORBIDDEN } });
    await suite.creator.as.put(`/api/tasks/${task.id}/form`, edited());
    expect(await suite.viewer.as.post(`/api/tasks/${task.id}/form-versions/1/restore`)).toMatchObject({ status: 403, body: { message: EDIT_FORBIDDEN } });
    expect(await suite.creator.as.get(`/api/tasks/${task.id}/form-versions/9`)).toMatchObject({ status: 404, body: { message: 'Form version not found' } });
    expect(await suite.creator.as.post(`/api/tasks/${task.id}/form-versions/9/restore`)).toMatchObject({
      status: 404,
      body: { message: 'Form version not found' },
    });
    expect(await suite.creator.as.get(`/api/tasks/${task.id}/form-versions/abc`)).toMatchObject({ status: 404, body: { message: 'Form version not found' } });
    for (const [method, route] of [
      ['get', 'form-versions'],
      ['get', 'form-versions/1'],
      ['post', 'form-versions/1/restore'],
      ['put', 'form'],
    ] as const) {
      const as = suite.outsider.as;
      const res =
        method === 'get'
          ? await as.get(`/api/tasks/${task.id}/${route}`)
          : method === 'put'
            ? await as.put(`/api/tasks/${task.id}/${route}`, edited())
            : await as.post(`/api/tasks/${task.id}/${route}`);
      expect({ route, status: res.status, message: res.body.message }).toEqual({ route, status: 404, message: 'Task not found' });
    }
    expect(await versionsOf(task.id)).toHaveLength(2);
    expect(fieldOf((await suite.creator.as.get(`/api/tasks/${task.id}`)).body.config.form, 'buyerPhone')).toBeDefined();
  });
});
