import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, chooseOption, toastOn } from '../support/browser.js';
import { connectToSandbox } from '../support/service-titan.js';
import { BASE_URL } from '../support/browser.js';
import { apiAs, registerByApi, signedInBrowser, type Account } from '../support/session.js';

// The technician pay report from its page, end to end: the card opens /technician-pay-report; a
// company without ServiceTitan is told so; once connected (the sandbox's tenant, synced into the
// replica), Generate for Last Week grouped by team with the commission analysis runs through
// svc-tasks' queue and worker and svc-reporting's computation, the progress shows what the run does,
// and the downloaded file is a workbook with its Summary sheet.

const SCREENSHOTS = join(ARTIFACTS, 'pay-report');

/** Records, in the page, every text under the report's progress bar and every percent it shows, in order. */
async function watchProgress(page: Page): Promise<() => Promise<{ texts: string[]; percents: number[] }>> {
  await page.evaluate(() => {
    const seen = { texts: [] as string[], percents: [] as number[] };
    (window as unknown as { paySeen: typeof seen }).paySeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="pay-report-progress-text"]')?.textContent;
      if (text && seen.texts.at(-1) !== text) seen.texts.push(text);
      const bar = document.querySelector('[data-testid="pay-report-status"] [role="progressbar"]');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : NaN;
      if (!Number.isNaN(value) && seen.percents.at(-1) !== value) seen.percents.push(value);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { paySeen: { texts: string[]; percents: number[] } }).paySeen);
}

interface Run {
  id: number;
  taskId: number;
  status: string;
  outputFiles: Array<{ name: string; downloadUrl: string }>;
}

/** The Monday of last week, and its Sunday, in Chicago (the week the page labels Last Week). */
function lastWeek(): { start: string; end: string } {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'America/Chicago' }));
  const monday = new Date(today);
  monday.setDate(today.getDate() - ((today.getDay() + 6) % 7) - 7);
  const sunday = new Date(monday);
  sunday.setDate(monday.getDate() + 6);
  const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { start: day(monday), end: day(sunday) };
}

/** The company's pay report for last week, run through the API to its end, and its csv's technician names. */
async function payReportNames(who: Account): Promise<{ run: Run; names: string[] }> {
  const { start, end } = lastWeek();
  const { status, json: run } = await apiAs<Run>(who, 'POST', '/api/tasks/execute?wait=30', {
    parameters: { start_date: start, end_date: end, group_by: 'none', use_weekly_periods: true },
  });
  expect({ status, runStatus: run.status }).toEqual({ status: 202, runStatus: 'completed' });
  const csv = run.outputFiles.find((f) => f.name.endsWith('.csv'))!;
  const answer = await fetch(`${BASE_URL}${csv.downloadUrl}`, { headers: { authorization: `Bearer ${who.token}` } });
  expect(answer.status).toBe(200);
  // The summary csv: a header line (Row, Technician, ...), then one line per row, its kind first.
  const fields = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
  const [header, ...rows] = (await answer.text())
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean)
    .map(fields);
  const at = header!.indexOf('Technician');
  const names = rows.filter((row) => row[0] === 'technician').map((row) => row[at]!);
  return { run, names };
}

/** Every technician name in the company's own replica (the report builder, company-scoped on its own). */
async function replicaTechnicians(who: Account): Promise<Set<string>> {
  const { status, json } = await apiAs<{ data: Array<Record<string, unknown>> }>(who, 'POST', '/api/service-titan/generate-report', {
    selectedFields: ['technicians.name'],
    reportConfig: { format: 'table' },
    pageSize: 1000,
  });
  expect(status).toBe(200);
  return new Set(json.data.map((row) => String(Object.values(row)[0])));
}

