import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, chooseOption, launchBrowser, newPage } from '../support/browser.js';
import { PASSWORD, registerByApi, signIn, type Account } from '../support/session.js';

async function pick(page: Page, select: string, option: string): Promise<void> {
  await chooseOption(page, page.getByLabel(select), option);
}

/**
 * A colleague who signs up at the company's domain joins at once only where the company allows
 * self-registration (otherwise an admin activates them).
 */
async function allowSelfRegistration(owner: Account): Promise<void> {
  const me = (await (await fetch(`${BASE_URL}/api/auth/me`, { headers: { authorization: `Bearer ${owner.token}` } })).json()) as {
    user: { companyId: number };
  };
  const opened = await fetch(`${BASE_URL}/api/companies/${me.user.companyId}/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ allowSelfRegistration: true }),
  });
  expect(opened.status).toBe(200);
}

describe('task management and per-task permissions in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets a company owner filter tasks, grant a colleague admin on one task and take it back', async () => {
    const owner = await registerByApi('Harper', 'Lead');
    const domain = owner.email.split('@')[1]!;
    await allowSelfRegistration(owner);
    const mate = await registerByApi('Ellis', 'Crew', domain);
    const { page } = await newPage(browser);
    await signIn(page, owner);

    await page.goto('/task-management');
    await page.getByRole('heading', { name: 'Task Management' }).waitFor();
    await page.getByText('Technician Pay Report').first().waitFor({ timeout: 20_000 });
    await pick(page, 'Filter by type', 'Load Calculation');
    await page.getByText('Technician Pay Report', { exact: true }).waitFor({ state: 'detached' });
    await expect(page.getByText('Residential Load Calculation').count()).resolves.toBeGreaterThan(0);
    await page.screenshot({ path: `${ARTIFACTS}/task-management.png`, fullPage: true });

    await page.getByRole('button', { name: 'Manage Permissions' }).first().click();
    await page.waitForURL(/\/task\/\d+\/permissions$/);
    const taskId = Number(/\/task\/(\d+)\/permissions/.exec(page.url())![1]);
    await page.getByRole('heading', { name: 'Manage Permissions' }).waitFor();
    await page.getByLabel('Search users').fill('ellis');
    await page.getByLabel('Search users').press('Enter');
    await pick(page, 'Permission of Ellis Crew', 'Admin');
    await page.getByTestId('current-permissions').getByText('Ellis Crew').waitFor();

    const me = (await (await fetch(`${BASE_URL}/api/auth/me`, { headers: { authorization: `Bearer ${mate.token}` } })).json()) as {
      user: { id: number };
    };
    const level = await fetch(`${BASE_URL}/api/users/${me.user.id}/permission-level/${taskId}`, { headers: { authorization: `Bearer ${mate.token}` } });
    expect(await level.json()).toEqual({ level: 'admin' });
    await page.screenshot({ path: `${ARTIFACTS}/permissions.png`, fullPage: true });

    // Choosing None removes the grant: Ellis is a plain member (viewer) of the task again.
    await chooseOption(page, page.getByTestId('current-permissions').getByLabel('Permission of Ellis Crew'), 'None');
    await page.getByTestId('current-permissions').getByText('Ellis Crew').waitFor({ state: 'detached' });
    const after = await fetch(`${BASE_URL}/api/users/${me.user.id}/permission-level/${taskId}`, { headers: { authorization: `Bearer ${mate.token}` } });
    expect(await after.json()).toEqual({ level: 'viewer' });
  });

  it('keeps task management from a plain user and shows permissions read-only', async () => {
    const owner = await registerByApi('Rowan', 'Boss');
    await allowSelfRegistration(owner);
    const mate = await registerByApi('Kai', 'Helper', owner.email.split('@')[1]!);
    const { page } = await newPage(browser);
    await signIn(page, { email: mate.email, password: PASSWORD });
    await page.goto('/task-management');
    await page.getByText('Access Denied').first().waitFor();

    const tasks = (await (await fetch(`${BASE_URL}/api/tasks`, { headers: { authorization: `Bearer ${mate.token}` } })).json()) as Array<{ id: number }>;
    await page.goto(`/task/${tasks[0]!.id}/permissions`);
    await page.getByText('You need owner or admin permissions to manage task access').waitFor();
    // No way back to a page a plain user is refused: the page leads back to the task.
    await expect(page.getByRole('button', { name: 'Back to Task Management' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Back to Task' }).click();
    await page.waitForURL((url) => url.pathname === `/task/${tasks[0]!.id}`);
  });
});
