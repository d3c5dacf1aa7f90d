import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { AUTH_TOKEN_KEY, getAuthToken } from './auth-token.js';
import { createApiClient, setRenewalClient } from './client.js';
import { keepSessionFresh, RENEW_BEFORE_EXPIRY_MS, RENEW_RETRY_MS, renewalDelayMs, tokenExpiresAt } from './session.js';
import { memoryStorage } from './test-storage.js';

const BASE = 'http://gateway.test';
const MINUTE = 60_000;

const base64url = (json: string) => btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped token (unsigned: only the payload is read) expiring at `expSeconds`. */
function jwt(expSeconds: number, extra = ''): string {
  return `eyJhbGciOiJFUzI1NiJ9.${base64url(JSON.stringify({ sub: '1', exp: expSeconds, extra }))}.sig`;
}

describe(tokenExpiresAt.name, () => {
  it('reads the exp claim of a JWT in milliseconds', () => {
    expect(tokenExpiresAt(jwt(1_700_000_900))).toBe(1_700_000_900_000);
  });

  it('answers null for tokens without a readable expiry', () => {
    expect(tokenExpiresAt('opaque')).toBeNull();
    expect(tokenExpiresAt('a.!!!.c')).toBeNull();
    expect(tokenExpiresAt(`x.${base64url('{"sub":"1"}')}.y`)).toBeNull();
  });
});

describe(renewalDelayMs.name, () => {
  it('renews a fresh 15-minute token a minute before it expires', () => {
    const now = 1_000_000;
    expect(renewalDelayMs(now + 15 * MINUTE, now)).toBe(14 * MINUTE);
    expect(RENEW_BEFORE_EXPIRY_MS).toBe(MINUTE);
  });

  it('renews at once when less than a minute is left or the token has expired', () => {
    expect(renewalDelayMs(1_030_000, 1_000_000)).toBe(0);
    expect(renewalDelayMs(900_000, 1_000_000)).toBe(0);
  });

  it('schedules nothing when the expiry is unknown', () => {
    expect(renewalDelayMs(null, 1_000_000)).toBeNull();
  });
});

describe(keepSessionFresh.name, () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  function fakeIdentity(answers: Array<() => Response>) {
    const calls: string[] = [];
    const fetch = (async (request: Request) => {
      calls.push(new URL(request.url).pathname);
      return answers.shift()!();
    }) as unknown as typeof globalThis.fetch;
    setRenewalClient(createApiClient({ baseUrl: BASE, fetch }));
    return calls;
  }

  it('renews the token a minute before it expires and keeps going with the new one', async () => {
    jest.useFakeTimers({ now: 1_000_000_000 });
    const start = Date.now();
    const second = jwt(Math.floor((start + 29 * MINUTE) / 1000), 'second');
    (globalThis as { localStorage?: Storage }).localStorage = memoryStorage({ [AUTH_TOKEN_KEY]: jwt(Math.floor((start + 15 * MINUTE) / 1000)) });
    const calls = fakeIdentity([() => Response.json({ token: second, user: { id: 1 } })]);
    const stop = keepSessionFresh();

    await jest.advanceTimersByTimeAsync(14 * MINUTE - 1000);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['/api/auth/refresh']);
    expect(getAuthToken()).toBe(second);
    stop();
  });

  it('signs out when the server ends the session', async () => {
    jest.useFakeTimers({ now: 1_000_000_000 });
    (globalThis as { localStorage?: Storage }).localStorage = memoryStorage({ [AUTH_TOKEN_KEY]: jwt(Math.floor(Date.now() / 1000) + 30) });
    fakeIdentity([() => Response.json({ statusCode: 401, message: 'Session expired' }, { status: 401 })]);
    const stop = keepSessionFresh();
    await jest.advanceTimersByTimeAsync(0);
    expect(getAuthToken()).toBeNull();
    stop();
  });

  it('tries again later when a renewal fails for another reason, while the token is valid', async () => {
    jest.useFakeTimers({ now: 1_000_000_000 });
    const token = jwt(Math.floor(Date.now() / 1000) + 5 * 60);
    (globalThis as { localStorage?: Storage }).localStorage = memoryStorage({ [AUTH_TOKEN_KEY]: token });
    const renewed = jwt(Math.floor(Date.now() / 1000) + 20 * 60, 'renewed');
    const calls = fakeIdentity([() => new Response('', { status: 502 }), () => Response.json({ token: renewed, user: { id: 1 } })]);
    const stop = keepSessionFresh();
    await jest.advanceTimersByTimeAsync(4 * MINUTE);
    expect(calls).toHaveLength(1);
    expect(getAuthToken()).toBe(token);
    await jest.advanceTimersByTimeAsync(RENEW_RETRY_MS);
    expect(calls).toHaveLength(2);
    expect(getAuthToken()).toBe(renewed);
    stop();
  });
});
