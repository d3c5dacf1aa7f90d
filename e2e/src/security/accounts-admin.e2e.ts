// Issue 9, points 4, 5 and 6 on the whole platform, through the gateway: junk sign-ups take no
// seat, a company cannot capture another domain's sign-ups, an e-mail change waits for the link
// sent to the new address; and the screens an administrator uses for them (Users 'Pending' with
// Activate, Organization Settings' domain proof, the profile's pending address) in Chromium.
// Point 1 (no mail at all) needs a platform without the dev mailbox: svc-identity's
// accounts-admin.int-spec holds it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ARTIFACTS, BASE_URL, chooseOption, launchBrowser, newPage } from '../../support/browser.js';
import { PASSWORD, latestMail, registerByApi, signIn, type Account } from '../../support/session.js';

interface Answer<T> {
  status: number;
  body: T;
}

interface User {
  id: number;
  email: string;
  role: string;
  companyId: number;
  isActive: boolean;
  pendingEmail: string | null;
}

interface Company {
  company: { id: number; domains: Array<{ domain: string; status: string; txtRecord: string | null }> };
}

async function api<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${BASE_URL}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T };
}

const me = async (account: Account) => (await api<{ user: User }>('GET', '/api/auth/me', { token: account.token })).body.user;
const settings = async (account: Account, body: Record<string, unknown>) =>
  api<Company>('PUT', `/api/companies/${(await me(account)).companyId}/settings`, { token: account.token, body });
const register = (email: string) =>
  api<{ user: User; message: string; requiresActivation: boolean }>('POST', '/api/auth/register', {
    body: { email, password: PASSWORD, firstName: 'Sam', lastName: 'Signup' },
  });
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const domainOf = (email: string) => email.slice(email.indexOf('@') + 1);

