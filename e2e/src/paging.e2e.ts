import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, chooseOption, launchBrowser, newPage } from '../support/browser.js';
import { registerByApi, signIn, type Account } from '../support/session.js';

// Issue 9 point 11: lists never answer more than their page (svc-identity: 100 users or invitations
// by default, svc-reporting: 100 calculations), so the screens page through them. Each test makes
// more than a page through the API and finds every row on screen.
describe('paged lists in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let admin: Account;
  let domain: string;

  /** A JSON request of the admin's through the gateway; fails the test on anything but `status`. */
  async function api(method: string, path: string, body: unknown, status: number): Promise<Record<string, unknown>> {
    const answer = await fetch(`${BASE_URL}${path}`, {
      method,
      headers: { authorization: `Bearer ${admin.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(answer.status).toBe(status);
    return (await answer.json()) as Record<string, unknown>;
  }

  /** Runs `make(i)` for i = 1..count, ten at a time. */
  async function inBatches(count: number, make: (i: number) => Promise<unknown>): Promise<void> {
    for (let start = 1; start <= count; start += 10) {
      await Promise.all(Array.from({ length: Math.min(10, count - start + 1) }, (_, k) => make(start + k)));
    }
  }

  const pad = (i: number) => String(i).padStart(3, '0');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    admin = await registerByApi('Paige', 'Turner');
    domain = admin.email.split('@')[1]!;
    await signIn(page, admin);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows all 110 pending invitations of a company: 100, then the rest on Load more', async () => {
    const me = (await api('GET', '/api/auth/me', undefined, 200)) as { user: { companyId: number } };
    const companyId = me.user.companyId;
    // Sent oldest first, so invitee-001 is the oldest and comes last on screen (newest first).
    for (let i = 1; i <= 110; i++) {
      await api(
        'POST',
        `/api/companies/${companyId}/invitations`,
        { email: `invitee-${pad(i)}@${domain}`, role: 'user', firstName: 'Inv', lastName: pad(i) },
        201,
      );
    }
    const firstPage = await fetch(`${BASE_URL}/api/companies/${companyId}/invitations`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(firstPage.headers.get('x-total-count')).toBe('110');
    expect(((await firstPage.json()) as { invitations: unknown[] }).invitations).toHaveLength(100);

    await page.goto('/settings/users');
    await page.getByText('Pending Invitations (110)').waitFor({ timeout: 20_000 });
    await page.getByText('Showing 100 of 110 invitations').waitFor();
    await expect(page.getByText(`invitee-001@${domain}`).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Load more invitations' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/paging-invitations.png` });
    await page.getByRole('button', { name: 'Load more invitations' }).click();
    await page.getByText('Showing 110 of 110 invitations').waitFor();
    await page.getByText(`invitee-001@${domain}`).waitFor();
    await expect(page.getByRole('button', { name: 'Load more invitations' }).count()).resolves.toBe(0);
  });

  it("keeps the users' role filter and count on the service's paged list", async () => {
    await page.getByText('Showing 1 of 1 user').waitFor();
    await expect(page.getByTestId('user-count').textContent()).resolves.toBe('(1)');
    await chooseOption(page, page.getByLabel('Filter by role'), 'Admin');
    await page.getByTestId('user-count').filter({ hasText: '(0)' }).waitFor();
    await page.getByText('No users').first().waitFor();
    await chooseOption(page, page.getByLabel('Filter by role'), 'All Roles');
    await page.getByTestId('user-count').filter({ hasText: '(1)' }).waitFor();
  });

  it('shows all 120 saved calculations: the newest 50, then older ones on Load more', async () => {
    await inBatches(120, (i) =>
      api('POST', '/api/calculations/save', { name: `Calc ${pad(i)}`, description: 'paging', formData: { squareFeet: 1000 + i } }, 201),
    );
    await page.goto('/');
    const card = page.locator('.ant-card', { hasText: 'Residential Load Calculation' });
    await card.first().waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Open Task' }).first().click();
    await page.waitForURL(/\/tasks\/\d+$/);
    const saved = page.getByTestId('saved-calculations');
    await saved.getByText('Showing 50 of 120 calculations').waitFor({ timeout: 20_000 });
    await saved.getByRole('button', { name: 'Load more' }).click();
    await saved.getByText('Showing 100 of 120 calculations').waitFor();
    await saved.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/paging-calculations.png` });
    await saved.getByRole('button', { name: 'Load more' }).click();
    await saved.getByText('Showing 120 of 120 calculations').waitFor();
    await expect(saved.locator('.ant-list-item').count()).resolves.toBe(120);
    // Saved ten at a time in parallel, so only the batches are in order: the first batch is the oldest.
    await saved
      .locator('.ant-list-item')
      .last()
      .filter({ hasText: /Calc 0(0[1-9]|10)/ })
      .waitFor();
    await expect(saved.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);
  });
});
