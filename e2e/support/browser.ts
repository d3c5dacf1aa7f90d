import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';

export const BASE_URL = process.env['E2E_BASE_URL'] ?? 'http://127.0.0.1:8080';
export const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

/** Debian's Chromium, headless, with the flags this closed network needs (never downloaded); Playwright gives it a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page in a context of its own. Its system asks for less motion unless `motion` is set: the
 * platform then turns antd's animations off, so no click is aimed at a dialog still zooming in or a
 * menu still sliding down (three CI runs lost a test to that). The new user's walk keeps motion on.
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  { motion = false }: { motion?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, reducedMotion: motion ? 'no-preference' : 'reduce' });
  context.on('page', watchPage);
  const page = await context.newPage();
  return { context, page };
}

/** What a test's page did lately: its last errors (console, page, network), newest last, and its requests still unanswered (since when). */
interface PageTrace {
  events: string[];
  inFlight: Map<Request, number>;
}
/** The open pages the tests made. */
const watched = new Map<Page, PageTrace>();
const RECENT_EVENTS = 12;
const clockTime = (at = Date.now()) => new Date(at).toISOString().slice(11, 23);

/** Keeps a page's recent errors and its unanswered requests, for the description of a failing test's pages. */
function watchPage(page: Page): void {
  if (watched.has(page)) return;
  const events: string[] = [];
  const inFlight = new Map<Request, number>();
  watched.set(page, { events, inFlight });
  const note = (text: string) => {
    events.push(`${clockTime()} ${text.replace(/\s+/g, ' ').slice(0, 220)}`);
    if (events.length > RECENT_EVENTS) events.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('crash', () => note('the page crashed'));
  page.on('request', (request) => inFlight.set(request, Date.now()));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('close', () => watched.delete(page));
}

/** At most `ms` for a look at a page that may be hung or crashed. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);
}

/**
 * What every open page shows, for a failing test's error (support/environment.mjs): its address, a
 * full-page screenshot in the artifacts, the test ids and buttons on screen, its toasts and error
 * texts, its buttons as getByRole sees them, the requests it still waits for and its last errors.
 */
async function describePages(testName: string): Promise<string> {
  const lines: string[] = [`pages at ${clockTime()} (e2e/support/browser.ts):`];
  let number = 0;
  for (const [page, { events, inFlight }] of watched) {
    if (page.isClosed()) continue;
    number++;
    const shot = join(ARTIFACTS, `failure-${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${number}.png`);
    const saved = await within(10_000, page.screenshot({ path: shot, fullPage: true })).then(
      () => shot,
      (error: Error) => `none (${error.message.split('\n')[0]})`,
    );
    const outline = await within(
      5000,
      page.evaluate(() => {
        const shown = (element: Element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0;
        const text = (element: Element) =>
          (element.getAttribute('aria-label') || (element as HTMLElement).innerText || '').replace(/\s+/g, ' ').trim().slice(0, 60);
        const unique = (values: string[], max: number) => [...new Set(values.filter(Boolean))].slice(0, max).join(' | ');
        const all = (selector: string) => Array.from(document.querySelectorAll(selector)).filter(shown);
        return [
          `  test ids: ${unique(
            all('[data-testid]').map((element) => element.getAttribute('data-testid') ?? ''),
            50,
          )}`,
          `  buttons on screen: ${unique(all('button, [role="button"], [role="switch"], a[href]').map(text), 40)}`,
          `  hiding from assistive tech: ${
            unique(
              all('[aria-hidden="true"], [inert]')
                .filter((element) => element.querySelector('button, [role="button"]'))
                .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
              5,
            ) || 'nothing'
          }`,
          `  toasts: ${unique(all('.ant-notification-notice, .ant-message-notice').map(text), 5) || 'none'}`,
          `  errors shown: ${unique(all('.ant-result-title, .ant-alert-message, [role="alert"]').map(text), 5) || 'none'}`,
        ];
      }),
    ).catch((error: Error) => [`  (its content could not be read: ${error.message.split('\n')[0]})`]);
    // The buttons as getByRole sees them (the accessibility tree): a button on screen but missing
    // here, or named otherwise, is hidden from it (aria-hidden, inert) or renamed (a loading icon).
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5000 })
      .then(
        (snapshot) => {
          const names = [...snapshot.matchAll(/- (?:button|switch) "([^"]*)"(?: \[([^\]]*)\])?/g)].map(([, name, state]) =>
            state ? `${name} [${state}]` : name,
          );
          return `  buttons in the accessibility tree: ${[...new Set(names)].slice(0, 40).join(' | ') || 'none'}`;
        },
        (error: Error) => `  (no accessibility tree: ${error.message.split('\n')[0]})`,
      );
    // A request the page still waits for (a second or more): a hung call leaves a button loading.
    const waiting = [...inFlight].filter(([, since]) => Date.now() - since >= 1000).slice(0, 5);
    lines.push(
      `page ${number}: ${page.url()}`,
      `  screenshot: ${saved}`,
      ...outline,
      tree,
      `  unanswered requests:${waiting.length ? '' : ' none'}`,
      ...waiting.map(([request, since]) => `    since ${clockTime(since)} ${request.method()} ${request.url()}`),
      `  last errors:${events.length ? '' : ' none'}`,
      ...events.map((event) => `    ${event}`),
    );
  }
  if (number === 0) lines.push('  no page open');
  return lines.join('\n');
}