describe('accounts an administrator controls', () => {
  it('gives junk sign-ups no seat: a real colleague still joins a company at its limit', async () => {
    const owner = await registerByApi('Sasha', 'Seats', `seats-${stamp()}.com`);
    expect((await settings(owner, { maxUsers: 2, allowSelfRegistration: true })).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await register(`junk${i}-${stamp()}@${domainOf(owner.email)}`)).status).toBe(201);

    const colleague = await registerByApi('Casey', 'Colleague', domainOf(owner.email));

    expect((await me(colleague)).companyId).toBe((await me(owner)).companyId);
  });

  it("does not let a company capture another company's domain or the sign-ups of a domain it has not proven", async () => {
    const victim = await registerByApi('Vic', 'Owner', `victim-${stamp()}.com`);
    const claimer = await registerByApi('Cid', 'Claimer', `claimer-${stamp()}.com`);
    const victimDomain = domainOf(victim.email);

    // The victim's owner verified an address at it: the domain is proven and cannot be claimed.
    const claim = await settings(claimer, { verificationDomain: `${domainOf(claimer.email)},${victimDomain}` });
    expect(claim.status).toBe(409);

    // A domain nobody has proven can be listed, but its sign-ups do not join the lister.
    const unproven = `unproven-${stamp()}.com`;
    const listed = await settings(claimer, { verificationDomain: `${domainOf(claimer.email)},${unproven}`, allowSelfRegistration: true });
    expect(listed.body.company.domains.find((d) => d.domain === unproven)).toMatchObject({ status: 'pending' });
    const signup = await register(`ceo-${stamp()}@${unproven}`);
    expect(signup.status).toBe(201);
    expect(signup.body.user.companyId).not.toBe((await me(claimer)).companyId);
  });

  it("keeps a changed e-mail pending until its link is followed: nobody takes another company's address", async () => {
    const ceo = await registerByApi('Cam', 'Ceo', `ceo-${stamp()}.com`);
    const thief = await registerByApi('Tay', 'Thief', `thief-${stamp()}.com`);

    const taken = await api<{ user: User }>('PUT', '/api/auth/profile', {
      token: thief.token,
      body: { firstName: 'Tay', lastName: 'Thief', email: ceo.email },
    });

    expect(taken.status).toBe(200);
    expect(taken.body.user).toMatchObject({ email: thief.email, pendingEmail: ceo.email });
    expect((await me(thief)).email).toBe(thief.email);
    // The CEO's address still signs in to the CEO's account only.
    const signedIn = await api<{ user: User }>('POST', '/api/auth/login', { body: { email: ceo.email, password: PASSWORD } });
    expect(signedIn.body.user.id).toBe((await me(ceo)).id);

    // A free address becomes the account's once the link mailed to it is followed.
    const next = `moved-${stamp()}@${domainOf(thief.email)}`;
    await api('PUT', '/api/auth/profile', { token: thief.token, body: { firstName: 'Tay', lastName: 'Thief', email: next } });
    expect((await latestMail(thief.email, /being changed/)).to).toBe(thief.email);
    const link = new URL((await latestMail(next, /new email/)).links.find((l) => l.includes('confirm-email='))!);
    const confirmed = await api('POST', '/api/auth/verify-email', { body: { token: link.searchParams.get('confirm-email') } });
    expect(confirmed.status).toBe(200);
    expect((await api('POST', '/api/auth/login', { body: { email: next, password: PASSWORD } })).status).toBe(200);
  });

  describe('the screens in Chromium', () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await launchBrowser();
    });

    afterAll(async () => {
      await browser?.close();
    });

    it('lets an owner find a pending sign-up, activate it, and see which domains are proven', async () => {
      const owner = await registerByApi('Olive', 'Admin', `screens-${stamp()}.com`);
      const extra = `extra-${stamp()}.com`;
      await settings(owner, { verificationDomain: `${domainOf(owner.email)},${extra}` });
      // Self-registration is off by default: a colleague's sign-up waits for an administrator.
      const waiting = `wait-${stamp()}@${domainOf(owner.email)}`;
      const registered = await register(waiting);
      expect(registered.body.requiresActivation).toBe(true);

      const { page } = await newPage(browser);
      await signIn(page, owner);
      await page.goto('/settings/users');
      await chooseOption(page, page.getByLabel('Filter by role'), 'Pending');
      await page.getByText(waiting).waitFor();
      await page.screenshot({ path: `${ARTIFACTS}/users-pending.png`, fullPage: true });
      await page.getByRole('button', { name: 'Activate Sam Signup' }).click();
      await page.getByText('Sam Signup can now sign in.').waitFor();
      expect((await api('POST', '/api/auth/login', { body: { email: waiting, password: PASSWORD } })).status).toBe(200);

      await page.goto('/settings/company');
      await page.getByText('Verified', { exact: true }).waitFor();
      await page.getByText('Pending verification').waitFor();
      await page.getByText(/^milestone-verification=[0-9a-f]{32}$/).waitFor();
      await page.getByRole('button', { name: `Verify ${extra}` }).waitFor();
      await page.screenshot({ path: `${ARTIFACTS}/organization-domains.png`, fullPage: true });
    });

    it('shows a pending e-mail change on the profile, and the link mailed to the new address completes it', async () => {
      const user = await registerByApi('Pat', 'Profile', `profile-${stamp()}.com`);
      const { page } = await newPage(browser);
      await signIn(page, user);
      await page.goto('/profile');
      const next = `new-${stamp()}@${domainOf(user.email)}`;
      await page.getByLabel('Email').fill(next);
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await page.getByText(`Pending: ${next}`).waitFor();
      await expect(page.getByLabel('Email').inputValue()).resolves.toBe(user.email);
      await page.screenshot({ path: `${ARTIFACTS}/profile-pending-email.png`, fullPage: true });

      // The link opens the profile of the signed-in user, which confirms the new address.
      const link = new URL((await latestMail(next, /new email/)).links.find((l) => l.includes('confirm-email='))!);
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByText('Your new email address is confirmed. Sign in with it from now on.').waitFor();
      await expect(page.getByLabel('Email').inputValue()).resolves.toBe(next);
      expect((await api('POST', '/api/auth/login', { body: { email: next, password: PASSWORD } })).status).toBe(200);
    });
  });
});
