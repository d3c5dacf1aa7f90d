import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, openOnPhone, settled, toastOn } from '../support/browser.js';
import { taskExecutions, waitForExecution } from '../support/executions.js';
import { apiAs, registerByApi, type Account, signedInBrowser } from '../support/session.js';
import { csvRows, TIMESHEET_CSV, TIMESHEET_NAME } from '../support/timesheet.js';

// The AI builder from the home page, in Chromium, against the platform's own offline provider
// (no AI_BASE_URL): the wizard from a description to a task whose generated script runs on an
// uploaded csv, and the quick AI task creator.

const DESCRIPTION =
  'Take the weekly timesheet export, drop the rows where Status is Void, then total the Hours per Technician, sorted by Technician A to Z. Save it as a CSV file named hours-by-technician.';
const OUTPUT_NAME = 'hours-by-technician.csv';
const INPUT_NAME = TIMESHEET_NAME;
const INPUT = TIMESHEET_CSV;

/** A description the offline provider cannot build: it says so instead of guessing. */
const REFUSED = 'Email each technician a summary of their hours and predict next month from the trend.';

interface TaskSeen {
  id: number;
  name: string;
  type: string;
  instructions: string | null;
  pythonScript: string | null;
  hasScript: boolean;
  config: { aiGenerated?: boolean; features?: string[]; sections?: unknown[]; implementationDetails?: { script: string | null } };
}

/** Records every percent the implementation bar shows and when (ms), in order (read in the page as it changes). */
async function watchImplementation(page: Page): Promise<() => Promise<{ percent: number; at: number }[]>> {
  await page.evaluate(() => {
    const seen: { percent: number; at: number }[] = [];
    (window as unknown as { implementationSeen: typeof seen }).implementationSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="implementation-progress"] [role="progressbar"]');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : NaN;
      if (!Number.isNaN(value) && seen.at(-1)?.percent !== value) seen.push({ percent: value, at: performance.now() });
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { implementationSeen: { percent: number; at: number }[] }).implementationSeen);
}

