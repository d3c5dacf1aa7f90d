import { createServer } from 'node:net';
import { DataSource } from 'typeorm';
import {
  createTestDatabase,
  createTestIssuer,
  startServiceUnderTest,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { AI_PROVIDER, AiProviderError, type AiProvider } from '../../src/modules/ai/ai-provider.js';
import type { AiCallContext, RunContext, TaskPlan } from '../../src/modules/ai/ai.types.js';
import { OpenAiProvider, type OpenAiSettings } from '../../src/modules/ai/openai/openai-provider.js';
import { ChatCompletionsServer, DEFAULT_USAGE, type ScriptedAnswer } from '../support/chat-completions-server.js';
import { AppModule } from '../../src/app.module.js';
import { TasksEnv } from '../../src/config/env.schema.js';
import { client, removeDurables } from '../support/tasks-service.js';
import { aCompanyId, aUserId } from '../factories/task.factory.js';

const KEY = `sk-test-${uniqueSuffix()}-secret`;
const MODEL = 'test-model-1';

const QUESTIONS = {
  requirements: [
    {
      id: 'id-columns',
      question: 'Which columns identify a row?',
      description: 'Used to remove duplicates.',
      required: true,
      type: 'text',
      options: null,
      value: null,
    },
    {
      id: 'output-format',
      question: 'Which output format?',
      description: 'The file you download.',
      required: false,
      type: 'select',
      options: ['xlsx', 'csv'],
      value: 'xlsx',
    },
  ],
  message: 'A few questions before I plan it.',
};
const PLAN: TaskPlan & { notes: string[] } = {
  name: 'Weekly hours',
  description: 'Totals the hours per technician.',
  type: 'excel-processing',
  estimatedComplexity: 'low',
  features: ['Drops voided rows', 'Totals hours'],
  sections: [{ title: 'Output', description: 'The totals', type: 'data-table' }],
  dataFlow: ['Read the timesheet', 'Remove rows whose Status is Void', 'Total Hours per Technician'],
  apiEndpoints: [],
  notes: [],
};
const SCRIPT = "import milestone\n\nmilestone.progress(100, 'done')\n";
const IMPLEMENTATION = {
  steps: PLAN.dataFlow,
  script: SCRIPT,
  summary: ['Reads', 'Filters', 'Totals'],
  understood: PLAN.dataFlow,
  notUnderstood: [],
  message: 'Built.',
};
const PROPOSAL = { script: SCRIPT, understood: ['Read the timesheet'], notUnderstood: [], message: 'Here is the script.' };
const REVISION = { steps: ['Read the timesheet', 'Sort by Date'], message: 'I added the sort.' };
const DIAGNOSIS = { explanation: 'The column "Hours" is missing; the file has Hrs.', script: SCRIPT.replace('done', 'fixed') };
const RUN: RunContext = {
  taskName: 'Weekly hours',
  steps: PLAN.dataFlow,
  script: SCRIPT,
  status: 'failed',
  log: { stderr: 'KeyError: Hours' },
  error: 'KeyError',
  inputs: [],
};

const json = (value: unknown): ScriptedAnswer => ({ kind: 'json', value });
const ctx = (over: Partial<AiCallContext> = {}): AiCallContext => ({ companyId: 1, userId: 2, ...over });

async function freePortNobodyListensOn(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function failureOf(call: Promise<unknown>): Promise<AiProviderError> {
  const error = await call.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

describe('The OpenAI-compatible provider, through the official client, against a chat-completions server', () => {
  let server: ChatCompletionsServer;
  const settings = (over: Partial<OpenAiSettings> = {}): OpenAiSettings => ({
    baseURL: server.baseURL,
    apiKey: KEY,
    model: MODEL,
    timeoutMs: 2_000,
    maxRetries: 2,
    ...over,
  });
  const provider = (over: Partial<OpenAiSettings> = {}) => new OpenAiProvider(settings(over), { backOff: { baseDelayMs: 20, maxDelayMs: 3_000 } });

  beforeAll(async () => {
    server = await ChatCompletionsServer.start();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('asks for requirements with the key, the model and a strict JSON Schema, and answers the validated questions', async () => {
    server.answerWith(json(QUESTIONS));
    const answer = await provider().generateRequirements({ description: 'Total hours per technician', taskType: 'excel-processing' }, ctx());

    expect(answer.message).toBe(QUESTIONS.message);
    expect(answer.requirements).toEqual([
      { id: 'id-columns', question: 'Which columns identify a row?', description: 'Used to remove duplicates.', required: true, type: 'text' },
      {
        id: 'output-format',
        question: 'Which output format?',
        description: 'The file you download.',
        required: false,
        type: 'select',
        options: ['xlsx', 'csv'],
        value: 'xlsx',
      },
    ]);
    const [request] = server.requests;
    expect(request!.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body.model).toBe(MODEL);
    expect(request!.body.messages!.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request!.body.messages![1]!.content).toContain('Total hours per technician');
    expect(request!.body.messages![0]!.content).toContain('milestone.output_path(name)');
    const format = request!.body.response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'requirement_questions', strict: true });
    const schema = format.json_schema!.schema as {
      additionalProperties: boolean;
      required: string[];
      properties: Record<string, { items?: { required: string[] } }>;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(['requirements', 'message']);
    expect(schema.properties['requirements']!.items!.required).toEqual(['id', 'question', 'description', 'required', 'type', 'options', 'value']);
    expect(JSON.stringify(schema)).not.toMatch(/minLength|minItems|\$schema/);
  });

  it('answers every other operation with its validated structured answer', async () => {
    const ai = provider();
    server.answerWith(json(PLAN));
    expect(await ai.generatePlan({ description: 'hours', taskType: 'excel-processing', answers: { 'id-columns': 'Tech' } }, ctx())).toEqual(PLAN);
    expect(server.requests[0]!.body.messages![1]!.content).toContain('id-columns: Tech');

    server.answerWith(json(IMPLEMENTATION));
    expect(await ai.implementTask({ plan: PLAN, answers: {} }, ctx())).toEqual({ ...IMPLEMENTATION, provider: 'openai', model: MODEL });

    server.answerWith(json(PROPOSAL));
    const input = { fileName: 'week.csv', sheets: [{ name: 'Sheet1', columns: ['Tech', 'Hrs'], rows: [['Ann', 8]] }] };
    expect(await ai.generateScript({ name: 'Weekly hours', description: '', steps: PLAN.dataFlow, input }, ctx())).toEqual(PROPOSAL);
    expect(server.requests[0]!.body.messages![1]!.content).toContain('Sheet "Sheet1" with columns: Tech (text), Hrs (number)');

    server.answerWith(json(REVISION));
    expect(await ai.reviseSteps({ name: 'Weekly hours', description: '', steps: ['Read the timesheet'], request: 'sort by date' }, ctx())).toEqual(REVISION);

    server.answerWith(json(DIAGNOSIS));
    expect(await ai.diagnoseRun(RUN, ctx())).toEqual(DIAGNOSIS);
    expect(server.requests[0]!.body.response_format!.json_schema!.name).toBe('run_diagnosis');

    server.answerWith(json({ kind: 'diagnosis', explanation: 'Rename Hrs to Hours, or let me fix the script.', script: null, steps: null }));
    expect(await ai.reply({ run: RUN, history: [{ role: 'assistant', content: 'The column is missing.' }], message: 'what now?' }, ctx())).toEqual({
      kind: 'diagnosis',
      explanation: 'Rename Hrs to Hours, or let me fix the script.',
      script: null,
      steps: null,
    });
    expect(server.requests[0]!.body.response_format!.json_schema!.name).toBe('run_reply');

    // A request to change the task: the model's new steps; the script is written from them, not taken from the answer.
    server.answerWith(
      json({ kind: 'change', explanation: 'Added a step that sorts by Date.', script: 'print(1)\n', steps: ['Read the timesheet', 'Sort by Date'] }),
    );
    expect(await ai.reply({ run: RUN, history: [], message: 'sort by date instead' }, ctx())).toEqual({
      kind: 'change',
      explanation: 'Added a step that sorts by Date.',
      script: null,
      steps: ['Read the timesheet', 'Sort by Date'],
    });
    expect(server.requests[0]!.body.messages![1]!.content).toContain('"that step" is the step the run\'s failure points at');
  });

  it("binds the model's script to the sample's columns: a sure correction is made, a column the file lacks is said in a sentence, never a script that stops on a KeyError", async () => {
    const ai = provider();
    const sample = {
      fileName: 'customers.csv',
      sheets: [{ name: 'Sheet1', columns: ['Customer', 'Phone', 'Amount', 'Status'], rows: [['Ann', '555-0100', 120, 'Unpaid']] }],
    };
    const modelScript = [
      'import pandas as pd',
      'df = pd.read_csv(path)',
      "df = df[df['status'] == 'Unpaid']",
      "out = df.groupby('Customer', as_index=False).agg(Owed=('Amount Billed', 'sum'), Phone=('Phone Number', 'first'))",
    ].join('\n');
    server.answerWith(json({ ...PROPOSAL, script: modelScript, message: 'Here is the script.' }));
    const bound = await ai.generateScript(
      { name: 'Unpaid', description: '', steps: ['Keep the unpaid rows', 'Total the amount billed per customer'], input: sample },
      ctx(),
    );
    expect(bound.script).toContain("df[df['Status'] == 'Unpaid']");
    expect(bound.script).toContain("Owed=('Amount', 'sum'), Phone=('Phone', 'first')");
    expect(bound.message).toBe(
      'Here is the script. (Bound to your file: "status" is the file\'s column "Status"; "Amount Billed" is the file\'s column "Amount"; "Phone Number" is the file\'s column "Phone".)',
    );

    server.answerWith(json({ ...IMPLEMENTATION, script: "df = pd.read_csv(path)\nprint(df.groupby('Customer Region')['Amount'].sum())" }));
    const refused = await ai.implementTask({ plan: PLAN, answers: {}, sample }, ctx());
    expect(refused.script).toBeNull();
    expect(refused.message).toBe(
      'The file has no column "Customer Region"; the closest is "Customer". The columns are: Customer, Phone, Amount, Status. Say which column to use, and I will write the script again.',
    );

    // Without a sample there is nothing to bind to: the model's script is taken as it is (the script resolves at run time).
    server.answerWith(json({ ...PROPOSAL, script: modelScript }));
    expect((await ai.generateScript({ name: 'Unpaid', description: '', steps: ['s'] }, ctx())).script).toBe(modelScript);
  });

  it('sends a malformed answer back once with what is wrong, and takes the corrected one', async () => {
    server.answerWith({ kind: 'content', content: 'Sure! Here are your questions: ...' }, json({ requirements: [], message: 'x' }), json(QUESTIONS));
    await expect(provider().generateRequirements({ description: 'd', taskType: 'excel-processing' }, ctx())).rejects.toMatchObject({
      outcome: 'invalid-answer',
    });
    expect(server.requests).toHaveLength(2);
    const repair = server.requests[1]!.body.messages!;
    expect(repair.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(repair[2]!.content).toBe('Sure! Here are your questions: ...');
    expect(repair[3]!.content).toContain('not JSON');

    server.answerWith(json({ ...PLAN, estimatedComplexity: 'extreme' }), json(PLAN));
    expect(await provider().generatePlan({ description: 'd', taskType: 'excel-processing', answers: {} }, ctx())).toEqual(PLAN);
    expect(server.requests[1]!.body.messages![3]!.content).toContain('estimatedComplexity');
  });

  it("fails 'invalid-answer' on a body that is not the contract", async () => {
    server.answerWith({ kind: 'raw', status: 200, body: '{"id": "x", "choices": [' });
    const failure = await failureOf(provider().generateRequirements({ description: 'd', taskType: 'excel-processing' }, ctx()));
    expect(failure.outcome).toBe('invalid-answer');

    server.answerWith({ kind: 'raw', status: 200, body: JSON.stringify({ id: 'x', object: 'chat.completion', choices: [] }) });
    expect((await failureOf(provider().generateRequirements({ description: 'd', taskType: 'excel-processing' }, ctx()))).outcome).toBe('invalid-answer');
  });

  it('retries a 429 after the Retry-After the server asked for, then answers', async () => {
    server.answerWith({ kind: 'error', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '1' } }, json(PROPOSAL));
    expect(await provider().generateScript({ name: 'n', description: '', steps: ['s'] }, ctx())).toEqual(PROPOSAL);
    expect(server.requests).toHaveLength(2);
    const waited = server.requests[1]!.at - server.requests[0]!.at;
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(2_500);
  });

  it("gives up on 429 after AI_MAX_RETRIES retries with 'rate-limited'", async () => {
    server.answerWith({ kind: 'error', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '0' } });
    const failure = await failureOf(provider({ maxRetries: 2 }).generateScript({ name: 'n', description: '', steps: ['s'] }, ctx()));
    expect(failure.outcome).toBe('rate-limited');
    expect(server.requests).toHaveLength(3);
  });

  it("retries a 500 with exponential back-off, and gives up on a lasting 5xx with 'unavailable'", async () => {
    server.answerWith({ kind: 'error', status: 500, message: 'boom' }, { kind: 'error', status: 502, message: 'bad gateway' }, json(REVISION));
    expect(await provider().reviseSteps({ name: 'n', description: '', steps: ['a'], request: 'r' }, ctx())).toEqual(REVISION);
    expect(server.requests).toHaveLength(3);
    const [first, second, third] = server.requests.map((r) => r.at);
    expect(second! - first!).toBeGreaterThanOrEqual(15);
    expect(third! - second!).toBeGreaterThanOrEqual(35);

    server.answerWith({ kind: 'error', status: 503, message: 'overloaded' });
    const failure = await failureOf(provider({ maxRetries: 1 }).reviseSteps({ name: 'n', description: '', steps: ['a'], request: 'r' }, ctx()));
    expect(failure.outcome).toBe('unavailable');
    expect(failure.message).toContain('503');
    expect(server.requests).toHaveLength(2);
  });

  it("fails 'timeout' when the server answers later than AI_TIMEOUT_MS, without retrying", async () => {
    server.answerWith({ kind: 'delay', delayMs: 5_000, then: json(QUESTIONS) });
    const started = Date.now();
    const failure = await failureOf(provider({ timeoutMs: 400 }).generateRequirements({ description: 'd', taskType: 'excel-processing' }, ctx()));
    expect(failure.outcome).toBe('timeout');
    expect(failure.message).toBe('The model did not answer within 0.4 s');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.requests).toHaveLength(1);
  });

  it("fails 'unavailable' when nothing listens at the endpoint", async () => {
    const port = await freePortNobodyListensOn();
    const failure = await failureOf(
      provider({ baseURL: `http://127.0.0.1:${port}/v1` }).generateRequirements({ description: 'd', taskType: 'excel-processing' }, ctx()),
    );
    expect(failure.outcome).toBe('unavailable');
    expect(failure.message).toBe(`The model endpoint http://127.0.0.1:${port} could not be reached`);
  });

  it('falls back to json_object when json_schema is refused, then to the prompt alone, and keeps what works', async () => {
    const ai = provider();
    server.answerWith({ kind: 'refuse-format', refuse: ['json_schema'], then: json(PROPOSAL) });
    expect(await ai.generateScript({ name: 'n', description: '', steps: ['s'] }, ctx())).toEqual(PROPOSAL);
    expect(server.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    expect(ai.answerFormat).toBe('json_object');

    server.answerWith({
      kind: 'refuse-format',
      refuse: ['json_schema', 'json_object'],
      then: { kind: 'content', content: `\`\`\`json\n${JSON.stringify(PROPOSAL)}\n\`\`\`` },
    });
    expect(await ai.generateScript({ name: 'n', description: '', steps: ['s'] }, ctx())).toEqual(PROPOSAL);
    expect(server.requests.map((r) => r.body.response_format?.type ?? 'none')).toEqual(['json_object', 'none']);
    expect(server.requests[1]!.body.messages![0]!.content).toContain('"additionalProperties":false');
    expect(ai.answerFormat).toBe('prompt');

    server.answerWith(json({ ...PROPOSAL, message: 'again' }));
    expect((await ai.generateScript({ name: 'n', description: '', steps: ['s'] }, ctx())).message).toBe('again');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.body.response_format).toBeUndefined();
  });

  it('reports the tokens of every answer, repairs included', async () => {
    server.answerWith(
      { kind: 'content', content: 'nope', usage: { prompt_tokens: 10, completion_tokens: 3 } },
      { kind: 'json', value: REVISION, usage: { prompt_tokens: 25, completion_tokens: 7 } },
    );
    const seen: Array<{ promptTokens: number; completionTokens: number }> = [];
    await provider().reviseSteps({ name: 'n', description: '', steps: ['a'], request: 'r' }, ctx({ onUsage: (u) => seen.push(u) }));
    expect(seen).toEqual([
      { promptTokens: 10, completionTokens: 3 },
      { promptTokens: 25, completionTokens: 7 },
    ]);
  });

  it('never puts the key in a failure, even when the server echoes it', async () => {
    server.answerWith({ kind: 'error', status: 401, message: `Incorrect API key provided: ${KEY}. You can find your API key at https://example.test.` });
    const failure = await failureOf(provider().generateRequirements({ description: 'd', taskType: 'excel-processing' }, ctx()));
    expect(failure.outcome).toBe('error');
    expect(failure.message).toBe('The model endpoint refused the key (401)');

    server.answerWith({ kind: 'error', status: 500, message: `upstream rejected ${KEY}` });
    const upstream = await failureOf(provider({ maxRetries: 0 }).generateRequirements({ description: 'd', taskType: 'excel-processing' }, ctx()));
    expect(upstream.message).toContain('[redacted]');
    expect(upstream.message).not.toContain(KEY);
  });
});

describe('The OpenAI-compatible provider in svc-tasks: ai_calls, GET /api/ai/status, no key in logs', () => {
  const serviceName = `svc-tasks-${uniqueSuffix()}`;
  let server: ChatCompletionsServer;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let ds: DataSource;
  let ai: AiProvider;
  const companyId = aCompanyId();
  const userId = aUserId();
  const logged: string[] = [];
  const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  const previousLogLevel = process.env['TEST_LOG_LEVEL'];

  beforeAll(async () => {
    server = await ChatCompletionsServer.start();
    // The service logs for real (debug and up) during this suite: every line is kept to check the key is never in one.
    process.env['TEST_LOG_LEVEL'] = 'debug';
    const capture = (write: typeof writes.out) =>
      ((chunk: string | Uint8Array, ...rest: unknown[]) => {
        logged.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
        return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof process.stdout.write;
    process.stdout.write = capture(writes.out);
    process.stderr.write = capture(writes.err);
    db = await createTestDatabase('tasks_ai_openai');
    issuer = await createTestIssuer();
    svc = await startServiceUnderTest({
      env: TasksEnv,
      appModule: AppModule,
      db,
      issuer,
      serviceName,
      settings: { AI_BASE_URL: server.baseURL, AI_API_KEY: KEY, AI_MODEL: MODEL, AI_TIMEOUT_MS: '1500', AI_MAX_RETRIES: '1' },
    });
    ds = svc.app.get(DataSource);
    ai = svc.app.get<AiProvider>(AI_PROVIDER);
  }, 60_000);

  afterAll(async () => {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    if (previousLogLevel === undefined) delete process.env['TEST_LOG_LEVEL'];
    else process.env['TEST_LOG_LEVEL'] = previousLogLevel;
    await svc?.close();
    await removeDurables(serviceName);
    await issuer?.close();
    await db?.drop();
    await server?.close();
  });

  const callsOf = (taskId: number) =>
    ds.query(
      `SELECT company_id AS "companyId", user_id AS "userId", task_id AS "taskId", provider, model, operation,
              prompt_tokens AS "promptTokens", completion_tokens AS "completionTokens", duration_ms AS "durationMs", outcome
         FROM ai_calls WHERE company_id = $1 AND task_id = $2 ORDER BY id`,
      [companyId, taskId],
    );

  it('records one ai_calls row per call, with the tokens of every answer of it, its duration and outcome', async () => {
    server.answerWith(
      { kind: 'content', content: '{"broken": ', usage: { prompt_tokens: 300, completion_tokens: 20 } },
      { kind: 'json', value: PROPOSAL, usage: { prompt_tokens: 340, completion_tokens: 90 } },
    );
    expect(await ai.generateScript({ name: 'n', description: '', steps: ['s'] }, { companyId, userId, taskId: 41 })).toEqual(PROPOSAL);

    server.answerWith({ kind: 'error', status: 429, message: 'slow down', headers: { 'retry-after': '0' } });
    await expect(ai.generatePlan({ description: 'd', taskType: 'excel-processing', answers: {} }, { companyId, userId, taskId: 41 })).rejects.toMatchObject({
      outcome: 'rate-limited',
    });

    server.answerWith({ kind: 'delay', delayMs: 4_000, then: json(DIAGNOSIS) });
    await expect(ai.diagnoseRun(RUN, { companyId, userId: null, taskId: 41 })).rejects.toMatchObject({ outcome: 'timeout' });

    const rows = await callsOf(41);
    expect(rows.map((r: { durationMs: number }) => ({ ...r, durationMs: typeof r.durationMs }))).toEqual([
      {
        companyId,
        userId,
        taskId: 41,
        provider: 'openai',
        model: MODEL,
        operation: 'script',
        promptTokens: 640,
        completionTokens: 110,
        durationMs: 'number',
        outcome: 'ok',
      },
      {
        companyId,
        userId,
        taskId: 41,
        provider: 'openai',
        model: MODEL,
        operation: 'plan',
        promptTokens: 0,
        completionTokens: 0,
        durationMs: 'number',
        outcome: 'rate-limited',
      },
      {
        companyId,
        userId: null,
        taskId: 41,
        provider: 'openai',
        model: MODEL,
        operation: 'diagnose',
        promptTokens: 0,
        completionTokens: 0,
        durationMs: 'number',
        outcome: 'timeout',
      },
    ]);
    expect(rows[2].durationMs).toBeGreaterThanOrEqual(1400);
  });

  it('counts the calls and tokens of a task with the default usage of a plain answer', async () => {
    server.answerWith(json(QUESTIONS));
    await ai.generateRequirements({ description: 'd', taskType: 'excel-processing' }, { companyId, userId, taskId: 42 });
    const [row] = await callsOf(42);
    expect(row).toMatchObject({
      operation: 'requirements',
      promptTokens: DEFAULT_USAGE.prompt_tokens,
      completionTokens: DEFAULT_USAGE.completion_tokens,
      outcome: 'ok',
    });
  });

  it('GET /api/ai/status names the provider, the model and the endpoint origin, never the key', async () => {
    const member = client(svc.url, await issuer.sign({ id: userId, companyId, role: 'user', email: `u${userId}@ai.example` }));
    const res = await member.get('/api/ai/status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provider: 'openai', model: MODEL, endpoint: server.url, configured: true });
    expect(JSON.stringify(res.body)).not.toContain(KEY);

    expect((await client(svc.url, null).get('/api/ai/status')).status).toBe(401);
  });

  it("answers the route's spec text for a malformed answer (502), a 429 (429) and a timeout (504), and the questions when the model answers", async () => {
    const member = client(svc.url, await issuer.sign({ id: userId, companyId, role: 'user', email: `u${userId}@ai.example` }));
    const ask = () => member.post('/api/ai/generate-task-requirements', { description: 'Total the hours per technician', taskType: 'excel-processing' });
    const TEXT = 'Failed to generate requirements. Please try again.';

    server.answerWith({ kind: 'content', content: 'I think you want a pivot table.' });
    const malformed = await ask();
    expect(malformed.status).toBe(502);
    expect(malformed.body).toEqual({ statusCode: 502, message: TEXT, reason: expect.stringContaining('did not match requirement_questions') });

    server.answerWith({ kind: 'error', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '0' } });
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, message: TEXT });
    expect(server.requests).toHaveLength(2);

    server.answerWith({ kind: 'delay', delayMs: 4_000, then: json(QUESTIONS) });
    const slow = await ask();
    expect(slow.status).toBe(504);
    expect(slow.body).toEqual({ statusCode: 504, message: TEXT, reason: 'The model did not answer within 1.5 s' });

    server.answerWith(json(QUESTIONS));
    const answered = await ask();
    expect(answered.status).toBe(200);
    expect(answered.body.data.message).toBe(QUESTIONS.message);
    expect(answered.body.data.requirements.map((q: { id: string }) => q.id)).toEqual(['id-columns', 'output-format']);

    const outcomes = await ds.query(
      `SELECT outcome FROM ai_calls WHERE company_id = $1 AND user_id = $2 AND operation = 'requirements' AND task_id IS NULL ORDER BY id`,
      [companyId, userId],
    );
    expect(outcomes.map((r: { outcome: string }) => r.outcome)).toEqual(['invalid-answer', 'rate-limited', 'timeout', 'ok']);
    for (const res of [malformed, limited, slow, answered]) expect(JSON.stringify(res.body)).not.toContain(KEY);
  });

  it('never writes the key in a log line, even when the endpoint echoes it', async () => {
    server.answerWith({ kind: 'error', status: 401, message: `Incorrect API key provided: ${KEY}` });
    await expect(ai.generateRequirements({ description: 'd', taskType: 'excel-processing' }, { companyId, userId, taskId: 43 })).rejects.toMatchObject({
      outcome: 'error',
      message: 'The model endpoint refused the key (401)',
    });
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => line.includes(KEY))).toEqual([]);
  });
});
