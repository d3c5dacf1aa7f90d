import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, chooseOption, settled, toastOn } from '../support/browser.js';
import { pdfText } from '../support/documents.js';
import { connectToSandbox } from '../support/service-titan.js';
import { apiAs, registerByApi, signedInBrowser, type Account } from '../support/session.js';

// The report builder of an api-reporting task, as office staff use it (issue 28): a company without
// ServiceTitan is told where to connect it; once connected, the Field Catalog, the field selector
// greying what cannot join ('Needs join key', as the server says), a pivot of invoice subtotals by
// business unit and month with its subtotals and grand total (checked against a sum of the
// invoices the test adds up itself), sorted by value, its chart switched, and the three downloads
// opened and read; and a report the AI builder made from plain words, opened and run.

const SCREENSHOTS = join(ARTIFACTS, 'report-builder');
const FIELDS = ['businessUnits.name', 'invoices.invoiceDate', 'invoices.subTotal'];

/** A drag as a hand makes it: press on the chip, move in steps (dnd-kit's pointer sensor starts after a few pixels), release over the target. */
async function dragOnto(page: Page, chip: Locator, target: Locator): Promise<void> {
  const from = (await chip.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 16 });
  await page.mouse.up();
}

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** The sum, in cents, of every invoice's subtotal whose invoice date is in the range, paged through the table format and added up here. */
async function subtotalCents(who: Account, startDate: string, endDate: string): Promise<{ cents: number; invoices: number }> {
  let sum = 0;
  let seen = 0;
  for (let page = 1; ; page++) {
    const { status, json } = await apiAs<{ data: Array<Record<string, unknown>>; total: number }>(who, 'POST', '/api/service-titan/generate-report', {
      selectedFields: ['invoices.id', 'invoices.subTotal'],
      dateField: 'invoices.invoiceDate',
      dateRange: { startDate, endDate },
      reportConfig: { format: 'table' },
      page,
      pageSize: 1000,
    });
    expect({ status, error: (json as { message?: unknown }).message }).toEqual({ status: 200, error: undefined });
    for (const row of json.data) sum += Math.round(Number(row['invoices.subTotal'] ?? 0) * 100);
    seen += json.data.length;
    if (seen >= json.total || json.data.length === 0) return { cents: sum, invoices: seen };
  }
}

