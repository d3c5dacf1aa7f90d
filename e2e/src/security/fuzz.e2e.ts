import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { BASE_URL } from '../../support/browser.js';
import { PASSWORD, registerByApi } from '../../support/session.js';
import { casesFor, loadOperations, type FuzzContext, type FuzzOperation, type FuzzRequest } from '../../support/fuzz/openapi-cases.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CONCURRENCY = 4;

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
    return { request, status: 599, body: `no answer: ${error instanceof Error ? error.message : String(error)}` };
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

function describeFailure({ request, status, body }: Answer): string {
  const payload = request.body === undefined ? '' : ` ${request.contentType ?? ''} ${JSON.stringify(request.body.slice(0, 160))}`;
  const url = request.url.length > 200 ? `${request.url.slice(0, 200)}...` : request.url;
  return `${request.method} ${url} (${request.label})${payload} -> ${status} ${body.slice(0, 300)}`;
}

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
    context = { email: `nobody.${Date.now().toString(36)}@${email.split('@')[1]!}`, ownEmail: email, password: PASSWORD, userId: user.id, companyId: user.companyId, taskId: task.id, taskVersion: task.version, calculationId: calculation.id };
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
    const failures = answers.filter((a) => a.status >= 500);
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    process.stdout.write(
      `fuzz: ${answers.length} requests over ${operations.length} operations; answers ${[...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}x${n}`).join(' ')}\n`,
    );
    expect(failures.map(describeFailure)).toEqual([]);
  }, 300_000);
});
