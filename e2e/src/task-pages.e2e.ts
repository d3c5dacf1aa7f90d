import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, chooseOption, launchBrowser, newPage } from '../support/browser.js';
import { registerByApi, signIn, type Account } from '../support/session.js';

const FILE_TASKS = 100;
const REPORT_TASKS = 28;
// A new company also gets its three starter tasks: a load calculation, the purchase order form and an api-reporting task.
const ALL = FILE_TASKS + REPORT_TASKS + 3;

async function createTasks(account: Account, count: number, type: string, prefix: string): Promise<void> {
  const headers = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
  for (let i = 0; i < count; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, async (_, k) => {
        const answer = await fetch(`${BASE_URL}/api/tasks`, { method: 'POST', headers, body: JSON.stringify({ name: `${prefix} ${i + k + 1}`, type }) });
        expect(answer.status).toBe(201);
      }),
    );
  }
}

async function totalTasks(account: Account): Promise<number> {
  const answer = await fetch(`${BASE_URL}/api/tasks?limit=1`, { headers: { authorization: `Bearer ${account.token}` } });
  return Number(answer.headers.get('x-total-count'));
}

describe('a company with more tasks than a page', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const owner = await registerByApi('Robin', 'Pages');
    await createTasks(owner, FILE_TASKS, 'excel-processing', 'Panel import');
    await createTasks(owner, REPORT_TASKS, 'api-reporting', 'Weekly report');
    // The starter tasks arrive through NATS, in their own time: ask the list again until it holds
    // all of them. No count of tries: a slow machine only takes longer (the hook's timeout bounds it).
    while ((await totalTasks(owner)) < ALL) await new Promise((resolve) => setTimeout(resolve, 100));
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await signIn(page, owner);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the first page of cards on home, and the next ones as the user scrolls down', async () => {
    const cards = page.locator('[data-testid="task-card"]');
    await page.getByText(`Showing 60 of ${ALL} tasks`).waitFor();
    await expect(cards.count()).resolves.toBe(60);
    for (const shown of [120, ALL]) {
      await page.getByTestId('task-pages').scrollIntoViewIfNeeded();
      await page.getByText(`Showing ${shown} of ${ALL} tasks`).waitFor();
    }
    await expect(cards.count()).resolves.toBe(ALL);
    await expect(page.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);
    // Page after page, no task is shown twice or left out.
    const names = await cards.locator('div[title]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('title')));
    expect(new Set(names).size).toBe(ALL);
    await page.screenshot({ path: `${ARTIFACTS}/home-pages.png` });
  });

  it('pages task management too, within a filter', async () => {
    await page.goto('/task-management');
    const cards = page.locator('[data-testid="management-card"]');
    await page.getByText(`Showing 60 of ${ALL} tasks`).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText(`Showing 120 of ${ALL} tasks`).waitFor();
    await expect(cards.count()).resolves.toBe(120);

    await chooseOption(page, page.getByLabel('Filter by type'), 'API Reporting');
    await page.getByText(`Showing ${REPORT_TASKS + 1} of ${REPORT_TASKS + 1} tasks`).waitFor();
    await expect(cards.count()).resolves.toBe(REPORT_TASKS + 1);
  });
});
