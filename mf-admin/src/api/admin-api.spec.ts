import { describe, expect, it } from '@jest/globals';
import { recordingIdentityClient } from '@milestone/platform-sdk/testing';
import { createAdminApi } from './admin-api.js';

describe(createAdminApi.name, () => {
  const apiAnswering = (answer: () => Response) => {
    const { client, sent } = recordingIdentityClient(answer);
    return { api: createAdminApi(client), sent };
  };

  it("changes a user's role with a PUT of the role", async () => {
    const { api, sent } = apiAnswering(() => Response.json({ success: true, user: { id: 7, role: 'admin' } }));
    await api.changeRole(7, 'admin');
    expect(`${sent().method} ${sent().path}`).toBe('PUT /api/users/7/role');
    expect(await sent().request.json()).toEqual({ role: 'admin' });
  });

  it('saves company settings with a PUT of the changed fields', async () => {
    const { api, sent } = apiAnswering(() => Response.json({ company: { id: 3 } }));
    await api.updateCompanySettings(3, { verificationDomain: 'acme.com,acme-electric.com', requireDomainVerification: true });
    expect(`${sent().method} ${sent().path}`).toBe('PUT /api/companies/3/settings');
    expect(await sent().request.json()).toEqual({ verificationDomain: 'acme.com,acme-electric.com', requireDomainVerification: true });
  });
});
