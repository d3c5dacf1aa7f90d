import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { decodeJwt } from 'jose';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import type { ExecutionFinishedV1, ExecutionLogV1 } from '@milestone/contracts';
import { ARTIFACTS, BASE_URL, launchBrowser, newPage, openOnPhone } from '../support/browser.js';
import { registerByApi, signIn, type Account } from '../support/session.js';
import { anExecutionId, claimInputs, storeOutput } from '../support/worker.js';

// The file repository as a user meets it after runs (spec 001 sections 2.8 and 2.9), with this test
// playing the execution worker: it claims the task's inputs and stores the outputs through
// svc-files' internal API (a service token, as svc-tasks' worker will send), then publishes the
// run's end on NATS as the worker's outbox will.

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const WORKBOOK = readFileSync(join(FIXTURES, 'breaker-summary.xlsx'));
const CSV = Buffer.from('Circuit,Load (W),Breaker\n1,1200,20 A\n2,1500,20 A\n3,4800,30 A\n', 'utf8');
const CSV_NAME = 'load report.csv';
const INPUT = Buffer.from('Panel,Circuit,Amps\nLP-1,1,20\nLP-1,2,30\n', 'utf8');
const CHICAGO_TIME = /^[A-Z][a-z]{2} \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM) (CST|CDT)$/;
const FAILED_LOG = {
  success: false,
  error: "KeyError: 'Amps'",
  stderr: 'Traceback (most recent call last):\n  File "script.py", line 12\nKeyError: \'Amps\'',
  stdout: 'Reading sheet Panels\n2 rows read',
  detailedError: 'The column Amps was not found in the sheet Panels.',
} satisfies ExecutionLogV1;
const SUCCESS_LOG: ExecutionLogV1 = { success: true, error: null, stderr: null, stdout: 'done', detailedError: null };

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the e2e set-up exports it`);
  return value;
}

/** The worker's side of one run: claim the task's inputs, store each output. */
async function runOn(scope: { companyId: number; taskId: number }, executionId: number, outputs: { name: string; bytes: Buffer }[]) {
  const inputs = await claimInputs(scope, executionId);
  expect(inputs.map((f) => f.originalName)).toEqual(['panel-circuits.csv']);
  for (const output of outputs) expect((await storeOutput(scope, executionId, output.name, new Uint8Array(output.bytes))).name).toBe(output.name);
}

async function createTask(owner: Account, name: string): Promise<number> {
  const answer = await fetch(`${BASE_URL}/api/tasks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, type: 'excel-processing', description: 'Sizes the breakers of a panel schedule' }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

