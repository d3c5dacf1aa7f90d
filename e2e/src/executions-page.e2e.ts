import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { ARTIFACTS, BASE_URL, chooseFromAccountMenu, chooseOption, launchBrowser, newPage, openOnPhone } from '../support/browser.js';
import { fetchExecution, setScript, waitForExecution } from '../support/executions.js';
import { apiAs, registerByApi, signIn, type Account } from '../support/session.js';

// /executions in Chromium (spec 000 "Executions"), on runs the platform's own worker makes: a task
// whose script writes a summary, and one whose script fails on its input ('bad row 3'). The runs
// are started through the API (POST /api/tasks/{id}/execute), as Run Task does.

const INPUT_NAME = 'panel-rows.csv';
const INPUT = 'Row,Amps\n1,20\n2,30\n3,x\n';
const OUTPUT_NAME = 'panel-summary.csv';
const SUMMARY_SCRIPT = `import milestone

with open(milestone.output_path('${OUTPUT_NAME}'), 'w', encoding='utf-8') as f:
    f.write('Rows\\n3\\n')
`;
const FAILING_SCRIPT = `raise ValueError('bad row 3')
`;

/** Fails after 3 s: a run that is live long enough for the page to read it a few times. */
const LATE_FAILING_SCRIPT = `import time
import milestone

milestone.progress(20, 'Reading the rows')
time.sleep(3)
raise ValueError('bad row 7')
`;
/** Reports 10 % and waits: a run that stays running until it is cancelled. */
const SLOW_SCRIPT = `import time
import milestone

milestone.progress(10, 'Waiting for the meter')
time.sleep(120)
`;
const CHICAGO_TIME = /[A-Z][a-z]{2} \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM) (CST|CDT)/;

