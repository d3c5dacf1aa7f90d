import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';
import { apiAs, registerByApi, signIn, type Account } from '../support/session.js';

// The Generated Script section in Chromium (issue #12, "The script itself"): a task admin edits the
// script in the Python code editor, Python's syntax check answers under it with its line, a fixed
// script saves as version 1, an edit as version 2, and Restore brings version 1 back (version 3,
// restored). A plain member of the company sees the script and its versions but no Edit or Restore.
// The editor indents Python by four spaces (PEP 8, the generated scripts) and saves on Ctrl+S;
// Cancel asks before it drops unsaved edits.

const BROKEN = 'total = 0\nfor row in range(3)\n    total += row\n';
const FIRST = 'total = 0\nfor row in range(3):\n    total += row\nprint(total)\n';
const SECOND = "print('second version')\n";

async function openScript(page: Page, taskId: number): Promise<void> {
  await page.goto(`/tasks/${taskId}`);
  await page.getByRole('button', { name: 'Generated Script', exact: true }).click();
}

/** Replaces the editor's text (CodeMirror's content is the textbox named 'Python script'). */
async function typeScript(page: Page, script: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Python script' });
  await editor.waitFor();
  await editor.fill(script);
}

describe('editing a task’s script in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let owner: Account;
  let member: Account;
  let taskId: number;

  const scriptOf = async () => (await apiAs<{ pythonScript: string | null }>(owner, 'GET', `/api/tasks/${taskId}`)).json.pythonScript;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    owner = await registerByApi('Sage', 'Script');
    const me = await apiAs<{ user: { companyId: number } }>(owner, 'GET', '/api/auth/me');
    expect((await apiAs(owner, 'PUT', `/api/companies/${me.json.user.companyId}/settings`, { allowSelfRegistration: true })).status).toBe(200);
    member = await registerByApi('Morgan', 'Reader', owner.email.split('@')[1]!);
    const created = await apiAs<{ id: number }>(owner, 'POST', '/api/tasks', {
      name: 'Panel totals',
      type: 'excel-processing',
      description: 'Totals the panel sheet',
    });
    expect(created.status).toBe(201);
    taskId = created.json.id;
    await signIn(page, owner);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows an empty task’s section without a script', async () => {
    await openScript(page, taskId);
    await page.getByText('No script generated yet.').waitFor();
    await page.getByText('No saved versions yet.').waitFor();
  });

  it('shows a syntax error under the editor with its line, then saves the fixed script as version 1', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await typeScript(page, BROKEN);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').getByText("Syntax error on line 2: expected ':'").waitFor();
    // The line is marked in the editor; nothing was saved.
    await expect(page.locator('.cm-script-error-line').count()).resolves.toBe(1);
    expect(await scriptOf()).toBeNull();

    await typeScript(page, FIRST);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(await scriptOf()).toBe(FIRST);
    const versions = page.getByRole('table', { name: 'Script versions' });
    const v1 = versions.getByRole('row', { name: 'Version 1' });
    await v1.getByText('Sage Script').waitFor();
    await v1.getByText('Edited').waitFor();
    // Read-only again, with Python highlighting (CodeMirror's tokens).
    await page.getByRole('textbox', { name: 'Python script' }).getByText('print').waitFor();
  });

  it('saves an edit as version 2 and restores version 1 as version 3', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await typeScript(page, SECOND);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const versions = page.getByRole('table', { name: 'Script versions' });
    await versions.getByRole('row', { name: 'Version 2' }).waitFor();
    expect(await scriptOf()).toBe(SECOND);

    // View shows the old text; Restore (confirmed) makes it current again.
    const v1 = versions.getByRole('row', { name: 'Version 1' });
    await v1.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Script version 1' });
    await dialog.getByRole('textbox', { name: 'Script version 1' }).getByText('range(3)', { exact: false }).waitFor();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await v1.getByRole('button', { name: 'Restore' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Restore' }).click();
    const v3 = versions.getByRole('row', { name: 'Version 3' });
    await v3.getByText('Restored').waitFor();
    expect(await scriptOf()).toBe(FIRST);
    await page.getByRole('textbox', { name: 'Python script' }).getByText('range(3)', { exact: false }).waitFor();
    const listed = await apiAs<Array<{ version: number; source: string }>>(owner, 'GET', `/api/tasks/${taskId}/script-versions`);
    expect(listed.json.map((v) => [v.version, v.source])).toEqual([
      [3, 'restore'],
      [2, 'manual'],
      [1, 'manual'],
    ]);
  });

  it('shows a plain member the script and its versions without Edit or Restore', async () => {
    const { page: memberPage, context } = await newPage(browser);
    try {
      await signIn(memberPage, member);
      await openScript(memberPage, taskId);
      await memberPage.getByRole('textbox', { name: 'Python script' }).getByText('range(3)', { exact: false }).waitFor();
      const versions = memberPage.getByRole('table', { name: 'Script versions' });
      await versions.getByRole('row', { name: 'Version 3' }).waitFor();
      await expect(memberPage.getByRole('button', { name: 'Edit', exact: true }).count()).resolves.toBe(0);
      await expect(versions.getByRole('button', { name: 'Restore' }).count()).resolves.toBe(0);
      await expect(versions.getByRole('button', { name: 'View' }).count()).resolves.toBe(3);
      // The API refuses the member too.
      const refused = await apiAs<{ message: string }>(member, 'PUT', `/api/tasks/${taskId}`, { version: 99, pythonScript: SECOND });
      expect([refused.status, refused.json.message]).toEqual([403, 'Only task admins can edit the script.']);
    } finally {
      await context.close();
    }
  });

  it('indents Python by four spaces, as the generated scripts do (Enter after a colon, Shift+Tab to come back out), and saves on Ctrl+S', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Python script' });
    await typeScript(page, 'total = 0\nfor row in range(3):');
    await editor.press('Control+End');
    await editor.press('Enter');
    await editor.pressSequentially('total += row');
    await editor.press('Enter');
    await editor.press('Shift+Tab');
    await editor.pressSequentially('print(total)');
    // Ctrl+S saves, as in a code editor (not the browser's Save Page).
    await editor.press('Control+s');
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect((await scriptOf())?.trimEnd()).toBe(FIRST.trimEnd());
  });

  it('asks before Cancel drops unsaved edits, and keeps them on Keep Editing', async () => {
    const saved = await scriptOf();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Python script' });
    await typeScript(page, "print('not saved')\n");
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const ask = page.locator('.ant-popconfirm');
    await ask.getByText('Discard your changes?').waitFor();
    await ask.getByRole('button', { name: 'Keep Editing' }).click();
    await editor.getByText("print('not saved')").waitFor();

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await expect(editor.getByText("print('not saved')").count()).resolves.toBe(0);
    expect(await scriptOf()).toBe(saved);

    // No edit: Cancel leaves at once.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
  });
});
