import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase, eventually, testServiceSettings, type TestDatabase } from '@milestone/nest-kit/testing';
import { startAiSuite, type AiSuite } from '../support/ai-suite.js';
import { captureOutput, freePort } from './worker-harness.js';

// An api-reporting task built by the AI builder (the offline provider), through the wizard's calls
// (requirements, plan, implement, then POST /api/tasks as the wizard sends it) against a real
// svc-reporting (its build, in a process of its own, on the suite's NATS): the report is read there
// from the words and its definition lands in the task's config.apiConfiguration, which the same
// svc-reporting then accepts as a report to generate. svc-tasks holds no catalog of its own.

const REPORTING_MAIN = path.resolve(import.meta.dirname, '../../../svc-reporting/dist/main.js');

let suite: AiSuite;
let reportingDb: TestDatabase;
let reporting: ChildProcess;
let reportingUrl: string;
let output: () => string;

beforeAll(async () => {
  if (!existsSync(REPORTING_MAIN)) throw new Error(`${REPORTING_MAIN} is missing: build it first (npx nx build svc-reporting)`);
  suite = await startAiSuite('ai_reporting');
  reportingDb = await createTestDatabase('tasks_ai_reporting_reporting');
  const port = await freePort();
  reporting = spawn(process.execPath, [REPORTING_MAIN], {
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      ...testServiceSettings(
        reportingDb,
        { identityUrl: suite.identityUrl },
        { LOG_LEVEL: 'warn', REPORTING_PORT: String(port), ST_SYNC_INTERVAL: '0', NATS_CONSUMER_NAME: `svc-reporting-ai-${port}` },
      ),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  output = captureOutput(reporting);
  reportingUrl = `http://127.0.0.1:${port}`;
  await eventually(
    async () => {
      if (reporting.exitCode !== null) throw new Error(`svc-reporting exited: ${output()}`);
      return (await fetch(`${reportingUrl}/health`).catch(() => null))?.ok === true;
    },
    90_000,
    200,
  );
}, 240_000);

afterAll(async () => {
  if (reporting && reporting.exitCode === null) {
    const exited = new Promise((resolve) => reporting.once('exit', resolve));
    reporting.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (reporting.exitCode === null) reporting.kill('SIGKILL');
  }
  reporting?.stdout?.destroy();
  reporting?.stderr?.destroy();
  await reportingDb?.drop();
  await suite?.close();
}, 60_000);

type Question = { id: string; value?: unknown };

/** The wizard, as mf-tasks drives it: every proposed answer taken, the plan reviewed as it came, the task created from the implementation. */
async function buildWithTheWizard(description: string) {
  const as = suite.creator.as;
  const requirements = await as.post('/api/ai/generate-task-requirements', { description, taskType: 'api-reporting' });
  expect(requirements.status).toBe(200);
  const answers = Object.fromEntries(
    (requirements.body.data.requirements as Question[]).filter((q) => q.value !== undefined && q.value !== null).map((q) => [q.id, q.value]),
  );
  const plan = await as.post('/api/ai/generate-task-plan', { description, taskType: 'api-reporting', requirements: answers });
  expect(plan.status).toBe(200);
  const implemented = await as.post('/api/ai/implement-task', { plan: plan.body.data, requirements: answers });
  expect(implemented.status).toBe(200);
  const details = implemented.body.data;
  const steps: string[] = details.steps.length ? details.steps : plan.body.data.dataFlow;
  const created = await as.post('/api/tasks', {
    name: plan.body.data.name,
    description: plan.body.data.description,
    type: 'api-reporting',
    instructions: JSON.stringify(steps.map((content, i) => ({ id: `step-${i + 1}`, content }))),
    config: {
      features: plan.body.data.features,
      sections: plan.body.data.sections,
      apiEndpoints: plan.body.data.apiEndpoints,
      aiGenerated: true,
      implementationDetails: details,
      ...(details.apiConfiguration ? { apiConfiguration: details.apiConfiguration } : {}),
    },
  });
  expect(created.status).toBe(201);
  const task = await as.get(`/api/tasks/${created.body.id}`);
  expect(task.status).toBe(200);
  return { requirements: requirements.body.data, plan: plan.body.data, details, task: task.body };
}

/** svc-reporting's own checks of a stored definition, as the overview's Pivot Table Builder sends it. */
async function checkedByReporting(definition: { selectedFields: string[] }) {
  const headers = { authorization: `Bearer ${suite.creator.token}`, 'content-type': 'application/json' };
  const validated = await fetch(`${reportingUrl}/api/service-titan/validate-field-selection`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ selectedFieldIds: definition.selectedFields }),
  });
  // generate-report reads and checks the definition before it looks for the company's connection:
  // 409 (not connected) means the definition itself was accepted; a definition it refuses is a 400.
  const generated = await fetch(`${reportingUrl}/api/service-titan/generate-report`, { method: 'POST', headers, body: JSON.stringify(definition) });
  return {
    valid: ((await validated.json()) as { valid: boolean }).valid,
    generate: generated.status,
    message: ((await generated.json()) as { message: string }).message,
  };
}

