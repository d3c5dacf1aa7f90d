import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

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

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport });
  const page = await context.newPage();
  return { context, page };
}

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
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.context().addCookies(await page.context().cookies());
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  await phone.goto(new URL('/auth', url).toString());
  await phone.evaluate((t) => localStorage.setItem('authToken', t ?? ''), token);
  await phone.goto(url);
  return phone;
}
