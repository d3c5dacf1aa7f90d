import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, chooseOption, launchBrowser, newPage, uniqueEmail } from '../support/browser.js';
import { PASSWORD, latestMail, registerByApi, signIn } from '../support/session.js';

/** The path and query of a link from an e-mail (links carry the platform's public address). */
function inApp(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function companyUsers(token: string): Promise<Array<{ email: string; role: string }>> {
  const answer = await fetch(`${BASE_URL}/api/users`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { users: Array<{ email: string; role: string }> }).users;
}

/** The page's answer to `method` on an /api/users/{id}... path: the signal that a click reached the server. */
function answerTo(page: Page, method: string, path: RegExp) {
  return page.waitForResponse((response) => response.request().method() === method && path.test(new URL(response.url()).pathname));
}

/** A company's invitation for `email`, sent through the API by its admin: the link mailed to it. */
async function invitationLink(admin: { token: string }, email: string): Promise<string> {
  const me = await fetch(`${BASE_URL}/api/auth/me`, { headers: { authorization: `Bearer ${admin.token}` } });
  const { user } = (await me.json()) as { user: { companyId: number } };
  const invite = await fetch(`${BASE_URL}/api/companies/${user.companyId}/invitations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, role: 'user', firstName: 'Robin', lastName: 'Lamp' }),
  });
  expect(invite.status).toBe(201);
  const mail = await latestMail(email, /invit/i);
  return mail.links.find((l) => l.includes('/accept-invitation/'))!;
}

describe('accounts in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function freshPage(): Promise<Page> {
    return (await newPage(browser)).page;
  }

  it('registers, follows the link from the dev mailbox and signs in', async () => {
    const page = await freshPage();
    const email = uniqueEmail('quinn');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Quinn');
    await page.getByLabel('Last name').fill('Breaker');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created. Check your email to verify your account.').waitFor();

    // Signing in before verifying is refused with the warning.
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email Verification Required').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');

    // The dev mailbox page lists the mail; its link verifies.
    await page.goto('/dev/mailbox');
    await page.getByText(email).first().waitFor();
    const mail = await latestMail(email, /verif/i);
    const link = mail.links.find((l) => l.includes('verify='))!;
    await page.goto(inApp(link));
    await page.getByText('Email verified. You can now sign in.').waitFor();

    // A used link says so.
    await page.goto(inApp(link));
    await page.getByText('This verification link is invalid or has already been used.').waitFor();

    await signIn(page, { email, password: PASSWORD });
    await page.getByText('Technician Pay Report').first().waitFor({ timeout: 20_000 });
  });

  it('lets an admin invite a user, who accepts from the mailbox link and lands signed in', async () => {
    const admin = await registerByApi('Avery', 'Owner');
    const domain = admin.email.split('@')[1]!;
    const page = await freshPage();
    await signIn(page, admin);
    await page.goto('/settings/users');
    await page.getByText('Add New User').first().waitFor();
    const invitee = `sam.${Date.now().toString(36)}@${domain}`;
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Wire');
    await page.getByLabel('Email', { exact: true }).fill(invitee);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await page.getByText('Pending Invitations (1)').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/users.png`, fullPage: true });

    const mail = await latestMail(invitee, /invit/i);
    const link = mail.links.find((l) => l.includes('/accept-invitation/'))!;
    const guest = await freshPage();
    await guest.goto(inApp(link));
    await guest.getByRole('button', { name: 'Accept Invitation' }).waitFor();
    await expect(guest.getByLabel('First Name').inputValue()).resolves.toBe('Sam');
    await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await guest.getByLabel('Confirm Password').fill('Different2026!');
    await guest.getByRole('button', { name: 'Accept Invitation' }).click();
    await guest.getByText('Passwords do not match.').waitFor();
    await guest.getByLabel('Confirm Password').fill(PASSWORD);
    await guest.getByRole('button', { name: 'Accept Invitation' }).click();
    await guest.waitForURL((url) => url.pathname === '/');
    await guest.getByText('Technician Pay Report').first().waitFor({ timeout: 20_000 });

    // A plain user sees the access messages.
    await guest.goto('/settings/users');
    await guest.getByText('You need admin privileges to manage users.').waitFor();
    await guest.goto('/settings/company');
    await guest.getByText('Access Denied').first().waitFor();
    await guest.getByText('You need admin or owner permissions to access organization settings.').waitFor();

    // The admin makes Sam an admin, then deletes the account.
    await page.reload();
    const role = page.getByLabel('Role of Sam Wire');
    await role.waitFor();
    const roleChanged = answerTo(page, 'PUT', /^\/api\/users\/\d+\/role$/);
    await chooseOption(page, role, 'Admin');
    expect((await roleChanged).ok()).toBe(true);
    expect((await companyUsers(admin.token)).find((u) => u.email === invitee)?.role).toBe('admin');
    const deleted = answerTo(page, 'DELETE', /^\/api\/users\/\d+$/);
    await page.getByRole('button', { name: 'Delete Sam Wire' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).ok()).toBe(true);
    expect((await companyUsers(admin.token)).some((u) => u.email === invitee)).toBe(false);
  });

  it('tells an invitee whose automatic sign-in failed that the account is ready, on the sign-in page', async () => {
    const admin = await registerByApi('Morgan', 'Owner');
    const invitee = `robin.${Date.now().toString(36)}@${admin.email.split('@')[1]!}`;
    const link = await invitationLink(admin, invitee);
    const guest = await freshPage();
    // The account is created; the sign-in right after it fails (the identity service is busy).
    await guest.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Service Unavailable"}' }),
    );
    await guest.goto(inApp(link));
    await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await guest.getByLabel('Confirm Password').fill(PASSWORD);
    await guest.getByRole('button', { name: 'Accept Invitation' }).click();
    await guest.waitForURL((url) => url.pathname === '/auth');
    await guest.getByText('Your account is ready, but we could not sign you in automatically.', { exact: false }).waitFor();
    await guest.unroute('**/api/auth/login');
    await signIn(guest, { email: invitee, password: PASSWORD });
  });

  it('resets a forgotten password from the mailbox link and signs in with the new one', async () => {
    const account = await registerByApi('Drew', 'Reset');
    const page = await freshPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText("If an account exists with this email, you'll receive a password reset link.").first().waitFor();

    const mail = await latestMail(account.email, /reset|password/i);
    const link = mail.links.find((l) => l.includes('/set-password/'))!;
    await page.goto(inApp(link));
    const fresh = 'NewSpark2026!';
    await page.getByLabel('Password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm Password').fill(fresh);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

    const old = await fetch(`${BASE_URL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: PASSWORD }),
    });
    expect(old.status).toBe(401);
    // The reset ended the sessions that existed before it.
    const before = await fetch(`${BASE_URL}/api/auth/me`, { headers: { authorization: `Bearer ${account.token}` } });
    expect(before.status).toBe(401);
  });
});
