import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, toastOn } from '../support/browser.js';
import { apiAs, registerByApi, type Account, signedInBrowser } from '../support/session.js';

// The AI builder on a task's steps, in Chromium through the whole platform (the offline provider:
// no model configured): Generate Script from a home card, the step editor's save -> Saved ->
// script generated, an AI request that rewrites the steps, and the steps' version history.

const INPUT_NAME = 'timesheet.csv';
const INPUT = 'Tech,Hours,Status\nAna,8,Approved\nBen,3,Void\nAna,5,Approved\nCruz,9,Approved\n';
const STEPS = ['Remove rows where Status is Void', 'Total Hours per Tech', 'Save as hours-by-tech.csv'];

interface TaskSeen {
  id: number;
  version: number;
  instructions: string | null;
  pythonScript: string | null;
}

async function createTask(owner: Account, name: string, steps = STEPS): Promise<number> {
  const instructions = JSON.stringify(steps.map((content, i) => ({ id: `s${i + 1}`, content })));
  const { status, json } = await apiAs<{ id: number }>(owner, 'POST', '/api/tasks', {
    name,
    type: 'excel-processing',
    description: 'Hours per technician',
    instructions,
  });
  expect(status).toBe(201);
  return json.id;
}

async function uploadInput(owner: Account, taskId: number): Promise<void> {
  const form = new FormData();
  form.append('taskId', String(taskId));
  form.append('file', new Blob([INPUT], { type: 'text/csv' }), INPUT_NAME);
  const answer = await fetch(`${BASE_URL}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body: form });
  expect(answer.status).toBe(201);
}

async function task(owner: Account, id: number): Promise<TaskSeen> {
  const { status, json } = await apiAs<TaskSeen>(owner, 'GET', `/api/tasks/${id}`);
  expect(status).toBe(200);
  return json;
}

function stepsOf(seen: TaskSeen): string[] {
  return (JSON.parse(seen.instructions ?? '[]') as { content: string }[]).map((s) => s.content);
}

describe('the AI builder on the steps of a task, in Chromium', () => {
  const TASK = 'Weekly hours';
  let browser: Browser;
  let page: Page;
  let owner: Account;
  let taskId: number;
  const pageErrors: string[] = [];
  const toast = (title: string, description?: string) => toastOn(page, title, description);
  const card = (name: string) => page.locator('[data-testid="task-card"]', { hasText: name });
  const stepBoxes = () => page.locator('.step-editor textarea[aria-label^="Step "]');

  beforeAll(async () => {
    owner = await registerByApi('Gina', 'Generates');
    taskId = await createTask(owner, TASK);
    await uploadInput(owner, taskId);
    ({ browser, page } = await signedInBrowser(owner, pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("generates the script from a home card's Generate Script, and the card then offers Run Task", async () => {
    const generate = card(TASK).getByRole('button', { name: 'Generate Script' });
    await generate.waitFor();
    await expect(card(TASK).getByRole('button', { name: 'Run Task' }).isDisabled()).resolves.toBe(true);
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/tasks/${taskId}/generate-script`));
    await generate.click();
    expect((await answered).status()).toBe(200);
    const run = card(TASK).getByRole('button', { name: 'Run Task' });
    await page.waitForFunction((name) => {
      const cardEl = Array.from(document.querySelectorAll('[data-testid="task-card"]')).find((c) => c.textContent?.includes(name));
      const button = cardEl && Array.from(cardEl.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Run Task');
      return Boolean(button && !button.disabled);
    }, TASK);
    await expect(run.isEnabled()).resolves.toBe(true);
    await expect(card(TASK).getByRole('button', { name: 'Generate Script' }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/ai-steps-card.png` });
    // The script was checked on the uploaded file and saved as the task's first generated version.
    const seen = await task(owner, taskId);
    expect(seen.pythonScript).toContain('import milestone');
    const versions = await apiAs<{ source: string }[]>(owner, 'GET', `/api/tasks/${taskId}/script-versions`);
    expect(versions.json[0]?.source).toBe('ai');
  });

  it('saves an edited step (Saving..., Saved) and the script follows the new steps', async () => {
    await page.goto(`/tasks/${taskId}`);
    await page.getByRole('button', { name: 'Instructions', exact: true }).click();
    await stepBoxes().nth(1).waitFor();
    const before = (await task(owner, taskId)).pythonScript ?? '';
    expect(before).toContain('Void');
    expect(before).not.toContain('Approved');

    const generated = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/tasks/${taskId}/generate-script`));
    await stepBoxes().nth(0).fill('Keep rows where Status is Approved');
    await page.getByText('Saving...').waitFor();
    await page.getByText(/^Saved /).waitFor();
    expect((await generated).status()).toBe(200);
    await page.getByText('Script updated').waitFor();

    const after = await task(owner, taskId);
    expect(stepsOf(after)[0]).toBe('Keep rows where Status is Approved');
    expect(after.pythonScript).not.toBe(before);
    expect(after.pythonScript).toContain('Approved');
    expect(after.pythonScript).not.toContain('Void');

    // The Generated Script section shows it (its editor draws only the lines in view: Copy proves the whole text).
    await page.getByRole('button', { name: 'Generated Script', exact: true }).click();
    await page.getByRole('button', { name: 'Generate Script' }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/ai-steps-script.png` });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await toast('Script copied').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(after.pythonScript);
  });

  it('rewrites the steps from an AI request; View Recent Changes shows it, and the script follows', async () => {
    await page.getByRole('button', { name: 'Instructions', exact: true }).click();
    const count = await stepBoxes().count();
    // A blank request is not sent.
    const box = page.getByLabel('AI request');
    await box.fill('   ');
    await expect(page.getByRole('button', { name: 'Submit Request' }).isDisabled()).resolves.toBe(true);

    const REQUEST = 'add a step to sort by Hours descending';
    await box.fill(REQUEST);
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/tasks/${taskId}/steps/ai-request`));
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await toast('Request Sent', 'AI is updating your task steps...').waitFor();
    expect((await answered).status()).toBe(200);
    await page.waitForFunction((n) => document.querySelectorAll('.step-editor textarea[aria-label^="Step "]').length === n + 1, count);
    const contents = await stepBoxes().evaluateAll((boxes) => boxes.map((b) => (b as HTMLTextAreaElement).value));
    expect(contents.some((c) => /sort/i.test(c) && /hours/i.test(c))).toBe(true);
    await expect(box.inputValue()).resolves.toBe('');

    await page.getByText('View Recent Changes').click();
    const change = page.getByTestId('recent-change').first();
    await change.getByText(REQUEST).waitFor();
    await expect(change.textContent()).resolves.toMatch(/\d{1,2}:\d{2}/);
    await page.screenshot({ path: `${ARTIFACTS}/ai-steps-request.png` });

    const seen = await task(owner, taskId);
    expect(stepsOf(seen)).toEqual(contents);
    const versions = await apiAs<{ version: number; source: string; request: string | null }[]>(owner, 'GET', `/api/tasks/${taskId}/step-versions`);
    expect(versions.json[0]).toMatchObject({ source: 'ai', request: REQUEST });
  });

  it('shows an older version beside the current steps, changed steps highlighted, and restores it', async () => {
    await page.getByRole('button', { name: 'Version history' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('row', { name: /Steps version 1/ }).waitFor();
    await dialog
      .getByRole('row', { name: /Steps version 1/ })
      .getByRole('button', { name: 'View' })
      .click();
    const compare = dialog.locator('.step-compare');
    await compare.waitFor();
    await expect(compare.locator('[data-changed="true"]').count()).resolves.toBeGreaterThan(0);
    await expect(compare.locator('[data-changed="true"]').first().textContent()).resolves.toContain('Remove rows where Status is Void');
    await page.screenshot({ path: `${ARTIFACTS}/ai-steps-versions.png` });
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Restore' }).click();
    await toast('Steps restored').waitFor();
    await page.waitForFunction((steps) => {
      const values = Array.from(document.querySelectorAll('.step-editor textarea[aria-label^="Step "]')).map((b) => (b as HTMLTextAreaElement).value);
      return JSON.stringify(values) === JSON.stringify(steps);
    }, STEPS);
    const versions = await apiAs<{ source: string }[]>(owner, 'GET', `/api/tasks/${taskId}/step-versions`);
    expect(versions.json[0]?.source).toBe('restore');
    expect(stepsOf(await task(owner, taskId))).toEqual(STEPS);
    expect(pageErrors).toEqual([]);
  });

  it("says why when the steps cannot be built: the card's toast names it, and a save notes it quietly by the steps and the script", async () => {
    const UNCLEAR = 'Translate the comments into Spanish';
    const unclearId = await createTask(owner, 'Comment translation', [UNCLEAR]);
    await uploadInput(owner, unclearId);
    await page.goto('/');
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/tasks/${unclearId}/generate-script`));
    await card('Comment translation').getByRole('button', { name: 'Generate Script' }).click();
    const refused = await answered;
    expect(refused.status()).toBe(422);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toContain(UNCLEAR);
    await toast('Failed to generate script.', UNCLEAR).waitFor();
    await expect(card('Comment translation').getByRole('button', { name: 'Run Task' }).isDisabled()).resolves.toBe(true);

    // The step editor's save is followed by a generation that is refused: no error toast, a quiet note.
    await page.goto(`/tasks/${unclearId}`);
    await page.getByRole('button', { name: 'Instructions', exact: true }).click();
    await stepBoxes().nth(0).fill(`${UNCLEAR} and French`);
    await page.getByText(/^Saved /).waitFor();
    await page.getByTestId('step-script-note').getByText(UNCLEAR).waitFor();
    await expect(page.locator('.ant-notification-notice-error').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Generated Script', exact: true }).click();
    const note = page.getByTestId('script-check');
    await note.getByText('Failed to generate script.').waitFor();
    await note.getByText(UNCLEAR).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/ai-steps-refused.png` });
    expect((await task(owner, unclearId)).pythonScript ?? '').toBe('');
  });
});
