import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS } from '../../support/browser.js';
import { ApiClient, findLeaks, type ApiAnswer } from './support/api-client.js';
import { compareRouting, loadGatewayRouting } from './support/gateway-routes.js';
import { fillPath, loadOperations, type Operation } from './support/openapi.js';
import { createTenant, identifyingValues, type Tenant } from './support/tenants.js';
import { connectToSandbox, sandboxConnection, searchCustomers } from '../../support/service-titan.js';

// The cross-tenant matrix: every operation of the services' committed OpenAPI documents is either
// exercised here with company A's ids under company B's tokens, or listed as not tenant-scoped
// with the reason. A new operation in neither table fails the first test by name.

type Value = string | number;
type Fixture = (t: Tenant, operation: Operation) => Value;

// Executions (issue #12, svc-tasks' runs). The tenants' fixture execution lives in svc-files only
// (a played worker): the runs below are svc-tasks' own. Each company's task and spare task get a
// script, are run once by the owner and cancelled at once, so the runs are final and their reads
// stable: `run` (on the task, where the plain user is admin) and `spareRun` (on the spare task,
// where the plain user is a viewer: the role axis's cancel).
const EXECUTION_RUNS = new WeakMap<Tenant, { run: number; spareRun: number }>();

function runsOf(t: Tenant): { run: number; spareRun: number } {
  const runs = EXECUTION_RUNS.get(t);
  if (!runs) throw new Error(`no svc-tasks runs for ${t.label}: prepareExecutionRuns must run first`);
  return runs;
}

