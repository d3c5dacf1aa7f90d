import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { ARTIFACTS, BASE_URL, toastOn } from '../support/browser.js';
import { setScript, taskExecutions, waitForExecution } from '../support/executions.js';
import { registerByApi, type Account, signedInBrowser } from '../support/session.js';

// Running a task from the screens, end to end: the platform's own worker (svc-tasks/dist/worker.js,
// started by the launcher) takes the run, runs the task's Python script in the sandbox on the
// uploaded csv, and stores its output in svc-files.

const INPUT_NAME = 'circuit-loads.csv';
const INPUT = 'Circuit,Load (W)\n1,1200\n2,1500\n3,4800\n';
const OUTPUT_NAME = 'load-summary.csv';
const EXPECTED_OUTPUT = 'Circuits,Total load (W)\r\n3,7500\r\n';

/** Reads the csv, reports 40 %, writes the summary, reports 100 %; each step held long enough to be seen polling every second. */
const SUMMARY_SCRIPT = `import csv
import time
import milestone

with open(milestone.input_path(), newline='', encoding='utf-8') as f:
    rows = list(csv.DictReader(f))
milestone.progress(40, 'Read %d circuits' % len(rows))
time.sleep(2.5)
total = sum(int(r['Load (W)']) for r in rows)
with open(milestone.output_path('${OUTPUT_NAME}'), 'w', newline='', encoding='utf-8') as f:
    writer = csv.writer(f)
    writer.writerow(['Circuits', 'Total load (W)'])
    writer.writerow([len(rows), total])
milestone.progress(100, 'Summary written')
time.sleep(2.5)
`;

const FAILING_SCRIPT = `import milestone

raise ValueError('The column Amps is missing from ' + milestone.input_path().rsplit('/', 1)[-1])
`;

const SLOW_SCRIPT = `import time
import milestone

milestone.progress(10, 'Waiting')
time.sleep(60)
`;

async function createTask(owner: Account, name: string): Promise<number> {
  const answer = await fetch(`${BASE_URL}/api/tasks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, type: 'excel-processing', description: `Runs ${name.toLowerCase()}` }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

async function uploadInput(owner: Account, taskId: number): Promise<void> {
  const form = new FormData();
  form.append('taskId', String(taskId));
  form.append('file', new Blob([INPUT], { type: 'text/csv' }), INPUT_NAME);
  const answer = await fetch(`${BASE_URL}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body: form });
  expect(answer.status).toBe(201);
}

/** Records, in the page, every text under the run's progress bar and every percent it shows, in order. */
async function watchRun(page: Page): Promise<() => Promise<{ texts: string[]; percents: number[]; messages: string[] }>> {
  await page.evaluate(() => {
    const seen = { texts: [] as string[], percents: [] as number[], messages: [] as string[] };
    (window as unknown as { runSeen: typeof seen }).runSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="run-progress-text"]')?.textContent;
      if (text && seen.texts.at(-1) !== text) seen.texts.push(text);
      const message = document.querySelector('[data-testid="run-progress-message"]')?.textContent;
      if (message && seen.messages.at(-1) !== message) seen.messages.push(message);
      const bar = document.querySelector('[data-testid="run-progress"] [role="progressbar"]');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : NaN;
      if (!Number.isNaN(value) && seen.percents.at(-1) !== value) seen.percents.push(value);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { runSeen: { texts: string[]; percents: number[]; messages: string[] } }).runSeen);
}

