import { afterEach, describe, expect, it } from '@jest/globals';
import type { IdentityPaths } from '@milestone/contracts';
import { createApiClient } from '@milestone/platform-sdk';
import { createAdminApi } from './admin-api.js';

// Node's Request needs an absolute URL; in the browser the clients use the page's origin ('').
const BASE = 'http://gateway.test';

describe(createAdminApi.name, () => {
  const seen: Request[] = [];
  const apiAnswering = (answer: () => Response) => {
    const fetch = (async (input: Request) => {
      seen.push(input);
      return answer();
    }) as unknown as typeof globalThis.fetch;
    return createAdminApi(createApiClient<IdentityPaths>({ baseUrl: BASE, fetch }));
  };
  const sent = () => {
    const request = seen[0]!;
    return { method: request.method, path: new URL(request.url).pathname, request };
  };

  afterEach(() => {
    seen.length = 0;
  });

  it("changes a user's role with a PUT of the role", async () => {
    const api = apiAnswering(() => Response.json({ success: true, user: { id: 7, role: 'admin' } }));
    await api.changeRole(7, 'admin');
    expect(`${sent().method} ${sent().path}`).toBe('PUT /api/users/7/role');
    expect(await sent().request.json()).toEqual({ role: 'admin' });
  });

  it('saves company settings with a PUT of the changed fields', async () => {
    const api = apiAnswering(() => Response.json({ company: { id: 3 } }));
    await api.updateCompanySettings(3, { verificationDomain: 'acme.com,acme-electric.com', requireDomainVerification: true });
    expect(`${sent().method} ${sent().path}`).toBe('PUT /api/companies/3/settings');
    expect(await sent().request.json()).toEqual({ verificationDomain: 'acme.com,acme-electric.com', requireDomainVerification: true });
  });
});
