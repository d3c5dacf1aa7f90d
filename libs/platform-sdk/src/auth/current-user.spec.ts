import { afterEach, describe, expect, it } from '@jest/globals';
import { getAuthToken } from '../api/auth-token.js';
import { createApiClient, setRenewalClient } from '../api/client.js';
import { memoryStorage } from '../api/test-storage.js';
import { fetchCurrentUser } from './AuthProvider.js';

const BASE = 'http://gateway.test';
const user = { id: 7, email: 'pat@acme-electric.com', username: 'pat', role: 'user', companyId: 3 };

describe('resolving the current user without a stored token', () => {
  const seen: string[] = [];
  const fetchAnswering = (answer: () => Response) =>
    async function (this: unknown, input: Request) {
      seen.push(`${input.method} ${new URL(input.url).pathname}`);
      return answer();
    } as unknown as typeof fetch;

  afterEach(() => {
    seen.length = 0;
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('renews through the session cookie at once, keeps the new token and answers its user', async () => {
    (globalThis as { localStorage?: Storage }).localStorage = memoryStorage({});
    setRenewalClient(createApiClient({ baseUrl: BASE, fetch: fetchAnswering(() => Response.json({ token: 'fresh', user })) }));
    await expect(fetchCurrentUser()).resolves.toEqual(user);
    expect(seen).toEqual(['POST /api/auth/refresh']);
    expect(getAuthToken()).toBe('fresh');
  });

  it('answers null, asking once, when there is no session to renew', async () => {
    (globalThis as { localStorage?: Storage }).localStorage = memoryStorage({});
    const unauthorized = () => Response.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 });
    setRenewalClient(createApiClient({ baseUrl: BASE, fetch: fetchAnswering(unauthorized) }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(seen).toEqual(['POST /api/auth/refresh']);
    expect(getAuthToken()).toBeNull();
  });
});

