import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@milestone/platform-sdk';
import { recordingIdentityClient } from '@milestone/platform-sdk/testing';
import { createAccountApi } from './account-api.js';

describe(createAccountApi.name, () => {
  const apiAnswering = (answer: () => Response) => {
    const { client, sent } = recordingIdentityClient(answer);
    return { api: createAccountApi(client), sent };
  };

  it('sets a password through the token of the link, escaped in the path, and answers the account to sign in with', async () => {
    const { api, sent } = apiAnswering(() => Response.json({ success: true, email: 'sam@acme-electric.com' }));
    await expect(api.setPassword('a/b c', 'secret-123')).resolves.toEqual({ success: true, email: 'sam@acme-electric.com' });
    const { method, path, request } = sent();
    expect(`${method} ${path}`).toBe('POST /api/invitations/a%2Fb%20c/set-password');
    expect(await request.json()).toEqual({ password: 'secret-123' });
  });

  it('validates an invitation with the token in the query and answers its preview', async () => {
    const invitation = {
      email: 'sam@acme-electric.com',
      companyName: 'Acme Electric',
      role: 'user',
      firstName: 'Sam',
      lastName: null,
      expiresAt: '2030-01-01T00:00:00.000Z',
    };
    const { api, sent } = apiAnswering(() => Response.json({ invitation }));
    await expect(api.validateInvitation('tok&1')).resolves.toEqual({ invitation });
    const { method, path, search } = sent();
    expect(`${method} ${path}`).toBe('GET /api/invitations/validate');
    expect(new URLSearchParams(search).get('token')).toBe('tok&1');
  });

  it("fails with the server's message, as the screens show it", async () => {
    const body = '{"statusCode":410,"message":"This verification link has expired."}';
    const { api, sent } = apiAnswering(() => new Response(body, { status: 410, statusText: 'Gone', headers: { 'Content-Type': 'application/json' } }));
    const failure = await api.verifyEmail('old').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(410);
    expect((failure as ApiError).serverMessage).toBe('This verification link has expired.');
    expect(await sent().request.json()).toEqual({ token: 'old' });
  });
});