async function uploadInput(owner: Account, taskId: number): Promise<void> {
  const form = new FormData();
  form.append('taskId', String(taskId));
  form.append('file', new Blob([INPUT], { type: 'text/csv' }), 'panel-circuits.csv');
  const answer = await fetch(`${BASE_URL}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body: form });
  expect(answer.status).toBe(201);
}

interface Listed {
  executionId: number;
  status: string;
  outputFiles: unknown[];
}

/** Waits until svc-files has taken the finished event of `executionId` (its status is no longer running). */
async function finished(owner: Account, taskId: number, executionId: number): Promise<Listed> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await fetch(`${BASE_URL}/api/tasks/${taskId}/files`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(answer.status).toBe(200);
    const found = ((await answer.json()) as Listed[]).find((e) => e.executionId === executionId);
    if (found && found.status !== 'running') return found;
    if (Date.now() > deadline) throw new Error(`execution ${executionId} did not finish: ${JSON.stringify(found)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

/** The names a zip's central directory lists, read from its end record (entries may be zips themselves). */
function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf('PK\x05\x06', undefined, 'binary');
  expect(end).toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  const names: string[] = [];
  for (let at = zip.readUInt32LE(end + 16), i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [nameLength, extraLength, commentLength] = [zip.readUInt16LE(at + 28), zip.readUInt16LE(at + 30), zip.readUInt16LE(at + 32)];
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A file saved by a click: the browser follows the file's download link (no bytes pass through the tab). */
async function downloadBy(page: Page, button: Locator): Promise<Download> {
  const download = page.waitForEvent('download');
  await button.click();
  return download;
}

/**
 * Download All: the zip's download link opens in a new window. Chromium turns that window's
 * navigation into a download, closes the window and reports the download on the opener page.
 */
async function downloadInNewWindow(page: Page, button: Locator): Promise<{ popup: Page; download: Download }> {
  const popup = page.waitForEvent('popup');
  const download = page.waitForEvent('download');
  await button.click();
  return { popup: await popup, download: await download };
}

describe('the file repository in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let nats: NatsConnection;
  let owner: Account;
  let scope: { companyId: number; taskId: number };
  // The failed run first, the good one after it: the latest run is the one with files.
  const FAILED_RUN = anExecutionId();
  const GOOD_RUN = FAILED_RUN + 1;

  beforeAll(async () => {
    nats = await connect({ servers: env('E2E_NATS_URL') });
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    owner = await registerByApi('Robin', 'Runs');
    await signIn(page, owner);
    const taskId = await createTask(owner, 'Breaker sizing');
    scope = { companyId: Number(decodeJwt(owner.token)['companyId']), taskId };
    await uploadInput(owner, taskId);
  });

  afterAll(async () => {
    await browser?.close();
    await nats?.close();
  });

  async function publishFinished(executionId: number, status: 'completed' | 'failed', log: ExecutionLogV1) {
    const endedAt = new Date().toISOString();
    const payload: ExecutionFinishedV1 = { executionId, ...scope, status, log, startedAt: endedAt, endedAt, at: endedAt };
    await jetstream(nats).publish('tasks.execution.finished.v1', JSON.stringify(payload), { msgID: randomUUID() });
  }

  it("shows nothing of a failed run on the overview, then the latest run's files once it is told to refresh", async () => {
    await runOn(scope, FAILED_RUN, []);
    await publishFinished(FAILED_RUN, 'failed', FAILED_LOG);
    expect((await finished(owner, scope.taskId, FAILED_RUN)).status).toBe('failed');

    await page.goto(`/tasks/${scope.taskId}`);
    await page.getByTestId('file-task-overview').waitFor();
    // The latest run generated nothing: once loaded, the quick preview is hidden.
    await page.getByText('Loading files...').waitFor({ state: 'detached' });
    await expect(page.getByTestId('quick-file-preview').count()).resolves.toBe(0);

    await runOn(scope, GOOD_RUN, [
      { name: 'breaker-summary.xlsx', bytes: WORKBOOK },
      { name: CSV_NAME, bytes: CSV },
    ]);
    await publishFinished(GOOD_RUN, 'completed', SUCCESS_LOG);
    expect((await finished(owner, scope.taskId, GOOD_RUN)).outputFiles).toHaveLength(2);
    await page.evaluate(() => window.dispatchEvent(new Event('refreshQuickFilePreview')));

    const quick = page.getByTestId('quick-file-preview');
    await quick.waitFor();
    await quick.getByText(`Execution #${GOOD_RUN}`, { exact: false }).waitFor();
    // Two outputs: Download All shows.
    await quick.getByRole('button', { name: 'Download All' }).waitFor();
    const csv = await downloadBy(page, quick.getByRole('button', { name: `Download ${CSV_NAME}` }));
    expect(csv.suggestedFilename()).toBe(CSV_NAME);
    expect((await bytesOf(csv)).equals(CSV)).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/quick-file-preview.png`, fullPage: true });
  });

  it('lists the runs newest first, the first open, rows toggling, a failed run with its log', async () => {
    await page.getByRole('button', { name: 'View Files' }).click();
    const panel = page.getByTestId('file-repository');
    await panel.waitFor();
    const rows = panel.locator('.ant-collapse-item');
    await expect(rows.count()).resolves.toBe(2);
    const [good, failed] = [rows.nth(0), rows.nth(1)];
    await good.getByText(`Execution #${GOOD_RUN}`).waitFor();
    await expect(good.getByText(CHICAGO_TIME).count()).resolves.toBe(1);
    for (const badge of ['1 in', '2 out', 'Success']) await good.getByText(badge, { exact: true }).waitFor();
    for (const badge of ['1 in', '0 out', 'Failed']) await failed.getByText(badge, { exact: true }).waitFor();

    // The first row is open: its input and both outputs with their sizes.
    await good.getByRole('button', { name: 'Download panel-circuits.csv' }).waitFor();
    // Each file with its size (B/KB/MB/GB, divisor 1024).
    await expect(good.getByText(/^\d+(\.\d{1,2})? (B|KB)$/).count()).resolves.toBe(3);
    await expect(failed.getByTestId('execution-failed').count()).resolves.toBe(0);

    await failed.getByText(`Execution #${FAILED_RUN}`).click();
    const failure = failed.getByTestId('execution-failed');
    await failure.getByText('Execution Failed').waitFor();
    for (const text of [FAILED_LOG.error, 'Reading sheet Panels', FAILED_LOG.detailedError]) await failure.getByText(text, { exact: false }).first().waitFor();
    for (const label of ['Error', 'Error Output', 'Standard Output', 'Detailed Error'])
      await failure.getByRole('region', { name: label, exact: true }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/file-repository.png`, fullPage: true });

    // Toggling the first row closes it.
    await good.getByText(`Execution #${GOOD_RUN}`).click();
    await good.getByRole('button', { name: 'Download panel-circuits.csv' }).waitFor({ state: 'hidden' });
    await good.getByText(`Execution #${GOOD_RUN}`).click();
    await good.getByRole('button', { name: 'Download panel-circuits.csv' }).waitFor();
  });

  it('downloads a file as stored, and every output as one zip', async () => {
    const good = page.getByTestId('file-repository').locator('.ant-collapse-item').first();
    const workbook = await downloadBy(page, good.getByRole('button', { name: 'Download breaker-summary.xlsx' }));
    expect(workbook.suggestedFilename()).toBe('breaker-summary.xlsx');
    expect((await bytesOf(workbook)).equals(WORKBOOK)).toBe(true);

    const input = await downloadBy(page, good.getByRole('button', { name: 'Download panel-circuits.csv' }));
    expect((await bytesOf(input)).equals(INPUT)).toBe(true);

    const { popup, download: all } = await downloadInNewWindow(page, good.getByRole('button', { name: 'Download All' }));
    // The new window went to the zip's short-lived link: the token never left the tab.
    expect(all.url()).toMatch(new RegExp(`/api/download-all-files\\?taskId=${scope.taskId}&executionId=${GOOD_RUN}&link=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect(all.suggestedFilename()).toBe(`execution-${GOOD_RUN}-files.zip`);
    const zip = await bytesOf(all);
    expect(zip.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
    expect(zipEntryNames(zip).sort()).toEqual(['breaker-summary.xlsx', CSV_NAME]);
    if (!popup.isClosed()) await popup.close();
  });

  it('opens a download through the gateway with a download link and no token, and with neither refuses it', async () => {
    const path = `/api/download-output/${GOOD_RUN}/${encodeURIComponent(CSV_NAME)}`;
    const minted = await fetch(`${BASE_URL}/api/download-links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ path }),
    });
    expect(minted.status).toBe(201);
    const { url } = (await minted.json()) as { url: string };
    const byLink = await fetch(`${BASE_URL}${url}`);
    expect(byLink.status).toBe(200);
    expect(Buffer.from(await byLink.arrayBuffer()).equals(CSV)).toBe(true);
    const bare = await fetch(`${BASE_URL}${path}`);
    expect([bare.status, await bare.json()]).toEqual([401, { statusCode: 401, message: 'Unauthorized' }]);
    const forged = await fetch(`${BASE_URL}${path}?link=${url.slice(url.indexOf('link=') + 5, -4)}AAAA`);
    expect([forged.status, await forged.json()]).toEqual([404, { statusCode: 404, message: 'This download link has expired or is not valid.' }]);
  });

  it('previews a workbook in the browser, a sheet at a time, and a CSV', async () => {
    const good = page.getByTestId('file-repository').locator('.ant-collapse-item').first();
    await good.getByRole('button', { name: 'Preview breaker-summary.xlsx' }).click();
    const preview = page.getByTestId('sheet-preview');
    await preview.getByRole('table', { name: 'Sheet Panels' }).getByText('LP-1').first().waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/sheet-preview.png` });
    await preview.getByText('Feeders', { exact: true }).click();
    const feeders = preview.getByRole('table', { name: 'Sheet Feeders' });
    await feeders.getByText('3#4/0 AWG CU').waitFor();
    await expect(feeders.getByText('LP-1', { exact: true }).count()).resolves.toBe(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await preview.waitFor({ state: 'detached' });

    await good.getByRole('button', { name: `Preview ${CSV_NAME}` }).click();
    await page.getByTestId('sheet-preview').getByText('4800').waitFor();
    // A CSV has no sheets to choose.
    await expect(page.getByTestId('sheet-preview').locator('.sheet-preview-tabs').count()).resolves.toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  });

  it('fits a phone', async () => {
    const phone = await openOnPhone(browser, page, `${BASE_URL}/tasks/${scope.taskId}`);
    await phone.getByTestId('quick-file-preview').waitFor();
    await phone.screenshot({ path: `${ARTIFACTS}/quick-file-preview-phone.png`, fullPage: true });
    await phone.getByRole('button', { name: 'View Files' }).click();
    await phone.getByTestId('execution-details').first().waitFor();
    // Nothing runs off the side of a 390 px screen.
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: `${ARTIFACTS}/file-repository-phone.png`, fullPage: true });
    await phone.close();
  });
});
