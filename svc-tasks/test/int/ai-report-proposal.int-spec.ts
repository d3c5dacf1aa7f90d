import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import {
  REPORT_FROM_REQUEST_QUEUE_GROUP,
  REPORT_FROM_REQUEST_V1,
  type ReportDefinitionV1,
  type ReportFromRequestReplyV1,
  type ReportFromRequestRequestV1,
  type ReportReadingV1,
} from '@milestone/contracts';
import {
  TEST_NATS_URL,
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
import { QUESTION } from '@milestone/ai-offline';
import { ChatCompletionsServer, type ScriptedAnswer } from '../support/chat-completions-server.js';
import { client, removeDurables } from '../support/tasks-service.js';
import { aCompanyId, aUserId } from '../factories/task.factory.js';

// An api-reporting task's report proposal, as svc-reporting receives it: from a model (svc-tasks
// with AI_BASE_URL on a real chat-completions server) and from the offline Requirements answers
// (svc-tasks without one). A responder of this test answers reporting.report.from-request.v1 on
// the run's own NATS, as svc-reporting would, and records every request; its definitions carry a
// relative period's preset, which the task created from them keeps.

const MODEL = 'report-model-1';
const DESCRIPTION = 'revenue by business unit and tech last month, only plumbing';

const json = (value: unknown): ScriptedAnswer => ({ kind: 'json', value });

const MODEL_QUESTIONS = {
  requirements: [
    {
      id: 'period',
      question: 'Which period?',
      description: 'The days the report covers.',
      required: true,
      type: 'select',
      options: ['Last month', 'Last 30 days'],
      value: 'Last month',
    },
  ],
  message: 'One question before I plan it.',
};
const MODEL_PLAN = {
  name: 'Plumbing revenue',
  description: 'Revenue by business unit and technician.',
  type: 'api-reporting',
  estimatedComplexity: 'low',
  features: [],
  sections: [],
  dataFlow: ['Revenue by business unit and technician'],
  apiEndpoints: [],
  notes: [],
};
/** The model's reading: words and a field id, one grouping the catalog cannot have, a fixed period the person's choice replaces. */
const MODEL_PROPOSAL = {
  values: [{ field: 'revenue', aggregation: 'sum' }],
  rows: ['businessUnits.name', 'technician', 'flux capacitor'],
  columns: [],
  filters: ['plumbing'],
  period: '2026-11-01 to 2026-11-30',
};

let server: ChatCompletionsServer;
let issuer: TestIssuer;
let modelDb: TestDatabase;
let offlineDb: TestDatabase;
let withModel: TestService;
let offline: TestService;
let nc: NatsConnection;
let responder: Subscription;
const names = { model: `svc-tasks-proposal-${uniqueSuffix()}`, offline: `svc-tasks-proposal-offline-${uniqueSuffix()}` };
const companyId = aCompanyId();
const userId = aUserId();
let token: string;

/** What svc-reporting was asked, in order (each test starts with none). */
const asked: ReportFromRequestRequestV1[] = [];
/** How the stand-in answers (a reading of the words by default). */
let answer: (request: ReportFromRequestRequestV1) => ReportFromRequestReplyV1;

/** A relative period as svc-reporting now answers it: the days of today and the preset that recomputes them. */
function aReading(request: ReportFromRequestRequestV1, notUnderstood: string[] = []): { reading: ReportReadingV1 } {
  const dateRange = { startDate: '2026-11-01', endDate: '2026-11-30', preset: 'last-month' };
  const definition: ReportDefinitionV1 = {
    selectedFields: ['businessUnits.name', 'technicians.name', 'invoiceItems.total'],
    dateField: 'invoices.invoiceDate',
    dateRange,
    reportConfig: {
      name: 'Revenue by Business Unit and Technician Name',
      format: 'pivot',
      pivotConfig: {
        rows: [{ fieldId: 'businessUnits.name' }, { fieldId: 'technicians.name' }],
        columns: [],
        values: [{ fieldId: 'invoiceItems.total', aggregation: 'sum' }],
      },
      businessUnit: 'Plumbing',
    },
  };
  return {
    reading: {
      definition,
      summary: 'Revenue (sum of Item Total) by Business Unit and Technician Name; last month (2026-11-01 to 2026-11-30) on Invoice Date; Plumbing only',
      period: { phrase: 'last month', preset: 'last-month', startDate: '2026-11-01', endDate: '2026-11-30' },
      understood: [`"${request.text.slice(0, 20)}" → Revenue`],
      notUnderstood,
      notes: [],
    },
  };
}

const member = (svc: TestService) => client(svc.url, token);

beforeAll(async () => {
  server = await ChatCompletionsServer.start();
  issuer = await createTestIssuer();
  modelDb = await createTestDatabase('tasks_ai_proposal');
  offlineDb = await createTestDatabase('tasks_ai_proposal_offline');
  withModel = await startServiceUnderTest({
    env: TasksEnv,
    appModule: AppModule,
    db: modelDb,
    issuer,
    serviceName: names.model,
    settings: { AI_BASE_URL: server.baseURL, AI_API_KEY: 'sk-proposal', AI_MODEL: MODEL, AI_TIMEOUT_MS: '1500', AI_MAX_RETRIES: '0' },
  });
  offline = await startServiceUnderTest({ env: TasksEnv, appModule: AppModule, db: offlineDb, issuer, serviceName: names.offline });
  token = await issuer.sign({ id: userId, companyId, role: 'user', email: `u${userId}@proposal.example` });
  for (const svc of [withModel, offline]) {
    await svc.app
      .get(DataSource)
      .query(`INSERT INTO company_users (id, company_id, email, first_name, last_name, role) VALUES ($1, $2, $3, 'Rae', 'Porter', 'user')`, [
        userId,
        companyId,
        `u${userId}@proposal.example`,
      ]);
  }
  nc = await connect({ servers: TEST_NATS_URL });
  responder = nc.subscribe(REPORT_FROM_REQUEST_V1, {
    queue: REPORT_FROM_REQUEST_QUEUE_GROUP,
    callback: (_error, msg) => {
      const request = msg.json<ReportFromRequestRequestV1>();
      asked.push(request);
      msg.respond(JSON.stringify(answer(request)));
    },
  });
  await nc.flush();
}, 90_000);

afterAll(async () => {
  responder?.unsubscribe();
  await nc?.close();
  await withModel?.close();
  await offline?.close();
  await removeDurables(names.model);
  await removeDurables(names.offline);
  await modelDb?.drop();
  await offlineDb?.drop();
  await issuer?.close();
  await server?.close();
});

beforeEach(() => {
  asked.length = 0;
  answer = (request) => aReading(request);
});

describe('an api-reporting task with a model: its report proposal reaches svc-reporting', () => {
  it('asks the model for a report proposal in a strict schema, with the words and the vocabulary, and sends it with the words', async () => {
    server.answerWith(json(MODEL_QUESTIONS), json(MODEL_PROPOSAL));
    const res = await member(withModel).post('/api/ai/generate-task-requirements', { description: DESCRIPTION, taskType: 'api-reporting' });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toMatch(/^I read this as the report: Revenue \(sum of Item Total\) by Business Unit/);

    const proposalCall = server.requests[1]!.body;
    expect(proposalCall.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'report_proposal', strict: true } });
    const prompt = proposalCall.messages![1]!.content;
    expect(prompt).toContain(DESCRIPTION);
    expect(prompt).toMatch(/Measures: revenue .*average ticket/);
    expect(prompt).toMatch(/Groupings .*business unit, technician/);
    expect(asked).toEqual([
      {
        companyId,
        text: DESCRIPTION,
        proposal: {
          values: [{ field: 'revenue', aggregation: 'sum' }],
          rows: ['businessUnits.name', 'technician', 'flux capacitor'],
          filters: ['plumbing'],
          period: '2026-11-01 to 2026-11-30',
        },
      },
    ]);
  });

  it('lays the period chosen on the Requirements step over the model’s, and shows what svc-reporting did not understand as a note', async () => {
    answer = (request) => aReading(request, ["proposed row 'flux capacitor' (not a field of the catalog)"]);
    server.answerWith(json(MODEL_PLAN), json(MODEL_PROPOSAL));
    const plan = await member(withModel).post('/api/ai/generate-task-plan', {
      description: DESCRIPTION,
      taskType: 'api-reporting',
      requirements: { [QUESTION.period]: 'Last month' },
    });
    expect(plan.status).toBe(200);
    expect(server.requests.map((r) => r.body.response_format?.json_schema?.name)).toEqual(['task_plan', 'report_proposal']);
    expect(server.requests[1]!.body.messages![1]!.content).toContain('- period: Last month');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.proposal).toEqual({
      values: [{ field: 'revenue', aggregation: 'sum' }],
      rows: ['businessUnits.name', 'technician', 'flux capacitor'],
      filters: ['plumbing'],
      period: 'Last month',
    });
    expect(plan.body.data.notes).toEqual([`Not understood: "proposed row 'flux capacitor' (not a field of the catalog)"`]);
    expect(plan.body.data.dataFlow).toEqual([aReading(asked[0]!).reading.summary]);

    const rows = await withModel.app
      .get(DataSource)
      .query(`SELECT operation, outcome FROM ai_calls WHERE company_id = $1 AND operation = 'report-proposal' ORDER BY id`, [companyId]);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r: { outcome: string }) => r.outcome === 'ok')).toBe(true);
  });

  it('reads the words alone when the model answers nonsense, and says so on Review', async () => {
    server.answerWith(json(MODEL_PLAN), { kind: 'content', content: 'Revenue, I think, by unit.' });
    const plan = await member(withModel).post('/api/ai/generate-task-plan', {
      description: DESCRIPTION,
      taskType: 'api-reporting',
      requirements: { [QUESTION.period]: 'Last month' },
    });
    expect(plan.status).toBe(200);
    expect(asked).toEqual([{ companyId, text: DESCRIPTION, proposal: { period: 'Last month' } }]);
    expect(plan.body.data.notes).toEqual([
      "The model's reading of the report could not be used (The model's answer did not match report_proposal: the answer was not JSON), so the report was read from your words alone.",
    ]);
    expect(plan.body.data.dataFlow).toHaveLength(1);
  });

  it('reads the words alone when the model does not answer in time', async () => {
    server.answerWith(json(MODEL_PLAN), { kind: 'delay', delayMs: 4_000, then: json(MODEL_PROPOSAL) });
    const plan = await member(withModel).post('/api/ai/generate-task-plan', { description: DESCRIPTION, taskType: 'api-reporting' });
    expect(plan.status).toBe(200);
    expect(asked).toEqual([{ companyId, text: DESCRIPTION }]);
    expect(plan.body.data.notes).toEqual([
      "The model's reading of the report could not be used (The model did not answer within 1.5 s), so the report was read from your words alone.",
    ]);
  });

  it('reads the words again without the model’s proposal when that proposal makes no report svc-reporting can build', async () => {
    const refusal = 'Sum of Invoice Subtotal would count each invoice once per invoice item, which double counts.';
    answer = (request) => (request.proposal?.values ? { failure: 'not-joinable', message: refusal, understood: [], notUnderstood: [] } : aReading(request));
    server.answerWith(json(MODEL_PLAN), json({ ...MODEL_PROPOSAL, values: [{ field: 'invoices.subTotal', aggregation: 'sum' }] }));
    const plan = await member(withModel).post('/api/ai/generate-task-plan', {
      description: DESCRIPTION,
      taskType: 'api-reporting',
      requirements: { [QUESTION.period]: 'Last month' },
    });
    expect(plan.status).toBe(200);
    expect(asked.map((r) => r.proposal)).toEqual([
      expect.objectContaining({ values: [{ field: 'invoices.subTotal', aggregation: 'sum' }], period: 'Last month' }),
      { period: 'Last month' },
    ]);
    expect(plan.body.data.notes).toEqual([
      `The model's reading of the report could not be used (${refusal.replace(/\.$/, '')}), so the report was read from your words alone.`,
    ]);
    expect(plan.body.data.apiEndpoints).toEqual(['POST /api/service-titan/generate-report']);
  });

  it('implements the reviewed step without asking the model again, and the created task keeps the relative period (its preset)', async () => {
    server.answerWith(json(MODEL_PLAN), json(MODEL_PROPOSAL));
    const as = member(withModel);
    const requirements = { [QUESTION.period]: 'Last month' };
    const plan = (await as.post('/api/ai/generate-task-plan', { description: DESCRIPTION, taskType: 'api-reporting', requirements })).body.data;
    server.answerWith({ kind: 'error', status: 500, message: 'the model is not asked here' });
    asked.length = 0;

    const implemented = await as.post('/api/ai/implement-task', { plan, requirements });
    expect(implemented.status).toBe(200);
    expect(server.requests).toHaveLength(0);
    expect(asked).toEqual([{ companyId, text: plan.dataFlow[0], proposal: { period: 'Last month' } }]);
    const details = implemented.body.data;
    expect(details.apiConfiguration.report.dateRange).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30', preset: 'last-month' });

    const created = await as.post('/api/tasks', {
      name: plan.name,
      description: plan.description,
      type: 'api-reporting',
      instructions: JSON.stringify(details.steps.map((content: string, i: number) => ({ id: `step-${i + 1}`, content }))),
      config: {
        features: plan.features,
        sections: plan.sections,
        apiEndpoints: plan.apiEndpoints,
        aiGenerated: true,
        implementationDetails: details,
        apiConfiguration: details.apiConfiguration,
      },
    });
    expect(created.status).toBe(201);
    const task = await as.get(`/api/tasks/${created.body.id}`);
    expect(task.body.config.apiConfiguration.report.dateRange).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30', preset: 'last-month' });
    expect(task.body.config.apiConfiguration.period).toEqual({ phrase: 'last month', preset: 'last-month', startDate: '2026-11-01', endDate: '2026-11-30' });
  });
});

