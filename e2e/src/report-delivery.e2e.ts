import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, chooseOption, newPage, openOnPhone, settled, toastOn } from '../support/browser.js';
import { waitForExecution } from '../support/executions.js';
import { connectToSandbox } from '../support/service-titan.js';
import { apiAs, registerByApi, signIn, signedInBrowser, type Account } from '../support/session.js';

// A saved report e-mailed on a schedule (issue 28), as office staff set it up: 'E-mail on a
// schedule' on the report's row, Every Monday at 7:00 AM read back in Chicago time, a colleague
// as recipient, Excel; the row says so; Send now queues a run that /executions lists and that
// completes; the dev mailbox (the shell's page and its API) holds the message to the colleague with
// the .xlsx attached, and the workbook's header and rows are the report's.

const SCREENSHOTS = join(ARTIFACTS, 'report-delivery');
const FIELDS = ['businessUnits.name', 'invoices.invoiceDate', 'invoices.subTotal'];
const REPORT_NAME = 'Invoices by business unit';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CHICAGO_7AM = /^[A-Z][a-z]{2} \d{2}, \d{4} at 7:00 AM (CST|CDT)$/;

interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  sentAt: string;
  attachments: Array<{ index: number; filename: string; contentType: string; size: number }>;
}

/** The dev mailbox's newest message to `email` with an attachment, waited for (the delivery runs after Send now). */
async function deliveredMail(email: string, timeoutMs = 30_000): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`${BASE_URL}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(answer.status).toBe(200);
    const { messages } = (await answer.json()) as { messages: MailboxMessage[] };
    const found = messages.find((m) => m.to === email && m.attachments.length > 0);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail with an attachment for ${email}: ${JSON.stringify(messages.map((m) => m.subject))}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A sheet's rows as values, without exceljs' leading empty cell. */
function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  return (sheet.getSheetValues().filter(Array.isArray) as unknown[][]).map((row) => row.slice(1));
}

async function allowSelfRegistration(owner: Account): Promise<void> {
  const { json: me } = await apiAs<{ user: { companyId: number } }>(owner, 'GET', '/api/auth/me');
  const opened = await apiAs(owner, 'PUT', `/api/companies/${me.user.companyId}/settings`, { allowSelfRegistration: true });
  expect(opened.status).toBe(200);
}

describe('a saved report e-mailed on a schedule', () => {
  let owner: Account;
  let colleague: Account;
  let browser: Browser;
  let page: Page;
  let taskId: number;
  let reportId: number;
  let executionId: number;
  const pageErrors: string[] = [];
  const reportRow = () => page.getByTestId('saved-report-row').filter({ hasText: REPORT_NAME });

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    owner = await registerByApi('Robin', 'Reports');
    await allowSelfRegistration(owner);
    colleague = await registerByApi('Jordan', 'Books', owner.email.split('@')[1]!);
    const created = await apiAs<{ id: number }>(owner, 'POST', '/api/tasks', {
      name: 'Weekly invoices',
      type: 'api-reporting',
      description: 'Invoices per business unit, each Monday',
    });
    expect(created.status).toBe(201);
    taskId = created.json.id;
    await connectToSandbox(owner.token, 1000001);
    ({ browser, page } = await signedInBrowser(owner, pageErrors));
  }, 150_000); // the replica's first sync is waited for, up to 90 s on a loaded machine

  afterAll(async () => {
    await browser?.close();
  });

  it('saves a report of invoices by business unit from the builder', async () => {
    await page.goto(`${BASE_URL}/task/${taskId}`);
    await page.getByTestId('field-selector').waitFor();
    for (const id of FIELDS) await page.locator(`[data-testid="field-row"][data-field-id="${id}"]`).getByRole('checkbox').check();
    await chooseOption(page, page.getByLabel('Date Field'), 'Invoice Date');
    await page.getByTestId('save-report').click();
    const dialog = page.getByRole('dialog');
    await settled(dialog);
    await dialog.getByLabel('Name*').fill(REPORT_NAME);
    await dialog.getByTestId('save-report-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    await reportRow().waitFor();
    const { json: saved } = await apiAs<Array<{ id: number; name: string }>>(owner, 'GET', `/api/reports?taskId=${taskId}`);
    reportId = saved.find((r) => r.name === REPORT_NAME)!.id;
    // Nothing is e-mailed yet: the row has no delivery.
    await expect(reportRow().getByTestId('report-delivery').count()).resolves.toBe(0);
  });

  it('schedules the report every Monday at 7:00 AM (Chicago time) as Excel to a colleague, and the row says so', async () => {
    await reportRow().getByTestId('saved-report-email').click();
    const dialog = page.getByRole('dialog', { name: 'E-mail this report' });
    await settled(dialog);
    // Every Monday is the first choice; the preview is svc-tasks' reading, in Chicago time.
    await chooseOption(page, dialog.getByLabel('When'), 'Every Monday at 7:00 AM');
    const preview = dialog.getByTestId('delivery-preview');
    await preview.getByText('At 07:00 AM, only on Monday').waitFor();
    const runs = preview.getByRole('list', { name: 'Next runs (Chicago time)' }).getByRole('listitem');
    await expect(runs.count()).resolves.toBe(5);
    for (const run of await runs.allTextContents()) expect(run).toMatch(CHICAGO_7AM);
    // Each a Monday in Chicago.
    const times = await preview.locator('time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')!));
    expect(times.map((at) => new Date(at).toLocaleDateString('en-US', { timeZone: 'America/Chicago', weekday: 'long' }))).toEqual(Array(5).fill('Monday'));
    await dialog.getByText('Times are Chicago time (America/Chicago).').waitFor();

    // Saving without a recipient is refused in the form.
    await dialog.getByTestId('delivery-save').click();
    await dialog.getByTestId('delivery-problem').getByText('Choose at least one person to e-mail the report to.').waitFor();

    await chooseOption(page, dialog.getByLabel('Recipients'), `Jordan Books \\(${colleague.email}\\)`);
    // The list stays open for more people: a click on the dialog's text closes it (Escape would close the dialog).
    await dialog.getByText('is sent as an attachment').click();
    await expect(dialog.getByLabel('Skip if empty').isChecked()).resolves.toBe(true);
    await expect(dialog.getByTestId('delivery-format').textContent()).resolves.toContain('Excel (.xlsx)');
    await page.screenshot({ path: join(SCREENSHOTS, '1-dialog.png'), fullPage: true });
    await dialog.getByTestId('delivery-save').click();
    await dialog.waitFor({ state: 'hidden' });

    const delivery = reportRow().getByTestId('report-delivery');
    await delivery.getByText('E-mailed Every Monday at 7:00 AM to 1 person · XLSX').waitFor();
    const { json: schedules } = await apiAs<Array<{ cronExpression: string; timezone: string; enabled: boolean; delivery: unknown }>>(
      owner,
      'GET',
      `/api/tasks/${taskId}/schedules`,
    );
    expect(schedules).toEqual([
      expect.objectContaining({
        cronExpression: '0 7 * * 1',
        timezone: 'America/Chicago',
        enabled: true,
        delivery: { savedReportId: reportId, format: 'xlsx', recipients: [colleague.email.toLowerCase()], skipIfEmpty: true },
      }),
    ]);
    await page.screenshot({ path: join(SCREENSHOTS, '2-row.png'), fullPage: true });
  });

  it('sends it now: a run listed on /executions that completes', async () => {
    const sent = page.waitForResponse((r) => /\/api\/schedules\/\d+\/run$/.test(r.url()));
    await reportRow().getByTestId('delivery-send-now').click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    executionId = ((await answer.json()) as { id: number }).id;
    const toast = toastOn(page, 'Report queued for e-mail');
    await toast.waitFor();
    const run = await waitForExecution(owner.token, executionId);
    expect({ status: run.status, error: run.error }).toEqual({ status: 'completed', error: null });

    await toast.getByRole('link', { name: 'See it on the executions page' }).click();
    await page.waitForURL((url) => url.pathname === '/executions');
    const row = page.locator(`[data-testid="execution-row"][data-execution-id="${executionId}"]`);
    await row.waitFor();
    await expect(row.getByTestId('execution-status').textContent()).resolves.toBe('Completed');
    await page.screenshot({ path: join(SCREENSHOTS, '3-executions.png'), fullPage: true });
  });

  it("arrives in the colleague's dev mailbox with the report attached as an xlsx whose header and rows are the report's", async () => {
    const mail = await deliveredMail(colleague.email.toLowerCase());
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ index: 0, contentType: XLSX_TYPE });
    expect(attachment!.filename).toMatch(/\.xlsx$/);
    expect(attachment!.size).toBeGreaterThan(0);

    // The shell's mailbox page lists the message with its attachment.
    await page.goto(`${BASE_URL}/dev/mailbox`);
    await page.getByText(colleague.email.toLowerCase()).first().waitFor();
    await page.getByText(attachment!.filename).first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, '4-mailbox.png'), fullPage: true });

    const file = await fetch(`${BASE_URL}/api/dev/mailbox/${mail.id}/attachments/0`);
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const [header, ...data] = sheetRows(workbook.worksheets[0]!);
    expect(header).toEqual(['Business Unit', 'Invoice Date', 'Invoice Subtotal']);
    expect(data.length).toBeGreaterThan(0);

    // The same report generated now: the file's first row is one of its rows, and it has as many.
    const { json: saved } = await apiAs<{ definition: Record<string, unknown> }>(owner, 'GET', `/api/reports/${reportId}`);
    const { status, json: report } = await apiAs<{ data: Array<Record<string, unknown>>; total: number }>(owner, 'POST', '/api/service-titan/generate-report', {
      ...saved.definition,
      page: 1,
      pageSize: 1000,
    });
    expect(status).toBe(200);
    expect(data.length).toBe(report.total);
    const [unit, , subtotal] = data[0]!;
    expect(
      report.data.some(
        (row) => row['businessUnits.name'] === unit && Math.round(Number(row['invoices.subTotal']) * 100) === Math.round(Number(subtotal) * 100),
      ),
    ).toBe(true);
  });

  it('shows a viewer of the task the delivery without Edit, Send now or Delete, and fits a phone', async () => {
    const { page: theirs } = await newPage(browser);
    await signIn(theirs, colleague);
    await theirs.goto(`${BASE_URL}/task/${taskId}`);
    const row = theirs.getByTestId('saved-report-row').filter({ hasText: REPORT_NAME });
    await row.getByText('E-mailed Every Monday at 7:00 AM to 1 person · XLSX').waitFor();
    await expect(row.getByTestId('delivery-edit').count()).resolves.toBe(0);
    await expect(row.getByTestId('saved-report-email').count()).resolves.toBe(0);
    await theirs.close();

    const phone = await openOnPhone(browser, page, `${BASE_URL}/task/${taskId}`);
    await phone.getByTestId('saved-report-row').filter({ hasText: REPORT_NAME }).getByTestId('report-delivery').waitFor();
    const rowOverflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(rowOverflow).toBeLessThanOrEqual(0);
    await phone.getByTestId('saved-reports').screenshot({ path: join(SCREENSHOTS, '5-phone-row.png') });
    await phone.getByTestId('saved-report-row').filter({ hasText: REPORT_NAME }).getByTestId('saved-report-email').click();
    await settled(phone.getByRole('dialog', { name: 'E-mail this report' }));
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: join(SCREENSHOTS, '6-phone-dialog.png'), fullPage: true });
    await phone.close();
    expect(pageErrors).toEqual([]);
  });
});
