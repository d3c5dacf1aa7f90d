import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, chooseOption, toastOn } from '../support/browser.js';
import { taskExecutions, waitForExecution } from '../support/executions.js';
import { apiAs, registerByApi, type Account, signedInBrowser } from '../support/session.js';
import { csvRows, TIMESHEET_CSV, TIMESHEET_NAME } from '../support/timesheet.js';

// The AI builder with a sample file (issue 30), in Chromium against the offline provider: the quick
// creator and the wizard's first step take the file, the builder sees its columns, and the file is
// the created task's first input, so Run gives the right file at once.

const INPUT_NAME = TIMESHEET_NAME;
const INPUT = TIMESHEET_CSV;
const COLUMNS = ['Technician', 'Date', 'Hours', 'Status'];

/** Understood by the builder as it is: the quick creator's happy path. */
const QUICK_REQUEST =
  'Remove the rows where Status is Void, then total the Hours per Technician, sorted by Technician A to Z. Save it as a CSV file named hours-by-technician.';
const WORKBOOK = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'breaker-summary.xlsx'));

/** "person" is no column of the file: the builder asks which one it is. */
const AMBIGUOUS_REQUEST = 'Total the hours for each person. Save it as a CSV file named hours-by-person.';
/** Understood but for its last sentence. */
const PARTLY_UNDERSTOOD = 'Remove the rows where Status is Void, then total the Hours per Technician. Then make it sparkle like a rainbow.';

interface TaskSeen {
  id: number;
  name: string;
  hasScript: boolean;
  instructions: string | null;
}

/** Hours by technician as the output's rows give them. */
function hoursOf(rows: Record<string, string>[]): Record<string, number> {
  return Object.fromEntries(rows.map((r) => [r['Technician'], Number(Object.entries(r).find(([column]) => /hours/i.test(column))?.[1])]));
}