/** Gives the task a script (its version moves on), runs it as the owner and cancels the run; the run's id once it is final. */
async function finalRunOf(api: ApiClient, t: Tenant, task: Tenant['task']): Promise<number> {
  const saved = await api.expectOk<{ version: number }>('PUT', `/api/tasks/${task.id}`, {
    token: t.owner.token,
    body: { version: task.version, pythonScript: 'print("cross-tenant")\n' },
  });
  task.version = saved.version;
  const run = await api.expectOk<{ id: number }>('POST', `/api/tasks/${task.id}/execute`, { token: t.owner.token }, 202);
  // A worker may have taken it already: the cancel then stops it (or it finished first).
  await api.send('POST', `/api/executions/${run.id}/cancel`, { token: t.owner.token });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { status } = await api.expectOk<{ status: string }>('GET', `/api/executions/${run.id}`, { token: t.owner.token });
    if (status !== 'pending' && status !== 'running') return run.id;
    if (Date.now() > deadline) throw new Error(`run ${run.id} of ${t.label} is still ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function prepareExecutionRuns(api: ApiClient, tenants: Tenant[]): Promise<void> {
  for (const t of tenants) EXECUTION_RUNS.set(t, { run: await finalRunOf(api, t, t.task), spareRun: await finalRunOf(api, t, t.spareTask) });
}

// Schedules (issue #12, svc-tasks): one on each company's task and one on its spare task (where the
// plain user is a viewer: the role axis). Made disabled, so the task keeps its status and version
// and no worker runs it; a yearly expression, so their next runs (in every read) stay put.
const SCHEDULES = new WeakMap<Tenant, { schedule: number; spareSchedule: number }>();
const SCHEDULE_BODY = { cronExpression: '0 6 1 1 *', enabled: false };

function schedulesOf(t: Tenant): { schedule: number; spareSchedule: number } {
  const schedules = SCHEDULES.get(t);
  if (!schedules) throw new Error(`no schedules for ${t.label}: prepareSchedules must run first`);
  return schedules;
}

async function prepareSchedules(api: ApiClient, tenants: Tenant[]): Promise<void> {
  const scheduleOn = async (t: Tenant, taskId: number) =>
    (await api.expectOk<{ id: number }>('POST', `/api/tasks/${taskId}/schedules`, { token: t.owner.token, body: SCHEDULE_BODY }, 201)).id;
  for (const t of tenants) SCHEDULES.set(t, { schedule: await scheduleOn(t, t.task.id), spareSchedule: await scheduleOn(t, t.spareTask.id) });
}

// The AI builder (issue #13, svc-tasks). Each company's task gets steps (a step version to read and
// restore), and a conversation with the assistant about each of its two final runs, each with a
// question and the assistant's reply (`messageId`: the reply, which proposes no script: the control
// apply answers 400 after finding it). The spare conversation is on the spare task (where the plain
// user is a viewer: the role axis's apply).
interface AiFixtures {
  stepVersion: number;
  conversation: number;
  messageId: number;
  spareConversation: number;
  spareMessageId: number;
}
const AI_FIXTURES = new WeakMap<Tenant, AiFixtures>();
const STEPS = JSON.stringify([{ id: 'cross-tenant-1', content: 'Sort by Hours, highest first' }]);
const AI_REQUEST_BODY = { request: 'Add a step at the end to remove duplicate rows' };

function aiOf(t: Tenant): AiFixtures {
  const fixtures = AI_FIXTURES.get(t);
  if (!fixtures) throw new Error(`no AI fixtures for ${t.label}: prepareAiFixtures must run first`);
  return fixtures;
}

async function prepareAiFixtures(api: ApiClient, tenants: Tenant[]): Promise<void> {
  const talkAbout = async (t: Tenant, taskId: number, executionId: number) => {
    const { conversation } = await api.expectOk<{ conversation: { id: number } }>(
      'POST',
      '/api/feedback/conversations',
      { token: t.owner.token, body: { taskId, executionId, title: `Run ${executionId} of ${t.marker}` } },
      201,
    );
    const { reply } = await api.expectOk<{ reply: { id: number } }>(
      'POST',
      `/api/feedback/conversations/${conversation.id}/messages`,
      { token: t.owner.token, body: { role: 'user', content: 'Why did this run stop?', taskId } },
      201,
    );
    return { conversation: conversation.id, messageId: reply.id };
  };
  for (const t of tenants) {
    const saved = await api.expectOk<{ version: number }>('PUT', `/api/tasks/${t.task.id}`, {
      token: t.owner.token,
      body: { version: t.task.version, instructions: STEPS },
    });
    t.task.version = saved.version;
    const stepVersions = await api.expectOk<Array<{ version: number }>>('GET', `/api/tasks/${t.task.id}/step-versions`, { token: t.owner.token });
    const main = await talkAbout(t, t.task.id, runsOf(t).run);
    const spare = await talkAbout(t, t.spareTask.id, runsOf(t).spareRun);
    AI_FIXTURES.set(t, { stepVersion: stepVersions[0]!.version, ...main, spareConversation: spare.conversation, spareMessageId: spare.messageId });
  }
}

// A form task's form (issue 31, 'Edit the form'): each company's starter Purchase Order Template,
// its form saved once by its owner (so versions 1, the template, and 2 exist).
interface FormFixtures {
  taskId: number;
  form: Record<string, unknown>;
  /** A submission of the form (a 'form' run) whose vendor is the company's marker. */
  submission: number;
}
const FORM_FIXTURES = new WeakMap<Tenant, FormFixtures>();

function formOf(t: Tenant): FormFixtures {
  const fixtures = FORM_FIXTURES.get(t);
  if (!fixtures) throw new Error(`no form fixtures for ${t.label}: prepareFormFixtures must run first`);
  return fixtures;
}

async function prepareFormFixtures(api: ApiClient, tenants: Tenant[]): Promise<void> {
  for (const t of tenants) {
    const tasks = await api.expectOk<Array<{ id: number; name: string }>>('GET', '/api/tasks?type=form-processing', { token: t.owner.token });
    const template = tasks.find((task) => task.name === 'Purchase Order Template');
    if (!template) throw new Error(`${t.label} has no Purchase Order Template`);
    const task = await api.expectOk<{ config: { form: Record<string, unknown> } }>('GET', `/api/tasks/${template.id}`, { token: t.owner.token });
    const form = { ...task.config.form, title: `Purchase order of ${t.marker}` };
    await api.expectOk('PUT', `/api/tasks/${template.id}/form`, { token: t.owner.token, body: form });
    // A submission (the task's Submissions list: GET /api/executions?taskId=&kind=form) naming the company.
    const formData = { poNumber: 'PO-1', vendor: t.marker, requestedBy: 'Owner', taxRate: 0, lines: [{ part: 'P1', quantity: 1, unit: 'ea', unitPrice: 1 }] };
    const run = await api.expectOk<{ id: number }>('POST', `/api/tasks/${template.id}/execute`, {
      token: t.owner.token,
      body: { dateCreated: '2026-12-07', formData: JSON.stringify(formData) },
    });
    FORM_FIXTURES.set(t, { taskId: template.id, form, submission: run.id });
  }
}

const formTaskOf = { id: (t: Tenant) => formOf(t).taskId };

const conversationOf = { id: (t: Tenant) => aiOf(t).conversation, messageId: (t: Tenant) => aiOf(t).messageId };

// ServiceTitan (issue #14, svc-reporting). Each company connects its own sandbox tenant (A 1000001,
// B 1000002, different generated companies) and syncs its replica. What identifies A's ServiceTitan
// data: its client id, and one of its customers (name and address) as A's own search finds it.
interface ServiceTitanFixtures {
  tenantId: number;
  clientId: string;
  customerName: string;
  customerAddress: string;
}
const SERVICE_TITAN = new WeakMap<Tenant, ServiceTitanFixtures>();
/** Company A, whose customer B searches for (set in beforeAll). */
let companyA: Tenant | null = null;

function serviceTitanOf(t: Tenant): ServiceTitanFixtures {
  const fixtures = SERVICE_TITAN.get(t);
  if (!fixtures) throw new Error(`no ServiceTitan fixtures for ${t.label}: prepareServiceTitan must run first`);
  return fixtures;
}

async function prepareServiceTitan(tenants: Array<[Tenant, number]>): Promise<void> {
  for (const [t, tenantId] of tenants) {
    await connectToSandbox(t.owner.token, tenantId);
    const [customer] = await searchCustomers(t.owner.token, 'an');
    if (!customer) throw new Error(`${t.label}: no customer of sandbox tenant ${tenantId} matches 'an'`);
    SERVICE_TITAN.set(t, { tenantId, clientId: sandboxConnection(tenantId).clientId!, customerName: customer.name, customerAddress: customer.address });
  }
}

/** A's identifying values, with its ServiceTitan data's. */
function secretsOf(t: Tenant): ReturnType<typeof identifyingValues> {
  const base = identifyingValues(t);
  const st = serviceTitanOf(t);
  return { ...base, strings: [...base.strings, st.clientId, st.customerAddress] };
}
const runOf = { executionId: (t: Tenant) => runsOf(t).run };

// Saved reports of the report builder (issue #28, svc-reporting). Each company's owner saves one
// from the company's task, named after the company (its marker: the leak check finds it); its plain
// user is a member who did not save it (the role axis: reads, but neither changes nor deletes it).
const SAVED_REPORTS = new WeakMap<Tenant, number>();
/** Revenue by business unit and month (a pivot of the builder). */
const REPORT_DEFINITION = {
  selectedFields: ['businessUnits.name', 'invoices.invoiceDate', 'invoices.subTotal'],
  dateField: 'invoices.invoiceDate',
  dateRange: { startDate: '2026-10-01', endDate: '2026-10-31' },
  reportConfig: {
    format: 'pivot',
    pivotConfig: {
      rows: ['businessUnits.name'],
      columns: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'month' }],
      values: [{ fieldId: 'invoices.subTotal', aggregation: 'sum' }],
    },
  },
};

function savedReportOf(t: Tenant): number {
  const id = SAVED_REPORTS.get(t);
  if (id === undefined) throw new Error(`no saved report for ${t.label}: prepareSavedReports must run first`);
  return id;
}

async function prepareSavedReports(api: ApiClient, tenants: Tenant[]): Promise<void> {
  for (const t of tenants) {
    const body = { name: `Revenue of ${t.marker}`, description: `Saved by ${t.marker}`, taskId: t.task.id, definition: REPORT_DEFINITION };
    SAVED_REPORTS.set(t, (await api.expectOk<{ id: number }>('POST', '/api/reports', { token: t.owner.token, body }, 201)).id);
  }
}

/**
 * How a parameter (path or query) or an id field of the body is filled with a company's objects,
 * by its name; `id` is named by the resource of the path segment before it.
 */
const FIXTURES: Record<string, Fixture> = {
  id: (t, operation) => {
    const resource = /\/api\/([^/]+)\/\{id\}/.exec(operation.path)?.[1];
    switch (resource) {
      case 'tasks':
        return t.task.id;
      case 'users':
        return t.user.id;
      case 'calculations':
        return t.calculation.id;
      case 'files':
        return t.execution.inputFileId;
      case 'executions':
        return runsOf(t).run;
      case 'schedules':
        return schedulesOf(t).schedule;
      case 'reports':
        return savedReportOf(t);
      default:
        throw new Error(`FIXTURES: no object for {id} of ${operation.key}: add its resource`);
    }
  },
  taskId: (t) => t.task.id,
  executionId: (t) => t.execution.id,
  fileName: (t) => t.execution.outputName,
  filePath: (t) => t.execution.inputFilePath,
  userId: (t) => t.user.id,
  companyId: (t) => t.companyId,
  permission: (t) => t.grantLevel,
  email: (t) => t.user.email,
  domain: (t) => t.domain,
  // Scripts (issue #12): version 1 of the task's script (prepareExecutionRuns saved it).
  version: () => 1,
  // A blocking read of a run (GET /api/executions/{id}?wait=): A's run is 404 at once, as no one's is.
  wait: () => 1,
  // The AI builder (issue #13): the assistant's reply in the conversation about the task's run.
  messageId: (t) => aiOf(t).messageId,
  // ServiceTitan (issue #14): the company's own sandbox tenant and client id (ServiceTitan's ids).
  clientId: (t) => serviceTitanOf(t).clientId,
  tenantId: (t) => String(serviceTitanOf(t).tenantId),
};

/**
 * - id: names objects (path, query or body); another company's token gets 403/404.
 * - filter: a list narrowed by an id or a search; another company's value gets 403/404, or the
 *   caller's own (empty) rows: either way none of the first company's.
 * - list: the caller's own rows (lists, the caller's own account); none of another company's.
 */
type Kind = 'id' | 'filter' | 'list';

interface BodyContext {
  /** The company the request is sent as (texts in the body are its own). */
  caller: Tenant;
  /** A number unique to this request, for values that must not repeat (invited e-mails). */
  n: number;
  versionOf: (taskId: Value) => number;
}

interface MatrixEntry {
  kind: Kind;
  /** Fixtures of this operation that differ from FIXTURES (an object in the state the route acts on). */
  fixtures?: Record<string, Fixture>;
  /** The body's other fields (its id fields are filled like parameters of the same name and merged in). */
  body?: (values: Record<string, Value>, context: BodyContext) => Record<string, unknown>;
  /** Fixtures the body is made of besides its id fields (filled and varied like parameters of those names). */
  bodySlots?: readonly string[];
  /** Left out of the read-back of A's data (an answer that is no company's data and changes by itself). */
  readBack?: false;
  /**
   * What the control run (the caller's own objects) may answer besides 2xx, and why: an answer
   * that can only come after the object was found (never 403/404).
   */
  control?: { accepts: readonly number[]; why: string };
  /** For the control run (the caller's own objects): puts back what an earlier control took away. */
  prepare?: (api: ApiClient, owner: Tenant) => Promise<void>;
}

const MATRIX: Record<string, MatrixEntry> = {
  // svc-identity
  'GET /api/auth/me': { kind: 'list' },
  'GET /api/users': { kind: 'list' },
  'GET /api/admin/users/search': { kind: 'filter' },
  'PUT /api/users/{id}/role': { kind: 'id', body: () => ({ role: 'admin' }) },
  'DELETE /api/users/{id}': { kind: 'id' },
  'POST /api/users/{id}/activate': { kind: 'id', fixtures: { id: (t) => t.pending.id } },
  'GET /api/companies/{companyId}': { kind: 'id' },
  'PUT /api/companies/{companyId}/settings': { kind: 'id', body: (_, c) => ({ name: `Renamed ${c.caller.marker}` }) },
  'GET /api/companies/{companyId}/invitations': { kind: 'id' },
  'POST /api/companies/{companyId}/domains/{domain}/verify': {
    kind: 'id',
    control: { accepts: [400], why: 'no TXT record at the domain: it was found among the company’s own authorized domains' },
  },
  'POST /api/companies/{companyId}/invitations': {
    kind: 'id',
    body: (_, c) => ({ email: `guest${c.n}.${c.caller.marker.toLowerCase()}@${c.caller.domain}`, role: 'user', firstName: 'Guest', lastName: c.caller.marker }),
  },
  // svc-tasks
  'GET /api/tasks': { kind: 'list' },
  'GET /api/tasks/{id}': { kind: 'id' },
  'PUT /api/tasks/{id}': { kind: 'id', body: (v, c) => ({ version: c.versionOf(v['id']!), name: `Renamed ${c.caller.marker}`, status: 'draft' }) },
  'GET /api/tasks/{taskId}/permissions': { kind: 'id' },
  'POST /api/tasks/{taskId}/permissions': {
    kind: 'id',
    body: () => ({ permission: 'admin' }),
  },
  'DELETE /api/tasks/{taskId}/permissions/{userId}/{permission}': { kind: 'id' },
  'DELETE /api/tasks/{taskId}/permissions/{userId}': {
    kind: 'id',
    prepare: async (api, t) => {
      await api.expectOk('POST', `/api/tasks/${t.task.id}/permissions`, {
        token: t.owner.token,
        body: { taskId: t.task.id, userId: t.user.id, permission: t.grantLevel },
      });
    },
  },
  'GET /api/users/{userId}/permission-level/{taskId}': { kind: 'id' },
  // svc-files: a task's input files. Another company's task answers 404 'Task not found', as a task
  // of no one does (looked up before the body is read).
  'GET /api/files': { kind: 'filter' },
  'POST /api/upload': {
    kind: 'id',
    control: { accepts: [400], why: 'the matrix sends no file: the task was found first, then the missing file refused' },
  },
  // An execution's files (the tenant's task ran once: its csv input, one output named after the
  // company). Another company's task, execution, file id, output name or storage path answers 404
  // as ids of no one do; a file path is compared with the company's keys as it is.
  'GET /api/tasks/{taskId}/files': { kind: 'id' },
  'GET /api/tasks/{taskId}/files/{executionId}': { kind: 'id' },
  'GET /api/download-output/{executionId}/{fileName}': { kind: 'id' },
  'GET /api/download-all-files': { kind: 'id' },
  'GET /api/download-task-file': { kind: 'id' },
  // A download link is minted only for what the caller may download now, with the download's own
  // answers: A's execution or output name in the path is 404 'File not found', as no one's is.
  'POST /api/download-links': {
    kind: 'id',
    bodySlots: ['executionId', 'fileName'],
    body: (v) => ({ path: `/api/download-output/${v['executionId']}/${encodeURIComponent(String(v['fileName']))}` }),
  },
  'GET /api/files/{id}/preview': { kind: 'id' },
  'GET /api/preview-output/{executionId}/{fileName}': { kind: 'id' },
  // Schedules (issue #12): A's task answers 404 'Task not found', A's schedule 404 'Schedule not
  // found', as those of no one do. Before the task's deletion (the control run deletes in table order).
  'GET /api/tasks/{taskId}/schedules': { kind: 'id' },
  'POST /api/tasks/{taskId}/schedules': { kind: 'id', body: () => SCHEDULE_BODY },
  'PUT /api/schedules/{id}': { kind: 'id', body: () => ({ enabled: false }) },
  // Send now (issue #28): A's schedule is 404 'Schedule not found'; the control queues a run of B's
  // own schedule's task (201), as Run Task does.
  'POST /api/schedules/{id}/run': { kind: 'id' },
  'DELETE /api/schedules/{id}': { kind: 'id' },
  // Before the task's deletion: the control run deletes in table order.
  'DELETE /api/files': { kind: 'id' },
  // After the permission routes: the control run deletes in table order.
  'DELETE /api/tasks/{id}': { kind: 'id' },
  // Executions (issue #12, svc-tasks): Run Task and the pay report's run name A's task (404 'Task
  // not found'); a run of A's is 404 'Execution not found' as one of no one's. The control runs on
  // B's own: Run Task queues (202); the retry of B's cancelled run queues; the cancel of B's final
  // run is 409 'This run has already finished.' (found first).
  'POST /api/tasks/{id}/execute': { kind: 'id' },
  'POST /api/tasks/execute': { kind: 'id', body: () => ({ parameters: {} }) },
  'GET /api/executions': { kind: 'filter' },
  'GET /api/executions/{id}': { kind: 'id' },
  'GET /api/executions/{id}/log': { kind: 'id' },
  'POST /api/executions/{id}/retry': {
    kind: 'id',
    control: { accepts: [409], why: 'a worker finished the run before its cancel (completed: not retryable): it was found first' },
  },
  'POST /api/executions/{id}/cancel': {
    kind: 'id',
    control: { accepts: [409], why: 'the run is final (cancelled when it was made): it was found among the company’s own first' },
  },
  // The days move with the clock (a read-back across Chicago's midnight would differ).
  'GET /api/executions/stats': { kind: 'list', readBack: false },
  // Scripts (issue #12, svc-tasks): each company's task got its script as version 1 when it was run
  // (prepareExecutionRuns). A's task answers 404 'Task not found' as one of no one's; the control
  // restores B's version 1, which is B's current script (nothing changes: no version moves).
  'GET /api/tasks/{id}/script-versions': { kind: 'id' },
  'GET /api/tasks/{id}/script-versions/{version}': { kind: 'id' },
  'POST /api/tasks/{id}/script-versions/{version}/restore': { kind: 'id' },
  // The AI builder (issue #13, svc-tasks). A's task answers 404 'Task not found', A's conversation
  // 404 'Conversation not found', A's run 404 'Execution not found', as those of no one do. The
  // control on B's own: the script is generated from B's steps and checked on its upload; B's steps
  // rewritten by the request; B's current steps restored (nothing moves).
  'POST /api/tasks/{id}/generate-script': { kind: 'id' },
  'GET /api/tasks/{id}/step-versions': { kind: 'id' },
  'GET /api/tasks/{id}/step-versions/{version}': { kind: 'id', fixtures: { version: (t) => aiOf(t).stepVersion } },
  'POST /api/tasks/{id}/step-versions/{version}/restore': { kind: 'id', fixtures: { version: (t) => aiOf(t).stepVersion } },
  'POST /api/tasks/{id}/steps/ai-request': { kind: 'id', body: () => AI_REQUEST_BODY },
  'PUT /api/tasks/{id}/form': { kind: 'id', fixtures: formTaskOf, body: (_, c) => ({ ...formOf(companyA!).form, title: `Edited by ${c.caller.marker}` }) },
  'GET /api/tasks/{id}/form-versions': { kind: 'id', fixtures: formTaskOf },
  'GET /api/tasks/{id}/form-versions/{version}': { kind: 'id', fixtures: { ...formTaskOf, version: () => 1 } },
  'POST /api/tasks/{id}/form-versions/{version}/restore': { kind: 'id', fixtures: { ...formTaskOf, version: () => 1 } },
  'GET /api/feedback/conversations': { kind: 'filter', fixtures: runOf },
  'POST /api/feedback/conversations': { kind: 'id', fixtures: runOf, body: (_, c) => ({ title: `Asked by ${c.caller.marker}` }) },
  'GET /api/feedback/conversations/{id}/messages': { kind: 'id', fixtures: conversationOf },
  'POST /api/feedback/conversations/{id}/messages': { kind: 'id', fixtures: conversationOf, body: () => ({ role: 'user', content: 'What went wrong?' }) },
  'POST /api/feedback/conversations/{id}/messages/{messageId}/apply': {
    kind: 'id',
    fixtures: conversationOf,
    control: { accepts: [400], why: 'the reply proposes no script: the conversation and its message were found first' },
  },
  // svc-reporting
  'GET /api/calculations': { kind: 'list' },
  'DELETE /api/calculations/{id}': { kind: 'id' },
  // Saved reports (issue #28): A's report answers 404 'Report not found' on every route, as one of
  // no one's; a report saved from A's task is 404 'Task not found' (svc-reporting's known tasks are
  // per company), as one from a task of no one. The list filtered by A's task answers B's own rows
  // of it (none). The control on B's own: saved, read, renamed, duplicated, deleted.
  'GET /api/reports': { kind: 'filter' },
  'POST /api/reports': { kind: 'id', body: (_, c) => ({ name: `Saved by ${c.caller.marker}`, definition: REPORT_DEFINITION }) },
  'GET /api/reports/{id}': { kind: 'id' },
  'PUT /api/reports/{id}': { kind: 'id', body: (_, c) => ({ name: `Renamed by ${c.caller.marker}` }) },
  'POST /api/reports/{id}/duplicate': { kind: 'id' },
  'DELETE /api/reports/{id}': { kind: 'id' },
  // ServiceTitan (issue #14): the caller's company's connection, status and replica only. The status
  // carries the time of its answer and the sync's progress: not read back.
  'GET /api/service-titan/status': { kind: 'list', readBack: false },
  'GET /api/service-titan/connection': { kind: 'list' },
  'POST /api/service-titan/connection/test': { kind: 'list', readBack: false },
  // Connecting sets the caller's own company's connection: its clientId and tenantId are
  // ServiceTitan's, not objects of ours. B's owner connects B again to B's own tenant.
  'PUT /api/service-titan/connection': { kind: 'list', readBack: false, body: (_, c) => sandboxConnection(serviceTitanOf(c.caller).tenantId) },
  // B searches for A's customer by name: B's own customers at most, never A's (its address).
  'POST /api/service-titan/customer-search': { kind: 'list', body: () => ({ name: serviceTitanOf(companyA!).customerName }) },
  // The report builder (issue #28): B asks for the customers named as A's, with their locations'
  // addresses, over B's replica: B's own rows at most, never A's customer or its address.
  'POST /api/service-titan/generate-report': {
    kind: 'list',
    body: () => ({
      selectedFields: ['customers.name', 'locations.fullAddress'],
      reportConfig: { format: 'table', filters: [{ fieldId: 'customers.name', operator: 'equals', value: serviceTitanOf(companyA!).customerName }] },
      pageSize: 1000,
    }),
  },
  // The same report downloaded (a CSV, text the leak check reads): B's own rows at most.
  'POST /api/service-titan/download-report': {
    kind: 'list',
    body: () => ({
      reportData: {
        selectedFields: ['customers.name', 'locations.fullAddress'],
        reportConfig: { format: 'table', filters: [{ fieldId: 'customers.name', operator: 'equals', value: serviceTitanOf(companyA!).customerName }] },
      },
      format: 'csv',
    }),
  },
};

/** Operations that name no object of a company, each with the reason. */
const NOT_TENANT_SCOPED: Record<string, string> = {
  'GET /health': 'service health, no company data (every service)',
  'GET /.well-known/jwks.json': 'public signing keys',
  'GET /api/dev/mailbox': 'the development mailbox (loopback only, off unless switched on; the edge suite tests it)',
  'POST /api/auth/register': 'public sign-up, names no existing object',
  'POST /api/auth/login': 'public sign-in',
  'POST /api/auth/verify-email': 'public; the secret token of the link is the capability',
  'POST /api/auth/resend-verification': 'public; answers alike for every e-mail',
  'POST /api/auth/forgot-password': 'public; answers alike for every e-mail',
  'POST /api/auth/refresh': 'the caller’s own session cookie',
  'POST /api/auth/logout': 'ends the caller’s own session, names no object',
  'PUT /api/auth/profile': 'changes the caller’s own account, names no object (e-mail change: accounts-admin suite)',
  'GET /api/invitations/validate': 'public; the secret invitation token is the capability',
  'POST /api/invitations/{token}/accept': 'public; the secret invitation token is the capability',
  'POST /api/invitations/{token}/set-password': 'public; the secret reset or invitation token is the capability',
  'POST /api/tasks': 'creates in the caller’s company; the body names no other object (A’s lists are read back unchanged)',
  'POST /api/calculations/save': 'creates in the caller’s company; the body names no other object (A’s lists are read back unchanged)',
  'GET /api/schedules/preview': 'reads the cron expression it is given (plain English, next runs): names no object (issue #12)',
  'GET /api/executions/runtime': 'the execution workers’ state (sandbox mode, slots, busy; not their hosts): the platform’s, no company’s data (issue #12)',
  'POST /api/ai/generate-task-requirements': 'answers questions about the description it is given: names no object (issue #13)',
  'POST /api/ai/generate-task-plan': 'answers a plan for the description and answers it is given: names no object (issue #13)',
  'POST /api/ai/implement-task': 'answers the steps and script of the plan it is given: names no object (issue #13)',
  'GET /api/ai/status': 'which AI provider the platform uses (provider, model, endpoint origin): no company’s data (issue #13)',
  'POST /api/tasks/create-with-ai':
    'creates in the caller’s company from the prompt it is given; names no other object (A’s lists are read back unchanged) (issue #13)',
  'DELETE /api/service-titan/connection': 'removes the caller’s own company’s connection; names no object (the role table holds its admin rule) (issue #14)',
  'POST /api/service-titan/sync': 'starts a sync of the caller’s own company’s replica; names no object (the role table holds its admin rule) (issue #14)',
  'GET /api/service-titan/fields': 'the report builder’s field catalog: the same data for every company, no company’s rows (issue #28)',
  'GET /api/service-titan/field-groups': 'the field catalog’s groups: the same for every company (issue #28)',
  'GET /api/service-titan/join-rules': 'the catalog’s entity relationships: the same for every company (issue #28)',
  'GET /api/service-titan/entities': 'the catalog’s entities: the same for every company (issue #28)',
  'POST /api/service-titan/validate-field-selection': 'checks the catalog field ids it is given against the join rules; reads no company’s rows (issue #28)',
  'POST /api/zillow/property-lookup':
    'square footage of the address it is given: the caller’s own ServiceTitan locations first, then public property data (RentCast); names no object (issue #14)',
};

/**
 * Development tools that name an object of the machine's, not of a company: the dev mailbox keeps
 * every message this machine's services would have sent, whoever they are for (on only without
 * SMTP and with DEV_MAILBOX, to loopback callers only; the edge suite tests that).
 */
const DEV_TOOLS: Record<string, string> = {
  'GET /api/dev/mailbox/{id}/attachments/{index}': 'an attachment of a dev mailbox message, by the message’s id (issue #28)',
};

/** The second axis: a plain user of company A on A's own objects, against the admin rules. */
interface RoleCase {
  key: string;
  /** Overrides of FIXTURES for this case (the spare user and spare task hold no grant of the caller). */
  fixtures?: Record<string, (t: Tenant) => Value>;
  body?: MatrixEntry['body'];
  expected: number;
  rule: string;
}

const spareUser = { id: (t: Tenant) => t.spare.id, userId: (t: Tenant) => t.spare.id, email: (t: Tenant) => t.spare.email };
const spareTask = { id: (t: Tenant) => t.spareTask.id, taskId: (t: Tenant) => t.spareTask.id };

const ROLE_AXIS: RoleCase[] = [
  // ServiceTitan (issue #14): the connection is managed by owners and admins. The body is B's tenant,
  // so even a wrongly allowed call could not connect A to A's own tenant again unnoticed.
  { key: 'PUT /api/service-titan/connection', body: () => sandboxConnection(1000002), expected: 403, rule: 'owners and admins connect ServiceTitan' },
  { key: 'POST /api/service-titan/connection/test', expected: 403, rule: 'owners and admins test the connection' },
  { key: 'POST /api/service-titan/sync', expected: 403, rule: 'owners and admins start a sync' },
  { key: 'DELETE /api/service-titan/connection', expected: 403, rule: 'owners and admins disconnect' },
  { key: 'POST /api/tasks/{id}/generate-script', fixtures: spareTask, expected: 403, rule: 'generating a task’s script needs admin on it' },
  {
    key: 'POST /api/tasks/{id}/steps/ai-request',
    fixtures: spareTask,
    body: () => AI_REQUEST_BODY,
    expected: 403,
    rule: 'an AI request rewrites the steps: admin on the task',
  },
  {
    key: 'PUT /api/tasks/{id}/form',
    fixtures: spareTask,
    body: () => ({ title: 'A viewer’s form' }),
    expected: 403,
    rule: 'editing a form needs admin on the task',
  },
  {
    key: 'POST /api/tasks/{id}/form-versions/{version}/restore',
    fixtures: { ...spareTask, version: () => 1 },
    expected: 403,
    rule: 'restoring a form needs admin on the task',
  },
  {
    key: 'POST /api/tasks/{id}/step-versions/{version}/restore',
    fixtures: { ...spareTask, version: () => 1 },
    expected: 403,
    rule: 'restoring steps needs admin on the task',
  },
  {
    key: 'POST /api/feedback/conversations/{id}/messages/{messageId}/apply',
    fixtures: { id: (t) => aiOf(t).spareConversation, messageId: (t) => aiOf(t).spareMessageId },
    expected: 403,
    rule: 'applying a fix saves a script: admin on the task',
  },
  { key: 'GET /api/admin/users/search', fixtures: spareUser, expected: 403, rule: 'user management is for admins' },
  { key: 'PUT /api/users/{id}/role', fixtures: spareUser, body: () => ({ role: 'admin' }), expected: 403, rule: 'admins change roles' },
  { key: 'DELETE /api/users/{id}', fixtures: spareUser, expected: 403, rule: 'admins delete users' },
  { key: 'POST /api/users/{id}/activate', expected: 403, rule: 'admins activate accounts' },
  { key: 'GET /api/companies/{companyId}/invitations', expected: 403, rule: 'admins see invitations' },
  { key: 'POST /api/companies/{companyId}/domains/{domain}/verify', expected: 403, rule: 'admins and owners verify domains' },
  {
    key: 'POST /api/companies/{companyId}/invitations',
    body: MATRIX['POST /api/companies/{companyId}/invitations']!.body,
    expected: 403,
    rule: 'admins invite',
  },
  {
    key: 'PUT /api/companies/{companyId}/settings',
    body: MATRIX['PUT /api/companies/{companyId}/settings']!.body,
    expected: 403,
    rule: 'admins and owners manage the company',
  },
  { key: 'PUT /api/tasks/{id}', fixtures: spareTask, body: MATRIX['PUT /api/tasks/{id}']!.body, expected: 403, rule: 'editing a task needs admin on it' },
  { key: 'DELETE /api/tasks/{id}', fixtures: spareTask, expected: 403, rule: 'deleting a task needs owner on it' },
  {
    key: 'POST /api/tasks/{taskId}/permissions',
    fixtures: { ...spareTask, userId: (t) => t.user.id },
    body: MATRIX['POST /api/tasks/{taskId}/permissions']!.body,
    expected: 403,
    rule: 'a user cannot raise their own level',
  },
  {
    key: 'POST /api/tasks/{taskId}/permissions',
    fixtures: { ...spareTask, ...spareUser },
    body: MATRIX['POST /api/tasks/{taskId}/permissions']!.body,
    expected: 403,
    rule: 'a viewer cannot grant',
  },
  { key: 'DELETE /api/tasks/{taskId}/permissions/{userId}', fixtures: { ...spareTask, ...spareUser }, expected: 403, rule: 'a viewer cannot revoke' },
  {
    key: 'DELETE /api/tasks/{taskId}/permissions/{userId}/{permission}',
    fixtures: { ...spareTask, ...spareUser, permission: () => 'viewer' },
    expected: 403,
    rule: 'a viewer cannot revoke',
  },
  { key: 'DELETE /api/calculations/{id}', expected: 404, rule: 'a saved calculation is its author’s own' },
  // Saved reports (issue #28): A's owner saved it; A's plain user, a member, reads it but neither changes nor deletes it.
  {
    key: 'PUT /api/reports/{id}',
    body: () => ({ name: 'Renamed by a member' }),
    expected: 403,
    rule: 'only who saved a report, or an owner or admin, changes it',
  },
  { key: 'DELETE /api/reports/{id}', expected: 403, rule: 'only who saved a report, or an owner or admin, deletes it' },
  // Executions (issue #12): the owner's run on the spare task, where the plain user is a viewer.
  {
    key: 'POST /api/executions/{id}/cancel',
    fixtures: { id: (t) => runsOf(t).spareRun },
    expected: 403,
    rule: 'only the starter or a task admin cancels a run',
  },
  // Schedules (issue #12): on the spare task, where the plain user is a viewer.
  { key: 'POST /api/tasks/{taskId}/schedules', fixtures: spareTask, body: () => SCHEDULE_BODY, expected: 403, rule: 'scheduling a task needs admin on it' },
  {
    key: 'PUT /api/schedules/{id}',
    fixtures: { id: (t) => schedulesOf(t).spareSchedule },
    body: () => ({ enabled: false }),
    expected: 403,
    rule: 'changing a schedule needs admin on its task',
  },
  {
    key: 'DELETE /api/schedules/{id}',
    fixtures: { id: (t) => schedulesOf(t).spareSchedule },
    expected: 403,
    rule: 'deleting a schedule needs admin on its task',
  },
  // Scripts (issue #12): on the spare task, where the plain user is a viewer.
  { key: 'POST /api/tasks/{id}/script-versions/{version}/restore', fixtures: spareTask, expected: 403, rule: 'restoring a script needs admin on the task' },
  {
    key: 'PUT /api/tasks/{id}',
    fixtures: spareTask,
    body: (v, c) => ({ version: c.versionOf(v['id']!), pythonScript: 'print("role")\n' }),
    expected: 403,
    rule: 'editing the script needs admin on the task',
  },
];

const operations = loadOperations();
const byKey = new Map(operations.map((o) => [o.key, o]));
const api = new ApiClient();

/** A name that says it holds an object's id: `id`, `taskId`, `userId` ... */
const ID_NAME = /^id$|Id$/;

/** The body's fields that name objects (every id-like property of its schema). */
function bodyIdFields(operation: Operation): string[] {
  return Object.keys(operation.body?.properties ?? {}).filter((name) => ID_NAME.test(name));
}

/**
 * The parameters and body fields an operation names objects with: every path parameter, every
 * query parameter with a fixture or an id-like name, every id-like body field. Throws for one
 * FIXTURES cannot fill, so a new parameter fails the test until it gets its fixture.
 */
function slotsOf(operation: Operation): string[] {
  const names = [
    ...operation.parameters.filter((p) => p.in === 'path' || (p.in === 'query' && (p.name in FIXTURES || ID_NAME.test(p.name)))).map((p) => p.name),
    ...bodyIdFields(operation),
    ...(MATRIX[operation.key]?.bodySlots ?? []),
  ];
  const unfilled = [...new Set(names)].filter((name) => !(name in FIXTURES));
  if (unfilled.length > 0) throw new Error(`${operation.key}: no fixture for ${unfilled.join(', ')}: add it to FIXTURES`);
  return [...new Set(names)];
}

/** The values of `names` for tenant `t`: the entry's own fixtures first, then FIXTURES. */
function valuesOf(operation: Operation, entry: Pick<MatrixEntry, 'fixtures'> | undefined, t: Tenant, names: readonly string[]): Record<string, Value> {
  return Object.fromEntries(names.map((name) => [name, (entry?.fixtures?.[name] ?? FIXTURES[name]!)(t, operation)]));
}

interface Call {
  operation: Operation;
  values: Record<string, Value>;
  token: string;
  body?: unknown;
}

/** An id no object has (inside PostgreSQL's int range, so it reaches the lookup). */
const NO_SUCH_ID = 2_000_000_000;

let counter = 0;
function callOf(
  operation: Operation,
  entry: Pick<MatrixEntry, 'body'>,
  values: Record<string, Value>,
  caller: Tenant,
  token: string,
  versions: Map<Value, number>,
): Call {
  const context: BodyContext = { caller, n: ++counter, versionOf: (id) => versions.get(id) ?? 1 };
  // Id fields without a value here (a list's body) keep the entry's body's own.
  const ids = Object.fromEntries(
    bodyIdFields(operation)
      .filter((name) => values[name] !== undefined)
      .map((name) => [name, values[name]]),
  );
  const body = entry.body || bodyIdFields(operation).length > 0 ? { ...entry.body?.(values, context), ...ids } : undefined;
  return { operation, values, token, body };
}

function send(call: Call): Promise<ApiAnswer> {
  const { operation, values } = call;
  const path = fillPath(operation.path, values);
  const query: Record<string, Value> = {};
  for (const p of operation.parameters) if (p.in === 'query' && values[p.name] !== undefined) query[p.name] = values[p.name]!;
  return api.send(operation.method, path, { token: call.token, query, body: call.body });
}

function describeCall(call: Call, who: string): string {
  return `${call.operation.key} as ${who} with ${JSON.stringify(call.values)}`;
}

/** Sends `call`; records a status `accepted` refuses, and any identifying value of `secrets` in the body. */
async function probe(
  call: Call,
  who: string,
  accepted: (status: number) => boolean,
  secrets: Parameters<typeof findLeaks>[1],
  failures: string[],
): Promise<void> {
  const answer = await send(call);
  if (!accepted(answer.status)) failures.push(`${describeCall(call, who)}: ${answer.status} ${answer.text.slice(0, 200)}`);
  const leaks = findLeaks(`${answer.headerText}\n${answer.text}`, secrets);
  if (leaks.length > 0) failures.push(`${describeCall(call, who)}: leaks ${leaks.join(', ')}`);
}

describe('the cross-tenant matrix, from the route table and the OpenAPI documents', () => {
  let a: Tenant;
  let b: Tenant;
  let versions: Map<Value, number>;
  /** A's objects as A's owner reads them, before B tries anything. */
  let before: Map<string, string>;
  const startedAt = Date.now();
  const figures = {
    operations: operations.length,
    exercised: 0,
    notScoped: 0,
    matrixRequests: 0,
    roleRequests: 0,
    totalRequests: 0,
    fixtureSeconds: 0,
    matrixSeconds: 0,
    totalSeconds: 0,
    unservedPatterns: 0,
    unservedMethods: 0,
  };

  /** Runs one part of the matrix, counting its requests and time, and fails with every gap it found. */
  async function matrixPart(part: (failures: string[]) => Promise<void>): Promise<void> {
    const started = Date.now();
    const requestsBefore = api.requests;
    const failures: string[] = [];
    await part(failures);
    figures.matrixRequests += api.requests - requestsBefore;
    figures.matrixSeconds += (Date.now() - started) / 1000;
    expect(failures).toEqual([]);
  }

  /** Every GET of the matrix, as A's owner with A's ids: what "A's data" means, read back after B's tries. */
  async function readBack(): Promise<Map<string, string>> {
    const reads = new Map<string, string>();
    for (const [key, entry] of Object.entries(MATRIX)) {
      const operation = byKey.get(key);
      if (!operation || operation.method !== 'GET' || entry.readBack === false) continue;
      const values = valuesOf(operation, entry, a, slotsOf(operation));
      const answer = await send({ operation, values, token: a.owner.token });
      reads.set(key, `${answer.status} ${answer.text}`);
    }
    return reads;
  }

  beforeAll(async () => {
    const started = Date.now();
    [a, b] = [await createTenant(api, 'Alpha'), await createTenant(api, 'Bravo')];
    companyA = a;
    await prepareExecutionRuns(api, [a, b]);
    await prepareSchedules(api, [a, b]);
    await prepareAiFixtures(api, [a, b]);
    await prepareServiceTitan([
      [a, 1000001],
      [b, 1000002],
    ]);
    await prepareSavedReports(api, [a, b]);
    await prepareFormFixtures(api, [a, b]);
    versions = new Map([
      [a.task.id, a.task.version],
      [a.spareTask.id, a.spareTask.version],
      [b.task.id, b.task.version],
      [b.spareTask.id, b.spareTask.version],
    ]);
    before = await readBack();
    figures.fixtureSeconds = (Date.now() - started) / 1000;
  }, 180_000);

  afterAll(() => {
    // Everything the file sent (fixtures, read-backs and control runs included) and its whole time.
    figures.totalRequests = api.requests;
    figures.totalSeconds = (Date.now() - startedAt) / 1000;
    const line = `cross-tenant matrix: ${JSON.stringify(figures)}`;
    console.log(line);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'cross-tenant.json'), `${JSON.stringify(figures, null, 2)}\n`);
  });

  it('classifies every operation of the services’ documents (a new route must join the matrix or say why not)', () => {
    const unclassified = operations
      .filter((o) => !(o.key in MATRIX) && !(o.key in NOT_TENANT_SCOPED) && !(o.key in DEV_TOOLS))
      .map((o) => `${o.key} (${o.service} ${o.operationId})`);
    const both = Object.keys(MATRIX).filter((key) => key in NOT_TENANT_SCOPED || key in DEV_TOOLS);
    const stale = [...Object.keys(MATRIX), ...Object.keys(NOT_TENANT_SCOPED), ...Object.keys(DEV_TOOLS)].filter((key) => !byKey.has(key));
    // An exercised operation must be fillable; one called not tenant-scoped must name no object.
    const unfillable: string[] = [];
    for (const operation of operations.filter((o) => o.key in MATRIX)) {
      try {
        slotsOf(operation);
      } catch (error) {
        unfillable.push((error as Error).message);
      }
    }
    const namesObjects = operations
      .filter((o) => o.key in NOT_TENANT_SCOPED)
      .filter((o) => o.parameters.some((p) => ID_NAME.test(p.name)) || bodyIdFields(o).length > 0)
      .map((o) => o.key);
    figures.exercised = operations.filter((o) => o.key in MATRIX).length;
    figures.notScoped = operations.length - figures.exercised;
    expect({ unclassified, both, stale, unfillable, namesObjects }).toEqual({ unclassified: [], both: [], stale: [], unfillable: [], namesObjects: [] });
  });

  it('routes every /api operation of the documents to the service that serves it, and counts the routes no service serves', async () => {
    const coverage = compareRouting(await loadGatewayRouting(), operations);
    figures.unservedPatterns = coverage.unservedPatterns.length;
    figures.unservedMethods = coverage.unservedMethods.length;
    // Routes the gateway forwards that no service answers are issue #10's (point 7): counted, not failed.
    console.log(`gateway routes no service serves (${coverage.unservedPatterns.length}): ${coverage.unservedPatterns.join('; ')}`);
    expect(coverage.unrouted).toEqual([]);
  });

  it('answers another company’s tokens 404 or 403 on every route that names an object, with no byte of that company’s data', async () => {
    await matrixPart(async (failures) => {
      for (const [key, entry] of Object.entries(MATRIX)) {
        const operation = byKey.get(key);
        if (!operation || entry.kind === 'list') continue;
        const [allOfA, allOfB] = [valuesOf(operation, entry, a, slotsOf(operation)), valuesOf(operation, entry, b, slotsOf(operation))];
        const slots = slotsOf(operation).filter((s) => allOfA[s] !== allOfB[s]);
        const ofA = valuesOf(operation, entry, a, slots);
        const ofB = valuesOf(operation, entry, b, slots);
        const shared = valuesOf(
          operation,
          entry,
          b,
          slotsOf(operation).filter((s) => !slots.includes(s)),
        );
        // A's ids everywhere, as B's owner and B's plain user; then each of A's ids alone among B's own.
        const variants: Array<[string, Record<string, Value>, string]> = [
          ['B owner', { ...shared, ...ofA }, b.owner.token],
          ['B user', { ...shared, ...ofA }, b.user.token],
        ];
        if (slots.length > 1) for (const s of slots) variants.push(['B owner', { ...shared, ...ofB, [s]: ofA[s]! }, b.owner.token]);
        // A filtered list may answer the caller's own rows (none of A's: the leak check holds it).
        const accepted = (status: number) => status === 403 || status === 404 || (entry.kind === 'filter' && status === 200);
        for (const [who, values, token] of variants) await probe(callOf(operation, entry, values, b, token, versions), who, accepted, secretsOf(a), failures);
      }
    });
  });

  it('answers another company’s ids exactly as ids that exist nowhere (no existence oracle)', async () => {
    await matrixPart(async (failures) => {
      for (const [key, entry] of Object.entries(MATRIX)) {
        const operation = byKey.get(key);
        if (!operation || entry.kind !== 'id') continue;
        const slots = slotsOf(operation);
        const [ofA, ofB] = [valuesOf(operation, entry, a, slots), valuesOf(operation, entry, b, slots)];
        // Numeric ids that name another company's object become ids no company has.
        const ghost = Object.fromEntries(slots.map((s) => [s, typeof ofA[s] === 'number' && ofA[s] !== ofB[s] ? NO_SUCH_ID : ofA[s]!]));
        const [real, none] = [
          await send(callOf(operation, entry, ofA, b, b.owner.token, versions)),
          await send(callOf(operation, entry, ghost, b, b.owner.token, versions)),
        ];
        const message = (answer: ApiAnswer) => (answer.json as { message?: unknown } | undefined)?.message;
        if (real.status !== none.status || message(real) !== message(none)) {
          failures.push(
            `${operation.key}: A's ids answer ${real.status} ${JSON.stringify(message(real))}, ids of no one ${none.status} ${JSON.stringify(message(none))}`,
          );
        }
      }
    });
  });

  it('shows another company none of the first company’s rows on list routes', async () => {
    await matrixPart(async (failures) => {
      for (const [key, entry] of Object.entries(MATRIX)) {
        const operation = byKey.get(key);
        if (!operation || entry.kind === 'id') continue;
        // Lists without their filters; a filter that must be given gets B's own value.
        const values = valuesOf(
          operation,
          entry,
          b,
          operation.parameters.filter((p) => p.required && p.name in FIXTURES).map((p) => p.name),
        );
        for (const [who, token] of [
          ['B owner', b.owner.token],
          ['B user', b.user.token],
        ] as const) {
          // A plain user may be refused a list (user search is for admins); the owner must get it.
          const accepted = (status: number) => status === 200 || (who === 'B user' && status === 403);
          await probe(callOf(operation, entry, values, b, token, versions), who, accepted, secretsOf(a), failures);
        }
      }
    });
  });

  it('shows another company none of a form task’s submissions: its Submissions list (GET /api/executions?taskId=&kind=form) and the run itself', async () => {
    // The list is an array (its count in X-Total-Count).
    const own = await api.expectOk<Array<{ id: number }>>('GET', `/api/executions?taskId=${formOf(a).taskId}&kind=form`, {
      token: a.owner.token,
    });
    expect(own.map((run) => run.id)).toContain(formOf(a).submission);
    for (const [who, token] of [
      ['B owner', b.owner.token],
      ['B user', b.user.token],
    ] as const) {
      const list = await api.send('GET', `/api/executions?taskId=${formOf(a).taskId}&kind=form`, { token });
      // Another company's task answers as no task (404) or an empty list, never A's submission.
      expect([200, 404]).toContain(list.status);
      if (list.status === 200) expect([who, list.json]).toEqual([who, []]);
      const run = await api.send('GET', `/api/executions/${formOf(a).submission}`, { token });
      expect([who, run.status]).toEqual([who, 404]);
      for (const secret of [a.marker, a.companyName]) expect([who, list.text.includes(secret) || run.text.includes(secret)]).toEqual([who, false]);
    }
  });

  it('holds every signed-in operation that documents a 403 in the role table (a new admin route must join it)', () => {
    const missing = operations.filter((o) => o.needsToken && o.statuses.includes('403') && !ROLE_AXIS.some((c) => c.key === o.key)).map((o) => o.key);
    expect(missing).toEqual([]);
  });

  it('keeps a plain user from the admin routes of their own company', async () => {
    const requestsBefore = api.requests;
    const failures: string[] = [];
    for (const roleCase of ROLE_AXIS) {
      const operation = byKey.get(roleCase.key);
      if (!operation) {
        failures.push(`${roleCase.key}: no longer in the documents`);
        continue;
      }
      const values = valuesOf(operation, { fixtures: { ...MATRIX[roleCase.key]?.fixtures, ...roleCase.fixtures } }, a, slotsOf(operation));
      const call = callOf(operation, { body: roleCase.body }, values, a, a.user.token, versions);
      const answer = await send(call);
      if (answer.status !== roleCase.expected)
        failures.push(`${describeCall(call, 'A user')} (${roleCase.rule}): ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    figures.roleRequests = api.requests - requestsBefore;
    expect(failures).toEqual([]);
  });

  it('leaves the first company’s objects as they were after every refused request (read back as its owner)', async () => {
    const after = await readBack();
    // Every read names a real object of A's: a 404 here would make the comparison prove nothing.
    expect([...before].filter(([, read]) => !read.startsWith('200 ')).map(([key, read]) => `${key}: ${read.slice(0, 200)}`)).toEqual([]);
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(before));
  });

  it('answers the same requests on the caller’s own objects (the matrix names real objects and valid bodies)', async () => {
    // The refusals above prove something only if the same request with the caller's own ids
    // succeeds: run each as B's owner on B's objects, deletions last (they take the objects away).
    const entries = Object.entries(MATRIX).filter(([key, entry]) => byKey.has(key) && entry.kind === 'id');
    const ordered = [
      ...entries.filter(([key]) => !key.startsWith('DELETE')),
      ...entries.filter(([key]) => key.startsWith('DELETE') && !key.startsWith('DELETE /api/users/')),
      ...entries.filter(([key]) => key.startsWith('DELETE /api/users/')),
    ];
    const failures: string[] = [];
    for (const [key, entry] of ordered) {
      const operation = byKey.get(key)!;
      await entry.prepare?.(api, b);
      const values = valuesOf(operation, entry, b, slotsOf(operation));
      const call = callOf(operation, entry, values, b, b.owner.token, versions);
      const answer = await send(call);
      if ((answer.status < 200 || answer.status >= 300) && !entry.control?.accepts.includes(answer.status))
        failures.push(`${describeCall(call, 'B owner on B')}: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
