import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, launchBrowser, newPage } from '../support/browser.js';
import { apiAs, registerByApi, signIn, type Account } from '../support/session.js';

// A task admin edits the Purchase Order Template's form (issue 31, 'Edit the form'): a field
// renamed, an empty label refused in place, a field added, Save, the form shows both; then the
// form's first version restored from Versions, and the form is the template again.

describe("a form task's form edited in Chromium", () => {
  let browser: Browser;
  let page: Page;
  let account: Account;
  let taskId: number;

  const form = () => page.getByTestId('form-task');
  const editor = () => page.getByTestId('form-editor');
  const formField = (label: string) => form().getByLabel(label, { exact: true });

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    account = await registerByApi('Ann', 'Editor');
    await signIn(page, account);
    const card = page.locator('.ant-card', { hasText: 'Purchase Order Template' });
    await card.first().waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Open Task' }).first().click();
    await page.waitForURL(/\/tasks\/\d+$/);
    taskId = Number(/\/tasks\/(\d+)$/.exec(page.url())![1]);
    await form().waitFor({ timeout: 15_000 });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("renames Vendor, is told in place that a label cannot be empty, adds 'Buyer phone', saves: the form shows them", async () => {
    await page.getByRole('button', { name: 'Edit Form' }).click();
    await editor().waitFor();
    const vendorLabel = editor().getByLabel('Label of vendor');
    await vendorLabel.fill('');
    const error = editor().getByTestId('form-edit-error');
    await error.filter({ hasText: "The label of the field 'vendor' must be non-empty text" }).waitFor();
    // Shown at the field it names, and Save waits for it.
    await editor().locator('[data-field-id="vendor"] + [data-testid="form-edit-error"]').waitFor();
    await expect(editor().getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/form-edit-refused.png`, fullPage: true });
    await vendorLabel.fill('Supplier');
    await error.waitFor({ state: 'detached' });

    const order = editor().getByRole('region', { name: 'Section Order' }).or(editor().locator('.ant-card').first());
    await order.first().getByRole('button', { name: 'Add field' }).click();
    await editor().getByLabel('Label of newField').fill('Buyer phone');
    await editor().getByLabel('Required newField').check();
    await page.screenshot({ path: `${ARTIFACTS}/form-edit-editing.png`, fullPage: true });
    await editor().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Form saved').first().waitFor();
    await form().waitFor();
    await formField('Supplier').waitFor();
    await formField('Buyer phone').waitFor();
    await expect(formField('Vendor').count()).resolves.toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/form-edit-saved.png`, fullPage: true });

    const versions = await apiAs<Array<{ version: number; source: string; createdBy: number | null }>>(account, 'GET', `/api/tasks/${taskId}/form-versions`);
    expect(versions.json.map((v) => [v.version, v.source, v.createdBy === null])).toEqual([
      [2, 'manual', false],
      [1, 'manual', true],
    ]);
  });

  it('lists the versions (version, who, when) and restores version 1: the form is the template again', async () => {
    await page.getByRole('button', { name: 'Versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Form versions' });
    await dialog.waitFor();
    await dialog.getByRole('row', { name: 'Form version 2' }).getByText('(current)').waitFor();
    await dialog.getByRole('row', { name: 'Form version 1' }).getByText('Platform').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/form-edit-versions.png`, fullPage: true });
    await dialog.getByRole('row', { name: 'Form version 1' }).getByRole('button', { name: 'View' }).click();
    const one = page.getByRole('dialog', { name: 'Form version 1' });
    await one.getByText('Vendor', { exact: false }).first().waitFor();
    await one.getByRole('button', { name: 'Restore this version' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Form restored').first().waitFor();
    await formField('Vendor').waitFor();
    await expect(formField('Buyer phone').count()).resolves.toBe(0);
    const versions = await apiAs<Array<{ version: number; source: string }>>(account, 'GET', `/api/tasks/${taskId}/form-versions`);
    expect(versions.json.map((v) => [v.version, v.source])).toEqual([
      [3, 'restore'],
      [2, 'manual'],
      [1, 'manual'],
    ]);
  });
});