/** Holds every Run Task start (POST /api/tasks/{id}/execute) until the returned function lets them go. */
async function holdRunStarts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/tasks/*/execute', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('running a task in Chromium', () => {
  const RUN_TASK = 'Circuit load summary';
  const NO_FILE_TASK = 'Feeder check';
  const NO_SCRIPT_TASK = 'Transformer sizing';
  let browser: Browser;
  let page: Page;
  let owner: Account;
  let runTaskId: number;
  let noFileTaskId: number;
  let noScriptTaskId: number;
  const pageErrors: string[] = [];
  const toast = (title: string, description?: string) => toastOn(page, title, description);
  const card = (name: string) => page.locator('[data-testid="task-card"]', { hasText: name });

  beforeAll(async () => {
    owner = await registerByApi('Riley', 'Runs');
    runTaskId = await createTask(owner, RUN_TASK);
    await setScript(owner.token, runTaskId, SUMMARY_SCRIPT);
    noFileTaskId = await createTask(owner, NO_FILE_TASK);
    await setScript(owner.token, noFileTaskId, SUMMARY_SCRIPT);
    noScriptTaskId = await createTask(owner, NO_SCRIPT_TASK);
    await uploadInput(owner, noScriptTaskId);
    ({ browser, page } = await signedInBrowser(owner, pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('uploads a csv, runs the task, follows its progress, and gets its output in the latest files and the repository', async () => {
    // No files yet: the card offers Open Task only.
    await card(RUN_TASK).getByRole('button', { name: 'Open Task' }).waitFor();
    await expect(card(RUN_TASK).getByRole('button', { name: 'Run Task' }).count()).resolves.toBe(0);
    await card(RUN_TASK).getByRole('button', { name: 'Open Task' }).click();
    await page.waitForURL(new RegExp(`/tasks/${runTaskId}$`));
    const overview = page.getByTestId('file-task-overview');

    await overview.getByRole('button', { name: 'Upload File' }).click();
    const dialog = page.getByRole('dialog', { name: `Upload File for ${RUN_TASK}` });
    await dialog.locator('input[type="file"]').setInputFiles({ name: INPUT_NAME, mimeType: 'text/csv', buffer: Buffer.from(INPUT) });
    await dialog.waitFor({ state: 'hidden' });
    await overview.getByText('File ready - 1 file(s) uploaded').waitFor();

    const seen = await watchRun(page);
    await overview.getByRole('button', { name: 'Run Task' }).click();
    await toast('Task Started', 'Your task has been queued for execution.').waitFor();
    const progress = overview.getByTestId('run-progress');
    await progress.waitFor();
    await overview.getByText('Analyzing data and generating files...').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${ARTIFACTS}/run-progress.png` });
    await overview.getByText('Finishing up...').waitFor({ timeout: 30_000 });
    await overview.locator('[data-testid="run-progress"][data-status="completed"]').waitFor({ timeout: 30_000 });
    // While running the panel polled every second: it saw the script's 40 % and 100 % with their lines.
    const { texts, percents, messages } = await seen();
    expect(texts).toEqual(['Analyzing data and generating files...', 'Finishing up...']);
    // Under them, what the script said with each (milestone.progress(percent, message)).
    expect(messages).toEqual([`Read ${INPUT.trim().split('\n').length - 1} circuits`, 'Summary written']);
    expect(percents).toContain(40);
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    // The run's end loaded the latest files again: the output is there, and downloads with the script's bytes.
    const latest = page.getByTestId('quick-file-preview');
    await latest.getByText(OUTPUT_NAME).waitFor({ timeout: 15_000 });
    const download = page.waitForEvent('download');
    await latest.getByRole('button', { name: `Download ${OUTPUT_NAME}` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(OUTPUT_NAME);
    expect(readFileSync(await saved.path()).toString('utf8')).toBe(EXPECTED_OUTPUT);
    await page.screenshot({ path: `${ARTIFACTS}/run-completed.png`, fullPage: true });

    // The file repository holds the run: its input and its output.
    await overview.getByRole('button', { name: 'View Files' }).click();
    const repository = page.getByTestId('file-repository');
    await repository.getByRole('button', { name: `Download ${OUTPUT_NAME}` }).waitFor();
    await repository.getByRole('button', { name: `Download ${INPUT_NAME}` }).waitFor();
    await repository.getByText('Success', { exact: true }).first().waitFor();

    const [run] = await taskExecutions(owner.token, runTaskId);
    expect(run).toMatchObject({ status: 'completed', progress: 100, error: null });
    expect(run!.outputFiles.map((f) => f.name)).toEqual([OUTPUT_NAME]);
  });

  it("runs from a home card: 'Starting...' while the start is pending, then another run completes", async () => {
    await page.goto('/');
    const runButton = card(RUN_TASK).getByTestId('run-task');
    await runButton.waitFor();
    await expect(runButton.textContent()).resolves.toBe('Run Task');
    const before = (await taskExecutions(owner.token, runTaskId)).length;

    // Hold the start's answer a moment, to see the button while it is pending.
    const release = await holdRunStarts(page);
    await runButton.click();
    await card(RUN_TASK).getByRole('button', { name: 'Starting...' }).waitFor();
    await expect(runButton.isDisabled()).resolves.toBe(true);
    release();
    await toast('Task Started', 'Your task has been queued for execution.').waitFor();
    await card(RUN_TASK).getByRole('button', { name: 'Run Task' }).waitFor();
    await expect(runButton.isEnabled()).resolves.toBe(true);
    await page.unroute('**/api/tasks/*/execute');

    const runs = await taskExecutions(owner.token, runTaskId);
    expect(runs).toHaveLength(before + 1);
    const done = await waitForExecution(owner.token, runs[0]!.id);
    expect(done.status).toBe('completed');
    expect(done.outputFiles.map((f) => f.name)).toEqual([OUTPUT_NAME]);
  });

  it("starts one run for a double click on a card's Run Task, and the card follows it to Completed with its file to download", async () => {
    await page.goto('/');
    const home = card(RUN_TASK);
    const runButton = home.getByTestId('run-task');
    await runButton.waitFor();
    const before = (await taskExecutions(owner.token, runTaskId)).length;
    const starts: Array<string | null> = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && /\/api\/tasks\/\d+\/execute$/.test(request.url())) starts.push(request.headers()['idempotency-key'] ?? null);
    };
    page.on('request', onRequest);
    const release = await holdRunStarts(page);
    await runButton.dblclick();
    await home.getByRole('button', { name: 'Starting...' }).waitFor();
    await expect(runButton.isDisabled()).resolves.toBe(true);
    release();
    await toast('Task Started', 'Your task has been queued for execution.').waitFor();
    await page.unroute('**/api/tasks/*/execute');
    page.off('request', onRequest);
    // One start, named by its key: the second click of the double click sent nothing.
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await taskExecutions(owner.token, runTaskId)).toHaveLength(before + 1);

    // The card follows the run: its progress, then Completed with the file it made.
    await home.getByTestId('run-progress').waitFor();
    await home.getByText('Analyzing data and generating files...').waitFor({ timeout: 30_000 });
    await home.locator('[data-testid="run-progress"][data-status="completed"]').waitFor({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await home.getByRole('button', { name: `Download ${OUTPUT_NAME}` }).click();
    const saved = await download;
    expect(readFileSync(await saved.path()).toString('utf8')).toBe(EXPECTED_OUTPUT);
    await page.screenshot({ path: `${ARTIFACTS}/home-card-run-completed.png`, fullPage: true });
  });

  it('keeps Latest Files on the overview from the newest run that made files when a newer run is cancelled', async () => {
    const headers = { authorization: `Bearer ${owner.token}` };
    const [made] = await taskExecutions(owner.token, runTaskId);
    expect(made).toMatchObject({ status: 'completed' });
    // A newer run, cancelled at once: it made no file.
    const started = await fetch(`${BASE_URL}/api/tasks/${runTaskId}/execute`, { method: 'POST', headers });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: number };
    expect((await fetch(`${BASE_URL}/api/executions/${id}/cancel`, { method: 'POST', headers })).status).toBe(200);
    expect((await waitForExecution(owner.token, id)).status).toBe('cancelled');

    await page.goto(`/tasks/${runTaskId}`);
    const overview = page.getByTestId('file-task-overview');
    await overview.locator('[data-testid="run-progress"][data-status="cancelled"]').waitFor();
    const latest = page.getByTestId('quick-file-preview');
    await latest.getByText(OUTPUT_NAME).waitFor({ timeout: 15_000 });
    await latest.getByText(`Execution #${made!.id}`, { exact: false }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/latest-files-after-cancel.png`, fullPage: true });
  });

  it("answers 'No Files Uploaded' to Run Task on a task without a file, and starts nothing", async () => {
    await page.goto(`/tasks/${noFileTaskId}`);
    const overview = page.getByTestId('file-task-overview');
    await overview.getByRole('button', { name: 'Run Task' }).click();
    await toast('No Files Uploaded', 'Please upload a file before running the task.').waitFor();
    await expect(taskExecutions(owner.token, noFileTaskId)).resolves.toEqual([]);
  });

  it('offers Run Task disabled plus Generate Script on a card with files and no script', async () => {
    await page.goto('/');
    const noScript = card(NO_SCRIPT_TASK);
    await noScript.getByText('File ready - 1 file(s) uploaded').waitFor();
    await expect(noScript.getByRole('button', { name: 'Run Task' }).isDisabled()).resolves.toBe(true);
    await noScript.getByRole('button', { name: 'Generate Script' }).click();
    // This task has no steps, so the offline provider has nothing to build a script from: its 422 shows
    // as the failure (ai-steps.e2e generates one from steps).
    await toast('Failed to generate script.').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/home-run-buttons.png`, fullPage: true });
  });

  it("shows a failed run's error on the overview", async () => {
    await setScript(owner.token, noScriptTaskId, FAILING_SCRIPT);
    await page.goto(`/tasks/${noScriptTaskId}`);
    const overview = page.getByTestId('file-task-overview');
    await overview.getByRole('button', { name: 'Run Task' }).click();
    const failed = overview.locator('[data-testid="run-progress"][data-status="failed"]');
    await failed.waitFor({ timeout: 30_000 });
    await failed.getByTestId('run-error').getByText(`ValueError: The column Amps is missing from ${INPUT_NAME}`).waitFor();
  });

  it('shows on the home card that its run failed, with the reason', async () => {
    // The failing script of the test above is still the task's.
    await page.goto('/');
    const home = card(NO_SCRIPT_TASK);
    await home.getByTestId('run-task').click();
    const failed = home.locator('[data-testid="run-progress"][data-status="failed"]');
    await failed.waitFor({ timeout: 30_000 });
    await failed.getByTestId('run-error').getByText(`ValueError: The column Amps is missing from ${INPUT_NAME}`).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/home-card-run-failed.png`, fullPage: true });
  });

  it('cancels a running run from the overview', async () => {
    await setScript(owner.token, noScriptTaskId, SLOW_SCRIPT);
    await page.goto(`/tasks/${noScriptTaskId}`);
    const overview = page.getByTestId('file-task-overview');
    await overview.getByRole('button', { name: 'Run Task' }).click();
    await overview.locator('[data-testid="run-progress"][data-status="running"]').waitFor({ timeout: 30_000 });
    await overview.getByRole('button', { name: 'Cancel' }).click();
    await overview.locator('[data-testid="run-progress"][data-status="cancelled"]').waitFor({ timeout: 15_000 });
    await expect(overview.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);
    const [run] = await taskExecutions(owner.token, noScriptTaskId);
    expect(run).toMatchObject({ status: 'cancelled', error: 'Cancelled by a user' });
    expect(pageErrors).toEqual([]);
  });
});
