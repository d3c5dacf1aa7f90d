import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { ARTIFACTS, BASE_URL, launchBrowser, newPage, openOnPhone } from '../support/browser.js';
import { registerByApi, signIn, type Account } from '../support/session.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEN_MB = 10 * 1024 * 1024;
const INVALID_TYPE = 'Please upload Excel (.xlsx, .xls) or CSV files only.';

/** A real workbook (two sheets) and a CSV, as a user picks them. */
const workbook = () => ({ name: 'panel-schedule.xlsx', mimeType: XLSX_TYPE, buffer: readFileSync(join(FIXTURES, 'panel-schedule.xlsx')) });
const csv = () => ({ name: 'rooftop-units.csv', mimeType: 'text/csv', buffer: readFileSync(join(FIXTURES, 'rooftop-units.csv')) });

/** About 8 MB of CSV rows: under the limit, long enough on a slowed network to watch the bar move. */
function largeCsv() {
  const row = 'Warehouse,RTU-1,10,R-410A,rooftop unit on the north side of the main building\n';
  return {
    name: 'service-history.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Site,Unit,Tonnage,Refrigerant,Note\n${row.repeat(Math.floor((8 * 1024 * 1024) / row.length))}`),
  };
}

async function createTask(owner: Account, name: string): Promise<number> {
  const answer = await fetch(`${BASE_URL}/api/tasks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, type: 'excel-processing', description: `Reads the ${name.toLowerCase()} spreadsheet` }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** Every value the upload's progress bar shows from now on, in order (read in the page as it changes), while it shows. */
async function watchProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="quick-upload"] [role="progressbar"]');
      if (!bar) return;
      const value = Number(bar.getAttribute('aria-valuenow'));
      if (seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/** The multipart requests of POST /api/upload the page sends. */
function uploadRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/upload') sent.push(request);
  });
  return sent;
}

describe('uploads in Chromium', () => {
  const CARD_TASK = 'Panel schedule import';
  const DETAIL_TASK = 'Rooftop unit survey';
  let browser: Browser;
  let page: Page;
  let owner: Account;
  let detailTaskId: number;
  let uploads: Request[];
  const consoleProblems: string[] = [];
  const toast = (title: string, description: string) => page.locator('.ant-notification-notice', { hasText: title }).filter({ hasText: description });
  const card = (name: string) => page.locator('[data-testid="task-card"]', { hasText: name });
  const uploadDialog = (name: string) => page.getByRole('dialog', { name: `Upload File for ${name}` });
  const fileInput = (scope: Locator) => scope.locator('input[type="file"]');

  beforeAll(async () => {
    owner = await registerByApi('Robin', 'Uploads');
    await createTask(owner, CARD_TASK);
    detailTaskId = await createTask(owner, DETAIL_TASK);
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    uploads = uploadRequests(page);
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') consoleProblems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleProblems.push(`uncaught: ${error.message}`));
    await signIn(page, owner);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('uploads a real xlsx from a home card: the bar follows the bytes sent, the toast, then the file count', async () => {
    await expect(card(CARD_TASK).getByTestId('file-ready').count()).resolves.toBe(0);
    await card(CARD_TASK)
      .getByRole('button', { name: `Upload file for ${CARD_TASK}` })
      .click();
    const dialog = uploadDialog(CARD_TASK);
    await dialog.getByRole('button', { name: 'Browse Files' }).waitFor();
    await dialog.getByText('Excel (.xlsx, .xls) or CSV, up to 10MB.', { exact: false }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/upload-dialog.png` });

    await fileInput(dialog).setInputFiles(workbook());
    await toast('File Uploaded', 'Your file has been uploaded successfully.').waitFor();
    await dialog.getByText('Upload complete').waitFor();
    // The progress resets 1 s after the success.
    await dialog.getByRole('progressbar').waitFor({ state: 'detached' });
    await expect(dialog.getByText('Upload complete').count()).resolves.toBe(0);

    // A slowed network (1 MB/s up) and an 8 MB file: the bar shows the real progress between 10 and 90.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    const progress = await watchProgress(page);
    await fileInput(dialog).setInputFiles(largeCsv());
    await dialog.getByRole('progressbar').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/upload-progress.png` });
    await dialog.getByText('Upload complete').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const seen = await progress();
    expect(seen[0]).toBe(10);
    expect(seen.filter((v) => v > 10 && v < 90).length).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(100);

    await dialog.getByRole('button', { name: 'Close' }).click();
    // A new upload replaces the task's files: one file.
    await card(CARD_TASK).getByText('File ready - 1 file(s) uploaded').waitFor();
    // After a reload the count comes from the task list (svc-tasks keeps it from svc-files' events).
    await page.reload();
    await card(CARD_TASK).getByText('File ready - 1 file(s) uploaded').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/home-file-ready.png`, fullPage: true });
  });

  it('refuses a too-large and a wrong-type file in the browser, sending nothing', async () => {
    await card(CARD_TASK)
      .getByRole('button', { name: `Upload file for ${CARD_TASK}` })
      .click();
    const dialog = uploadDialog(CARD_TASK);
    const before = uploads.length;
    await fileInput(dialog).setInputFiles({ name: 'survey-photos.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.alloc(TEN_MB + 1, 1) });
    await toast('File Too Large', 'Please upload files smaller than 10MB.').waitFor();
    await fileInput(dialog).setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') });
    await toast('Invalid File Type', INVALID_TYPE).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/upload-invalid-type.png` });
    expect(uploads.length).toBe(before);
    await expect(dialog.getByRole('progressbar').count()).resolves.toBe(0);
  });

  it("shows the server's refusal of a renamed program, and the bar goes back to 0", async () => {
    const dialog = uploadDialog(CARD_TASK);
    // A Windows program named like a workbook: the browser lets it go, svc-files reads its content.
    const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(4096, 0x90)]);
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/upload');
    await fileInput(dialog).setInputFiles({ name: 'panel-schedule.xlsx', mimeType: XLSX_TYPE, buffer: program });
    expect((await refused).status()).toBe(415);
    await toast('Upload Failed', `Upload failed: Invalid File Type - ${INVALID_TYPE}`).waitFor();
    await dialog.getByRole('progressbar').waitFor({ state: 'detached' });
    await expect(dialog.getByText('Upload complete').count()).resolves.toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/upload-refused.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('uses only the first file of a drop', async () => {
    await card(CARD_TASK)
      .getByRole('button', { name: `Upload file for ${CARD_TASK}` })
      .click();
    const dialog = uploadDialog(CARD_TASK);
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['Site,Unit\nOffice,Split-1\n'], 'first-drop.csv', { type: 'text/csv' }));
      transfer.items.add(new File(['%PDF-1.7'], 'second-drop.pdf', { type: 'application/pdf' }));
      return transfer;
    });
    const before = uploads.length;
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/upload');
    await dialog.getByTestId('upload-drop-area').dispatchEvent('drop', { dataTransfer: dropped });
    const answer = await answered;
    expect(answer.status()).toBe(201);
    expect(((await answer.json()) as { originalName: string }).originalName).toBe('first-drop.csv');
    expect(uploads.length).toBe(before + 1);
    await toast('File Uploaded', 'Your file has been uploaded successfully.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('uploads a csv and an xlsx from the task detail: the dialog closes, the indicator shows 3 s, the file status follows', async () => {
    await card(DETAIL_TASK).getByRole('button', { name: 'Open Task' }).click();
    await page.waitForURL(new RegExp(`/tasks/${detailTaskId}$`));
    const overview = page.getByTestId('file-task-overview');
    await overview.getByRole('button', { name: 'Upload File' }).waitFor();
    await expect(overview.getByTestId('file-ready').count()).resolves.toBe(0);
    await page.evaluate(() => {
      const scope = window as unknown as { previewRefreshes: number };
      scope.previewRefreshes = 0;
      window.addEventListener('refreshQuickFilePreview', () => scope.previewRefreshes++);
    });

    for (const file of [csv(), workbook()]) {
      await overview.getByRole('button', { name: 'Upload File' }).click();
      const dialog = uploadDialog(DETAIL_TASK);
      await fileInput(dialog).setInputFiles(file);
      await dialog.waitFor({ state: 'hidden' });
      await overview.getByText('File uploaded successfully').waitFor();
      await toast('File Uploaded', 'Your file has been uploaded successfully.').waitFor();
      await overview.getByText('File ready - 1 file(s) uploaded').waitFor();
      await page.screenshot({ path: `${ARTIFACTS}/task-detail-uploaded.png` });
      // The indicator goes after 3 s.
      await overview.getByText('File uploaded successfully').waitFor({ state: 'detached', timeout: 6000 });
    }
    await expect(page.evaluate(() => (window as unknown as { previewRefreshes: number }).previewRefreshes)).resolves.toBe(2);

    // The task's current input is the last upload: the csv was replaced.
    const listed = await fetch(`${BASE_URL}/api/files?taskId=${detailTaskId}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('1');
    expect(((await listed.json()) as Array<{ originalName: string }>).map((f) => f.originalName)).toEqual(['panel-schedule.xlsx']);
  });

  it('keeps the cards, the dialog and the overview tidy on a phone', async () => {
    const phone = await openOnPhone(browser, page, new URL('/', BASE_URL).toString());
    const phoneCard = phone.locator('[data-testid="task-card"]', { hasText: CARD_TASK });
    await phoneCard.getByText('File ready - 1 file(s) uploaded').waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await phone.screenshot({ path: `${ARTIFACTS}/home-file-ready-phone.png`, fullPage: true });
    await phoneCard.getByRole('button', { name: `Upload file for ${CARD_TASK}` }).click();
    const dialog = phone.getByRole('dialog', { name: `Upload File for ${CARD_TASK}` });
    await dialog.getByRole('button', { name: 'Browse Files' }).waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: `${ARTIFACTS}/upload-dialog-phone.png` });
    await phone.goto(new URL(`/tasks/${detailTaskId}`, BASE_URL).toString());
    await phone.getByTestId('file-task-overview').getByText('File ready - 1 file(s) uploaded').waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await phone.screenshot({ path: `${ARTIFACTS}/task-detail-uploaded-phone.png` });
    await phone.close();
  });

  it("said nothing in the console but the browser's own line for the refused upload", () => {
    expect(consoleProblems).toEqual(['error: Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)']);
  });

  it("clears the task's input files from the task detail, and says so when that fails", async () => {
    await page.goto(new URL(`/tasks/${detailTaskId}`, BASE_URL).toString());
    const overview = page.getByTestId('file-task-overview');
    await overview.getByText('File ready - 1 file(s) uploaded').waitFor();
    const confirmClear = async () => {
      await overview.getByRole('button', { name: 'Clear Files' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Clear Files' }).click();
    };

    // svc-files refuses: the spec's text, and the file is still there.
    const clearRoute = `${BASE_URL}/api/files?taskId=${detailTaskId}`;
    await page.route(clearRoute, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Service Unavailable"}' })
        : route.continue(),
    );
    await confirmClear();
    await toast('Error', 'Failed to clear files. Please try again.').waitFor();
    await page.unroute(clearRoute);
    await overview.getByText('File ready - 1 file(s) uploaded').waitFor();

    await confirmClear();
    await toast('Files Cleared', 'The task has no input files now.').waitFor();
    await overview.getByTestId('file-ready').waitFor({ state: 'detached' });
    await expect(overview.getByRole('button', { name: 'Clear Files' }).count()).resolves.toBe(0);
    const listed = await fetch(`${BASE_URL}/api/files?taskId=${detailTaskId}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(listed.headers.get('x-total-count')).toBe('0');
  });
});
