import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';
import { apiAs, registerByApi, signIn, type Account } from '../support/session.js';

// A task's Schedule section in Chromium (issue #12): a schedule from a preset, its plain-English
// reading and next five runs in Chicago time (from svc-tasks' croner), the task 'scheduled' while it
// is enabled and back to its own status (inactive, as created) once it is switched off. The schedule is weekly on weekdays at 7:00
// and switched off at the end: no worker runs it during the suite.

const CHICAGO_7AM = /^[A-Z][a-z]{2} \d{2}, \d{4} at 7:00 AM (CST|CDT)$/;
const WEEKDAYS_AT_7 = 'At 07:00 AM, Monday through Friday';

describe('a task’s schedule in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let owner: Account;
  let taskId: number;

  const statusOf = async () => (await apiAs<{ status: string }>(owner, 'GET', `/api/tasks/${taskId}`)).json.status;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    owner = await registerByApi('Casey', 'Cron');
    const created = await apiAs<{ id: number }>(owner, 'POST', '/api/tasks', {
      name: 'Morning panel check',
      type: 'excel-processing',
      description: 'Checks the panel sheet each weekday',
    });
    expect(created.status).toBe(201);
    taskId = created.json.id;
    await signIn(page, owner);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('tells why an expression cannot be read, and offers no Add Schedule for it', async () => {
    await page.goto(`/tasks/${taskId}`);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('This task has no schedule yet: it runs only when someone runs it.').waitFor();
    await page.getByLabel('Cron expression').fill('0 25 * * *');
    await page.getByText('Invalid cron expression: Invalid value for hour: 25').waitFor();
    await expect(page.getByRole('button', { name: 'Add Schedule' }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('Cron expression').fill('');
  });

  it('creates a schedule from a preset, reads it in plain English with its next five runs, and shows the task scheduled until it is switched off', async () => {
    const form = page.getByRole('region', { name: 'New schedule' });
    await form.getByRole('button', { name: 'Every weekday at 7:00' }).click();
    await expect(form.getByLabel('Cron expression').inputValue()).resolves.toBe('0 7 * * 1-5');
    // The preview, read by the server as the expression settles.
    await form.getByText(WEEKDAYS_AT_7).waitFor();
    const previewRuns = form.getByRole('list', { name: 'Next 5 runs (Chicago time)' }).getByRole('listitem');
    await expect(previewRuns.count()).resolves.toBe(5);
    for (const run of await previewRuns.allTextContents()) expect(run).toMatch(CHICAGO_7AM);

    await form.getByRole('button', { name: 'Add Schedule' }).click();
    const item = page.getByRole('article', { name: 'Schedule 0 7 * * 1-5' });
    await item.getByText(WEEKDAYS_AT_7).waitFor();
    await item.getByText('Last run: never').waitFor();
    const runs = item.getByRole('list', { name: 'Next 5 runs (Chicago time)' }).getByRole('listitem');
    await expect(runs.count()).resolves.toBe(5);
    for (const run of await runs.allTextContents()) expect(run).toMatch(CHICAGO_7AM);
    // The task is 'scheduled' on the page (the section's heading) and through the API.
    await page.getByRole('heading', { name: 'Schedule scheduled' }).waitFor();
    expect(await statusOf()).toBe('scheduled');
    const [schedule] = (
      await apiAs<Array<{ id: number; enabled: boolean; nextRun: string; cronExpression: string }>>(owner, 'GET', `/api/tasks/${taskId}/schedules`)
    ).json;
    expect(schedule).toMatchObject({ enabled: true, cronExpression: '0 7 * * 1-5' });

    // Switched off: it no longer runs, and the task has its own status again (inactive, not 'active').
    const enabled = item.getByRole('switch', { name: 'Enabled' });
    await enabled.click();
    await item.getByText('Disabled: the task does not run by this schedule.').waitFor();
    await expect(enabled.getAttribute('aria-checked')).resolves.toBe('false');
    await page.getByRole('heading', { name: 'Schedule inactive' }).waitFor();
    expect(await statusOf()).toBe('inactive');
    const [off] = (await apiAs<Array<{ enabled: boolean; nextRun: string | null }>>(owner, 'GET', `/api/tasks/${taskId}/schedules`)).json;
    expect(off).toMatchObject({ enabled: false, nextRun: null });

    // Still there after a reload, still off.
    await page.reload();
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByRole('article', { name: 'Schedule 0 7 * * 1-5' }).getByText('Disabled: the task does not run by this schedule.').waitFor();
  });
});
