import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, launchBrowser, newPage, openOnPhone } from '../support/browser.js';
import { pdfText } from '../support/documents.js';
import { registerByApi, signIn, type Account } from '../support/session.js';

// The Purchase Order Template, every company's starter form (issue 31), as an office user fills it:
// the date from the 'Select Date for Purchase Order' dialog, three lines, the totals as they type,
// print mode, Submit with the form's own texts, and the PDF of the order downloaded and read.
// By hand: 3 x $19.99 = $59.97; 250 x $0.33 = $82.50; 1 x $249.10; subtotal $391.57;
// tax 8.25% = $32.304525 -> $32.30; total $423.87.
const LINES = [
  { part: 'QO120', description: 'Square D 20 A breaker', quantity: '3', unit: 'ea', unitPrice: '19.99', total: '$59.97' },
  { part: 'THHN-12', description: '12 AWG copper, black', quantity: '250', unit: 'ft', unitPrice: '0.33', total: '$82.50' },
  { part: 'HOM2040', description: 'Homeline 200 A panel', quantity: '1', unit: 'ea', unitPrice: '249.10', total: '$249.10' },
];
const TOTALS = { subtotal: '$391.57', tax: '$32.30', total: '$423.87' };

interface Run {
  id: number;
  kind: string;
}

describe('the Purchase Order Template in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let account: Account;
  let taskUrl: string;
  let day: string;

  const form = () => page.getByTestId('form-task');
  const field = (label: string) => form().getByLabel(label, { exact: true });
  const shows = async (testId: string, text: string) => {
    await form()
      .getByTestId(testId)
      .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}$`) })
      .waitFor();
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    account = await registerByApi('Pat', 'Order');
    await signIn(page, account);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the starter Purchase Order Template on its own form: Special Order, WAREHOUSE, one empty line', async () => {
    const card = page.locator('.ant-card', { hasText: 'Purchase Order Template' });
    await card.first().waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Open Task' }).first().click();
    await page.waitForURL(/\/tasks\/\d+$/);
    taskUrl = page.url();
    await form().waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('load-calculation-form').count()).resolves.toBe(0);
    await expect(field('Ship To').inputValue()).resolves.toBe('WAREHOUSE');
    await form().getByRole('combobox', { name: 'Order Type' }).waitFor();
    await form().locator('.ant-select', { hasText: 'Special Order' }).first().waitFor();
    await expect(form().getByTestId('form-line').count()).resolves.toBe(1);
    await shows('computed-total', '$0.00');
    await form().getByTestId('form-submissions').getByText('No submissions yet. Submit the form to keep its document here.').waitFor();
  });

  it("fills 'Date Created' from the spec's date dialog", async () => {
    await form().getByRole('button', { name: 'Select Date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Date for Purchase Order' });
    await dialog.waitFor();
    await dialog.getByText('Choose a date for the Purchase Order Template').waitFor();
    await dialog.getByText('Selected: none').waitFor();
    await expect(dialog.getByRole('button', { name: 'Confirm Date' }).isDisabled()).resolves.toBe(true);
    day = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-15`;
    });
    await dialog.locator(`td[title="${day}"]`).click();
    await dialog.getByText(`Selected: ${day}`).waitFor();
    await dialog.getByRole('button', { name: 'Confirm Date' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(field('Date Created').inputValue()).resolves.toBe(day);
  });

  it("refuses Submit with the form's own texts where they belong", async () => {
    await form().getByRole('button', { name: 'Submit', exact: true }).click();
    await form().getByText('Enter the PO number').first().waitFor();
    await form().getByText('Enter the vendor').first().waitFor();
    await form().getByText('Add at least one line item').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/purchase-order-refused.png`, fullPage: true });
  });

  it('adds three lines and shows each line total, the subtotal, the tax and the total as they are typed', async () => {
    await field('PO Number').fill('PO-2026-0042');
    await field('Vendor').fill('Graybar Electric');
    await field('Requested By').fill('Pat Order');
    await field('Job or Customer Reference').fill('Job 4411 - Jane Doe');
    for (const [i, line] of LINES.entries()) {
      if (i > 0) await form().getByRole('button', { name: 'Add Line' }).click();
      const n = i + 1;
      await field(`Part, line ${n}`).fill(line.part);
      await field(`Description, line ${n}`).fill(line.description);
      await field(`Quantity, line ${n}`).fill(line.quantity);
      await field(`Unit, line ${n}`).fill(line.unit);
      await field(`Unit Price, line ${n}`).fill(line.unitPrice);
      await shows(`lines-lineTotal-${i}`, line.total);
    }
    await field('Tax Rate (%)').fill('8.25');
    await shows('computed-subtotal', TOTALS.subtotal);
    await shows('computed-tax', TOTALS.tax);
    await shows('computed-total', TOTALS.total);
    await expect(form().getByText('Enter the vendor').count()).resolves.toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/purchase-order-filled.png`, fullPage: true });
  });

  it('keeps the values in the browser and shows them read-only in print mode', async () => {
    await page.goto(`${taskUrl}?print=1`);
    const printed = page.locator('[data-testid="form-task"][data-mode="print"]');
    await printed.waitFor({ timeout: 15_000 });
    await printed.getByTestId('print-total').filter({ hasText: TOTALS.total }).waitFor();
    await printed.getByTestId('print-dateCreated').filter({ hasText: day }).waitFor();
    await printed.getByRole('cell', { name: 'THHN-12' }).waitFor();
    await expect(printed.locator('.ft-edit').isVisible()).resolves.toBe(false);
    await expect(printed.getByRole('button', { name: 'Submit' }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/purchase-order-print.png`, fullPage: true });

    // The browser's own print of the editing form prints the same layout (@media print).
    await page.goto(taskUrl);
    await form().waitFor({ timeout: 15_000 });
    await expect(field('Vendor').inputValue()).resolves.toBe('Graybar Electric');
    await page.emulateMedia({ media: 'print' });
    await expect(form().locator('.ft-edit').isVisible()).resolves.toBe(false);
    await expect(form().locator('.ft-print-only').getByTestId('print-total').innerText()).resolves.toContain(TOTALS.total);
    await page.emulateMedia({ media: 'screen' });
  });

  it('submits the order as a run of its task and downloads its PDF: the totals, the date, Special Order, WAREHOUSE', async () => {
    const execute = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/tasks\/\d+\/execute$/.test(response.url()));
    await form().getByRole('button', { name: 'Submit', exact: true }).click();
    const answer = await execute;
    expect(answer.status()).toBe(202);
    expect(((await answer.json()) as Run).kind).toBe('form');
    await page.locator('.ant-notification-notice', { hasText: 'Task Started' }).waitFor();
    const run = form().getByTestId('form-run');
    await run.locator('[data-testid="run-progress"][data-status="completed"]').waitFor({ timeout: 60_000 });
    const name = `Purchase Order Template PO-2026-0042 ${day}`;
    await run.getByText(`${name}.xlsx`).waitFor();
    const download = page.waitForEvent('download');
    await run.getByRole('button', { name: `Download ${name}.pdf` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`${name}.pdf`);
    const text = await pdfText(await saved.path());
    for (const shown of [
      `Date Created: ${day}`,
      'Order Type Special Order',
      'Ship To WAREHOUSE',
      'Vendor Graybar Electric',
      `Subtotal ${TOTALS.subtotal}`,
      `Tax ${TOTALS.tax}`,
      `Total ${TOTALS.total}`,
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toContain('QO120 Square D 20 A breaker 3 ea $19.99 $59.97');
    await page.screenshot({ path: `${ARTIFACTS}/purchase-order-submitted.png`, fullPage: true });
  });

  it('keeps the submission under the form: its PO number, who, when, completed, its PDF and xlsx to download', async () => {
    const submissions = form().getByTestId('form-submissions');
    const row = submissions.getByTestId('form-submission');
    await row.locator('.ant-tag', { hasText: 'completed' }).waitFor({ timeout: 30_000 });
    await expect(row.count()).resolves.toBe(1);
    await expect(row.getByTestId('form-submission-title').innerText()).resolves.toBe('PO-2026-0042');
    const text = await row.innerText();
    expect(text).toContain('by Pat Order');
    expect(text).toMatch(/\d{4} at \d{1,2}:\d{2} [AP]M C[SD]T/);
    const name = `Purchase Order Template PO-2026-0042 ${day}`;
    await row.getByRole('button', { name: `Download ${name}.pdf` }).waitFor();
    await row.getByRole('button', { name: `Download ${name}.xlsx` }).waitFor();
    await expect(submissions.getByText('No submissions yet').count()).resolves.toBe(0);
    await submissions.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/purchase-order-submissions.png`, fullPage: true });
  });

  it('reopens the submission into the form, asking first when the form holds unsaved edits', async () => {
    await form().getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(field('PO Number').inputValue()).resolves.toBe('');
    await shows('computed-total', '$0.00');
    await field('Vendor').fill('Someone Else Supply');
    await form()
      .getByTestId('form-submission')
      .getByRole('button', { name: /Open in form/ })
      .click();
    const confirm = page.locator('.ant-popconfirm', { hasText: 'Replace the form’s unsaved edits with this submission?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(field('PO Number').inputValue()).resolves.toBe('PO-2026-0042');
    await expect(field('Vendor').inputValue()).resolves.toBe('Graybar Electric');
    await expect(field('Date Created').inputValue()).resolves.toBe(day);
    await expect(form().getByTestId('form-line').count()).resolves.toBe(3);
    await expect(field('Part, line 3').inputValue()).resolves.toBe('HOM2040');
    await expect(field('Unit Price, line 1').inputValue()).resolves.toContain('19.99');
    for (const [i, line] of LINES.entries()) await shows(`lines-lineTotal-${i}`, line.total);
    await shows('computed-total', TOTALS.total);
    await page.screenshot({ path: `${ARTIFACTS}/purchase-order-reopened.png`, fullPage: true });
  });

  it('fits a phone screen: the lines are labelled cells, nothing wider than the screen', async () => {
    const phone = await openOnPhone(browser, page, taskUrl);
    const phoneForm = phone.getByTestId('form-task');
    await phoneForm.waitFor({ timeout: 15_000 });
    await phoneForm.getByRole('button', { name: 'Add Line' }).click();
    await phoneForm.getByLabel('Quantity, line 2', { exact: true }).fill('2');
    await phoneForm.getByLabel('Unit Price, line 2', { exact: true }).fill('10.50');
    await phoneForm
      .getByTestId('lines-lineTotal-1')
      .filter({ hasText: /^\$21\.00$/ })
      .waitFor();
    // Nothing wider than the screen: the page does not scroll sideways.
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await phone.screenshot({ path: `${ARTIFACTS}/purchase-order-phone.png`, fullPage: true });
    await phone.close();
  });
});
