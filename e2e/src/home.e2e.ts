import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, launchBrowser, newPage, settled } from '../support/browser.js';
import { registerByApi, signIn, type Account } from '../support/session.js';

const PHONE = { width: 390, height: 844 };

/** Errors the page threw and did not catch (an unhandled rejection among them). */
function uncaughtErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

describe('home and task management on a phone', () => {
  let browser: Browser;
  let owner: Account;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    owner = await registerByApi('Quinn', 'Phone');
    // A long unbroken name and description are what a narrow card has to hold.
    const answer = await fetch(`${BASE_URL}/api/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Switchgear-maintenance-schedule-import-for-all-sites', type: 'excel-processing', description: 'Reads the switchgear maintenance spreadsheet of every site' }),
    });
    expect(answer.status).toBe(201);
    browser = await launchBrowser();
    ({ page } = await newPage(browser, PHONE));
    errors = uncaughtErrors(page);
    await signIn(page, owner);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('fits the cards in a 390 px screen: nothing scrolls sideways', async () => {
    const cards = page.locator('[data-testid="task-card"]');
    await cards.filter({ hasText: 'Switchgear' }).waitFor();
    const widths = await cards.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().right));
    expect(Math.max(...widths)).toBeLessThanOrEqual(PHONE.width);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${ARTIFACTS}/home-phone.png`, fullPage: true });
  });

  it('answers an empty Create New Task with the validation message only', async () => {
    await page.getByRole('button', { name: 'Create New Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Task' });
    await settled(dialog);
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await dialog.getByText('Please enter a task name').waitFor();
    // The refused form settles in the same turn as its message: an unhandled rejection from the
    // submit has been reported by then. A page round trip makes sure the report has arrived.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(errors.map((e) => e.message)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("spaces the type chips of task management's cards", async () => {
    await page.goto('/task-management');
    const card = page.locator('[data-testid="management-card"]', { hasText: 'Switchgear' });
    const first = card.getByText('File Processing', { exact: true });
    const second = card.getByText('Excel', { exact: true });
    await second.waitFor();
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    if (!a || !b) throw new Error('the chips are not laid out');
    // Side by side or wrapped to the next line, never touching.
    const apart = b.y >= a.y + a.height || b.x >= a.x + a.width + 4;
    expect(apart).toBe(true);
    await expect(card.evaluate((n) => (n as HTMLElement).innerText)).resolves.not.toContain('File ProcessingExcel');
    await page.screenshot({ path: `${ARTIFACTS}/task-management-phone.png`, fullPage: true });
  });
});
