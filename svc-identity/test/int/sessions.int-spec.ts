import { jest } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Kvm } from '@nats-io/kv';
import { decodeJwt } from 'jose';
import { REVOKED_SESSIONS_BUCKET } from '@milestone/nest-kit';
import { eventually, TEST_NATS_URL, uniqueSuffix } from '@milestone/nest-kit/testing';
import { PasswordService } from '../../src/modules/account/password.service.js';
import {
  call,
  linkToken,
  mailTo,
  newAccount,
  registerVerified,
  signIn,
  startIdentity,
  TEST_APP_URL,
  type IdentityTestApp,
} from '../support/identity-test-app.js';

const INVALID_CREDENTIALS = { statusCode: 401, message: 'Invalid email or password' };
const CLEARED = 'milestone_session=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Strict';

describe('sign-in limits, sessions and password reset', () => {
  let sut: IdentityTestApp & { db: { drop(): Promise<void> } };
  let nc: NatsConnection;
  const domain = () => `sessions-${uniqueSuffix()}.com`;
  let address = 0;
  /** A client address of its own (the service trusts X-Forwarded-For from loopback, as behind the gateway). */
  const from = () => ({ 'x-forwarded-for': `10.1.${Math.floor(++address / 250)}.${address % 250}` });

  beforeAll(async () => {
    sut = await startIdentity(undefined, {
      LOGIN_MAX_FAILURES_PER_EMAIL: '5',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '8',
      LOGIN_LOCK_MINUTES: '15',
      LOGIN_ADDRESS_MAX_DELAY_SECONDS: '2',
      REFRESH_REUSE_GRACE_SECONDS: '10',
    });
    nc = await connect({ servers: TEST_NATS_URL });
  });

  afterAll(async () => {
    await nc?.close();
    await sut?.close();
    await sut?.db.drop();
  });

  const login = (email: string, password: string, headers: Record<string, string>) =>
    call<{ token: string; user: { lastLoginAt: string }; message: string }>(sut.url, 'POST', '/api/auth/login', { body: { email, password }, headers });
  const refresh = (cookie?: string | null) =>
    call<{ token: string; user: { id: number }; message: string }>(sut.url, 'POST', '/api/auth/refresh', { headers: cookie ? { cookie } : {} });
  /** The name=value of the session cookie an answer set. */
  const sessionCookieOf = (answer: { cookies?: string[] }) => answer.cookies?.find((c) => c.startsWith('milestone_session='))?.split(';')[0] ?? null;
  const me = (token: string) => call(sut.url, 'GET', '/api/auth/me', { token });

  describe('failed sign-ins', () => {
    it('locks an e-mail after 5 failures, even for the right password, with the minutes to wait', async () => {
      const account = newAccount(domain());
      await registerVerified(sut.url, account);
      for (let i = 0; i < 5; i++) expect(await login(account.email, 'Wr0ng-password', from())).toMatchObject({ status: 401, body: INVALID_CREDENTIALS });
      const locked = await login(account.email, account.password, from());
      expect(locked).toMatchObject({ status: 429, body: { statusCode: 429, message: 'Too many failed sign-in attempts. Try again in 15 minutes.' } });

      // Minutes are whole and at least 1.
      await sut.dataSource.query(`UPDATE sign_in_throttles SET locked_until = now() + interval '61 seconds' WHERE key = $1`, [`email:${account.email}`]);
      expect((await login(account.email, account.password, from())).body.message).toBe('Too many failed sign-in attempts. Try again in 2 minutes.');
      await sut.dataSource.query(`UPDATE sign_in_throttles SET locked_until = now() + interval '5 seconds' WHERE key = $1`, [`email:${account.email}`]);
      expect((await login(account.email, account.password, from())).body.message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');

      // Once the lock and its window are over, the right password works again.
      await sut.dataSource.query(
        `UPDATE sign_in_throttles SET locked_until = now() - interval '1 second', window_started_at = now() - interval '16 minutes' WHERE key = $1`,
        [`email:${account.email}`],
      );
      expect((await login(account.email, account.password, from())).status).toBe(200);
    });

    it('counts an unknown e-mail like a wrong password', async () => {
      const email = `ghost-${uniqueSuffix()}@${domain()}`;
      for (let i = 0; i < 5; i++) expect((await login(email, 'Wr0ng-password', from())).status).toBe(401);
      expect((await login(email, 'Wr0ng-password', from())).status).toBe(429);
    });

    it('resets the count of an e-mail on a successful sign-in', async () => {
      const account = newAccount(domain());
      await registerVerified(sut.url, account);
      for (let i = 0; i < 4; i++) await login(account.email, 'Wr0ng-password', from());
      expect((await login(account.email, account.password, from())).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(account.email, 'Wr0ng-password', from())).status).toBe(401);
      expect((await login(account.email, account.password, from())).status).toBe(200);
    });

    it('checks at most the limit of passwords when wrong ones arrive in parallel: the rest answer 429', async () => {
      const account = newAccount(domain());
      await registerVerified(sut.url, account);
      const verify = jest.spyOn(sut.app.get(PasswordService), 'verify');
      try {
        // Each from an address of its own: only the account's count stands in the way.
        const answers = await Promise.all(Array.from({ length: 40 }, () => login(account.email, 'Wr0ng-password', from())));
        expect(verify).toHaveBeenCalledTimes(answers.filter((a) => a.status === 401).length);
        expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
        expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - verify.mock.calls.length);
        expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
      } finally {
        verify.mockRestore();
      }
    });

    it("never locks out a browser that signed in to the account before: someone else's failures lock only unknown clients", async () => {
      const account = newAccount(domain());
      const owner = await registerVerified(sut.url, account);
      expect(owner.deviceCookie).toMatch(/^milestone_device_[A-Za-z0-9_-]{16}=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
      for (let i = 0; i < 5; i++) expect((await login(account.email, 'Wr0ng-password', from())).status).toBe(401);
      // An unknown client, even with the right password, is locked out...
      expect((await login(account.email, account.password, from())).status).toBe(429);
      // ...and so is a forged or another account's device cookie...
      const [name, value] = owner.deviceCookie!.split('=') as [string, string];
      expect((await login(account.email, account.password, { ...from(), cookie: `${name}=${value.slice(0, -2)}xx` })).status).toBe(429);
      const other = newAccount(domain());
      const stranger = await registerVerified(sut.url, other);
      expect((await login(account.email, account.password, { ...from(), cookie: stranger.deviceCookie! })).status).toBe(429);
      // ...but the owner's browser signs in, and keeps its device cookie.
      const trusted = await login(account.email, account.password, { ...from(), cookie: owner.deviceCookie! });
      expect(trusted.status).toBe(200);
      expect(trusted.cookies?.find((c) => c.startsWith(`${name}=`))).toMatch(
        new RegExp(`^${name}=${value.replace('.', '\\.')}; Path=/api/auth/login; Max-Age=15552000; HttpOnly; SameSite=Strict$`),
      );
    });

    it("counts a trusted browser's own failures: at the limit it is an unknown client again", async () => {
      const account = newAccount(domain());
      const owner = await registerVerified(sut.url, account);
      const withCookie = () => ({ ...from(), cookie: owner.deviceCookie! });
      for (let i = 0; i < 5; i++) expect((await login(account.email, 'Wr0ng-password', withCookie())).status).toBe(401);
      // Its sixth try is counted on the account, as an unknown client's: still open (the account has no failures yet).
      expect((await login(account.email, 'Wr0ng-password', withCookie())).status).toBe(401);
      for (let i = 0; i < 4; i++) await login(account.email, 'Wr0ng-password', from());
      expect((await login(account.email, account.password, withCookie())).status).toBe(429);
    });

    it('slows unknown clients of an address with many failures down, growing, and never locks their valid sign-ins', async () => {
      const attacker = from();
      const account = newAccount(domain());
      const known = await registerVerified(sut.url, account);
      // 8 failures (the address's limit) on 8 accounts, then one more: from here on each try waits its turn.
      for (let i = 0; i < 9; i++) expect((await login(`victim-${i}-${uniqueSuffix()}@${domain()}`, 'Wr0ng-password', attacker)).status).toBe(401);

      let started = Date.now();
      expect((await login(account.email, account.password, attacker)).status).toBe(200);
      // About 1 s after the last try (less the time that try took to answer).
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
      await login(`victim-x-${uniqueSuffix()}@${domain()}`, 'Wr0ng-password', attacker);
      started = Date.now();
      expect((await login(account.email, account.password, attacker)).status).toBe(200);
      // The turn after a 2 s wait (the cap of this suite's LOGIN_ADDRESS_MAX_DELAY_SECONDS).
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);

      // In parallel the tries queue one after the other; one past the cap is told to come back.
      const parallel = await Promise.all(Array.from({ length: 4 }, () => login(`victim-p-${uniqueSuffix()}@${domain()}`, 'Wr0ng-password', attacker)));
      expect(parallel.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(2);
      expect(parallel.find((a) => a.status === 429)?.body.message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');

      // A browser that signed in to the account before is not slowed down at all.
      started = Date.now();
      expect((await login(account.email, account.password, { ...attacker, cookie: known.deviceCookie! })).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(900);
      // Nor is anyone at another address.
      expect((await login(account.email, account.password, from())).status).toBe(200);
    });

    it('keeps the time of the last sign-in', async () => {
      const account = newAccount(domain());
      const first = await registerVerified(sut.url, account);
      const before = (await call<{ user: { lastLoginAt: string } }>(sut.url, 'GET', '/api/auth/me', { token: first.token })).body.user.lastLoginAt;
      // The next sign-in's time must be a later millisecond than the one before.
      await eventually(async () => Date.now() > new Date(before).getTime());
      const again = await login(account.email, account.password, from());
      expect(new Date(again.body.user.lastLoginAt).getTime()).toBeGreaterThan(new Date(before).getTime());
    });
  });

  describe('sessions', () => {
    it('sets an httpOnly session cookie that refreshes the access token of the same session', async () => {
      const account = newAccount(domain());
      const signedIn = await registerVerified(sut.url, account);
      expect(signedIn.sessionCookie).toMatch(/^milestone_session=[A-Za-z0-9_-]{43}$/);
      const answer = await login(account.email, account.password, from());
      expect(answer.cookies?.[0]).toMatch(/^milestone_session=[A-Za-z0-9_-]{43}; Path=\/api\/auth; Max-Age=604800; HttpOnly; SameSite=Strict$/);

      const sessionId = decodeJwt(signedIn.token)['sessionId'];
      await sut.dataSource.query(`UPDATE user_sessions SET expires_at = now() + interval '1 hour' WHERE id = $1`, [sessionId]);
      const refreshed = await refresh(signedIn.sessionCookie);
      expect(refreshed.status).toBe(200);
      // Rotated: a new cookie of the same form.
      expect(refreshed.cookies).toEqual([
        expect.stringMatching(/^milestone_session=[A-Za-z0-9_-]{43}; Path=\/api\/auth; Max-Age=604800; HttpOnly; SameSite=Strict$/),
      ]);
      expect(sessionCookieOf(refreshed)).not.toBe(signedIn.sessionCookie);
      expect(refreshed.body.user.id).toBe(signedIn.user.id);
      expect(decodeJwt(refreshed.body.token)['sessionId']).toBe(sessionId);
      expect(refreshed.body.token).not.toBe(signedIn.token);
      expect((await call(sut.url, 'GET', '/api/auth/me', { token: refreshed.body.token })).status).toBe(200);
      // The refresh moved the session's end to 12 hours from now.
      const [row] = await sut.dataSource.query(`SELECT extract(epoch FROM expires_at - now()) AS left FROM user_sessions WHERE id = $1`, [sessionId]);
      expect(Math.abs(Number(row.left) - 12 * 3600)).toBeLessThan(10);
    });

    it('rotates the cookie at every refresh; a replaced cookie used again ends the session everywhere', async () => {
      const account = newAccount(domain());
      const signedIn = await registerVerified(sut.url, account);
      const sessionId = String(decodeJwt(signedIn.token)['sessionId']);
      const first = await refresh(signedIn.sessionCookie);
      const second = await refresh(sessionCookieOf(first));
      expect(second.status).toBe(200);
      const current = sessionCookieOf(second);
      expect(current).not.toBeNull();
      expect(new Set([signedIn.sessionCookie, sessionCookieOf(first), current]).size).toBe(3);

      // The sign-in's cookie, two rotations old, shows up again (a stolen copy): the session ends.
      const kv = await new Kvm(nc).create(REVOKED_SESSIONS_BUCKET);
      expect(await refresh(signedIn.sessionCookie)).toMatchObject({ status: 401, body: { statusCode: 401, message: 'Session expired' }, cookies: [CLEARED] });
      expect((await refresh(current)).status).toBe(401);
      expect((await me(second.body.token)).status).toBe(401);
      await eventually(async () => (await kv.get(sessionId))?.operation === 'PUT', 2000, 20);
      const [row] = await sut.dataSource.query(`SELECT ended_at FROM user_sessions WHERE id = $1`, [sessionId]);
      expect(row.ended_at).not.toBeNull();
    });

    it('lets the cookie a refresh just replaced refresh within the grace (two tabs at once), without a new cookie; later it ends the session', async () => {
      const account = newAccount(domain());
      const signedIn = await registerVerified(sut.url, account);
      // Two tabs renew with the same cookie at the same moment: both get an access token of the session.
      const [a, b] = await Promise.all([refresh(signedIn.sessionCookie), refresh(signedIn.sessionCookie)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      // One rotated the cookie, the other left it as it is (the browser keeps the rotated one).
      expect([a, b].filter((r) => r.cookies !== undefined)).toHaveLength(1);
      const current = sessionCookieOf(a.cookies ? a : b);
      expect((await me((a.cookies ? b : a).body.token)).status).toBe(200);
      expect((await refresh(current)).status).toBe(200);

      // Past the grace the replaced cookie is a copy: the session ends.
      const other = newAccount(domain());
      const later = await registerVerified(sut.url, other);
      const rotated = await refresh(later.sessionCookie);
      await sut.dataSource.query(`UPDATE user_sessions SET rotated_at = now() - interval '11 seconds' WHERE id = $1`, [decodeJwt(later.token)['sessionId']]);
      expect((await refresh(later.sessionCookie)).status).toBe(401);
      expect((await refresh(sessionCookieOf(rotated))).status).toBe(401);
    });

    it('answers 401 Session expired and clears the cookie without a live session', async () => {
      expect(await refresh()).toEqual({ status: 401, body: { statusCode: 401, message: 'Session expired' }, setCookie: CLEARED, cookies: [CLEARED] });
      expect((await refresh('milestone_session=' + 'x'.repeat(43))).body.message).toBe('Session expired');

      const account = newAccount(domain());
      const idle = await registerVerified(sut.url, account);
      await sut.dataSource.query(`UPDATE user_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [decodeJwt(idle.token)['sessionId']]);
      expect((await refresh(idle.sessionCookie)).status).toBe(401);
      expect((await call(sut.url, 'GET', '/api/auth/me', { token: idle.token })).status).toBe(401);

      // Seven days after sign-in a session ends, however recently it was refreshed.
      const old = await signIn(sut.url, account.email, account.password);
      await sut.dataSource.query(`UPDATE user_sessions SET created_at = now() - interval '7 days 1 minute' WHERE id = $1`, [decodeJwt(old.token)['sessionId']]);
      expect((await refresh(old.sessionCookie)).status).toBe(401);
    });

    it('ends the session at logout: its token and cookie are refused, and every process learns it within a second', async () => {
      const account = newAccount(domain());
      const signedIn = await registerVerified(sut.url, account);
      const sessionId = String(decodeJwt(signedIn.token)['sessionId']);
      const kv = await new Kvm(nc).create(REVOKED_SESSIONS_BUCKET);
      const started = Date.now();
      const out = await call(sut.url, 'POST', '/api/auth/logout', { token: signedIn.token });
      expect(out).toEqual({ status: 200, body: { success: true }, setCookie: CLEARED, cookies: [CLEARED] });
      await eventually(async () => (await kv.get(sessionId))?.operation === 'PUT', 1000, 20);
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await call(sut.url, 'GET', '/api/auth/me', { token: signedIn.token })).status).toBe(401);
      expect((await refresh(signedIn.sessionCookie)).status).toBe(401);
    });
  });

  describe('password reset', () => {
    const RESET_MESSAGE = { message: "If an account exists with this email, you'll receive a password reset link." };

    it('answers the same for any e-mail and mails a single-use set-password link that ends the other sessions', async () => {
      const account = newAccount(domain());
      const before = await registerVerified(sut.url, account);
      const unknown = `nobody-${uniqueSuffix()}@${domain()}`;
      expect(await call(sut.url, 'POST', '/api/auth/forgot-password', { body: { email: unknown } })).toEqual({ status: 200, body: RESET_MESSAGE });
      expect(await mailTo(sut.url, unknown)).toEqual([]);
      expect(await call(sut.url, 'POST', '/api/auth/forgot-password', { body: { email: account.email } })).toEqual({ status: 200, body: RESET_MESSAGE });

      const [mail] = await mailTo(sut.url, account.email);
      expect(mail!.subject).toBe('Reset your password');
      expect(mail!.links[0]).toMatch(new RegExp(`^${TEST_APP_URL}/set-password/[A-Za-z0-9_-]{43}$`));
      const token = await linkToken(sut.url, account.email, '/set-password/');

      expect((await call(sut.url, 'POST', `/api/invitations/${token}/set-password`, { body: { password: 'short1' } })).body).toEqual({
        statusCode: 400,
        message: 'Password must be at least 8 characters',
      });
      // The registration's rules hold for a password set from a link too: no common password.
      expect((await call(sut.url, 'POST', `/api/invitations/${token}/set-password`, { body: { password: 'Password1' } })).body).toEqual({
        statusCode: 400,
        message: 'This password is one of the most common passwords. Choose one that is harder to guess',
      });
      const set = await call(sut.url, 'POST', `/api/invitations/${token}/set-password`, { body: { password: 'N3w-password' } });
      expect(set).toEqual({ status: 200, body: { success: true, email: account.email } });

      expect((await login(account.email, account.password, from())).status).toBe(401);
      expect((await login(account.email, 'N3w-password', from())).status).toBe(200);
      // Sessions from before the reset are over, here and for refresh.
      expect((await call(sut.url, 'GET', '/api/auth/me', { token: before.token })).status).toBe(401);
      expect((await refresh(before.sessionCookie)).status).toBe(401);

      // Single use.
      expect(await call(sut.url, 'POST', `/api/invitations/${token}/set-password`, { body: { password: 'An0ther-password' } })).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'Invalid password reset link.' },
      });
    });

    it('refuses an expired or unknown reset link', async () => {
      const account = newAccount(domain());
      await registerVerified(sut.url, account);
      await call(sut.url, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
      const token = await linkToken(sut.url, account.email, '/set-password/');
      const [{ left }] = await sut.dataSource.query(`SELECT extract(epoch FROM password_reset_expires - now()) AS left FROM users WHERE email = $1`, [
        account.email,
      ]);
      expect(Math.abs(Number(left) - 3600)).toBeLessThan(10);
      await sut.dataSource.query(`UPDATE users SET password_reset_expires = now() - interval '1 second' WHERE email = $1`, [account.email]);
      const invalid = { status: 400, body: { statusCode: 400, message: 'Invalid password reset link.' } };
      expect(await call(sut.url, 'POST', `/api/invitations/${token}/set-password`, { body: { password: 'N3w-password' } })).toEqual(invalid);
      expect(await call(sut.url, 'POST', `/api/invitations/${'y'.repeat(43)}/set-password`, { body: { password: 'N3w-password' } })).toEqual(invalid);
      expect((await login(account.email, account.password, from())).status).toBe(200);
    });
  });
});
