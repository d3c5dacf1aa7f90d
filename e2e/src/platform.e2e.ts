import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, chooseFromAccountMenu, launchBrowser, newPage, settled, uniqueEmail } from '../support/browser.js';
import { PASSWORD, registerByApi, signIn, verifyByMailbox } from '../support/session.js';

describe('Milestone in Chromium, as a new user', () => {
  let browser: Browser;
  let page: Page;
  // What the browser console said (warnings, errors, uncaught exceptions), with no exception: a
  // signed-out page load asks no question that answers 401.
  const consoleProblems: string[] = [];
  let rileyEmail = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    // With motion, as most users have it (the other tests run with their system set to reduce it).
    ({ page } = await newPage(browser, undefined, { motion: true }));
    page.on('console', (message) => {
      if (message.type() !== 'warning' && message.type() !== 'error') return;
      consoleProblems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleProblems.push(`uncaught: ${error.message}`));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends a signed-out visitor of a protected page to /auth', async () => {
    // A page of its own: signing in there would return to /task-management.
    const { context, page: visitor } = await newPage(browser);
    await visitor.goto('/task-management');
    await visitor.waitForURL('**/auth');
    await visitor.getByRole('heading', { name: 'Sign In' }).waitFor();
    await expect(visitor.getByLabel('Email').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('registers, verifies, signs in and lands on home with the two starter tasks of the new company', async () => {
    const email = uniqueEmail('riley');
    rileyEmail = email;
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Riley');
    await page.getByLabel('Last name').fill('Volt');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created. Check your email to verify your account.').waitFor();
    await verifyByMailbox(email);
    await signIn(page, { email, password: PASSWORD });
    // The starter tasks arrive through identity.company.created.v1 -> svc-tasks.
    await page.getByText('Technician Pay Report').first().waitFor({ timeout: 20_000 });
    await page.getByText('Residential Load Calculation').first().waitFor();
    await expect(page.getByRole('button', { name: 'Open Task' }).count()).resolves.toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: `${ARTIFACTS}/home.png`, fullPage: true });
  });

  it('opens the load-calculation task and shows the saved calculations from the mf-loadcalc remote', async () => {
    await page.locator('.ant-card', { hasText: 'Residential Load Calculation' }).getByRole('button', { name: 'Open Task' }).click();
    await page.waitForURL(/\/tasks\/\d+$/);
    await page.getByRole('heading', { name: 'Residential Load Calculation' }).first().waitFor();
    await page.getByText('Saved Calculations').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${ARTIFACTS}/task-detail.png`, fullPage: true });
  });

  it('shows the profile and the integration status pages', async () => {
    await chooseFromAccountMenu(page, 'Profile');
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Riley');
    await expect(page.getByRole('button', { name: 'Update Profile' }).isDisabled()).resolves.toBe(true);

    await page.goto('/service-titan/status');
    await page.getByRole('heading', { name: 'Service Titan Integration Status' }).waitFor();
    await page.getByText('The Service Titan connector is not configured yet.').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/status.png`, fullPage: true });
  });

  it('keeps the browser console free of warnings and errors across the shell and three remotes', async () => {
    await page.goto('/task-management');
    await page.getByRole('heading', { name: 'Task Management' }).first().waitFor();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open Task' }).first().waitFor();
    expect(consoleProblems).toEqual([]);
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto('/no/such/page');
    await page.getByText('404 Page Not Found').waitFor();
    await expect(page.getByText('Did you forget to add the page to the router?').isVisible()).resolves.toBe(true);
  });

  it('takes an old hash link to its route, and one that names another host (/#//host/path) to a page of ours, never a blank shell', async () => {
    await page.goto('/#/task-management');
    await page.waitForURL('**/task-management');
    await page.getByRole('heading', { name: 'Task Management' }).first().waitFor();
    // history.replaceState refused '//127.0.0.2:9/phish' (another origin) with a SecurityError, before the shell mounted.
    await page.goto('/#//127.0.0.2:9/phish');
    await page.getByText('404 Page Not Found').waitFor();
    const url = new URL(page.url());
    expect([url.origin, url.pathname]).toEqual([new URL(process.env['E2E_BASE_URL']!).origin, '/127.0.0.2:9/phish']);
    expect(consoleProblems.filter((problem) => /SecurityError|replaceState/.test(problem))).toEqual([]);
  });

  it('turns the animations off while the system asks for less motion, and back on', async () => {
    await page.goto('/');
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    // antd's motion durations, as the open account menu is painted with them.
    const durations = () =>
      menu.evaluate((node) => {
        const style = getComputedStyle(node);
        return ['fast', 'mid', 'slow'].map((speed) => style.getPropertyValue(`--ant-motion-duration-${speed}`).trim());
      });
    const openMenu = async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await settled(menu);
    };
    await openMenu();
    expect(await durations()).toEqual(['0.1s', '0.2s', '0.3s']);
    await page.keyboard.press('Escape');
    // Closed: antd marks it hidden, which the locator leaves out.
    await menu.waitFor({ state: 'detached' });

    // The setting changed while the page is open: the page follows it without a reload.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openMenu();
    expect(await durations()).toEqual(['0s', '0s', '0s']);
    await page.keyboard.press('Escape');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('logs out from the avatar menu and is sent to /auth', async () => {
    await page.goto('/');
    await chooseFromAccountMenu(page, 'Log out');
    await page.waitForURL('**/auth');
    await page.goto('/profile');
    await page.waitForURL('**/auth');
  });

  it('brings a signed-out visitor to the page they opened once they sign in', async () => {
    // The previous test signed out and then opened /profile, which sent it to /auth.
    await page.goto('/settings/users?from=link');
    await page.waitForURL('**/auth');
    await page.getByLabel('Email').fill(rileyEmail);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/users' && url.search === '?from=link');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await chooseFromAccountMenu(page, 'Log out');
    await page.waitForURL('**/auth');
    // Whoever signs in next, after a Log out, starts at home, not on the page left behind.
    await signIn(page, { email: rileyEmail, password: PASSWORD });
    await page.getByRole('button', { name: 'Create New Task' }).waitFor();
    await chooseFromAccountMenu(page, 'Log out');
    await page.waitForURL('**/auth');
  });

  it("never shows another company's tasks", async () => {
    const other = await registerByApi('Casey', 'Pipe');
    const created = await fetch(`${process.env['E2E_BASE_URL']}/api/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${other.token}` },
      body: JSON.stringify({ name: 'Casey private task', type: 'excel-processing', description: 'only for Casey' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const me = await registerByApi('Morgan', 'Duct');
    await signIn(page, { email: me.email, password: me.password });
    await page.getByText('Technician Pay Report').first().waitFor({ timeout: 20_000 });
    await expect(page.getByText('Casey private task').count()).resolves.toBe(0);
    await page.goto(`/tasks/${id}`);
    await page.getByText('Task Not Found').waitFor();
  });
});
