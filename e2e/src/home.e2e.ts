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
      body: JSON.stringify({
        name: 'Switchgear-maintenance-schedule-import-for-all-sites',
        type: 'excel-processing',
        description: 'Reads the switchgear maintenance spreadsheet of every site',
      }),
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

describe('home cards at 1280 px', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const owner = await registerByApi('Harper', 'Clamp');
    const long =
      'Reads the switchgear maintenance spreadsheet of every site, checks each breaker against its rating, flags the panels that are overdue for inspection, ' +
      'totals the labour hours per technician and writes a summary workbook for the operations manager with one sheet per site and one per region.';
    const ids: number[] = [];
    for (const name of ['Switchgear review', 'Breaker audit', 'Panel schedule']) {
      const answer = await fetch(`${BASE_URL}/api/tasks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name, type: 'excel-processing', description: long }),
      });
      expect(answer.status).toBe(201);
      ids.push(((await answer.json()) as { id: number }).id);
    }
    // One card with a file is taller (its 'File ready' line and Run Task): the others in its row stretch to it.
    const form = new FormData();
    form.append('taskId', String(ids[0]));
    form.append('file', new Blob(['Site,Breakers\nNorth,12\n'], { type: 'text/csv' }), 'sites.csv');
    const upload = await fetch(`${BASE_URL}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body: form });
    expect(upload.status).toBe(201);
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { width: 1280, height: 900 }));
    await signIn(page, owner);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('clamps every description to 3 lines, with no text after the ellipsis, beside a taller card', async () => {
    await page.locator('[data-testid="task-card"]', { hasText: 'Switchgear review' }).getByText('File ready - 1 file(s) uploaded').waitFor({ timeout: 15_000 });
    const descriptions = page.getByTestId('task-card-description');
    // The three above and the company's starter tasks.
    await expect(descriptions.count()).resolves.toBeGreaterThanOrEqual(3);
    const boxes = await descriptions.evaluateAll((nodes) =>
      nodes.map((node) => {
        const style = getComputedStyle(node);
        return {
          height: node.getBoundingClientRect().height,
          lineHeight: parseFloat(style.lineHeight),
          clamp: style.getPropertyValue('-webkit-line-clamp'),
          overflow: style.overflow,
          cut: node.scrollHeight > node.clientHeight,
        };
      }),
    );
    for (const box of boxes) {
      // (Chromium reports a line-clamped -webkit-box as display flow-root.)
      expect({ clamp: box.clamp, overflow: box.overflow, cut: box.cut }).toEqual({ clamp: '3', overflow: 'hidden', cut: true });
      // Three lines tall, not stretched to the row's height (which showed the lines after the ellipsis).
      expect(box.height).toBeLessThanOrEqual(3 * box.lineHeight + 1);
    }
    await page.screenshot({ path: `${ARTIFACTS}/home-cards-1280.png`, fullPage: true });
  });
});
