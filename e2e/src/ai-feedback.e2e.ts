import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, toastOn } from '../support/browser.js';
import { generatedTaskRun, runAfter, waitForExecution } from '../support/executions.js';
import { apiAs, registerByApi, type Account, signedInBrowser } from '../support/session.js';

// "Fix this run" in Chromium through the whole platform (the offline assistant): a task whose
// steps say "Hours" runs on a file whose header says "Hrs" and fails on the missing column; the
// assistant on the failed run names both, proposes the script with "Hrs" as a diff, Apply saves it
// as a new script version, and Run again completes.

const STEPS = ['Total Hours per Tech', 'Save as hours-by-tech.csv'];
const INPUT_NAME = 'timesheet-hrs.csv';
const INPUT = 'Tech,Hrs,Date\nAna,8,2026-11-02\nBen,3,2026-11-02\nAna,5,2026-11-03\n';

describe('fixing a failed run with the AI assistant, in Chromium', () => {
  const TASK = 'Hours by tech';
  let browser: Browser;
  let page: Page;
  let owner: Account;
  let taskId: number;
  let failedRun: number;
  let fixedRun: number;
  const pageErrors: string[] = [];
  const toast = (title: string, description?: string) => toastOn(page, title, description);
  const row = (id: number) => page.locator(`[data-testid="execution-row"][data-execution-id="${id}"]`);

  beforeAll(async () => {
    owner = await registerByApi('Fay', 'Fixes');
    // Its script is generated before any file is uploaded (nothing to dry-run it on), so it is saved as it is.
    const made = await generatedTaskRun(owner.token, { name: TASK, steps: STEPS, inputName: INPUT_NAME, input: INPUT });
    taskId = made.taskId;
    failedRun = made.run.id;
    const run = made.run;
    expect(run.status).toBe('failed');
    expect(`${run.log?.error ?? ''}\n${run.log?.stderr ?? ''}`).toContain('MilestoneColumnError: Column "Hours" not found');
    ({ browser, page } = await signedInBrowser(owner, pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('explains the failed run, naming the missing column and the columns the file has, with the fix as a diff', async () => {
    await page.goto('/executions');
    await row(failedRun).getByRole('button', { name: 'Fix with AI' }).click();
    await toast('AI Assistant Ready').waitFor();
    const panel = row(failedRun).getByRole('region', { name: 'AI Assistant' });
    const diagnosis = panel.locator('[data-testid="feedback-message"][data-role="assistant"]').first();
    await diagnosis.waitFor();
    const text = (await diagnosis.textContent()) ?? '';
    expect(text).toContain('"Hours"');
    expect(text).toContain('Hrs');
    expect(text).toContain('Tech');
    const diff = diagnosis.getByRole('figure', { name: 'Proposed change' });
    await expect(diff.locator('[data-kind="removed"]').allTextContents()).resolves.toEqual([expect.stringContaining('Hours')]);
    await expect(diff.locator('[data-kind="added"]').allTextContents()).resolves.toEqual([expect.stringContaining('Hrs')]);
    // Added lines green, removed lines red.
    const colours = await diff.evaluate((el) => ({
      added: getComputedStyle(el.querySelector('[data-kind="added"]')!).backgroundColor,
      removed: getComputedStyle(el.querySelector('[data-kind="removed"]')!).backgroundColor,
    }));
    expect(colours.added).not.toBe(colours.removed);
    await page.screenshot({ path: `${ARTIFACTS}/ai-feedback-diagnosis.png`, fullPage: true });
  });

  it('answers a question (user right, assistant left); a blank message is not sent', async () => {
    const panel = row(failedRun).getByRole('region', { name: 'AI Assistant' });
    const input = panel.getByLabel('Message to the AI assistant');
    const messages = panel.getByTestId('feedback-message');
    const before = await messages.count();
    await input.fill('   ');
    await expect(panel.getByRole('button', { name: 'Send' }).isDisabled()).resolves.toBe(true);
    await input.press('Enter');
    await expect(messages.count()).resolves.toBe(before);

    await input.fill('Why did it fail?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="feedback-message"]').length === n + 2, before);
    const mine = messages.nth(before);
    await expect(mine.getAttribute('data-role')).resolves.toBe('user');
    await expect(messages.nth(before + 1).getAttribute('data-role')).resolves.toBe('assistant');
    await expect(messages.nth(before + 1).textContent()).resolves.toContain('Hours');
    const sides = await panel.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const user = el.querySelector('[data-role="user"]')!.getBoundingClientRect();
      const assistant = el.querySelector('[data-role="assistant"]')!.getBoundingClientRect();
      return { userRightGap: box.right - user.right, assistantLeftGap: assistant.left - box.left, userLeft: user.left, assistantLeft: assistant.left };
    });
    expect(sides.userLeft).toBeGreaterThan(sides.assistantLeft);
    await expect(input.inputValue()).resolves.toBe('');
  });

  it("reopens the run's conversation instead of starting another", async () => {
    await page.reload();
    await row(failedRun).getByRole('button', { name: 'Fix with AI' }).click();
    const panel = row(failedRun).getByRole('region', { name: 'AI Assistant' });
    await panel.getByText('Why did it fail?').waitFor();
    const conversations = await apiAs<unknown[]>(owner, 'GET', `/api/feedback/conversations?taskId=${taskId}&executionId=${failedRun}`);
    expect(conversations.json).toHaveLength(1);
  });

  it('applies the fix as a new script version, and Run again completes', async () => {
    const panel = row(failedRun).getByRole('region', { name: 'AI Assistant' });
    await panel.getByRole('button', { name: 'Apply fix' }).first().click();
    await toast('Fix applied').waitFor();
    await panel
      .getByText(/Applied as script version \d+/)
      .first()
      .waitFor();
    const task = await apiAs<{ pythonScript: string }>(owner, 'GET', `/api/tasks/${taskId}`);
    expect(task.json.pythonScript).toContain('Hrs');
    const versions = await apiAs<{ source: string }[]>(owner, 'GET', `/api/tasks/${taskId}/script-versions`);
    expect(versions.json[0]?.source).toBe('ai');

    await row(failedRun).getByRole('button', { name: 'Run again' }).click();
    await toast('Task Started', 'Your task has been queued for execution.').waitFor();
    const newRun = await runAfter(owner.token, taskId, failedRun);
    fixedRun = newRun;
    const finished = await waitForExecution(owner.token, newRun);
    expect(finished.status).toBe('completed');
    expect(finished.outputFiles.map((f) => f.name)).toContain('hours-by-tech.csv');
    await row(newRun).getByTestId('execution-status').filter({ hasText: 'Completed' }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${ARTIFACTS}/ai-feedback-fixed.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  it("offers 'AI Assistant' on a run that did not fail, and says so when the conversation cannot start or a message cannot be sent", async () => {
    await page.goto('/executions');
    const open = row(fixedRun).getByRole('button', { name: 'AI Assistant' });
    await page.route('**/api/feedback/conversations', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await open.click();
    await toast('Error', 'Failed to start AI conversation. Please try again.').waitFor();
    await expect(row(fixedRun).getByRole('region', { name: 'AI Assistant' }).count()).resolves.toBe(0);
    await page.unroute('**/api/feedback/conversations');

    await open.click();
    await toast('AI Assistant Ready').waitFor();
    const panel = row(fixedRun).getByRole('region', { name: 'AI Assistant' });
    await panel.waitFor();
    await page.route('**/api/feedback/conversations/*/messages', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    const input = panel.getByLabel('Message to the AI assistant');
    await input.fill('Can it also sort by Tech?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await toast('Error', 'Failed to send message. Please try again.').waitFor();
    // What the user wrote stays, to send again.
    await expect(input.inputValue()).resolves.toBe('Can it also sort by Tech?');
    await page.unroute('**/api/feedback/conversations/*/messages');
    expect(pageErrors).toEqual([]);
  });
});
