import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, openOnPhone, toastOn } from '../support/browser.js';
import { apiAs, registerByApi, type Account, signedInBrowser } from '../support/session.js';

// The AI builder designs forms (issue 31), in Chromium against the offline provider: the quick
// creator's purchase order opens as its own form (Special Order, WAREHOUSE) and is submitted, and
// the wizard's Form Processing plan of an estimate opens as a form with its line table, not the load calculator.

const PO = 'A purchase order form for special-order parts from the warehouse, printable';
const ESTIMATE = 'An estimate form with customer, line items of labor and parts, tax and total';

describe('the AI builder designs forms, in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let owner: Account;
  const pageErrors: string[] = [];
  const form = () => page.getByTestId('form-task');
  const field = (label: string) => form().getByLabel(label, { exact: true });
  const openTask = async (name: string) => {
    const list = (await apiAs<{ id: number; name: string }[]>(owner, 'GET', '/api/tasks?limit=100')).json;
    const id = list.find((t) => t.name === name)!.id;
    await page.goto(`/tasks/${id}`);
    await form().waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('load-calculation-form').count()).resolves.toBe(0);
  };

  beforeAll(async () => {
    owner = await registerByApi('Fern', 'Former');
    ({ browser, page } = await signedInBrowser(owner, pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds the purchase order with the quick creator: the task opens its form with Special Order and WAREHOUSE, and submits it', async () => {
    await page.getByRole('button', { name: 'Quick AI Task' }).click();
    const panel = page.getByTestId('quick-ai-creator');
    await panel.getByLabel('Task Name').fill('Special-order PO (AI)');
    await panel.getByLabel('Task Description').fill(PO);
    await panel.getByRole('button', { name: 'Create Task' }).click();
    await toastOn(page, 'Task Created Successfully').waitFor({ timeout: 30_000 });
    await openTask('Special-order PO (AI)');
    await expect(field('Ship To').inputValue()).resolves.toBe('WAREHOUSE');
    await form().locator('.ant-select', { hasText: 'Special Order' }).first().waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/ai-form-po-opened.png`, fullPage: true });

    await form().getByRole('button', { name: 'Select Date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Date for Purchase Order' });
    const day = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-15`;
    });
    await dialog.locator(`td[title="${day}"]`).click();
    await dialog.getByRole('button', { name: 'Confirm Date' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await field('PO Number').fill('PO-AI-1');
    await field('Vendor').fill('Graybar Electric');
    await field('Requested By').fill('Fern Former');
    await field('Part, line 1').fill('QO120');
    await field('Quantity, line 1').fill('2');
    await field('Unit Price, line 1').fill('19.99');
    await form()
      .getByTestId('computed-total')
      .filter({ hasText: /^\$39\.98$/ })
      .waitFor();

    const execute = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/tasks\/\d+\/execute$/.test(response.url()));
    await form().getByRole('button', { name: 'Submit', exact: true }).click();
    const answer = await execute;
    expect(answer.status()).toBe(202);
    expect((await answer.json()) as { kind: string }).toMatchObject({
      kind: 'form',
      parameters: { dateCreated: day, formData: { orderType: 'Special Order', shipTo: 'WAREHOUSE' } },
    });
    await form().getByTestId('form-run').locator('[data-testid="run-progress"][data-status="completed"]').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${ARTIFACTS}/ai-form-po-submitted.png`, fullPage: true });
  });

  it("builds an estimate through the wizard's Form Processing: its plan says how it read the words, the task opens a form with a line table and totals", async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Build with AI' }).click();
    const builder = page.getByRole('dialog', { name: 'AI Task Builder' });
    await builder.getByLabel('What should this task do?').fill(ESTIMATE);
    await builder.getByRole('radio', { name: 'Form Processing' }).click();
    await builder.getByRole('button', { name: 'Continue' }).click();
    await builder.getByRole('heading', { name: 'Requirements' }).waitFor();
    await builder.getByRole('button', { name: 'Create Plan' }).click();
    const review = builder.getByTestId('plan-review');
    await review.waitFor();
    await review.getByText(/I designed the form "Estimate Form"/).waitFor();
    const planName = (await review.getByTestId('plan-name').textContent())!.trim();
    expect(planName).toBe('Estimate Form');
    await page.screenshot({ path: `${ARTIFACTS}/ai-form-estimate-review.png`, fullPage: true });
    await review.getByRole('button', { name: 'Implement Task' }).click();
    await toastOn(page, 'AI Task Created').waitFor({ timeout: 30_000 });
    await openTask(planName);
    await field('Customer').waitFor();
    await form().getByText(ESTIMATE, { exact: true }).first().waitFor();
    await field('Description, line 1').fill('Install');
    await field('Quantity, line 1').fill('2');
    await field('Unit Price, line 1').fill('95');
    await field('Tax Rate (%)').fill('10');
    await form()
      .getByTestId('computed-total')
      .filter({ hasText: /^\$209\.00$/ })
      .waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/ai-form-estimate.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  it('fits the designed estimate on a phone: its line table as labelled cells, the total as it types, nothing wider than the screen', async () => {
    const phone = await openOnPhone(browser, page, page.url());
    const phoneForm = phone.getByTestId('form-task');
    await phoneForm.waitFor({ timeout: 15_000 });
    // A browser of its own (the desktop's kept values are not here): (2 x 95 + 1 x 10) + 10% = $220.00.
    await phoneForm.getByLabel('Quantity, line 1', { exact: true }).fill('2');
    await phoneForm.getByLabel('Unit Price, line 1', { exact: true }).fill('95');
    await phoneForm.getByRole('button', { name: 'Add Line' }).click();
    await phoneForm.getByLabel('Quantity, line 2', { exact: true }).fill('1');
    await phoneForm.getByLabel('Unit Price, line 2', { exact: true }).fill('10');
    await phoneForm.getByLabel('Tax Rate (%)', { exact: true }).fill('10');
    await phoneForm
      .getByTestId('computed-total')
      .filter({ hasText: /^\$220\.00$/ })
      .waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await phone.screenshot({ path: `${ARTIFACTS}/ai-form-estimate-phone.png`, fullPage: true });
    await phone.close();
  });
});