(globalThis as { __e2eDescribePages?: (testName: string) => Promise<string> }).__e2eDescribePages = describePages;

/** The toast titled `title` (narrowed to the one showing `description`, when given). */
export function toastOn(page: Page, title: string, description?: string): Locator {
  const notice = page.locator('.ant-notification-notice', { hasText: title });
  return description ? notice.filter({ hasText: description }) : notice;
}

/**
 * Turns a switch (role switch, aria-checked) on or off as a user does: clicked, then seen in its
 * new state. A click that did not take is made again, twice at most, and said on the console: in
 * a loaded CI run a Formula Details switch once stayed off after its click while everything else on
 * the form held (its rows, its figures), the cause not found.
 */
export async function setSwitch(toggle: Locator, on: boolean): Promise<void> {
  const wanted = on ? 'true' : 'false';
  const shown = toggle.and(toggle.page().locator(`[aria-checked="${wanted}"]`));
  for (let attempt = 1; ; attempt++) {
    if ((await toggle.getAttribute('aria-checked')) !== wanted) await toggle.click();
    try {
      await shown.waitFor({ timeout: 3000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`setSwitch: ${String(toggle)} is not ${on ? 'on' : 'off'} 3 s after click ${attempt}; clicking again`);
    }
  }
}

/**
 * Waits until the element and what it holds have finished their animations (an antd Modal zooms in
 * from the button that opened it). A click aimed while the dialog is still growing can land on
 * another field: in a CI run an empty Create New Task's 'Create Task' click focused the
 * Description instead, and no validation message came.
 */
export async function settled(element: Locator): Promise<void> {
  await element.waitFor();
  // A spinner's endless rotation never finishes: only the animations that end are waited for.
  await element.evaluate((node) =>
    Promise.all(
      node
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Opens the header's account menu and clicks `item` once the menu has slid into place. In a CI run
 * a 'Profile' click aimed while the menu was still sliding down closed it without navigating.
 */
export async function chooseFromAccountMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await settled(menu);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
}

let counter = 0;
/** A new user's e-mail on a fresh company domain (unique per run). */
export function uniqueEmail(prefix = 'user'): string {
  counter++;
  return `${prefix}${counter}@e2e-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}.test`;
}

/**
 * Opens an antd Select (`select`: its combobox, e.g. getByLabel) and clicks `option` in that
 * select's own dropdown. Matching any visible dropdown is not enough: one closed a moment ago may
 * still be fading out with the same options.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  const listId = await select.getAttribute('aria-controls');
  if (!listId) throw new Error('the select has no aria-controls: is it an antd Select combobox?');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  await dropdown.locator('.ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
}

/** A phone-sized page signed in as `page` is (its cookies and stored token), opened at `url`. */
export async function openOnPhone(browser: Browser, page: Page, url: string): Promise<Page> {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  watchPage(phone);
  await phone.context().addCookies(await page.context().cookies());
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  await phone.goto(new URL('/auth', url).toString());
  await phone.evaluate((t) => localStorage.setItem('authToken', t ?? ''), token);
  await phone.goto(url);
  return phone;
}
