import { afterEach, describe, expect, it } from '@jest/globals';
import { clearAuthToken, getAuthToken } from '../api/auth-token.js';
import { createApiClient, setRenewalClient } from '../api/client.js';
import { memoryStorage } from '../api/test-storage.js';
import { fetchCurrentUser } from './AuthProvider.js';

const BASE = 'http://gateway.test';
const user = { id: 7, email: 'pat@acme-electric.com', username: 'pat', role: 'user', companyId: 3 };

/** A browser that refuses the site's storage: the token of the last page load is gone. */
function blockStorage(): void {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

describe('resolving the current user without a stored token', () => {
  const seen: string[] = [];
  const fetchAnswering = (answer: () => Response) =>
    async function (this: unknown, input: Request) {
      seen.push(`${input.method} ${new URL(input.url).pathname}`);
      return answer();
    } as unknown as typeof fetch;

  afterEach(() => {
    seen.length = 0;
    clearAuthToken(); // the token a blocked storage kept in this tab's memory
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('answers null without a request where tokens persist: a signed-out page load logs no 401', async () => {
    (globalThis as { localStorage?: Storage }).localStorage = memoryStorage({});
    setRenewalClient(createApiClient({ baseUrl: BASE, fetch: fetchAnswering(() => Response.json({ token: 'fresh', user })) }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(seen).toEqual([]);
  });

  it('renews through the session cookie at once where storage is blocked, keeps the new token and answers its user', async () => {
    blockStorage();
    setRenewalClient(createApiClient({ baseUrl: BASE, fetch: fetchAnswering(() => Response.json({ token: 'fresh', user })) }));
    await expect(fetchCurrentUser()).resolves.toEqual(user);
    expect(seen).toEqual(['POST /api/auth/refresh']);
    expect(getAuthToken()).toBe('fresh');
  });

  it('answers null, asking once, when there is no session to renew', async () => {
    blockStorage();
    const unauthorized = () => Response.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 });
    setRenewalClient(createApiClient({ baseUrl: BASE, fetch: fetchAnswering(unauthorized) }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(seen).toEqual(['POST /api/auth/refresh']);
    expect(getAuthToken()).toBeNull();
  });
});
