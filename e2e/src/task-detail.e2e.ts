import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page, Route } from 'playwright-core';
import { ARTIFACTS, chooseOption, launchBrowser, newPage, openOnPhone, toastOn } from '../support/browser.js';
import { registerByApi, signIn } from '../support/session.js';

async function pick(page: Page, select: string, option: string): Promise<void> {
  await chooseOption(page, page.getByLabel(select), option);
}

describe('a task of ones own in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await signIn(page, await registerByApi('Morgan', 'Steps'));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a task, writes and reorders its steps, and finds them saved after a reload', async () => {
    await page.getByRole('button', { name: 'Create New Task' }).click();
    await page.getByLabel('Task Name').fill('Panel schedule import');
    await page.getByLabel('Description').fill('Reads the panel schedule spreadsheet');
    await pick(page, 'Task Type', 'Excel Processing');
    await page.getByRole('button', { name: 'Create Task' }).click();
    const card = page.locator('[data-testid="task-card"]', { hasText: 'Panel schedule import' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Open Task' }).click();
    await page.waitForURL(/\/tasks\/\d+$/);

    await page.getByRole('button', { name: 'Instructions', exact: true }).click();
    const first = page.getByLabel('Step 1', { exact: true });
    await first.fill('Open the spreadsheet');
    await page.getByRole('button', { name: '+ Add Step' }).click();
    await page.getByLabel('Step 2', { exact: true }).fill('Check the breaker sizes');
    await page.getByText(/^Saved /).waitFor();
    // The move is saved 500 ms later: wait for that save's answer, then for the editor to say so.
    const moveSaved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/tasks\/\d+$/.test(r.url()));
    await page.getByRole('button', { name: 'Move step 2 up' }).click();
    expect((await moveSaved).ok()).toBe(true);
    await page.getByText(/^Saved /).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Instructions', exact: true }).click();
    await expect(page.getByLabel('Step 1', { exact: true }).inputValue()).resolves.toBe('Check the breaker sizes');
    await expect(page.getByLabel('Step 2', { exact: true }).inputValue()).resolves.toBe('Open the spreadsheet');
    // Delete is hidden when one step remains.
    await page.getByRole('button', { name: 'Delete step 2' }).click();
    await expect(page.getByRole('button', { name: 'Delete step 1' }).count()).resolves.toBe(0);
  });

  it('adds, renames, edits and removes a section, each saying so in a toast, returning to instructions', async () => {
    // A step edited just before, its autosave still on its way (the network holds it until the
    // section's save has been asked for) while the section is added: both saves name the same
    // version and both must land, neither answering 'changed by someone else'.
    let releaseStepsSave!: () => void;
    const stepsSaveHeld = new Promise<void>((resolve) => (releaseStepsSave = resolve));
    const holdStepsSave = async (route: Route) => {
      if (route.request().method() === 'PUT' && route.request().postData()?.includes('"instructions"')) await stepsSaveHeld;
      await route.continue();
    };
    await page.route('**/api/tasks/*', holdStepsSave);
    const stepsSave = page.waitForRequest((request) => request.method() === 'PUT' && Boolean(request.postData()?.includes('"instructions"')));
    await page.getByLabel('Step 1', { exact: true }).fill('Check the breaker sizes twice');
    await stepsSave;
    await page.getByRole('button', { name: '+ Add Section' }).click();
    await page.getByLabel('Section Name').fill('Pricing Notes');
    await page.getByLabel('Initial Content').fill('Breakers are priced per pole.');
    await page.getByRole('dialog').getByRole('button', { name: 'Add Section' }).click();
    // The section's save has been asked for (the button spins) while the steps' save is held.
    await page.getByRole('dialog').locator('.ant-btn-loading').waitFor();
    releaseStepsSave();
    await toastOn(page, 'Section Added', 'The section has been added successfully.').waitFor();
    await page.getByRole('button', { name: 'Edit section Pricing Notes' }).first().click();
    await page.getByLabel('Section Title').fill('Price List');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await toastOn(page, 'Section Updated', 'The section has been updated successfully.').waitFor();
    await page.getByRole('button', { name: 'Price List', exact: true }).click();
    await page.getByRole('heading', { name: 'Price List' }).waitFor();
    await page.unroute('**/api/tasks/*', holdStepsSave);

    // Its content edited in a text area at least 300 px tall, and saved with a toast.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const content = page.getByLabel('Section content');
    await expect(content.evaluate((area) => area.getBoundingClientRect().height)).resolves.toBeGreaterThanOrEqual(300);
    await content.fill('Breakers are priced per pole, wire per foot.');
    await page.screenshot({ path: `${ARTIFACTS}/section-content-editor.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toastOn(page, 'Changes Saved', 'Your changes have been saved successfully.').waitFor();
    await page.getByText('Breakers are priced per pole, wire per foot.').waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Instructions', exact: true }).click();
    await expect(page.getByLabel('Step 1', { exact: true }).inputValue()).resolves.toBe('Check the breaker sizes twice');
    await page.getByRole('button', { name: 'Price List', exact: true }).click();
    await page.getByRole('button', { name: 'Remove section Price List' }).first().click();
    await page.getByText('Are you sure you want to delete this section?').waitFor();
    await page.getByRole('button', { name: 'Delete Section' }).click();
    await toastOn(page, 'Section Removed', 'The section has been removed successfully.').waitFor();
    await page.getByLabel('Step 1', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Price List', exact: true }).count()).resolves.toBe(0);
  });

  it('adds a data-table section, pastes spreadsheet rows into it, and finds them after a reload', async () => {
    await page.getByRole('button', { name: '+ Add Section' }).click();
    await page.getByLabel('Section Name').fill('Materials');
    await pick(page, 'Section Type', 'data-table');
    await page.getByRole('dialog').getByRole('button', { name: 'Add Section' }).click();
    await page.getByRole('button', { name: 'Materials', exact: true }).click();
    await page.getByRole('button', { name: 'Paste Data' }).click();
    // The first line is a header: it has non-numeric cells naming code, name and qty.
    await page.getByLabel('Pasted data').fill('code\tname\tqty\nB20\t20 A breaker\t4\nW12\t12 AWG wire,extra\t250\tspare');
    // The table saves 500 ms after the last change: wait for that save, however slow the machine.
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/tasks\/\d+$/.test(r.url()) && r.ok());
    await page.getByRole('button', { name: 'Replace Table Data' }).click();
    const table = page.getByRole('table', { name: 'Data table' });
    await table.getByText('20 A breaker').waitFor();
    await saved;
    await page.reload();
    await page.getByRole('button', { name: 'Materials', exact: true }).click();
    await table.getByText('20 A breaker').waitFor();
    // Rows are cut to the header's three columns.
    await expect(table.getByText('spare').count()).resolves.toBe(0);
    await expect(table.getByText('B20').count()).resolves.toBe(1);
    await page.screenshot({ path: `${ARTIFACTS}/data-table.png`, fullPage: true });
  });

  it('resizes a column by its border, on either side of the line, and never drags the next column', async () => {
    const table = page.getByRole('table', { name: 'Data table' });
    const headers = table.locator('thead th');
    const order = () => headers.evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? '').replace('✕', '').trim()));
    const before = await order();
    const width = async () => (await headers.first().boundingBox())!.width;
    for (const [offset, by] of [
      [3, 80],
      [-3, -40],
    ] as const) {
      const start = await width();
      const box = (await headers.first().boundingBox())!;
      const border = box.x + box.width;
      await page.mouse.move(border + offset, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(border + offset + by, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      expect(Math.abs((await width()) - (start + by))).toBeLessThanOrEqual(2);
      await expect(order()).resolves.toEqual(before);
    }
  });

  it('shows the phone layout with a bottom tab bar, and hides navigation in print mode', async () => {
    const url = page.url();
    const phone = await openOnPhone(browser, page, url);
    const tabs = phone.getByRole('navigation', { name: 'Task sections' });
    await tabs.waitFor();
    await expect(tabs.getByRole('button', { name: /Add/ }).isVisible()).resolves.toBe(true);
    await phone.screenshot({ path: `${ARTIFACTS}/task-phone.png` });
    await phone.close();

    await page.goto(`${url}?print=1`);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Task sections' }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/task-print.png` });
  });

  it("opens a file task's files and access page from its overview", async () => {
    await page.goto(page.url().replace(/\?print=1$/, ''));
    const overview = page.getByTestId('file-task-overview');
    await overview.getByRole('button', { name: 'View Files' }).click();
    await page.getByRole('heading', { name: 'File Repository' }).waitFor();
    await page.getByRole('button', { name: 'Overview', exact: true }).click();
    await overview.getByRole('button', { name: 'Manage Permissions' }).click();
    await page.waitForURL(/\/task\/\d+\/permissions$/);
  });

  it("shows an api-reporting task's overview from mf-reporting, with its two views", async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Create New Task' }).click();
    await page.getByLabel('Task Name').fill('Weekly revenue by technician');
    await pick(page, 'Task Type', 'API Reporting');
    await page.getByRole('button', { name: 'Create Task' }).click();
    const card = page.locator('[data-testid="task-card"]', { hasText: 'Weekly revenue by technician' });
    await card.getByRole('button', { name: 'Open Task' }).click();

    const overview = page.getByTestId('reporting-overview');
    await overview.getByText('Pivot Table Builder', { exact: true }).waitFor();
    // api-reporting tasks show only the overview.
    await expect(page.getByRole('button', { name: 'Instructions', exact: true }).count()).resolves.toBe(0);
    // The company has no Service Titan connection, and the overview says so instead of a builder.
    await overview.getByText('Service Titan not configured').waitFor();
    await overview.getByTestId('reporting-connection-needed').getByText('Connect Service Titan to build reports').waitFor();
    await expect(overview.getByTestId('field-selector').count()).resolves.toBe(0);
    await overview.getByText('Field Catalog', { exact: true }).click();
    await overview.getByTestId('field-catalog').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/reporting-overview.png` });
    await overview.getByRole('link', { name: 'Integration status', exact: true }).click();
    await page.getByRole('heading', { name: 'Service Titan Integration Status' }).waitFor();
  });
});
