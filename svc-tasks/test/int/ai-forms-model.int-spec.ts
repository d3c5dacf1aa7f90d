import { DataSource } from 'typeorm';
import { formItems, isTable, type FormDefinition } from '@milestone/contracts/forms';
import {
  createTestDatabase,
  createTestIssuer,
  startServiceUnderTest,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { AppModule } from '../../src/app.module.js';
import { TasksEnv } from '../../src/config/env.schema.js';
import { ChatCompletionsServer, type ScriptedAnswer } from '../support/chat-completions-server.js';
import { client, removeDurables } from '../support/tasks-service.js';
import { aCompanyId, aUserId } from '../factories/task.factory.js';

// A form-processing task's form designed by a model (issue 31): svc-tasks with AI_BASE_URL on a real
// chat-completions server asks for the form in a strict schema (form_design), checks the answer with
// readFormDefinition and, refused, designs the form from the words offline and says so.

const MODEL = 'form-model-1';
const DESCRIPTION = 'A site visit form with customer, visit date and hours on site';
const json = (value: unknown): ScriptedAnswer => ({ kind: 'json', value });

const MODEL_PLAN = {
  name: 'Site visit',
  description: DESCRIPTION,
  type: 'form-processing',
  estimatedComplexity: 'low',
  features: [],
  sections: [],
  dataFlow: ['Fill in the visit'],
  apiEndpoints: [],
  notes: [],
};
const field = (id: string, label: string, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  label,
  type,
  required: false,
  default: null,
  options: null,
  compute: null,
  ...extra,
});
const MODEL_FORM = {
  title: 'Site Visit',
  sections: [
    {
      title: 'Visit',
      items: [
        { field: field('customer', 'Customer', 'text', { required: true }), table: null },
        { field: field('visitDate', 'Visit Date', 'date'), table: null },
        { field: field('kind', 'Kind', 'select', { options: ['Repair', 'Install'], default: 'Repair' }), table: null },
        {
          field: null,
          table: {
            id: 'parts',
            label: 'Parts Used',
            columns: [
              field('part', 'Part', 'text'),
              field('qty', 'Qty', 'number'),
              field('price', 'Price', 'currency'),
              field('amount', 'Amount', 'currency', { compute: 'qty * price' }),
            ],
          },
        },
        { field: field('total', 'Total', 'currency', { compute: 'sum(parts.amount)' }), table: null },
      ],
    },
  ],
};

let server: ChatCompletionsServer;
let issuer: TestIssuer;
let db: TestDatabase;
let svc: TestService;
const name = `svc-tasks-form-model-${uniqueSuffix()}`;
const companyId = aCompanyId();
const userId = aUserId();
let as: ReturnType<typeof client>;

beforeAll(async () => {
  server = await ChatCompletionsServer.start();
  issuer = await createTestIssuer();
  db = await createTestDatabase('tasks_ai_form_model');
  svc = await startServiceUnderTest({
    env: TasksEnv,
    appModule: AppModule,
    db,
    issuer,
    serviceName: name,
    settings: { AI_BASE_URL: server.baseURL, AI_API_KEY: 'sk-forms', AI_MODEL: MODEL, AI_TIMEOUT_MS: '1500', AI_MAX_RETRIES: '0' },
  });
  const token = await issuer.sign({ id: userId, companyId, role: 'user', email: `u${userId}@forms.example` });
  await svc.app
    .get(DataSource)
    .query(`INSERT INTO company_users (id, company_id, email, first_name, last_name, role) VALUES ($1, $2, $3, 'Rae', 'Porter', 'user')`, [
      userId,
      companyId,
      `u${userId}@forms.example`,
    ]);
  as = client(svc.url, token);
}, 90_000);

afterAll(async () => {
  await svc?.close();
  await removeDurables(name);
  await db?.drop();
  await issuer?.close();
  await server?.close();
});

describe('a form-processing task with a model: the model designs the form', () => {
  it("asks for the form in a strict schema and keeps the model's form, a select's options and a table's computed line and total, recorded as 'form-design'", async () => {
    server.answerWith(json(MODEL_PLAN), json(MODEL_FORM));
    const plan = await as.post('/api/ai/generate-task-plan', { description: DESCRIPTION, taskType: 'form-processing' });
    expect(plan.status).toBe(200);
    expect(server.requests.map((r) => r.body.response_format?.json_schema?.name)).toEqual(['task_plan', 'form_design']);
    expect(server.requests[1]!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'form_design', strict: true } });
    expect(server.requests[1]!.body.messages![1]!.content).toContain(DESCRIPTION);
    expect(plan.body.data.notes).toEqual(['The model designed the form "Site Visit". It prints as filled in.']);

    server.answerWith(json(MODEL_FORM));
    const implemented = await as.post('/api/ai/implement-task', { plan: plan.body.data });
    expect(implemented.status).toBe(200);
    const form = implemented.body.data.form as FormDefinition;
    expect(form.title).toBe('Site Visit');
    const items = formItems(form);
    expect(items.find((i) => i.id === 'kind')).toMatchObject({
      type: 'select',
      default: 'Repair',
      options: [
        { value: 'Repair', label: 'Repair' },
        { value: 'Install', label: 'Install' },
      ],
    });
    expect(items.find(isTable)?.columns.at(-1)).toMatchObject({ id: 'amount', compute: 'qty * price' });
    expect(items.find((i) => i.id === 'total')).toMatchObject({ compute: 'sum(parts.amount)' });
    const rows = await svc.app
      .get(DataSource)
      .query(`SELECT outcome FROM ai_calls WHERE company_id = $1 AND operation = 'form-design' ORDER BY id`, [companyId]);
    expect(rows).toEqual([{ outcome: 'ok' }, { outcome: 'ok' }]);
  });

  it("designs the form from the words when the model's form is wrong, and says why on Review", async () => {
    const wrong = JSON.parse(JSON.stringify(MODEL_FORM).replace('"compute":"sum(parts.amount)"', '"compute":"sum(parts.amount) + shipping"'));
    server.answerWith(json(MODEL_PLAN), json(wrong));
    const plan = await as.post('/api/ai/generate-task-plan', { description: DESCRIPTION, taskType: 'form-processing' });
    expect(plan.status).toBe(200);
    expect(plan.body.data.notes[0]).toMatch(
      /^I designed the form "Site Visit Form" with the fields Customer \(text\), Visit Date \(date\), Hours On Site \(number\)/,
    );
    expect(plan.body.data.notes.at(-1)).toBe(
      "The model's form could not be used (The computation of 'Total' (total) refers to an unknown field 'shipping'), so the form was designed from the words instead.",
    );
  });

  it("creates the quick creator's purchase order from the words when the model answers nonsense: Special Order, WAREHOUSE", async () => {
    server.answerWith({ kind: 'content', content: 'A nice form, I think.' });
    const res = await as.post('/api/tasks/create-with-ai', {
      prompt: 'A purchase order form for special-order parts from the warehouse, printable',
      taskName: 'PO',
    });
    expect(res.status).toBe(201);
    expect(res.body.type).toBe('form-processing');
    const items = formItems(res.body.config.form as FormDefinition);
    expect(items.find((i) => i.id === 'orderType')).toMatchObject({ default: 'Special Order' });
    expect(items.find((i) => i.id === 'shipTo')).toMatchObject({ default: 'WAREHOUSE' });
    expect(res.body.config.implementationDetails.message).toMatch(
      /The model's form could not be used \(.*\), so the form was designed from the words instead\.$/,
    );
  });
});