describe('the AI builder in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let owner: Account;
  const pageErrors: string[] = [];
  const toast = (title: string, description?: string) => toastOn(page, title, description);
  const card = (name: string) => page.locator('[data-testid="task-card"]', { hasText: name });
  const builder = () => page.getByRole('dialog', { name: 'AI Task Builder' });
  const tasks = async () => (await apiAs<{ name: string }[]>(owner, 'GET', '/api/tasks?limit=100')).json.map((t) => t.name);

  beforeAll(async () => {
    owner = await registerByApi('Avery', 'Builder');
    ({ browser, page } = await signedInBrowser(owner, pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds a task from a description through the five steps, then runs it on an uploaded csv and downloads its output', async () => {
    await page.getByRole('button', { name: 'Build with AI' }).click();
    const dialog = builder();
    await settled(dialog);
    const progress = dialog.getByTestId('wizard-progress');
    await dialog.getByRole('heading', { name: 'Task Description' }).waitFor();
    await expect(progress.getAttribute('data-step')).resolves.toBe('0');
    await expect(progress.locator('li').allTextContents()).resolves.toEqual([
      '1. Task Description',
      '2. Requirements',
      '3. Task Planning',
      '4. Review & Approve',
      '5. Implementation',
    ]);

    // Continue needs a non-blank description and a type.
    const next = dialog.getByRole('button', { name: 'Continue' });
    await expect(next.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('What should this task do?').fill('   ');
    await dialog.getByRole('radio', { name: 'Excel Processing' }).click();
    await expect(next.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('What should this task do?').fill(DESCRIPTION);
    await expect(dialog.getByRole('radio', { name: 'Excel Processing' }).getAttribute('aria-checked')).resolves.toBe('true');
    await expect(dialog.getByRole('radio', { name: 'Form Processing' }).getAttribute('aria-checked')).resolves.toBe('false');
    await expect(dialog.getByRole('radio', { name: 'API Reporting' }).getAttribute('aria-checked')).resolves.toBe('false');
    await page.screenshot({ path: `${ARTIFACTS}/ai-builder-description.png` });

    // 'Analyzing...' while the questions are asked for.
    const requirementsAnswer = page.waitForResponse((r) => r.url().endsWith('/api/ai/generate-task-requirements'));
    await next.click();
    const answer = await requirementsAnswer;
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { requirements: { id: string; question: string; required: boolean; type: string }[] } };
    expect(data.requirements.length).toBeGreaterThan(0);

    // Requirements: each question with its input, the required ones with the asterisk.
    await dialog.getByRole('heading', { name: 'Requirements' }).waitFor();
    await expect(progress.getAttribute('data-step')).resolves.toBe('1');
    for (const question of data.requirements) await dialog.getByText(question.question, { exact: true }).waitFor();
    await expect(dialog.locator('label.ant-form-item-required').allTextContents()).resolves.toEqual(
      data.requirements.filter((q) => q.required).map((q) => q.question),
    );
    await page.screenshot({ path: `${ARTIFACTS}/ai-builder-requirements.png`, fullPage: true });

    // Back keeps the description; Continue asks again.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('What should this task do?').inputValue()).resolves.toBe(DESCRIPTION);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Requirements' }).waitFor();

    // A plan that fails stays at Task Planning with the error toast (spec 000 section 4).
    await page.route('**/api/ai/generate-task-plan', (route) =>
      route.fulfill({
        status: 503,
        json: { statusCode: 503, message: 'Failed to generate task plan. Please try again.', reason: 'The model is not reachable.' },
      }),
    );
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await toast('Error', 'Failed to generate task plan. Please try again. The model is not reachable.').waitFor();
    await expect(progress.getAttribute('data-step')).resolves.toBe('2');
    await dialog.getByRole('heading', { name: 'Creating Your Task Plan' }).waitFor();
    await page.unroute('**/api/ai/generate-task-plan');

    // Try Again: the plan, on Review & Approve.
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    const review = dialog.getByTestId('plan-review');
    await review.waitFor();
    await expect(progress.getAttribute('data-step')).resolves.toBe('3');
    const planName = (await review.getByTestId('plan-name').textContent())!.trim();
    expect(planName).not.toBe('');
    await review.getByText('excel processing', { exact: true }).waitFor();
    const badge = review.getByTestId('complexity-badge');
    const complexity = await badge.getAttribute('data-complexity');
    expect(['low', 'medium', 'high']).toContain(complexity);
    await expect(badge.textContent()).resolves.toBe(complexity);
    await review.getByRole('heading', { name: 'Features' }).waitFor();
    await review.getByRole('heading', { name: 'Sections' }).waitFor();
    // The data flow is a numbered list, in the description's order.
    const flow = review.getByTestId('data-flow');
    await expect(flow.evaluate((list) => list.tagName)).resolves.toBe('OL');
    const steps = await flow.locator('li').allTextContents();
    expect(steps.length).toBeGreaterThanOrEqual(3);
    const voidStep = steps.findIndex((s) => /void/i.test(s));
    const sumStep = steps.findIndex((s) => /hours/i.test(s) && /technician/i.test(s));
    expect(voidStep).toBeGreaterThanOrEqual(0);
    expect(sumStep).toBeGreaterThan(voidStep);
    await page.screenshot({ path: `${ARTIFACTS}/ai-builder-review.png`, fullPage: true });

    // Back to Requirements and forward again.
    await review.getByRole('button', { name: 'Back to Requirements' }).click();
    await expect(progress.getAttribute('data-step')).resolves.toBe('1');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await review.waitFor();

    // Implementation: held a moment, the bar rises 10 every 0.5 s (held at 90), then 100.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ai/implement-task', async (route) => {
      await held;
      await route.continue();
    });
    const seen = await watchImplementation(page);
    await review.getByRole('button', { name: 'Implement Task' }).click();
    await dialog.getByRole('heading', { name: 'Implementing Your Task' }).waitFor();
    await expect(progress.getAttribute('data-step')).resolves.toBe('4');
    const barAt = (percent: number) =>
      page.waitForFunction(
        (p) => document.querySelector('[data-testid="implementation-progress"] [role="progressbar"]')?.getAttribute('aria-valuenow') === String(p),
        percent,
      );
    await barAt(30);
    await page.screenshot({ path: `${ARTIFACTS}/ai-builder-implementation.png` });
    await barAt(90);
    // The header says what the bar shows (held at 90 until the answer), not the step's 100%.
    await progress.getByText('90% complete', { exact: true }).waitFor();
    release();
    await toast('AI Task Created').waitFor({ timeout: 30_000 });
    await dialog.waitFor({ state: 'hidden' });
    await page.unroute('**/api/ai/implement-task');
    // 0, 10, ... 90 a tick of 0.5 s apart (held at 90 until the answer), then 100.
    const ticks = await seen();
    expect(ticks.map((t) => t.percent)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    // Eight ticks from 10 to 90: 4 s, less a render's lateness on a busy machine.
    expect(ticks[9]!.at - ticks[1]!.at).toBeGreaterThanOrEqual(3_600);

    // The new task: its card on home; its steps, config and script as the builder sent them.
    await card(planName).waitFor();
    const list = (await apiAs<{ id: number; name: string }[]>(owner, 'GET', '/api/tasks?limit=100')).json;
    const created = list.find((t) => t.name === planName)!;
    const { json: task } = await apiAs<TaskSeen>(owner, 'GET', `/api/tasks/${created.id}`);
    expect(task.type).toBe('excel-processing');
    expect(task.hasScript).toBe(true);
    expect(task.config.aiGenerated).toBe(true);
    expect(task.config.implementationDetails?.script).toBe(task.pythonScript);
    const instructions = JSON.parse(task.instructions!) as { id: string; content: string }[];
    expect(instructions.length).toBeGreaterThanOrEqual(3);
    expect(instructions.every((s) => s.id && s.content)).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/ai-builder-created.png`, fullPage: true });

    // Upload the timesheet from the card, run the task, and download what its script wrote.
    await card(planName)
      .getByRole('button', { name: `Upload file for ${planName}` })
      .click();
    const upload = page.getByRole('dialog', { name: `Upload File for ${planName}` });
    await upload.locator('input[type="file"]').setInputFiles({ name: INPUT_NAME, mimeType: 'text/csv', buffer: Buffer.from(INPUT) });
    await toast('File Uploaded', 'Your file has been uploaded successfully.').waitFor();
    await page.keyboard.press('Escape');
    await upload.waitFor({ state: 'hidden' });
    await card(planName).getByText('File ready - 1 file(s) uploaded').waitFor();
    await card(planName).getByRole('button', { name: 'Run Task' }).click();
    await toast('Task Started', 'Your task has been queued for execution.').waitFor();
    const [run] = await taskExecutions(owner.token, created.id);
    const done = await waitForExecution(owner.token, run!.id, 90_000);
    expect(done.log?.stderr ?? '').toBe('');
    expect(done).toMatchObject({ status: 'completed', error: null });
    expect(done.outputFiles.map((f) => f.name)).toEqual([OUTPUT_NAME]);

    await card(planName).getByRole('button', { name: 'Open Task' }).click();
    await page.waitForURL(new RegExp(`/tasks/${created.id}$`));
    const latest = page.getByTestId('quick-file-preview');
    await latest.getByText(OUTPUT_NAME).waitFor({ timeout: 15_000 });
    const download = page.waitForEvent('download');
    await latest.getByRole('button', { name: `Download ${OUTPUT_NAME}` }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(OUTPUT_NAME);
    const rows = csvRows(readFileSync(await saved.path()).toString('utf8'));
    // The voided rows are gone (Casey had only a voided one), the hours totalled, A to Z.
    expect(rows.map((r) => r['Technician'])).toEqual(['Alex', 'Jordan']);
    const hours = rows.map((r) => Number(Object.entries(r).find(([column]) => /hours/i.test(column))?.[1]));
    expect(hours).toEqual([9.5, 12]);
    expect(pageErrors).toEqual([]);
  });

  it('closes on Cancel and on Esc, creating nothing', async () => {
    await page.goto('/');
    const before = await tasks();
    await page.getByRole('button', { name: 'Build with AI' }).click();
    // Clicked once the builder has zoomed in: a click aimed mid-zoom lands where the button is not
    // yet (a CI run's click on Cancel landed on the Form Processing card).
    await settled(builder());
    await builder().getByLabel('What should this task do?').fill('Total the hours per technician');
    await builder().getByRole('button', { name: 'Cancel' }).click();
    await builder().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Build with AI' }).click();
    await settled(builder());
    // A new opening starts afresh.
    await expect(builder().getByLabel('What should this task do?').inputValue()).resolves.toBe('');
    await page.keyboard.press('Escape');
    await builder().waitFor({ state: 'hidden' });
    await expect(tasks()).resolves.toEqual(before);
  });

  it("answers the spec's texts when the AI fails: requirements stay at step 1, a failed implementation goes back to the plan", async () => {
    await page.goto('/');
    const before = await tasks();
    await page.getByRole('button', { name: 'Build with AI' }).click();
    const dialog = builder();
    await settled(dialog);
    const progress = dialog.getByTestId('wizard-progress');
    await dialog.getByLabel('What should this task do?').fill('Remove duplicate customers by Email and sort by Customer Name.');
    await dialog.getByRole('radio', { name: 'Excel Processing' }).click();

    await page.route('**/api/ai/generate-task-requirements', (route) =>
      route.fulfill({
        status: 504,
        json: { statusCode: 504, message: 'Failed to generate requirements. Please try again.', reason: 'The model did not answer in 60 s.' },
      }),
    );
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await toast('Error', 'Failed to generate requirements. Please try again. The model did not answer in 60 s.').waitFor();
    await expect(progress.getAttribute('data-step')).resolves.toBe('0');
    await dialog.getByRole('button', { name: 'Continue', disabled: false }).waitFor();
    await page.unroute('**/api/ai/generate-task-requirements');
    // The toast sits over the dialog's footer at this size, and a pointer resting on it keeps it
    // open: the user closes it before trying again.
    const failure = toast('Error', 'Failed to generate requirements. Please try again.');
    await failure.locator('.ant-notification-notice-close').click();
    await failure.waitFor({ state: 'hidden' });

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    const review = dialog.getByTestId('plan-review');
    await review.waitFor();
    await page.route('**/api/ai/implement-task', (route) =>
      route.fulfill({
        status: 502,
        json: {
          statusCode: 502,
          message: 'Failed to implement the task. Please try again.',
          reason: 'The model answered something that is not the JSON asked for.',
        },
      }),
    );
    await review.getByRole('button', { name: 'Implement Task' }).click();
    await toast(
      'Implementation Error',
      'Failed to implement the task. Please try again. The model answered something that is not the JSON asked for.',
    ).waitFor();
    await review.waitFor();
    await expect(progress.getAttribute('data-step')).resolves.toBe('3');
    await page.unroute('**/api/ai/implement-task');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(tasks()).resolves.toEqual(before);
  });

  it("fits a phone's width: the builder's type cards and the quick creator scroll nothing sideways", async () => {
    const phone = await openOnPhone(browser, page, `${BASE_URL}/`);
    try {
      await phone.getByRole('button', { name: 'Quick AI Task' }).click();
      await phone.getByTestId('quick-ai-creator').waitFor();
      await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
      await phone.getByRole('button', { name: 'Build with AI' }).click();
      const dialog = phone.getByRole('dialog', { name: 'AI Task Builder' });
      await dialog.getByRole('radio', { name: 'API Reporting' }).waitFor();
      // Measured once zoomed in, at its real size.
      await settled(dialog);
      const rights = await dialog.getByRole('radio').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().right));
      expect(Math.max(...rights)).toBeLessThanOrEqual(390);
      await phone.screenshot({ path: `${ARTIFACTS}/ai-builder-phone.png` });
    } finally {
      await phone.close();
    }
  });

  it('creates a task with the quick AI creator: validation, an example prompt, the new card', async () => {
    await page.goto('/');
    const panel = page.getByTestId('quick-ai-creator');
    // Hidden until its toggle opens it.
    await page.getByRole('button', { name: 'Quick AI Task' }).waitFor();
    await expect(panel.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Quick AI Task' }).click();
    await panel.waitFor();
    await expect(panel.getByLabel('Task Description').getAttribute('rows')).resolves.toBe('4');

    // Create Task is disabled while a field is empty; blank fields are refused without a request.
    const create = panel.getByRole('button', { name: 'Create Task' });
    await expect(create.isDisabled()).resolves.toBe(true);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/tasks/create-with-ai')) sent.push(request.method());
    });
    await panel.getByLabel('Task Name').fill('   ');
    await panel.getByLabel('Task Description').fill('Total the hours');
    await create.click();
    await toast('Missing Information', 'Please provide both a task name and description.').waitFor();
    expect(sent).toEqual([]);

    // An example prompt fills the description, and the blank name with the example's.
    await panel.getByRole('button', { name: 'Timesheet totals per technician' }).click();
    const prompt = await panel.getByLabel('Task Description').inputValue();
    expect(prompt).toMatch(/Hours per Technician/);
    await expect(panel.getByLabel('Task Name').inputValue()).resolves.toBe('Timesheet totals per technician');
    await panel.getByLabel('Task Name').fill('Hours per technician (quick)');
    await page.screenshot({ path: `${ARTIFACTS}/ai-quick-creator.png`, fullPage: true });
    await create.click();
    await toast('Task Created Successfully', 'Your AI-powered task "Hours per technician (quick)" has been created and is ready to use.').waitFor({
      timeout: 30_000,
    });
    await panel.waitFor({ state: 'detached' });
    await card('Hours per technician (quick)').waitFor();
    expect(sent).toEqual(['POST']);
    const list = (await apiAs<{ id: number; name: string }[]>(owner, 'GET', '/api/tasks?limit=100')).json;
    const { json: task } = await apiAs<TaskSeen>(owner, 'GET', `/api/tasks/${list.find((t) => t.name === 'Hours per technician (quick)')!.id}`);
    expect(task.hasScript).toBe(true);
    expect(task.config.aiGenerated).toBe(true);
  });

  it("shows the server's explanation when the description cannot be built, and creates nothing", async () => {
    await page.goto('/');
    const before = await tasks();
    await page.getByRole('button', { name: 'Quick AI Task' }).click();
    const panel = page.getByTestId('quick-ai-creator');
    await panel.getByLabel('Task Name').fill('Technician e-mails');
    await panel.getByLabel('Task Description').fill(REFUSED);
    const refusal = page.waitForResponse((r) => r.url().endsWith('/api/tasks/create-with-ai'));
    await panel.getByRole('button', { name: 'Create Task' }).click();
    const answer = await refusal;
    expect(answer.status()).toBe(422);
    const { message } = (await answer.json()) as { message: string };
    expect(message).toMatch(/understand/i);
    await toast('Task Creation Failed', message).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/ai-quick-refused.png`, fullPage: true });
    // The panel stays open with what was typed, to change it.
    await expect(panel.getByLabel('Task Description').inputValue()).resolves.toBe(REFUSED);
    await expect(tasks()).resolves.toEqual(before);
    expect(pageErrors).toEqual([]);
  });
});