describe('the AI builder with a sample file, in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let owner: Account;
  const pageErrors: string[] = [];
  const toast = (title: string, description?: string) => toastOn(page, title, description);
  const card = (name: string) => page.locator('[data-testid="task-card"]', { hasText: name });

  beforeAll(async () => {
    owner = await registerByApi('Sam', 'Sample');
    ({ browser, page } = await signedInBrowser(owner, pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  const taskNamed = async (name: string): Promise<TaskSeen> => {
    const list = (await apiAs<{ id: number; name: string }[]>(owner, 'GET', '/api/tasks?limit=100')).json;
    return (await apiAs<TaskSeen>(owner, 'GET', `/api/tasks/${list.find((t) => t.name === name)!.id}`)).json;
  };

  /** The quick creator opened on home with a name, a request and the timesheet as its sample (its columns read). */
  const quickCreatorWith = async (name: string, request: string) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Quick AI Task' }).click();
    const panel = page.getByTestId('quick-ai-creator');
    await panel.getByLabel('Task Name').fill(name);
    await panel.getByLabel('Task Description').fill(request);
    await panel.getByLabel('Sample File (optional)').setInputFiles({ name: INPUT_NAME, mimeType: 'text/csv', buffer: Buffer.from(INPUT) });
    await panel.getByText(`${INPUT_NAME}: columns ${COLUMNS.join(', ')}.`).waitFor();
    return panel;
  };

  /** Runs the task from its card (its sample is its input) and downloads its one output from the task page. */
  const runAndDownload = async (name: string, taskId: number, outputName: string): Promise<Record<string, string>[]> => {
    await card(name).getByText('File ready - 1 file(s) uploaded').waitFor();
    await card(name).getByRole('button', { name: 'Run Task' }).click();
    await toast('Task Started', 'Your task has been queued for execution.').waitFor();
    const [run] = await taskExecutions(owner.token, taskId);
    const done = await waitForExecution(owner.token, run!.id, 90_000);
    expect(done).toMatchObject({ status: 'completed', error: null });
    expect(done.outputFiles.map((f) => f.name)).toEqual([outputName]);
    await card(name).getByRole('button', { name: 'Open Task' }).click();
    await page.waitForURL(new RegExp(`/tasks/${taskId}$`));
    const latest = page.getByTestId('quick-file-preview');
    await latest.getByText(outputName).waitFor({ timeout: 15_000 });
    const download = page.waitForEvent('download');
    await latest.getByRole('button', { name: `Download ${outputName}` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(outputName);
    return csvRows(readFileSync(await saved.path()).toString('utf8'));
  };

  it('creates a task from a request and a sample file in the quick creator: the builder sees the columns, the file is its input, and Run gives the right file', async () => {
    const panel = await quickCreatorWith('Hours per technician (sample)', QUICK_REQUEST);
    await page.screenshot({ path: `${ARTIFACTS}/ai-sample-quick.png`, fullPage: true });

    // What the builder is sent, read as it goes out.
    let body = '';
    await page.route('**/api/tasks/create-with-ai', async (route) => {
      body = route.request().postDataBuffer()?.toString('utf8') ?? '';
      await route.continue();
    });
    await panel.getByRole('button', { name: 'Create Task' }).click();
    await page.waitForResponse((r) => r.url().endsWith('/api/tasks/create-with-ai'), { timeout: 30_000 });
    await page.unroute('**/api/tasks/create-with-ai');
    const sent = JSON.parse(body) as { sample?: { fileName: string; sheets: { columns: string[]; rows: unknown[][] }[] } };
    expect(sent.sample?.fileName).toBe(INPUT_NAME);
    expect(sent.sample?.sheets[0]?.columns).toEqual(COLUMNS);
    expect(sent.sample?.sheets[0]?.rows[0]).toEqual(['Jordan', '2025-11-17', '8', 'Approved']);
    await toast('Task Created Successfully', 'Your AI-powered task "Hours per technician (sample)" has been created and is ready to use.').waitFor({
      timeout: 30_000,
    });
    await panel.waitFor({ state: 'detached' });

    const task = await taskNamed('Hours per technician (sample)');
    expect(task.hasScript).toBe(true);
    const files = (await apiAs<{ originalName: string }[]>(owner, 'GET', `/api/files?taskId=${task.id}`)).json;
    expect(files.map((f) => f.originalName)).toEqual([INPUT_NAME]);
    await page.screenshot({ path: `${ARTIFACTS}/ai-sample-quick-card.png`, fullPage: true });

    const rows = await runAndDownload(task.name, task.id, 'hours-by-technician.csv');
    // Voided rows gone (Casey had only one), the hours totalled, A to Z.
    expect(rows.map((r) => r['Technician'])).toEqual(['Alex', 'Jordan']);
    expect(hoursOf(rows)).toEqual({ Alex: 9.5, Jordan: 12 });
    expect(pageErrors).toEqual([]);
  });

  it('creates a task from a request understood in part, with the part to rephrase as a step and no script that would give a wrong file', async () => {
    const panel = await quickCreatorWith('Sparkling hours', PARTLY_UNDERSTOOD);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/tasks/create-with-ai'), { timeout: 30_000 });
    await panel.getByRole('button', { name: 'Create Task' }).click();
    expect((await answer).status()).toBe(201);
    await toast('Task Created: Finish Its Steps').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${ARTIFACTS}/ai-sample-rephrase.png`, fullPage: true });

    const task = await taskNamed('Sparkling hours');
    expect(task.hasScript).toBe(false);
    const steps = (JSON.parse(task.instructions!) as { content: string }[]).map((s) => s.content);
    expect(steps).toContain('Rephrase: make it sparkle like a rainbow');
    expect(steps.some((s) => /Void/.test(s) && !s.startsWith('Rephrase: '))).toBe(true);
    // The sample is its file, and the card offers Generate Script (once the step is rephrased).
    await card('Sparkling hours').getByText('File ready - 1 file(s) uploaded').waitFor();
    await card('Sparkling hours').getByRole('button', { name: 'Generate Script' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("reads an xlsx sample on the wizard's first step, every sheet, numbers as numbers, and refuses a file that is no spreadsheet", async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Build with AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Task Builder' });
    const field = dialog.getByLabel('Sample File (optional)');
    await field.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a sheet') });
    await toast('Invalid File Type', 'Please upload Excel (.xlsx, .xls) or CSV files only.').waitFor();
    await expect(dialog.getByTestId('ai-task-sample-chosen').count()).resolves.toBe(0);

    await field.setInputFiles({
      name: 'breaker-summary.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: WORKBOOK,
    });
    await dialog.getByText('breaker-summary.xlsx: columns Panel, Circuit, Breaker (A), Load (W).').waitFor();
    await dialog.getByLabel('What should this task do?').fill('Total the Load (W) per Panel.');
    await dialog.getByRole('radio', { name: 'Excel Processing' }).click();
    let body = '';
    await page.route('**/api/ai/generate-task-requirements', async (route) => {
      body = route.request().postDataBuffer()?.toString('utf8') ?? '';
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Requirements' }).waitFor();
    await page.unroute('**/api/ai/generate-task-requirements');
    await page.screenshot({ path: `${ARTIFACTS}/ai-sample-wizard-xlsx.png`, fullPage: true });
    const { sample } = JSON.parse(body) as { sample: { fileName: string; sheets: { name: string; columns: string[]; rows: unknown[][] }[] } };
    expect(sample.fileName).toBe('breaker-summary.xlsx');
    expect(sample.sheets.map((sheet) => sheet.name)).toEqual(['Panels', 'Feeders']);
    expect(sample.sheets[0]!.rows[0]).toEqual(['LP-1', 1, 20, 1260]);
    expect(sample.sheets[1]!.columns).toEqual(['Feeder', 'From', 'To', 'Conductor']);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);
  });

  it("asks about an ambiguous request in the wizard with the sample's columns as choices, and the answer gives the right file", async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Build with AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Task Builder' });
    await dialog.getByLabel('What should this task do?').fill(AMBIGUOUS_REQUEST);
    await dialog.getByLabel('Sample File (optional)').setInputFiles({ name: INPUT_NAME, mimeType: 'text/csv', buffer: Buffer.from(INPUT) });
    await dialog.getByText(`${INPUT_NAME}: columns ${COLUMNS.join(', ')}.`).waitFor();
    await dialog.getByRole('radio', { name: 'Excel Processing' }).click();
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/ai/generate-task-requirements'));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const { data } = (await (await asked).json()) as { data: { requirements: { id: string; question: string; type: string; options?: string[] }[] } };
    await dialog.getByRole('heading', { name: 'Requirements' }).waitFor();

    // The question about "person", its choices the file's columns.
    const clarify = data.requirements.find((q) => q.id.startsWith('clarify-') && /person/i.test(q.question));
    expect(clarify).toBeDefined();
    expect(clarify!.type).toBe('select');
    expect(clarify!.options).toEqual(expect.arrayContaining(['Technician']));
    expect(clarify!.options!.every((o) => COLUMNS.includes(o))).toBe(true);
    const question = dialog.getByRole('combobox', { name: clarify!.question });
    await page.screenshot({ path: `${ARTIFACTS}/ai-sample-wizard-question.png`, fullPage: true });
    await chooseOption(page, question, 'Technician');

    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    const review = dialog.getByTestId('plan-review');
    await review.waitFor({ timeout: 30_000 });
    const planName = (await review.getByTestId('plan-name').textContent())!.trim();
    await review.getByRole('button', { name: 'Implement Task' }).click();
    await toast('AI Task Created').waitFor({ timeout: 30_000 });
    await dialog.waitFor({ state: 'hidden' });

    const task = await taskNamed(planName);
    expect(task.hasScript).toBe(true);
    const rows = await runAndDownload(planName, task.id, 'hours-by-person.csv');
    expect(hoursOf(rows)).toEqual({ Alex: 9.5, Casey: 3, Jordan: 18 });
    await page.screenshot({ path: `${ARTIFACTS}/ai-sample-wizard-done.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