describe('the technician pay report page', () => {
  let owner: Account;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    owner = await registerByApi('Morgan', 'Payroll');
    ({ browser, page } = await signedInBrowser(owner, pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("opens from the task's card, and tells a company without ServiceTitan where to connect it", async () => {
    const card = page.getByTestId('task-card').filter({ hasText: 'Technician Pay Report' });
    await card.getByRole('button', { name: 'Open Task' }).click();
    await page.waitForURL((url) => url.pathname === '/technician-pay-report');
    const notice = page.getByTestId('pay-report-not-connected');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain('not connected to ServiceTitan');
    await expect(notice.getByRole('link', { name: 'Go to Integration Status' }).getAttribute('href')).resolves.toBe('/service-titan/status');
    await expect(page.getByTestId('pay-report-generate').isDisabled()).resolves.toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, '1-not-connected.png'), fullPage: true });
  });

  it('generates Last Week grouped by team with the commission analysis: progress, the toast, and an xlsx with its Summary sheet', async () => {
    await connectToSandbox(owner.token, 1000001);
    await page.reload();
    await page.getByTestId('pay-report-form').waitFor();
    await expect(page.getByTestId('pay-report-not-connected').count()).resolves.toBe(0);

    // No period: the spec's toast, and nothing is sent.
    await page.getByTestId('pay-report-generate').click();
    await toastOn(page, 'Missing Information', 'Please select a pay period.').waitFor();

    await chooseOption(page, page.getByLabel('Pay Period'), 'Last Week \\(.*\\)');
    await chooseOption(page, page.getByLabel('Group Report By'), 'Team');
    await page.getByTestId('pay-report-commission').check();
    await page.screenshot({ path: join(SCREENSHOTS, '2-form.png'), fullPage: true });

    const seen = await watchProgress(page);
    const started = Date.now();
    await page.getByTestId('pay-report-generate').click();
    await toastOn(page, 'Report Ready').waitFor({ timeout: 30_000 });
    const tookMs = Date.now() - started;
    const status = page.getByTestId('pay-report-status');
    await expect(status.getAttribute('data-status')).resolves.toBe('completed');
    await page.screenshot({ path: join(SCREENSHOTS, '3-completed.png'), fullPage: true });

    const { texts, percents } = await seen();
    // The bar was seen while the run was live, never narrower than 5%, and says what the run does, not minutes to wait.
    expect(percents.length).toBeGreaterThan(0);
    expect(Math.min(...percents)).toBeGreaterThanOrEqual(5);
    expect(percents.at(-1)).toBe(100);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/minute/i);
    expect(tookMs).toBeLessThan(15_000);

    const statusText = (await status.textContent()) ?? '';
    expect(statusText).toContain('Group By');
    expect(statusText).toContain('Team');
    expect(statusText).toContain('Commission Analysis');
    expect(statusText).toContain('Included');

    const xlsxName = await status.getByTestId('execution-file').filter({ hasText: '.xlsx' }).locator('.execution-file').textContent();
    expect(xlsxName).toMatch(/^Technician Pay Report \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.xlsx$/);
    const download = page.waitForEvent('download');
    await status.getByRole('button', { name: `Download ${xlsxName}` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(xlsxName);
    const bytes = readFileSync(await saved.path());
    // A zip (the xlsx container) that exceljs opens, with its Summary sheet and the commission analysis.
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheets = workbook.worksheets.map((s) => s.name);
    expect(sheets).toContain('Summary');
    expect(sheets.some((name) => /commission/i.test(name))).toBe(true);
    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.rowCount).toBeGreaterThan(3);
    // The grand total is the sum of the technicians' rows, to the cent, and each team's subtotal
    // the sum of its own.
    const rows = summary.getSheetValues().filter(Array.isArray) as unknown[][];
    const header = rows.find((row) => row.includes('Total Gross Pay'))!;
    const [labelAt, idAt, grossAt] = ['Technician', 'Technician ID', 'Total Gross Pay'].map((name) => header.indexOf(name));
    const cents = (row: unknown[]) => Math.round(Number(row[grossAt!]) * 100);
    const technicians = rows.filter((row) => typeof row[idAt!] === 'number');
    const grand = rows.find((row) => String(row[labelAt!]).startsWith('Grand Total'))!;
    expect(technicians.length).toBeGreaterThan(0);
    expect(cents(grand)).toBe(technicians.reduce((sum, row) => sum + cents(row), 0));
    const subtotals = rows.filter((row) => String(row[labelAt!]).startsWith('Subtotal: '));
    expect(subtotals.length).toBeGreaterThan(0);
    expect(subtotals.reduce((sum, row) => sum + cents(row), 0)).toBe(cents(grand));

    // The next visit lists this run among the task's reports, with its parameters and files.
    await page.reload();
    await page.getByTestId('pay-report-status').waitFor();
    await expect(page.getByTestId('pay-report-status').getAttribute('data-status')).resolves.toBe('completed');
    await page.screenshot({ path: join(SCREENSHOTS, '4-revisit.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });
  it("says on the pay report task's detail where its page is, and the link opens it", async () => {
    const tasks = (await apiAs<Array<{ id: number; name: string }>>(owner, 'GET', '/api/tasks?limit=100')).json;
    const payReport = tasks.find((t) => t.name === 'Technician Pay Report')!;
    await page.goto(`${BASE_URL}/tasks/${payReport.id}`);
    const link = page.getByTestId('pay-report-link').getByRole('link', { name: 'the Technician Pay Report page' });
    await link.click();
    await page.waitForURL((url) => url.pathname === '/technician-pay-report');
    await page.getByTestId('pay-report-form').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("runs another company's pay report over its own technicians only, and never the first company's task", async () => {
    const other = await registerByApi('Riley', 'Ledger');
    await connectToSandbox(other.token, 1000002);
    const mine = await payReportNames(owner);
    const theirs = await payReportNames(other);
    const theirTechnicians = await replicaTechnicians(other);
    expect(theirs.names.length).toBeGreaterThan(0);
    // Every name in B's file is one of B's own technicians; none of A's (that B does not have too) appears.
    expect(theirs.names.filter((name) => !theirTechnicians.has(name))).toEqual([]);
    const onlyMine = mine.names.filter((name) => !theirTechnicians.has(name));
    expect(onlyMine.length).toBeGreaterThan(0);
    expect(theirs.names.filter((name) => onlyMine.includes(name))).toEqual([]);
    // B naming A's pay report task gets what a task that exists nowhere gets, and no run.
    const { start, end } = lastWeek();
    const foreign = await apiAs<{ message: string }>(other, 'POST', '/api/tasks/execute', {
      taskId: mine.run.taskId,
      parameters: { start_date: start, end_date: end, use_weekly_periods: true },
    });
    expect(foreign.status).toBe(404);
    const missing = await apiAs<{ message: string }>(other, 'POST', '/api/tasks/execute', {
      taskId: 2_000_000_000,
      parameters: { start_date: start, end_date: end, use_weekly_periods: true },
    });
    expect(foreign.json).toEqual(missing.json);
  });
});