/** A file task with a script and an uploaded csv, ready to run. */
async function runnableTask(owner: Account, name: string, script: string): Promise<number> {
  const created = await apiAs<{ id: number }>(owner, 'POST', '/api/tasks', { name, type: 'excel-processing', description: `Checks ${name.toLowerCase()}` });
  expect(created.status).toBe(201);
  const taskId = created.json.id;
  await setScript(owner.token, taskId, script);
  const form = new FormData();
  form.append('taskId', String(taskId));
  form.append('file', new Blob([INPUT], { type: 'text/csv' }), INPUT_NAME);
  const upload = await fetch(`${BASE_URL}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body: form });
  expect(upload.status).toBe(201);
  // svc-tasks learns of the upload from svc-files' event: a run may start once the task counts it.
  const deadline = Date.now() + 10_000;
  while ((await apiAs<{ inputFileCount: number }>(owner, 'GET', `/api/tasks/${taskId}`)).json.inputFileCount < 1) {
    if (Date.now() > deadline) throw new Error(`task ${taskId} never counted its upload`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return taskId;
}

/** Starts a run through the API (202 and the pending run) and waits for the worker to end it. */
async function runToEnd(owner: Account, taskId: number): Promise<number> {
  const started = await apiAs<{ id: number; status: string }>(owner, 'POST', `/api/tasks/${taskId}/execute`);
  expect(started.status).toBe(202);
  expect(started.json.status).toBe('pending');
  await waitForExecution(owner.token, started.json.id);
  return started.json.id;
}

/** The ids of the rows the page shows, top to bottom. */
async function rowIds(page: Page): Promise<number[]> {
  return (await page.getByTestId('execution-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-execution-id')))).map(Number);
}

describe('the executions page in Chromium', () => {
  const GOOD_TASK = 'Panel summary';
  const BAD_TASK = 'Row checker';
  let browser: Browser;
  let page: Page;
  let owner: Account;
  let goodTaskId: number;
  let badTaskId: number;
  let goodRun: number;
  let badRun: number;
  const pageErrors: string[] = [];
  const row = (id: number) => page.locator(`[data-testid="execution-row"][data-execution-id="${id}"]`);

  beforeAll(async () => {
    owner = await registerByApi('Quinn', 'Ledger');
    goodTaskId = await runnableTask(owner, GOOD_TASK, SUMMARY_SCRIPT);
    badTaskId = await runnableTask(owner, BAD_TASK, FAILING_SCRIPT);
    goodRun = await runToEnd(owner, goodTaskId);
    badRun = await runToEnd(owner, badTaskId);
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, owner);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is reached from the account menu and lists the runs newest first with their badges, times, files and chart', async () => {
    await chooseFromAccountMenu(page, 'Executions');
    await page.waitForURL((url) => url.pathname === '/executions');
    await row(badRun).waitFor();
    expect(await rowIds(page)).toEqual([badRun, goodRun]);

    const failed = row(badRun);
    await expect(failed.getByTestId('execution-status').textContent()).resolves.toBe('Failed');
    await expect(failed.getByTestId('execution-status').getAttribute('class')).resolves.toMatch(/ant-tag-(color-)?red/);
    await expect(failed.getByRole('link', { name: BAD_TASK }).getAttribute('href')).resolves.toBe(`/tasks/${badTaskId}`);

    const completed = row(goodRun);
    await expect(completed.getByTestId('execution-status').textContent()).resolves.toBe('Completed');
    await expect(completed.getByTestId('execution-status').getAttribute('class')).resolves.toMatch(/ant-tag-(color-)?green/);
    await expect(completed.textContent()).resolves.toMatch(CHICAGO_TIME);
    await expect(completed.textContent()).resolves.toContain('by Quinn Ledger');
    // The output with its size, downloaded through a download link with the script's bytes.
    const file = completed.getByTestId('execution-file');
    await expect(file.textContent()).resolves.toContain(OUTPUT_NAME);
    await expect(file.textContent()).resolves.toContain('7 B');
    const download = page.waitForEvent('download');
    await completed.getByRole('button', { name: `Download ${OUTPUT_NAME}` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(OUTPUT_NAME);
    expect(readFileSync(await saved.path()).toString('utf8')).toBe('Rows\n3\n');
    // A completed run offers neither Retry nor Cancel.
    await expect(completed.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
    await expect(completed.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);

    // The chart of the last 30 days, drawn once its chunk loaded: today's bar holds both runs.
    const chart = page.getByTestId('executions-chart');
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    await expect(page.locator('.executions-chart').textContent()).resolves.toContain('2 runs');

    // Beside the title, how scripts run now: the platform's worker runs them in the sandbox, so no banner.
    const runtime = await apiAs<{ sandbox: string; workers: Array<{ slots: number }> }>(owner, 'GET', '/api/executions/runtime');
    expect(runtime.json.sandbox).toBe('on');
    const workers = runtime.json.workers.length;
    const slots = runtime.json.workers.reduce((sum, worker) => sum + worker.slots, 0);
    const status = page.getByTestId('runtime-status');
    await status.getByText('Sandbox on', { exact: true }).waitFor();
    await expect(status.textContent()).resolves.toContain(`${workers} worker${workers === 1 ? '' : 's'} (${slots} runs at once)`);
    await expect(page.getByTestId('runtime-banner').count()).resolves.toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/executions-page.png`, fullPage: true });

    // Nothing runs off a phone's width: the filters, the chart and the rows wrap.
    const phone = await openOnPhone(browser, page, `${BASE_URL}/executions`);
    try {
      await phone.locator(`[data-testid="execution-row"][data-execution-id="${badRun}"]`).waitFor();
      await phone.getByTestId('executions-chart').locator('.recharts-bar-rectangle').first().waitFor();
      await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
      await phone.screenshot({ path: `${ARTIFACTS}/executions-phone.png`, fullPage: true });
    } finally {
      await phone.close();
    }
  });

  it('filters by status and task, keeps the filters in the address, and clears them', async () => {
    await page.goto('/executions');
    await row(badRun).waitFor();
    await chooseOption(page, page.getByLabel('Filter by status'), 'Completed');
    await page.waitForURL((url) => url.searchParams.get('status') === 'completed');
    await row(badRun).waitFor({ state: 'detached' });
    expect(await rowIds(page)).toEqual([goodRun]);

    // The address holds the filter: a reload shows the same list.
    await page.reload();
    await row(goodRun).waitFor();
    expect(await rowIds(page)).toEqual([goodRun]);

    // A task and a status that no run has together: nothing matches.
    await chooseOption(page, page.getByLabel('Filter by task'), BAD_TASK);
    await page.waitForURL((url) => url.searchParams.get('taskId') === String(badTaskId) && url.searchParams.get('status') === 'completed');
    await page.getByText('No executions match these filters.').waitFor();
    await expect(page.getByRole('button', { name: 'Go to Tasks' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await page.waitForURL((url) => url.pathname === '/executions' && url.search === '');
    await row(badRun).waitFor();
    expect(await rowIds(page)).toEqual([badRun, goodRun]);
  });

  it("shows a failed run's error, and Retry makes a new run that the list shows on top", async () => {
    await page.goto('/executions');
    const failed = row(badRun);
    await failed.getByText('ValueError: bad row 3').first().waitFor();
    await failed.getByText('Error details').click();
    const block = failed.getByTestId('execution-failed');
    await block.getByText('Execution Failed').waitFor();
    await expect(block.getByRole('region', { name: 'Error Output' }).textContent()).resolves.toContain('Traceback');
    await page.screenshot({ path: `${ARTIFACTS}/executions-failed-run.png`, fullPage: true });

    await failed.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.ant-notification-notice', { hasText: 'Task Started' }).filter({ hasText: 'Your task has been queued for execution.' }).waitFor();
    // The new run heads the list at once (the retry reloads it), tagged as the retry of the failed one.
    await page.waitForFunction((old) => document.querySelector('[data-testid="execution-row"]')?.getAttribute('data-execution-id') !== String(old), badRun, {
      timeout: 10_000,
    });
    const ids = await rowIds(page);
    const retried = ids[0]!;
    expect(ids.slice(1)).toEqual([badRun, goodRun]);
    await expect(row(retried).getByTestId('execution-trigger').textContent()).resolves.toBe(`Retry of #${badRun}`);
    const again = await waitForExecution(owner.token, retried);
    expect(again.status).toBe('failed');
    expect((await fetchExecution(owner.token, badRun)).status).toBe('failed');
    // The 5 s refresh brings the end of the retry without a reload.
    await row(retried).locator('[data-testid="execution-status"][data-status="failed"]').waitFor({ timeout: 10_000 });
    expect(pageErrors).toEqual([]);
  });

  it("follows a Retry's run every second until it ends, then refreshes every 5 s again", async () => {
    const lateTaskId = await runnableTask(owner, 'Late row checker', LATE_FAILING_SCRIPT);
    const first = await runToEnd(owner, lateTaskId);
    await page.goto('/executions');
    await row(first).locator('[data-testid="execution-status"][data-status="failed"]').waitFor();
    const reads: number[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'GET' && /\/api\/executions\?/.test(request.url())) reads.push(Date.now());
    };
    page.on('request', onRequest);
    await row(first).getByRole('button', { name: 'Retry' }).click();
    await page.waitForFunction((old) => document.querySelector('[data-testid="execution-row"]')?.getAttribute('data-execution-id') !== String(old), first, {
      timeout: 10_000,
    });
    const retried = (await rowIds(page))[0]!;
    const ended = await waitForExecution(owner.token, retried);
    const endedAt = Date.now();
    expect(ended.status).toBe('failed');
    // Shown ended within the 1 s polling of a live run (and the read's own time), not at the next 5 s refresh.
    await row(retried).locator('[data-testid="execution-status"][data-status="failed"]').waitFor({ timeout: 2500 });
    const shownAt = Date.now();
    expect(shownAt - endedAt).toBeLessThan(2500);
    // Nothing is live any more: the list is read every 5 s again, not every second.
    const settled = reads.length;
    await page.waitForRequest((request) => request.method() === 'GET' && /\/api\/executions\?/.test(request.url()), { timeout: 10_000 });
    const quiet = Date.now() - shownAt;
    page.off('request', onRequest);
    // While the run was live (a little over 3 s) the page read the list again and again, a second
    // after each read came back (a read on a loaded machine takes a second or two of its own); the
    // 5 s refresh read it once, at the Retry, and next 5 s later.
    const live = reads.slice(0, settled).filter((at) => at < endedAt);
    expect(live.length).toBeGreaterThanOrEqual(2);
    for (const [i, at] of live.slice(1).entries()) expect(at - live[i]!).toBeLessThan(4500);
    expect(quiet).toBeGreaterThan(2500);
  });

  it('shows a running run in blue with its progress, and Cancel ends it in grey', async () => {
    const slowTaskId = await runnableTask(owner, 'Meter wait', SLOW_SCRIPT);
    const started = await apiAs<{ id: number }>(owner, 'POST', `/api/tasks/${slowTaskId}/execute`);
    expect(started.status).toBe(202);
    const run = row(started.json.id);
    await page.goto('/executions');
    // The 5 s refresh follows the run from pending to running, with the script's progress.
    await run.locator('[data-testid="execution-status"][data-status="running"]').waitFor({ timeout: 20_000 });
    await expect(run.getByTestId('execution-status').getAttribute('class')).resolves.toMatch(/ant-tag-(color-)?processing/);
    await run.locator('[role="progressbar"][aria-valuenow="10"]').waitFor({ timeout: 10_000 });
    await run.getByText('Waiting for the meter').waitFor();
    await expect(run.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/executions-running.png` });

    await run.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Cancel Run' }).click();
    await run.locator('[data-testid="execution-status"][data-status="cancelled"]').waitFor({ timeout: 10_000 });
    await expect(run.getByTestId('execution-status').getAttribute('class')).resolves.toMatch(/ant-tag-default/);
    await run.getByText('Cancelled by a user').first().waitFor();
    // A cancel is no error: its reason is grey like its badge, its details not an error block.
    await expect(run.locator('.execution-error-line').count()).resolves.toBe(0);
    await expect(run.locator('.execution-cancel-line').textContent()).resolves.toBe('Cancelled by a user');
    await expect(run.getByText('Error details').count()).resolves.toBe(0);
    await run.getByRole('button', { name: 'Retry' }).waitFor();
    await expect(run.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);
    expect((await waitForExecution(owner.token, started.json.id)).status).toBe('cancelled');
  });

  it("offers 'Go to Tasks' to a new company with no run", async () => {
    const newcomer = await registerByApi('Avery', 'Fresh');
    const { context, page: fresh } = await newPage(browser);
    try {
      await signIn(fresh, newcomer);
      await fresh.goto('/executions');
      await fresh.getByText('No executions yet. Run a task to see its results here.').waitFor();
      await fresh.getByRole('button', { name: 'Go to Tasks' }).click();
      await fresh.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });
});
