import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { BASE_URL, uniqueEmail } from './browser.js';

export const PASSWORD = 'Sparky2026!';

export interface Account {
  email: string;
  password: string;
  token: string;
}

/** Registers and signs in through the API (for tests whose subject is not sign-up itself). */
export async function registerByApi(firstName = 'Pat', lastName = 'Sparks'): Promise<Account> {
  const email = uniqueEmail(firstName.toLowerCase());
  const register = await fetch(`${BASE_URL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName, lastName }),
  });
  expect(register.status).toBe(201);
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
