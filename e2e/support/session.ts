import { expect } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage, uniqueEmail } from './browser.js';

export const PASSWORD = 'Sparky2026!';

export interface Account {
  email: string;
  password: string;
  token: string;
}

/** Registers and signs in through the API (for tests whose subject is not sign-up itself). */
export async function registerByApi(firstName = 'Pat', lastName = 'Sparks', domain?: string): Promise<Account> {
  // On a new domain the account founds its company (owner); on a company's domain it joins it (user).
  const email = domain ? `${firstName.toLowerCase()}.${Date.now().toString(36)}@${domain}` : uniqueEmail(firstName.toLowerCase());
  const register = await fetch(`${BASE_URL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName, lastName }),
  });
  expect(register.status).toBe(201);
  await verifyByMailbox(email);
  const login = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { email, password: PASSWORD, token };
}

/** Signs in through the sign-in form, as a person would. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

interface MailboxMessage {
  to: string;
  subject: string;
  links: string[];
  sentAt: string;
}

/** The newest message the dev mailbox holds for `email` (svc-identity keeps mail there without SMTP). */
export async function latestMail(email: string, subject?: RegExp): Promise<MailboxMessage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await fetch(`${BASE_URL}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(answer.status).toBe(200);
    const { messages } = (await answer.json()) as { messages: MailboxMessage[] };
    const found = messages.find((m) => m.to === email && (!subject || subject.test(m.subject)));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail for ${email}${subject ? ` matching ${subject}` : ''}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Follows the verification link of the newest verification mail, through the API. */
export async function verifyByMailbox(email: string): Promise<void> {
  const mail = await latestMail(email, /verif/i);
  const link = mail.links.find((l) => l.includes('verify='));
  expect(link).toBeDefined();
  const token = new URL(link!).searchParams.get('verify');
  const verified = await fetch(`${BASE_URL}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(verified.status).toBe(200);
}

/** Calls the platform's API as `who` (JSON in and out), for set-up and checks beside the browser. */
export async function apiAs<T>(who: Pick<Account, 'token'>, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const answer = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, json: (await answer.json()) as T };
}

/** Debian's Chromium with one page signed in as `account`; the page's uncaught errors go to `pageErrors`. */
export async function signedInBrowser(account: Pick<Account, 'email' | 'password'>, pageErrors: string[]): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser();
  const { page } = await newPage(browser);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, account);
  return { browser, page };
}