describe('an api-reporting task offline: the Requirements answers are the proposal', () => {
  it('asks about the report and sends the answers a person picked as the proposal, in svc-reporting’s words', async () => {
    const as = member(offline);
    const description = 'a monthly report for the office';
    const questions = await as.post('/api/ai/generate-task-requirements', { description, taskType: 'api-reporting' });
    expect(questions.status).toBe(200);
    expect(questions.body.data.requirements.map((q: { id: string }) => q.id)).toEqual([
      QUESTION.period,
      QUESTION.measures,
      QUESTION.groupBy,
      QUESTION.businessUnit,
      QUESTION.jobStatus,
      QUESTION.serviceTitanData,
    ]);
    expect(asked).toEqual([{ companyId, text: description }]);
    asked.length = 0;

    const requirements = {
      [QUESTION.period]: 'Last month',
      [QUESTION.measures]: ['Revenue', 'Job count'],
      [QUESTION.groupBy]: ['Business unit', 'Technician'],
      [QUESTION.businessUnit]: 'Plumbing',
      [QUESTION.jobStatus]: 'Completed',
      [QUESTION.serviceTitanData]: ['Jobs'],
    };
    const plan = await as.post('/api/ai/generate-task-plan', { description, taskType: 'api-reporting', requirements });
    expect(plan.status).toBe(200);
    expect(asked).toEqual([
      {
        companyId,
        text: description,
        proposal: {
          values: [{ field: 'revenue' }, { field: 'jobs', aggregation: 'count' }],
          rows: ['business unit', 'technician'],
          filters: ['Plumbing', 'Completed jobs'],
          period: 'Last month',
        },
      },
    ]);
    expect(plan.body.data.notes).toEqual([]);
  });
});