describe('an api-reporting task from the AI builder', () => {
  it.each([
    ['revenue by business unit and technician last month', { rows: ['businessUnits.name', 'technicians.name'], values: [['invoiceItems.total', 'sum']] }],
    ['how much did each tech bring in last quarter', { rows: ['technicians.name'], values: [['invoiceItems.total', 'sum']] }],
    ['completed jobs per campaign per week', { rows: ['campaigns.name'], values: [['jobs.id', 'count']] }],
    ['average ticket by business unit this year', { rows: ['businessUnits.name'], values: [['invoices.subTotal', 'avg']] }],
    ['jobs by status for plumbing last 30 days', { rows: ['jobs.jobStatus'], values: [['jobs.id', 'count']] }],
  ])('%j ends as a report definition in the task’s config, its step readable, nothing reported as not understood', async (description, want) => {
    const { requirements, plan, details, task } = await buildWithTheWizard(description);
    expect(requirements.message).toMatch(/^I read this as the report: /);

    // The plan's one step is the report in words, not 'Fetch Jobs ... from ServiceTitan'.
    expect(plan.dataFlow).toHaveLength(1);
    expect(plan.dataFlow[0]).not.toMatch(/^Fetch /);
    expect(plan.notes).toEqual([]);
    expect(plan.apiEndpoints).toEqual(['POST /api/service-titan/generate-report']);

    expect(details.notUnderstood).toEqual([]);
    expect(details.steps).toEqual(plan.dataFlow);
    expect(details.understood.length).toBeGreaterThan(0);

    const config = task.config;
    const report = config.apiConfiguration.report;
    expect(config.apiConfiguration.selectedFields).toEqual(report.selectedFields);
    expect(report.reportConfig.format).toBe('pivot');
    expect(report.reportConfig.pivotConfig.rows.map((r: { fieldId: string }) => r.fieldId)).toEqual(want.rows);
    expect(report.reportConfig.pivotConfig.values.map((v: { fieldId: string; aggregation: string }) => [v.fieldId, v.aggregation])).toEqual(want.values);
    expect(report.dateRange.startDate <= report.dateRange.endDate).toBe(true);
    expect(config.implementationDetails.notUnderstood).toEqual([]);
    expect(JSON.parse(task.instructions).map((s: { content: string }) => s.content)).toEqual(plan.dataFlow);

    expect(await checkedByReporting(report)).toEqual({ valid: true, generate: 409, message: expect.stringContaining('ServiceTitan is not connected') });
  });

  it('takes the period chosen on the Requirements step over the words', async () => {
    const as = suite.creator.as;
    const plan = await as.post('/api/ai/generate-task-plan', {
      description: 'revenue by business unit',
      taskType: 'api-reporting',
      requirements: { period: 'Last month' },
    });
    expect(plan.status).toBe(200);
    expect(plan.body.data.dataFlow[0]).toMatch(/; last month \(\d{4}-\d{2}-01 to \d{4}-\d{2}-\d{2}\) on Invoice Date/);
  });

  it('names what it did not understand as a note of the plan (shown on Review), and builds the report it understood, its step holding only that', async () => {
    const { plan, details, task } = await buildWithTheWizard('revenue by technician last month and fax it to the accountant');
    expect(plan.notes).toEqual(['Not understood: "fax"', 'Not understood: "accountant"']);
    expect(plan.dataFlow[0]).not.toMatch(/fax|accountant/);
    expect(details.notUnderstood).toEqual([]);
    expect(task.config.apiConfiguration.report.reportConfig.pivotConfig.rows).toEqual([{ fieldId: 'technicians.name' }]);
  });
});
