import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { BASE_URL } from '../../support/browser.js';
import { PASSWORD, registerByApi } from '../../support/session.js';
import { casesFor, loadOperations, type FuzzContext, type FuzzOperation, type FuzzRequest } from '../../support/fuzz/openapi-cases.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CONCURRENCY = 4;
/** The status recorded when the connection ended without an answer. */
const NO_ANSWER = 599;

interface Answer {
  request: FuzzRequest;
  status: number;
  body: string;
}

async function json<T>(answer: Response): Promise<T> {
  expect(answer.status).toBeLessThan(300);
  return (await answer.json()) as T;
}

async function signIn(email: string): Promise<string> {
  const answer = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return (await json<{ token: string }>(answer)).token;
}

async function send(request: FuzzRequest, token: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  // An empty content type means none at all: a Buffer body makes fetch add none of its own.
  if (request.contentType) headers['content-type'] = request.contentType;
  const body = request.body === undefined ? undefined : request.contentType === '' ? Buffer.from(request.body) : request.body;
  try {
    const answer = await fetch(`${BASE_URL}${request.url}`, { method: request.method, headers, body });
    return { request, status: answer.status, body: await answer.text() };
  } catch (error) {
    return { request, status: NO_ANSWER, body: `no answer: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Runs `requests` with a few in flight at once, answers in the order of the requests. */
async function sendAll(requests: FuzzRequest[], token: string): Promise<Answer[]> {
  const answers: Answer[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const i = next++;
      answers[i] = await send(requests[i]!, token);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answers;
}

function isErrorBody(text: string, status: number): boolean {
  try {
    const body = JSON.parse(text) as { statusCode?: unknown; message?: unknown };
    return body.statusCode === status && typeof body.message === 'string' && body.message.length > 0;
  } catch {
    return false;
  }
}

function describeFailure({ request, status, body }: Answer): string {
  const payload = request.body === undefined ? '' : ` ${request.contentType ?? ''} ${JSON.stringify(request.body.slice(0, 160))}`;
  const url = request.url.length > 200 ? `${request.url.slice(0, 200)}...` : request.url;
  return `${request.method} ${url} (${request.label})${payload} -> ${status} ${body.slice(0, 300)}`;
}

/** A report of the report builder (issue 28), as its Save report button sends it. */
const REPORT_DEFINITION = { selectedFields: ['businessUnits.name', 'invoices.subTotal'], reportConfig: { format: 'table' } };

/** Operations that end the session or remove the rows the others use go last. */
function runOrder(a: FuzzOperation, b: FuzzOperation): number {
  const rank = (o: FuzzOperation) => (o.operationId === 'logout' ? 2 : o.method === 'DELETE' ? 1 : 0);
  return rank(a) - rank(b);
}

describe('an OpenAPI-driven fuzz of every route, through the gateway, as a company owner', () => {
  let email: string;
  let token: string;
  let context: FuzzContext;

  beforeAll(async () => {
    const owner = await registerByApi('Fuzz', 'Owner');
    email = owner.email;
    token = owner.token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const { user } = await json<{ user: { id: number; companyId: number } }>(await fetch(`${BASE_URL}/api/auth/me`, { headers: auth }));
    const task = await json<{ id: number; version: number }>(
      await fetch(`${BASE_URL}/api/tasks`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Fuzz target', type: 'form-processing' }) }),
    );
    const calculation = await json<{ id: number }>(
      await fetch(`${BASE_URL}/api/calculations/save`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Fuzz calc', formData: {} }) }),
    );
    const report = await json<{ id: number }>(
      await fetch(`${BASE_URL}/api/reports`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Fuzz report', definition: REPORT_DEFINITION }) }),
    );
    context = {
      email: `nobody.${Date.now().toString(36)}@${email.split('@')[1]!}`,
      ownEmail: email,
      password: PASSWORD,
      userId: user.id,
      companyId: user.companyId,
      taskId: task.id,
      taskVersion: task.version,
      calculationId: calculation.id,
      reportId: report.id,
    };
  });

  it('answers no request with a 500, whatever the input', async () => {
    const operations = loadOperations(ROOT).sort(runOrder);
    expect(operations.length).toBeGreaterThan(20);
    const answers: Answer[] = [];
    for (const [i, operation] of operations.entries()) {
      answers.push(...(await sendAll(casesFor(operation, context), token)));
      if (i === operations.length - 1) break;
      // A fuzzed request may end the session (logout, a role change): sign in again for the next route.
      const me = await fetch(`${BASE_URL}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      if (me.status === 401) {
        process.stdout.write(`fuzz: the session ended during ${operation.operationId}; signing in again\n`);
        token = await signIn(email);
      }
    }
    // Every request is answered, an oversized body too: the gateway reads it to the end before its 413.
    const failures = answers.filter((a) => a.status >= 500);
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    process.stdout.write(
      `fuzz: ${answers.length} requests over ${operations.length} operations; answers ${[...byStatus]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}x${n}`)
        .join(' ')}\n`,
    );
    expect(failures.map(describeFailure)).toEqual([]);
    // Every refusal is the platform's error shape, a message a user may read.
    const shapeless = answers.filter((a) => a.status >= 400 && a.status !== NO_ANSWER && !isErrorBody(a.body, a.status));
    expect(shapeless.map(describeFailure)).toEqual([]);
  }, 300_000);
});

interface Company {
  id: number;
  name: string;
  settings: { maxUsers: number };
}

/** The six gaps the fuzz of issue #9 found (46 answers of 500), and task sizes: each a 400 that names the field, and nothing written. */
describe('bad input through the gateway: a 400 with a clear message, nothing written', () => {
  let token: string;
  let companyId: number;
  let taskId: number;

  async function call(method: string, path: string, body?: unknown, raw?: string): Promise<{ status: number; body: unknown; headers: Headers }> {
    const answer = await fetch(`${BASE_URL}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : undefined, headers: answer.headers };
  }

  async function expectRefused(method: string, path: string, body: unknown, message: string, raw?: string): Promise<void> {
    expect(await call(method, path, body, raw)).toMatchObject({ status: 400, body: { statusCode: 400, message } });
  }

  const taskCount = async () => (await call('GET', '/api/tasks?limit=1')).headers.get('x-total-count');
  const task = async () => (await call('GET', `/api/tasks/${taskId}`)).body;
  const company = async () => ((await call('GET', `/api/companies/${companyId}`)).body as { company: Company }).company;

  beforeAll(async () => {
    token = (await registerByApi('Nul', 'Guard')).token;
    const me = (await call('GET', '/api/auth/me')).body as { user: { companyId: number } };
    companyId = me.user.companyId;
    taskId = ((await call('POST', '/api/tasks', { name: 'Panel schedule', type: 'form-processing' })).body as { id: number }).id;
  });

  it('refuses NUL characters in names, form data and search queries', async () => {
    const before = await taskCount();
    await expectRefused('POST', '/api/tasks', { name: 'Panel\u0000schedule', type: 'form-processing' }, 'name must not contain NUL characters');
    expect(await taskCount()).toBe(before);
    const calculations = (await call('GET', '/api/calculations')).headers.get('x-total-count');
    await expectRefused(
      'POST',
      '/api/calculations/save',
      { name: 'Main St', formData: { customerName: 'a\u0000' } },
      'formData.customerName must not contain NUL characters',
    );
    expect((await call('GET', '/api/calculations')).headers.get('x-total-count')).toBe(calculations);
    const name = (await company()).name;
    await expectRefused('PUT', `/api/companies/${companyId}/settings`, { name: 'Acme\u0000' }, 'name must not contain NUL characters');
    expect((await company()).name).toBe(name);
    await expectRefused('GET', '/api/admin/users/search?email=a%00b', undefined, 'email must not contain NUL characters');
  });

  it('refuses lone UTF-16 surrogates in e-mails and names', async () => {
    const profile = (await call('GET', '/api/auth/me')).body as { user: { firstName: string; email: string } };
    await expectRefused(
      'PUT',
      '/api/auth/profile',
      { firstName: '\ud800', lastName: 'Guard', email: profile.user.email },
      'firstName contains an invalid character (a lone UTF-16 surrogate)',
    );
    expect((await call('GET', '/api/auth/me')).body).toEqual(profile);
    await expectRefused(
      'POST',
      '/api/auth/register',
      { email: 'a\udc00@example.com', password: PASSWORD },
      'email contains an invalid character (a lone UTF-16 surrogate)',
    );
  });

  it('refuses JSON nested deeper than 64 levels, in a field or as the whole body', async () => {
    const before = await task();
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    await expectRefused('PUT', `/api/tasks/${taskId}`, undefined, 'config is nested too deeply (at most 64 levels)', `{"version": 1, "config": ${deep}}`);
    await expectRefused(
      'POST',
      '/api/tasks',
      undefined,
      'The request body is nested too deeply (at most 64 levels)',
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    );
    expect(await task()).toEqual(before);
  });

  it('refuses whole numbers past PostgreSQL int range in bodies and queries', async () => {
    await expectRefused('POST', `/api/tasks/${taskId}/permissions`, { taskId, userId: 2147483648, permission: 'viewer' }, 'userId must be at most 2147483647');
    await expectRefused('GET', '/api/tasks?offset=1e20', undefined, 'offset must be at most 2147483647');
    expect((await call('GET', `/api/tasks/${taskId}/permissions`)).body).not.toContainEqual(expect.objectContaining({ userId: 2147483648 }));
  });

  it('refuses null for settings that must have a value', async () => {
    const before = await company();
    await expectRefused('PUT', `/api/companies/${companyId}/settings`, { name: null }, 'name must not be null');
    await expectRefused('PUT', `/api/companies/${companyId}/settings`, { maxUsers: null }, 'maxUsers must not be null');
    expect(await company()).toEqual(before);
  });

  it.each(['[]', '"Panel schedule"', '42', 'null'])('refuses a body that is not a JSON object: %s', async (raw) => {
    const before = await taskCount();
    await expectRefused('POST', '/api/tasks', undefined, 'The request body must be a JSON object', raw);
    expect(await taskCount()).toBe(before);
  });

  it('refuses a task past its size limits, naming the limit, and keeps it as it was', async () => {
    const before = (await task()) as { version: number };
    const steps = Array.from({ length: 101 }, (_, i) => ({ id: `s${i}`, content: 'Check the breaker' }));
    await expectRefused(
      'PUT',
      `/api/tasks/${taskId}`,
      { version: before.version, instructions: JSON.stringify(steps) },
      'Task instructions can have at most 100 steps (these have 101)',
    );
    const long = [{ id: 'a', content: 'x'.repeat(2001) }];
    await expectRefused(
      'PUT',
      `/api/tasks/${taskId}`,
      { version: before.version, instructions: JSON.stringify(long) },
      'Each instruction step must be at most 2000 characters (step 1 has 2001)',
    );
    await expectRefused(
      'PUT',
      `/api/tasks/${taskId}`,
      { version: before.version, config: { blob: 'x'.repeat(70 * 1024 - 11) } },
      'Task config must be at most 64 KB (this one is 70 KB)',
    );
    const big = await call('PUT', `/api/tasks/${taskId}`, { version: before.version, config: { blob: 'x'.repeat(2 * 1024 * 1024) } });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ statusCode: 413, message: 'Request body is too large (limit 1024 KiB)' });
    expect(await task()).toEqual(before);
  });

  it('refuses a saved report without a name, or with a definition the report builder refuses, and saves nothing', async () => {
    const count = async () => (await call('GET', '/api/reports?limit=1')).headers.get('x-total-count');
    const before = await count();
    await expectRefused('POST', '/api/reports', { name: '   ', definition: REPORT_DEFINITION }, 'Please enter a name for your report.');
    await expectRefused(
      'POST',
      '/api/reports',
      { name: 'No fields', definition: { ...REPORT_DEFINITION, selectedFields: [] } },
      'Please select at least one field to generate a report.',
    );
    await expectRefused(
      'POST',
      '/api/reports',
      { name: 'Bad field', definition: { ...REPORT_DEFINITION, selectedFields: ['jobs.nope'] } },
      "Unknown field 'jobs.nope': choose fields from the field catalog.",
    );
    await expectRefused(
      'POST',
      '/api/reports',
      { name: 'No definition' },
      'definition must be the report definition (selectedFields, dateRange, dateField, reportConfig).',
    );
    await expectRefused(
      'POST',
      '/api/reports',
      { name: 'Big', definition: { ...REPORT_DEFINITION, selectedFields: ['x'.repeat(70 * 1024)] } },
      'The report definition must be at most 64 KB (this one is 71 KB)',
    );
    expect(await count()).toBe(before);
    const saved = (await call('POST', '/api/reports', { name: ' Kept ', definition: REPORT_DEFINITION })).body as { id: number; name: string };
    expect(saved.name).toBe('Kept');
    await expectRefused('PUT', `/api/reports/${saved.id}`, { name: '' }, 'Please enter a name for your report.');
    await expectRefused(
      'PUT',
      `/api/reports/${saved.id}`,
      { definition: { selectedFields: ['jobs.total'], dateField: 'jobs.total' } },
      'Job Total is not a date field: choose a date field to filter by date.',
    );
    expect((await call('GET', `/api/reports/${saved.id}`)).body).toMatchObject({ name: 'Kept', definition: REPORT_DEFINITION });
    await expectRefused('GET', '/api/reports?limit=101', undefined, 'limit must be a whole number from 1 to 100');
  });

  it('answers lists a page at a time, never more than the page cap', async () => {
    await expectRefused('GET', '/api/tasks?limit=501', undefined, 'limit must be a whole number from 1 to 500');
    await expectRefused('GET', '/api/calculations?limit=101', undefined, 'limit must be a whole number from 1 to 100');
    await expectRefused('GET', '/api/users?limit=501', undefined, 'limit must be a whole number from 1 to 500');
    await expectRefused('GET', '/api/admin/users/search?email=a&limit=501', undefined, 'limit must be a whole number from 1 to 500');
    await expectRefused('GET', `/api/companies/${companyId}/invitations?limit=501`, undefined, 'limit must be a whole number from 1 to 500');
    const users = await call('GET', '/api/users');
    expect(users.headers.get('x-total-count')).toBe('1');
  });
});
