import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

let counter = 0;
/** A new user's e-mail on a fresh company domain (unique per run). */
export function uniqueEmail(prefix = 'user'): string {
  counter++;
  return `${prefix}${counter}@e2e-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}.test`;
}
