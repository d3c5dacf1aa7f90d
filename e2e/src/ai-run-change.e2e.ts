import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, toastOn } from '../support/browser.js';
import { generatedTaskRun, runAfter, waitForExecution } from '../support/executions.js';
import { apiAs, registerByApi, type Account, signedInBrowser } from '../support/session.js';

// The assistant on a completed run changes the task when asked (issue 32 item 12), in Chromium
// through the whole platform (the offline assistant): asked to add a column, it proposes the new
// steps and their script as diffs; Apply saves them as new versions; Run again makes a file that
// has the column.

const STEPS = ['Total Hours per Tech', 'Save as hours-by-tech.csv'];
const INPUT_NAME = 'timesheet.csv';
const INPUT = 'Tech,Hours,Date\nAna,8,2026-11-02\nBen,4,2026-11-02\nAna,8,2026-11-03\n';
const REQUEST = 'Add a column Days Worked = Hours / 8';
const OUTPUT_NAME = 'hours-by-tech.csv';

describe('changing a task from the assistant on a completed run, in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let owner: Account;
  let taskId: number;
  let completedRun: number;
  const pageErrors: string[] = [];
  const toast = (title: string, description?: string) => toastOn(page, title, description);
  const row = (id: number) => page.locator(`[data-testid="execution-row"][data-execution-id="${id}"]`);

  beforeAll(async () => {
    owner = await registerByApi('Cal', 'Changes');
    const made = await generatedTaskRun(owner.token, { name: 'Hours by tech', steps: STEPS, inputName: INPUT_NAME, input: INPUT });
    taskId = made.taskId;
    completedRun = made.run.id;
    expect(made.run.status).toBe('completed');
    ({ browser, page } = await signedInBrowser(owner, pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('proposes the new steps and script as diffs for "add a column", saving nothing until Apply', async () => {
    await page.goto('/executions');
    await row(completedRun).getByRole('button', { name: 'AI Assistant' }).click();
    await toast('AI Assistant Ready').waitFor();
    const panel = row(completedRun).getByRole('region', { name: 'AI Assistant' });
    await panel.getByLabel('Message to the AI assistant').fill(REQUEST);
    await panel.getByRole('button', { name: 'Send' }).click();
    const reply = panel.locator('[data-testid="feedback-message"][data-role="assistant"]').last();
    const steps = reply.getByRole('figure', { name: 'Proposed steps' });
    await steps.waitFor();
    await expect(reply.textContent()).resolves.toContain(`Added step 2: "${REQUEST}".`);
    await expect(reply.textContent()).resolves.not.toContain('I can explain why this run failed');
    await expect(steps.locator('[data-kind="added"]').allTextContents()).resolves.toEqual([`+ ${REQUEST}`]);
    await expect(steps.locator('[data-kind="removed"]').count()).resolves.toBe(0);
    const script = reply.getByRole('figure', { name: 'Proposed change' });
    await expect(script.locator('[data-kind="added"]').allTextContents()).resolves.toContainEqual(expect.stringContaining('Days Worked'));
    // Nothing is saved yet.
    const task = await apiAs<{ instructions: string }>(owner, 'GET', `/api/tasks/${taskId}`);
    expect((JSON.parse(task.json.instructions) as { content: string }[]).map((s) => s.content)).toEqual(STEPS);
    await reply.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/ai-run-change-proposal.png`, fullPage: true });
  });

  it('applies the change as new step and script versions, and Run again makes a file with the column', async () => {
    const panel = row(completedRun).getByRole('region', { name: 'AI Assistant' });
    await panel.getByRole('button', { name: 'Apply', exact: true }).click();
    await toast('Change applied').waitFor();
    await panel.getByText(/Applied as script version \d+/).waitFor();
    const task = await apiAs<{ instructions: string; pythonScript: string }>(owner, 'GET', `/api/tasks/${taskId}`);
    expect((JSON.parse(task.json.instructions) as { content: string }[]).map((s) => s.content)).toEqual([STEPS[0], REQUEST, STEPS[1]]);
    const stepVersions = await apiAs<{ source: string; request: string | null }[]>(owner, 'GET', `/api/tasks/${taskId}/step-versions`);
    expect(stepVersions.json[0]).toMatchObject({ source: 'ai', request: REQUEST });

    await row(completedRun).getByRole('button', { name: 'Run again' }).click();
    await toast('Task Started', 'Your task has been queued for execution.').waitFor();
    const newRun = await runAfter(owner.token, taskId, completedRun);
    expect((await waitForExecution(owner.token, newRun)).status).toBe('completed');
    const done = row(newRun);
    await done.getByTestId('execution-status').filter({ hasText: 'Completed' }).waitFor({ timeout: 15_000 });
    const download = page.waitForEvent('download');
    await done.getByRole('button', { name: `Download ${OUTPUT_NAME}` }).click();
    const saved = await download;
    const [header, ...rows] = readFileSync(await saved.path())
      .toString('utf8')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Days Worked');
    expect(rows).toHaveLength(2);
    await page.screenshot({ path: `${ARTIFACTS}/ai-run-change-applied.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
