import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, toastOn } from '../support/browser.js';
import { registerByApi, signedInBrowser, type Account } from '../support/session.js';
import { sandboxConnection, searchCustomers, serviceTitanStatus, waitForSyncedReplica, type FoundCustomer } from '../support/service-titan.js';

// ServiceTitan (issue #14) as an owner meets it: a new company is not connected; its owner enters
// the sandbox tenant's credentials on the status page (a wrong secret is refused and nothing is
// saved), the first sync fills the replica, and the load calculator then finds the company's
// customers and the square footage of their addresses.
describe('ServiceTitan in Chromium: connect, sync, and the load calculator’s customer search and property lookup', () => {
  let browser: Browser;
  let page: Page;
  let owner: Account;
  const pageErrors: string[] = [];
  const TENANT = 1000002;

  beforeAll(async () => {
    owner = await registerByApi('Tia', 'Titan');
    ({ browser, page } = await signedInBrowser(owner, pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Fills the Connection form with the sandbox tenant's credentials and the given secret. */
  async function fillConnection(secret: string): Promise<void> {
    const credentials = sandboxConnection(TENANT);
    for (const [label, key] of [
      ['Auth URL', 'authUrl'],
      ['API URL', 'apiUrl'],
      ['Tenant ID', 'tenantId'],
      ['Client ID', 'clientId'],
      ['App Key', 'appKey'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(credentials[key]!);
    }
    await page.getByLabel('Client Secret', { exact: true }).fill(secret);
  }

  it('shows a new company as not connected, with the form for its owner', async () => {
    await page.goto('/service-titan/status');
    await page.getByText('The Service Titan connector is not configured yet.').waitFor();
    await page.getByLabel('Client Secret').waitFor();
    const status = await serviceTitanStatus(owner.token);
    expect(status.configured).toBe(false);
  });

  it('refuses a wrong secret with ServiceTitan’s reason and saves nothing', async () => {
    await fillConnection('not-the-secret');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByText('ServiceTitan refused the client id or secret (invalid_client)').waitFor({ timeout: 20_000 });
    expect((await serviceTitanStatus(owner.token)).configured).toBe(false);
    // The form is ready for another try: Connect no longer loading, and named so for a screen reader
    // too (antd's loading icon once stayed inside it after a quick refusal: libs/ui button-config.tsx).
    await page.getByRole('button', { name: 'Connect', exact: true }).waitFor({ timeout: 3000 });
  });

  it('connects with the right secret, syncs the replica and shows the authentication and the replica', async () => {
    // From a fresh page, not the refused attempt's form: this test stands on its own.
    await page.goto('/service-titan/status');
    await fillConnection(sandboxConnection(TENANT).clientSecret!);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('button', { name: 'Test connection' }).waitFor({ timeout: 20_000 });
    const synced = await waitForSyncedReplica(owner.token);
    const customers = synced.replica.entities.find((e) => e.key === 'customers')!.records;
    expect(customers).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Refresh' }).click();
    // The replica table shows the customers the sync stored, with thousands separators.
    await page.getByRole('row', { name: new RegExp(`Customers\\s+${customers.toLocaleString('en-US')}`) }).waitFor({ timeout: 10_000 });
    await page.getByText('ServiceTitan issued a token valid for 900 s').waitFor();
    // The secret is never shown, only that one is stored.
    expect(await page.content()).not.toContain(sandboxConnection(TENANT).clientSecret!);
    await page.screenshot({ path: `${ARTIFACTS}/service-titan-status.png`, fullPage: true });
  });

  it('finds the company’s customer in the load calculator and fills the form from it, then looks up the address', async () => {
    // A customer of the tenant with a known square footage and an e-mail, as the search answers.
    const candidates = await searchCustomers(owner.token, 'an');
    const customer = candidates.find((c): c is FoundCustomer & { squareFootage: number; email: string } => c.squareFootage !== null && c.email !== null);
    expect(customer).toBeDefined();

    await page.goto('/');
    const card = page.locator('.ant-card', { hasText: 'Residential Load Calculation' });
    await card.first().waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Open Task' }).first().click();
    await page.waitForURL(/\/tasks\/\d+$/);
    const form = page.getByTestId('load-calculation-form');
    await form.waitFor({ timeout: 15_000 });

    const name = page.getByRole('combobox', { name: 'Customer Name' });
    await name.click();
    await name.pressSequentially(customer!.name, { delay: 20 });
    const option = page.getByRole('listbox', { name: 'Customer search results' }).getByRole('option', { name: new RegExp(customer!.address.split(',')[0]!) });
    await option.first().click();
    await expect(form.getByLabel('Customer Email', { exact: true }).inputValue()).resolves.toBe(customer!.email);
    await expect(form.getByLabel('Address', { exact: true }).inputValue()).resolves.toBe(customer!.address);
    const squareFeet = customer!.squareFootage.toLocaleString('en-US');
    await expect(form.getByLabel('Square Feet', { exact: true }).inputValue()).resolves.toBe(squareFeet);

    await form.getByLabel('Square Feet', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Look up square footage for this address' }).click();
    await toastOn(page, 'Property Found', `Square footage updated to ${squareFeet} sq ft from Zillow`).waitFor();
    await expect(form.getByLabel('Square Feet', { exact: true }).inputValue()).resolves.toBe(squareFeet);

    await form.getByLabel('Address', { exact: true }).fill('1 Nowhere Lane, Atlantis, ZZ 00000');
    await page.getByRole('button', { name: 'Look up square footage for this address' }).click();
    await toastOn(page, 'Property Not Found', 'Could not find property details from Zillow. Please enter square footage manually.').waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/service-titan-load-calculator.png` });
    expect(pageErrors).toEqual([]);
  });
});