describe('the report builder of an api-reporting task', () => {
  let owner: Account;
  let browser: Browser;
  let page: Page;
  let taskId: number;
  const pageErrors: string[] = [];
  let range: { startDate: string; endDate: string };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    owner = await registerByApi('Casey', 'Reports');
    const created = await apiAs<{ id: number }>(owner, 'POST', '/api/tasks', {
      name: 'Revenue by business unit',
      type: 'api-reporting',
      description: 'Monthly revenue per business unit',
    });
    expect(created.status).toBe(201);
    taskId = created.json.id;
    ({ browser, page } = await signedInBrowser(owner, pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('tells a company without ServiceTitan where to connect it, instead of an empty builder', async () => {
    await page.goto(`${BASE_URL}/task/${taskId}`);
    const notice = page.getByTestId('reporting-connection-needed');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain('Connect Service Titan to build reports');
    await expect(notice.getByRole('link', { name: 'Open the integration status page' }).getAttribute('href')).resolves.toBe('/service-titan/status');
    await expect(page.getByTestId('field-selector').count()).resolves.toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, '1-not-connected.png'), fullPage: true });
  });

  it('shows the Field Catalog, searchable, with the 15 entity relationships', async () => {
    await connectToSandbox(owner.token, 1000001);
    await page.reload();
    await page.getByTestId('field-selector').waitFor();
    await page.getByText('Field Catalog', { exact: true }).click();
    const catalog = page.getByTestId('field-catalog');
    await catalog.waitFor();
    await catalog
      .getByRole('searchbox')
      .or(catalog.getByPlaceholder(/search/i))
      .first()
      .fill('subtotal');
    await catalog.locator('[data-row-key="invoices.subTotal"]').waitFor();
    await expect(catalog.locator('[data-row-key="customers.name"]').count()).resolves.toBe(0);
    await catalog
      .getByText(/Entity Relationships/)
      .first()
      .click();
    const relationships = catalog.getByTestId('entity-relationships-table');
    await relationships.waitFor();
    await expect(relationships.locator('tbody tr.ant-table-row').count()).resolves.toBe(15);
    await page.screenshot({ path: join(SCREENSHOTS, '2-field-catalog.png'), fullPage: true });
  });

  it("greys the fields the server says cannot join the selection, 'Needs join key'", async () => {
    await page.getByText('Pivot Table Builder', { exact: true }).click();
    for (const id of FIELDS) await page.locator(`[data-testid="field-row"][data-field-id="${id}"]`).getByRole('checkbox').check();
    const { json: validation } = await apiAs<{ valid: boolean; incompatibleFields: Array<{ fieldId: string }> }>(
      owner,
      'POST',
      '/api/service-titan/validate-field-selection',
      {
        selectedFieldIds: FIELDS,
      },
    );
    expect(validation.valid).toBe(true);
    expect(validation.incompatibleFields.length).toBeGreaterThan(0);
    const greyed = page.locator('[data-testid="field-row"][data-state="needs-join-key"]');
    await greyed.first().waitFor();
    const shown = await greyed.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-field-id')));
    expect(shown.sort()).toEqual(validation.incompatibleFields.map((f) => f.fieldId).sort());
    await expect(greyed.first().textContent()).resolves.toContain('Needs join key');
    await expect(greyed.first().getByRole('checkbox').isDisabled()).resolves.toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, '3-selection.png'), fullPage: true });
  });

  it('builds business unit x month, sum of invoice subtotal: subtotals and a grand total that add up to the invoices', async () => {
    await chooseOption(page, page.getByLabel('Date Field'), 'Invoice Date');
    await page.getByTestId('report-format').getByText('Pivot', { exact: true }).click();
    await chooseOption(page, page.getByLabel('Rows', { exact: true }), 'Business Unit');
    await chooseOption(page, page.getByLabel('Rows', { exact: true }), 'Invoice Date');
    await page.keyboard.press('Escape');
    await chooseOption(page, page.getByLabel('Invoice Date by'), 'Month');
    await page.getByRole('button', { name: 'Add value' }).click();
    await page.screenshot({ path: join(SCREENSHOTS, '4-pivot-configuration.png'), fullPage: true });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/service-titan/generate-report'));
    await page.getByTestId('report-generate').click();
    // The days the report covers (the last 30, Chicago time, by default): the test adds up the same days.
    range = ((await (await answered).json()) as { dateRange: { startDate: string; endDate: string } }).dateRange;
    expect(range.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const table = page.getByTestId('pivot-table');
    await table.waitFor();
    const subtotals = table.locator('tr[data-row-type="subtotal"]');
    const grand = table.locator('tr[data-row-type="grandTotal"]');
    await grand.waitFor();
    expect(await subtotals.count()).toBeGreaterThan(1);
    const lastCell = (row: ReturnType<typeof table.locator>) => row.locator('td').last().innerText();
    const grandCents = cents(await lastCell(grand));
    const expected = await subtotalCents(owner, range.startDate, range.endDate);
    expect(expected.invoices).toBeGreaterThan(0);
    expect(grandCents).toBe(expected.cents);
    // The business units' subtotals add up to the grand total, and each to its months.
    const subtotalCentsShown = await Promise.all((await subtotals.all()).map(async (row) => cents(await lastCell(row))));
    expect(subtotalCentsShown.reduce((a, b) => a + b, 0)).toBe(grandCents);
    await page.screenshot({ path: join(SCREENSHOTS, '5-pivot.png'), fullPage: true });
  });

  it('sorts the business units by their totals, largest first, and switches the chart', async () => {
    const table = page.getByTestId('pivot-table');
    const valueHeader = table.getByRole('columnheader', { name: /Sum of Invoice Subtotal/ });
    const resorted = page.waitForResponse((r) => r.url().endsWith('/api/service-titan/generate-report'));
    await valueHeader.click();
    await resorted;
    await table.locator('tr[data-row-type="grandTotal"]').waitFor();
    const subtotals = table.locator('tr[data-row-type="subtotal"]');
    const lastCell = async (row: ReturnType<typeof table.locator>) => cents(await row.locator('td').last().innerText());
    // The server re-sorts: wait until the shown order is the order of the values (one way or the other), then ask for descending.
    const order = async () => Promise.all((await subtotals.all()).map(lastCell));
    let values = await order();
    for (let attempt = 0; attempt < 3 && JSON.stringify(values) !== JSON.stringify([...values].sort((a, b) => b - a)); attempt++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/service-titan/generate-report'));
      await valueHeader.click();
      await answered;
      await table.locator('tr[data-row-type="grandTotal"]').waitFor();
      values = await order();
    }
    expect(values).toEqual([...values].sort((a, b) => b - a));

    const chart = page.getByTestId('report-chart');
    await chart.waitFor();
    const first = await chart.getAttribute('data-chart-kind');
    const other = first === 'line' ? 'Bar' : 'Line';
    await page.getByTestId('chart-type-switch').getByText(other, { exact: true }).click();
    await expect(chart.getAttribute('data-chart-kind')).resolves.toBe(other.toLowerCase());
    await chart.locator('svg').first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, '6-sorted-chart.png'), fullPage: true });
  });

  it('downloads the pivot as CSV, XLSX and PDF, each with its subtotals and grand total', async () => {
    const grandText = await page.getByTestId('pivot-table').locator('tr[data-row-type="grandTotal"] td').last().innerText();
    const grandCents = cents(grandText);
    const save = async (format: 'csv' | 'xlsx' | 'pdf') => {
      const download = page.waitForEvent('download');
      await page.getByTestId(`download-${format}`).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
      return readFileSync(await saved.path());
    };

    const csv = (await save('csv')).toString('utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Grand Total');
    expect(csv).toContain('Electrical');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await save('xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Array.isArray) as unknown[][];
    const grandRow = rows.find((row) => row.some((cell) => String(cell).startsWith('Grand Total')))!;
    const numbers = grandRow.filter((cell): cell is number => typeof cell === 'number');
    expect(Math.round(numbers.at(-1)! * 100)).toBe(grandCents);
    // Its subtotal rows, one per business unit, add up to the grand total.
    const subtotalRows = rows.filter((row) => row.includes('Subtotal'));
    expect(subtotalRows.length).toBe(await page.getByTestId('pivot-table').locator('tr[data-row-type="subtotal"]').count());
    const lastNumber = (row: unknown[]) => row.filter((cell): cell is number => typeof cell === 'number').at(-1)!;
    expect(subtotalRows.reduce((sum, row) => sum + Math.round(lastNumber(row) * 100), 0)).toBe(grandCents);

    const pdfPath = join(SCREENSHOTS, 'report.pdf');
    const pdf = await save('pdf');
    (await import('node:fs')).writeFileSync(pdfPath, pdf);
    const text = await pdfText(pdfPath);
    expect(text).toContain('Grand Total');
    expect(text).toContain(grandText);
    expect(pageErrors).toEqual([]);
  });

  it('saves the pivot by name (a name is required), and opens it again after a reload', async () => {
    const grandText = await page.getByTestId('pivot-table').locator('tr[data-row-type="grandTotal"] td').last().innerText();
    await page.getByTestId('save-report').click();
    const dialog = page.getByRole('dialog');
    await settled(dialog);
    await dialog.getByTestId('save-report-submit').click();
    await toastOn(page, 'Report Name Required', 'Please enter a name for your report.').waitFor();
    await dialog.getByLabel('Name*').fill('  Revenue by unit and month  ');
    await dialog.getByLabel('Description').fill('Invoice subtotals, last 30 days');
    await dialog.getByTestId('save-report-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByTestId('saved-report-row').filter({ hasText: 'Revenue by unit and month' });
    await row.waitFor();
    const { json: saved } = await apiAs<Array<{ id: number; name: string; taskId: number | null }>>(owner, 'GET', `/api/reports?taskId=${taskId}`);
    expect(saved.map((r) => [r.name, r.taskId])).toEqual([['Revenue by unit and month', taskId]]);
    await page.screenshot({ path: join(SCREENSHOTS, '7-saved.png'), fullPage: true });

    // A new visit opens the task's own configuration; Open brings the saved pivot back, and it generates the same total.
    await page.reload();
    await page.getByTestId('saved-report-row').first().waitFor();
    await page.getByTestId('saved-report-row').filter({ hasText: 'Revenue by unit and month' }).getByTestId('saved-report-open').click();
    await page.locator('[data-testid="field-row"][data-field-id="invoices.subTotal"][data-state="selected"]').waitFor();
    await page.getByTestId('report-generate').click();
    const grand = page.getByTestId('pivot-table').locator('tr[data-row-type="grandTotal"]');
    await grand.waitFor();
    await expect(grand.locator('td').last().innerText()).resolves.toBe(grandText);
    await expect(page.getByTestId('pivot-table').locator('tr[data-row-type="subtotal"]').count()).resolves.toBeGreaterThan(1);
    expect(pageErrors).toEqual([]);
  });

  it('opens a report the AI builder made from plain words, and runs it', async () => {
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('button', { name: 'Build with AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Task Builder' });
    await settled(dialog);
    await dialog.getByLabel('What should this task do?').fill('How much revenue did each business unit bring in per month this year?');
    await dialog.getByRole('radio', { name: 'API Reporting' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Requirements' }).waitFor();
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    const review = dialog.getByTestId('plan-review');
    await review.waitFor();
    const steps = await review.getByTestId('data-flow').locator('li').allTextContents();
    expect(steps.join(' ')).toMatch(/Business Unit/);
    expect(steps.join(' ')).not.toMatch(/not understood/i);
    await page.screenshot({ path: join(SCREENSHOTS, '7-ai-plan.png'), fullPage: true });
    await review.getByRole('button', { name: 'Implement Task' }).click();
    await toastOn(page, 'AI Task Created').waitFor({ timeout: 30_000 });

    const aiTask = (await apiAs<Array<{ id: number; name: string; type: string }>>(owner, 'GET', '/api/tasks?limit=100')).json.find(
      (t) => t.type === 'api-reporting' && t.id !== taskId,
    )!;
    const { json: task } = await apiAs<{ config: { apiConfiguration?: { report?: { selectedFields: string[]; reportConfig?: { format?: string } } } } }>(
      owner,
      'GET',
      `/api/tasks/${aiTask.id}`,
    );
    const report = task.config.apiConfiguration?.report;
    expect(report?.selectedFields).toContain('businessUnits.name');
    expect(report?.reportConfig?.format).toBe('pivot');

    await page.goto(`${BASE_URL}/task/${aiTask.id}`);
    await page.getByTestId('field-selector').waitFor();
    await page.locator('[data-testid="field-row"][data-field-id="businessUnits.name"][data-state="selected"]').waitFor();
    await page.getByTestId('report-generate').click();
    const grand = page.getByTestId('pivot-table').locator('tr[data-row-type="grandTotal"]');
    await grand.waitFor();
    expect(cents(await grand.locator('td').last().innerText())).toBeGreaterThan(0);
    await page.screenshot({ path: join(SCREENSHOTS, '8-ai-report.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  it('builds the pivot by dragging fields into Rows, Columns and Values, and nests the rows in the order the chips are dragged to', async () => {
    const { json: dragTask } = await apiAs<{ id: number }>(owner, 'POST', '/api/tasks', {
      name: 'Revenue by month, dragged',
      type: 'api-reporting',
      description: 'A pivot built by drag and drop',
    });
    await page.goto(`${BASE_URL}/task/${dragTask.id}`);
    await page.getByTestId('field-selector').waitFor();
    for (const id of FIELDS) await page.locator(`[data-testid="field-row"][data-field-id="${id}"]`).getByRole('checkbox').check();
    await chooseOption(page, page.getByLabel('Date Field'), 'Invoice Date');
    await page.getByTestId('report-format').getByText('Pivot', { exact: true }).click();
    const board = page.getByTestId('pivot-field-board');
    await board.waitFor();
    await board.scrollIntoViewIfNeeded();
    const field = (label: string) => board.getByTestId('pivot-field').filter({ hasText: label }).locator('.rb-chip-handle');
    const zone = (name: 'rows' | 'columns' | 'values') => board.getByTestId(`pivot-zone-${name}`);
    const chips = (name: 'rows' | 'columns' | 'values') => zone(name).getByTestId('pivot-chip');
    const chipLabels = (name: 'rows' | 'columns' | 'values') =>
      chips(name)
        .allInnerTexts()
        .then((texts) => texts.map((t) => t.replace(/[⠿×]/g, '').trim()));

    await dragOnto(page, field('Business Unit'), zone('rows'));
    await chips('rows').filter({ hasText: 'Business Unit' }).waitFor();
    await dragOnto(page, field('Invoice Date'), zone('columns'));
    await chips('columns').filter({ hasText: 'Invoice Date' }).waitFor();
    await dragOnto(page, field('Invoice Subtotal'), zone('values'));
    await chips('values').filter({ hasText: 'Sum of Invoice Subtotal' }).waitFor();
    // The pick lists below show what was dragged: the same state.
    await expect(page.getByTestId('pivot-rows').innerText()).resolves.toContain('Business Unit');
    await expect(page.getByTestId('pivot-columns').innerText()).resolves.toContain('Invoice Date');

    // A value is no row: the drop is refused, and the board says why.
    await dragOnto(page, chips('values').first().locator('.rb-chip-handle'), zone('rows'));
    await expect(page.getByTestId('pivot-drop-refused').innerText()).resolves.toBe(
      'Sum of Invoice Subtotal is a value: drag Invoice Subtotal from the fields to make it a row.',
    );
    await expect(chipLabels('rows')).resolves.toEqual(['Business Unit']);
    await page.screenshot({ path: join(SCREENSHOTS, '9-dragged-board.png'), fullPage: true });

    type Dimension = { fieldId: string; dateBucket: string | null };
    const generate = async () => {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/service-titan/generate-report'));
      await page.getByTestId('report-generate').click();
      const response = await answered;
      expect(response.status()).toBe(200);
      await page.getByTestId('pivot-table').locator('tr[data-row-type="grandTotal"]').waitFor();
      // The pivot the server made, as its answer describes it: each dimension's field and bucket, outermost first.
      const { pivot } = (await response.json()) as { pivot: { rows: Dimension[]; columns: Dimension[] } };
      const dimensions = (list: Dimension[]) => list.map((d) => (d.dateBucket ? `${d.fieldId} by ${d.dateBucket}` : d.fieldId));
      const headers = (await page.getByTestId('pivot-table').locator('thead th.pivot-label').allInnerTexts()).map((t) => t.trim());
      return { rows: dimensions(pivot.rows), columns: dimensions(pivot.columns), headers };
    };
    const first = await generate();
    expect(first.rows).toEqual(['businessUnits.name']);
    expect(first.columns).toEqual(['invoices.invoiceDate by month']);
    expect(first.headers).toEqual(['Business Unit']);

    // Invoice Date moves from Columns onto Business Unit's place in Rows: outermost now.
    await page.getByText('Report Configuration', { exact: true }).click();
    await board.scrollIntoViewIfNeeded();
    await dragOnto(page, chips('columns').first().locator('.rb-chip-handle'), chips('rows').first());
    await expect(chipLabels('rows')).resolves.toEqual(['Invoice Date', 'Business Unit']);
    await expect(chips('columns').count()).resolves.toBe(0);
    const moved = await generate();
    expect(moved.rows).toEqual(['invoices.invoiceDate by month', 'businessUnits.name']);
    expect(moved.columns).toEqual([]);
    expect(moved.headers).toEqual(['Invoice Date (Month)', 'Business Unit']);

    // The keyboard: Space picks Business Unit up, ArrowUp moves it above Invoice Date, Space drops it; a screen reader hears where.
    await page.getByText('Report Configuration', { exact: true }).click();
    await board.scrollIntoViewIfNeeded();
    await chips('rows').filter({ hasText: 'Business Unit' }).locator('.rb-chip-handle').focus();
    // Each key waits for what the screen reader is told: the sensor listens for the arrows only once the chip is picked up.
    const announced = (text: string | RegExp) => page.locator('[id^="DndLiveRegion-"]').filter({ hasText: text }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    // Picked up, and at once over its own place (the second announcement follows the first in the same turn).
    await announced(/Picked up Business Unit, from Rows, position 2 of 2\.|Business Unit is over Rows, position 2 of 2\./);
    await page.keyboard.press('ArrowUp');
    await announced('Business Unit is over Rows, position 1 of 2.');
    await page.keyboard.press('Space');
    await announced('Business Unit was dropped in Rows, position 1 of 2.');
    await chips('rows').first().filter({ hasText: 'Business Unit' }).waitFor();
    await expect(chipLabels('rows')).resolves.toEqual(['Business Unit', 'Invoice Date']);
    await page.screenshot({ path: join(SCREENSHOTS, '10-reordered-board.png'), fullPage: true });
    const reordered = await generate();
    expect(reordered.rows).toEqual(['businessUnits.name', 'invoices.invoiceDate by month']);
    expect(reordered.headers).toEqual(['Business Unit', 'Invoice Date (Month)']);
    expect(await page.getByTestId('pivot-table').locator('tr[data-row-type="subtotal"]').count()).toBeGreaterThan(1);
    await page.screenshot({ path: join(SCREENSHOTS, '11-dragged-pivot.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
