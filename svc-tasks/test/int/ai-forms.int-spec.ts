import { defaultFormValues, formItems, isTable, readFormDefinition, type FormDefinition, type FormField } from '@milestone/contracts/forms';
import { startAiSuite, type AiSuite } from '../support/ai-suite.js';

// The AI builder designs forms (issue 31): a form-processing description becomes a form task
// (config.form, which the form task opens), through the quick creator and the wizard, against real
// PostgreSQL and NATS and the real offline provider; the load calculator stays what load words give.

const PO = 'A purchase order form for special-order parts from the warehouse, printable';
const ESTIMATE = 'An estimate form with customer, line items of labor and parts, tax and total';
const LOAD = 'Residential load calculation per NEC 220 for the service size';

let suite: AiSuite;

beforeAll(async () => {
  suite = await startAiSuite('ai_forms');
}, 180_000);

afterAll(async () => {
  await suite?.close();
}, 60_000);

const field = (form: FormDefinition, id: string) => formItems(form).find((item): item is FormField => !isTable(item) && item.id === id);

describe('POST /api/tasks/create-with-ai with a form description', () => {
  it('creates a form task holding the Purchase Order Template (Special Order, Ship To WAREHOUSE), not a spreadsheet script, and it runs from its submitted form', async () => {
    const res = await suite.creator.as.post('/api/tasks/create-with-ai', { prompt: PO, taskName: 'Special-order PO' });
    expect(res.status).toBe(201);
    const task = res.body;
    expect(task).toMatchObject({ name: 'Special-order PO', description: PO, type: 'form-processing', hasScript: false, pythonScript: null });
    const read = readFormDefinition(task.config.form);
    expect(read.ok).toBe(true);
    const form = task.config.form as FormDefinition;
    expect(form.title).toBe('Purchase Order Template');
    expect(field(form, 'orderType')?.default).toBe('Special Order');
    expect(field(form, 'shipTo')?.default).toBe('WAREHOUSE');
    expect(task.config.implementationDetails.message).toContain('Order Type Special Order and Ship To WAREHOUSE');
    const steps = JSON.parse(task.instructions) as Array<{ content: string }>;
    expect(steps.at(-1)?.content).toBe('Print the form, or Submit it to make its PDF.');

    const order = {
      ...defaultFormValues(form),
      poNumber: 'PO-7',
      vendor: 'Graybar',
      requestedBy: 'Dana',
      lines: [{ part: 'QO120', description: 'Breaker', quantity: 2, unit: 'ea', unitPrice: 19.99 }],
    };
    const run = await suite.creator.as.post(`/api/tasks/${task.id}/execute`, { dateCreated: '2026-12-08', formData: JSON.stringify(order) });
    expect(run.status).toBe(202);
    expect(run.body).toMatchObject({ kind: 'form', parameters: { dateCreated: '2026-12-08', formData: { orderType: 'Special Order', shipTo: 'WAREHOUSE' } } });
  });

  it("keeps another company's owner from the created form task", async () => {
    const created = (await suite.creator.as.post('/api/tasks/create-with-ai', { prompt: 'A vehicle inspection form', taskName: 'Vehicle inspection' })).body;
    expect(created.type).toBe('form-processing');
    expect((await suite.outsider.as.get(`/api/tasks/${created.id}`)).status).toBe(404);
  });
});

describe('The wizard: a form-processing plan and its implementation', () => {
  it('plans an estimate form (the plan says how it read the words) and implements it as a form with a line table and totals, without a script', async () => {
    const planned = await suite.creator.as.post('/api/ai/generate-task-plan', { description: ESTIMATE, taskType: 'form-processing' });
    expect(planned.status).toBe(200);
    const plan = planned.body.data;
    expect(plan).toMatchObject({ type: 'form-processing', name: 'Estimate Form' });
    expect(plan.dataFlow.at(-1)).toBe('Print the form, or Submit it to make its PDF.');
    expect(plan.sections.map((s: { title: string }) => s.title)).toEqual(['Details', 'Line Items', 'Totals']);
    expect(plan.notes[0]).toMatch(/^I designed the form "Estimate Form" with .*a line table of labor and parts/);
    const implemented = await suite.creator.as.post('/api/ai/implement-task', { plan });
    expect(implemented.status).toBe(200);
    const details = implemented.body.data;
    expect(details.script).toBeNull();
    expect(details.form.description).toBe(plan.description);
    expect(readFormDefinition(details.form)).toEqual({ ok: true, definition: details.form });
    const table = formItems(details.form).find(isTable)!;
    expect(table.columns.find((c) => c.id === 'lineTotal')?.compute).toBe('quantity * unitPrice');
    expect(field(details.form, 'total')?.compute).toBe('subtotal + tax');
  });

  it('leaves a load-calculation description to the load calculator: no form of its own', async () => {
    const planned = await suite.creator.as.post('/api/ai/generate-task-plan', { description: LOAD, taskType: 'form-processing' });
    expect(planned.status).toBe(200);
    const implemented = await suite.creator.as.post('/api/ai/implement-task', { plan: planned.body.data });
    expect(implemented.status).toBe(200);
    expect(implemented.body.data.form).toBeUndefined();
  });
});
