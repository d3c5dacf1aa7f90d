import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, launchBrowser, newPage } from '../support/browser.js';
import { connectToSandbox, searchCustomers } from '../support/service-titan.js';
import { registerByApi, signIn, type Account } from '../support/session.js';

// The Purchase Order Template's 'Job or Customer Reference' (issue 31): the ServiceTitan customer
// search where the company is connected (its replica in svc-reporting), a plain text input where it
// is not. Also what a form task's detail shows: its form and instructions, none of the script
// task's sections, and a 'Date Created' of the company's (Chicago's) day.

/** Today in Chicago as YYYY-MM-DD, computed here without the product's code. */
function chicagoToday(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

async function openTemplate(page: Page): Promise<void> {
  const card = page.locator('.ant-card', { hasText: 'Purchase Order Template' });
  await card.first().waitFor({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Open Task' }).first().click();
  await page.waitForURL(/\/tasks\/\d+$/);
  await page.getByTestId('form-task').waitFor({ timeout: 15_000 });
}

describe("the purchase order's customer reference in Chromium", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("is a plain text input where the company is not connected; the task shows its form and instructions only, dated Chicago's day", async () => {
    const { page } = await newPage(browser);
    const account: Account = await registerByApi('Nell', 'Plain');
    await signIn(page, account);
    await openTemplate(page);
    const form = page.getByTestId('form-task');
    const reference = form.getByLabel('Job or Customer Reference', { exact: true });
    await reference.waitFor();
    await expect(form.getByRole('combobox', { name: 'Job or Customer Reference' }).count()).resolves.toBe(0);
    await reference.fill('JOB-20417');
    await expect(reference.inputValue()).resolves.toBe('JOB-20417');
    // A new form is dated the company's day (spec: display timezone America/Chicago).
    await expect(form.getByLabel('Date Created', { exact: true }).inputValue()).resolves.toBe(chicagoToday());
    // A form runs no script and calls no API: the detail has no such sections.
    await page.getByRole('button', { name: 'Instructions', exact: true }).first().waitFor();
    for (const name of ['Generated Script', 'API Configuration', 'Saved Forms'])
      await expect(page.getByRole('button', { name, exact: true }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/purchase-order-reference-plain.png`, fullPage: true });
    await page.close();
  });

  it("searches the company's ServiceTitan customers where it is connected, and a pick fills in the customer's name", async () => {
    const { page } = await newPage(browser);
    const account: Account = await registerByApi('Cal', 'Connected');
    await connectToSandbox(account.token, 1000001);
    const [customer] = await searchCustomers(account.token, 'an');
    if (!customer) throw new Error("the sandbox tenant has no customer with 'an' in the name");
    await signIn(page, account);
    await openTemplate(page);
    const form = page.getByTestId('form-task');
    const reference = form.getByRole('combobox', { name: 'Job or Customer Reference' });
    await reference.waitFor({ timeout: 15_000 });
    await reference.fill(customer.name.slice(0, 4));
    const option = page.locator('.ant-select-item-option', { hasText: customer.name }).first();
    await option.waitFor({ timeout: 15_000 });
    if (customer.address) await expect(option.textContent()).resolves.toContain(customer.address);
    await page.screenshot({ path: `${ARTIFACTS}/purchase-order-reference-search.png`, fullPage: true });
    await option.click();
    await expect(reference.inputValue()).resolves.toBe(customer.name);
    // A job number is a reference too: what is typed stays the value.
    await reference.fill('JOB-20418');
    await page.keyboard.press('Escape');
    await expect(reference.inputValue()).resolves.toBe('JOB-20418');
    await page.close();
  });
});
