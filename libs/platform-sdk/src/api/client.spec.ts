import { afterEach, describe, expect, it } from '@jest/globals';
import type { IdentityPaths, TasksPaths } from '@milestone/contracts';
import { ApiError } from './api-error.js';
import { AUTH_TOKEN_KEY, getAuthToken } from './auth-token.js';
import { createApiClient, setRenewalClient, unwrap, unwrapOrNullOn401 } from './client.js';
import { memoryStorage } from './test-storage.js';

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

  describe('on a 401', () => {
    const refreshAnswer = (token: string) => () => Response.json({ token, user: { id: 1 } });
    const unauthorized = () => Response.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401, statusText: 'Unauthorized' });

    function scripted(answers: Record<string, Array<() => Response>>) {
      // Like the browser's fetch, which throws 'Illegal invocation' when called as another object's method.
      return async function (this: unknown, input: Request) {
        if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
        seen.push(input);
        const next = answers[new URL(input.url).pathname]?.shift();
        return next ? next() : new Response('no script', { status: 599 });
      } as unknown as typeof fetch;
    }

    it('renews the access token once and sends the request again with the new one', async () => {
      (globalThis as { localStorage?: Storage }).localStorage = memoryStorage({ [AUTH_TOKEN_KEY]: 'expired' });
      const fetch = scripted({
        '/api/tasks': [unauthorized, () => Response.json([{ id: 1 }])],
        '/api/auth/refresh': [refreshAnswer('fresh')],
      });
      setRenewalClient(createApiClient({ baseUrl: BASE, fetch }));
      const sut = createApiClient<TasksPaths>({ baseUrl: BASE, fetch });
      await expect(unwrap(sut.GET('/api/tasks'))).resolves.toEqual([{ id: 1 }]);
      expect(seen.map((r) => `${new URL(r.url).pathname} ${r.headers.get('Authorization')}`)).toEqual([
        '/api/tasks Bearer expired',
        '/api/auth/refresh Bearer expired',
        '/api/tasks Bearer fresh',
      ]);
      expect(getAuthToken()).toBe('fresh');
    });

    it('resends the body of a renewed request', async () => {
      (globalThis as { localStorage?: Storage }).localStorage = memoryStorage({ [AUTH_TOKEN_KEY]: 'expired' });
      const fetch = scripted({
        '/api/tasks': [unauthorized, () => Response.json({ id: 9 }, { status: 201 })],
        '/api/auth/refresh': [refreshAnswer('fresh')],
      });
      setRenewalClient(createApiClient({ baseUrl: BASE, fetch }));
      const sut = createApiClient<TasksPaths>({ baseUrl: BASE, fetch });
      await unwrap(sut.POST('/api/tasks', { body: { name: 'Pay report', description: 'd', type: 'api-reporting' } as never }));
      expect(await seen[2]!.json()).toMatchObject({ name: 'Pay report' });
    });

    it('signs out when the session cannot be renewed, and the request fails with its 401', async () => {
      (globalThis as { localStorage?: Storage }).localStorage = memoryStorage({ [AUTH_TOKEN_KEY]: 'expired' });
      const fetch = scripted({ '/api/tasks': [unauthorized], '/api/auth/refresh': [unauthorized] });
      setRenewalClient(createApiClient({ baseUrl: BASE, fetch }));
      const sut = createApiClient<TasksPaths>({ baseUrl: BASE, fetch });
      const failure = await unwrap(sut.GET('/api/tasks')).catch((e: unknown) => e);
      expect((failure as ApiError).status).toBe(401);
      expect(getAuthToken()).toBeNull();
      expect(seen).toHaveLength(2);
    });

    it('never renews for a failed sign-in', async () => {
      const fetch = scripted({ '/api/auth/login': [() => Response.json({ statusCode: 401, message: 'Invalid email or password' }, { status: 401 })] });
      setRenewalClient(createApiClient({ baseUrl: BASE, fetch }));
      const sut = createApiClient<IdentityPaths>({ baseUrl: BASE, fetch });
      const failure = await unwrap(sut.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'x' } })).catch((e: unknown) => e);
      expect((failure as ApiError).serverMessage).toBe('Invalid email or password');
      expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/api/auth/login']);
    });
  });
});
