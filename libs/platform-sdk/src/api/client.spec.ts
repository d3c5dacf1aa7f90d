import { afterEach, describe, expect, it } from '@jest/globals';
import type { TasksPaths } from '@milestone/contracts';
import { ApiError } from './api-error.js';
import { AUTH_TOKEN_KEY } from './auth-token.js';
import { createApiClient, unwrap, unwrapOrNullOn401 } from './client.js';

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

// Node's Request needs an absolute URL; in the browser the clients use the page's origin ('').
const BASE = 'http://gateway.test';

describe(createApiClient.name, () => {
  const seen: Request[] = [];
  const fakeFetch = (answer: () => Response) =>
    (async (input: Request) => {
      seen.push(input);
      return answer();
    }) as unknown as typeof fetch;

  afterEach(() => {
    seen.length = 0;
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('sends the stored token as a bearer header and includes cookies', async () => {
    (globalThis as { localStorage?: Storage }).localStorage = memoryStorage({ [AUTH_TOKEN_KEY]: 'tok-1' });
    const sut = createApiClient<TasksPaths>({ baseUrl: BASE, fetch: fakeFetch(() => Response.json([])) });
    await unwrap(sut.GET('/api/tasks'));
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(seen[0]!.credentials).toBe('include');
    expect(new URL(seen[0]!.url).pathname).toBe('/api/tasks');
  });

  it('sends no authorization header without a stored token', async () => {
    const sut = createApiClient<TasksPaths>({ baseUrl: BASE, fetch: fakeFetch(() => Response.json([])) });
    await unwrap(sut.GET('/api/tasks'));
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
  });

  it('turns a failed answer into the spec message and keeps the server message', async () => {
    const body = '{"statusCode":404,"message":"Task not found"}';
    const sut = createApiClient<TasksPaths>({
      baseUrl: BASE,
      fetch: fakeFetch(() => new Response(body, { status: 404, statusText: 'Not Found', headers: { 'Content-Type': 'application/json' } })),
    });
    const failure = await unwrap(sut.GET('/api/tasks/{id}', { params: { path: { id: 7 } } })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(`404: ${body}`);
    expect((failure as ApiError).serverMessage).toBe('Task not found');
    expect((failure as ApiError).status).toBe(404);
  });

  it('answers null for a 401 in the null mode', async () => {
    const sut = createApiClient<TasksPaths>({ baseUrl: BASE, fetch: fakeFetch(() => new Response('', { status: 401, statusText: 'Unauthorized' })) });
    await expect(unwrapOrNullOn401(sut.GET('/api/tasks'))).resolves.toBeNull();
    await expect(unwrap(sut.GET('/api/tasks'))).rejects.toThrow('401: Unauthorized');
  });
});
