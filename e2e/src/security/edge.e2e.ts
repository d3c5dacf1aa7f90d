// Issue 9, points 1 (the dev mailbox), 8 (cross-site requests) and 9 (security headers) on the
// whole platform, through the gateway the test platform started (tools/launcher/platform.mjs,
// DEV_MAILBOX on as `npm start` has it), and in Chromium for what only a browser shows: a foreign
// page's form post and frame, the Content-Security-Policy against the shell and every remote, and
// a browser that refuses site storage.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage } from '../../support/browser.js';
import { latestMail, PASSWORD, registerByApi, signIn, type Account } from '../../support/session.js';

const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');
const CROSS_SITE = { statusCode: 403, message: 'This request came from another website and was refused' };
const STORAGE_BLOCKED = "Your browser blocks this site's storage";

/** An address of this machine that is not loopback: what another machine on the network would connect to. */
function externalAddress(): string {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (!entry.internal && entry.family === 'IPv4') return entry.address;
  }
  throw new Error('this test needs a network interface with a non-loopback IPv4 address');
}

async function post(path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: unknown; cookies: string[] }> {
  const answer = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers, ...(body === undefined ? {} : { body }) });
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : null, cookies: answer.headers.getSetCookie() };
}

/** A site of someone else's (another origin: its own port), serving the pages given by path. */
async function foreignSite(pages: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const html = pages[req.url ?? '/'];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the dev mailbox on the running platform', () => {
  it('serves this machine, and the gateway is not reachable from another machine at all (it listens on 127.0.0.1)', async () => {
    const account = await registerByApi('Morgan', 'Mailbox');
    expect((await latestMail(account.email, /verif/i)).links.length).toBeGreaterThan(0);

    const { port } = new URL(BASE_URL);
    const fromOutside = fetch(`http://${externalAddress()}:${port}/api/dev/mailbox`, { signal: AbortSignal.timeout(5_000) });
    await expect(fromOutside).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
  });

  it('is refused to a forwarded remote client and to a foreign host name, whatever else is said', async () => {
    expect((await fetch(`${BASE_URL}/api/dev/mailbox`, { headers: { 'x-forwarded-for': '203.0.113.50' } })).status).toBe(404);
    expect((await fetch(`${BASE_URL}/api/dev/mailbox`, { headers: { 'x-forwarded-host': 'evil.example' } })).status).toBe(404);
  });

  it('keeps the gateway from starting on 0.0.0.0 while the mailbox is on, with one clear line', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, GATEWAY_HOST: '0.0.0.0', GATEWAY_PORT: '1', DEV_MAILBOX: 'true', LOG_LEVEL: 'silent' };
    delete env['SMTP_URL'];
    const child = spawn(process.execPath, [join(REPO_ROOT, 'gateway', 'dist', 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([
      'gateway: invalid setting: GATEWAY_HOST=0.0.0.0 would let other machines reach the dev mailbox (DEV_MAILBOX is on and no SMTP_URL is set): listen on 127.0.0.1, or set SMTP_URL, or switch DEV_MAILBOX off',
    ]);
  });
});

describe('cross-site requests', () => {
  let account: Account;

  beforeAll(async () => {
    account = await registerByApi('Casey', 'Csrf');
  });

  it.each([
    ['login', '/api/auth/login'],
    ['forgot-password', '/api/auth/forgot-password'],
  ])('refuses a form posted to %s from a foreign origin (403), and sends no mail', async (_name, path) => {
    const form = `email=${encodeURIComponent(account.email)}&password=${encodeURIComponent(PASSWORD)}`;
    const answer = await post(path, { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, form);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(CROSS_SITE);
    expect(answer.cookies).toEqual([]);
    const before = await latestMail(account.email);
    expect(before.subject).not.toMatch(/reset/i);
  });

  it('refuses a refresh from a foreign origin, or with a foreign Referer', async () => {
    expect((await post('/api/auth/refresh', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/api/auth/refresh', { referer: 'https://evil.example/steal' })).status).toBe(403);
  });

  it('refuses a body that is not JSON on a JSON endpoint (415), even from our own origin', async () => {
    const answer = await post(
      '/api/auth/login',
      { origin: BASE_URL, 'content-type': 'application/x-www-form-urlencoded' },
      `email=${encodeURIComponent(account.email)}&password=x`,
    );
    expect(answer).toEqual({ status: 415, body: { statusCode: 415, message: 'Content-Type must be application/json' }, cookies: [] });
  });

  it("signs in with JSON from the platform's own origin", async () => {
    const answer = await post(
      '/api/auth/login',
      { origin: BASE_URL, 'content-type': 'application/json' },
      JSON.stringify({ email: account.email, password: PASSWORD }),
    );
    expect(answer.status).toBe(200);
  });
});

describe('security headers', () => {
  it.each([
    ['the shell', '/', { accept: 'text/html' }],
    ['a page of a remote', '/settings/users', { accept: 'text/html' }],
    ['the remote registry', '/mf/registry.json', {}],
    ['an API answer', '/api/health', {}],
    ['a refusal', '/api/tasks', {}],
  ])('are on %s', async (_name, path, headers) => {
    const answer = await fetch(`${BASE_URL}${path}`, { headers });
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('same-origin');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    // The test platform is served over http: no HSTS.
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  let account: Account;

  beforeAll(async () => {
    browser = await launchBrowser();
    account = await registerByApi('Jordan', 'Headers');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("a foreign page's form post to the sign-in is answered 403, and a foreign page cannot frame the app", async () => {
    const site = await foreignSite({
      '/post': `<form method="post" action="${BASE_URL}/api/auth/forgot-password"><input name="email" value="${account.email}"></form><script>document.forms[0].submit()</script>`,
      '/frame': `<iframe id="app" src="${BASE_URL}/auth" onload="document.title = 'frame loaded'"></iframe>`,
    });
    const { context, page } = await newPage(browser);
    try {
      const refused: string[] = [];
      page.on('console', (message) => refused.push(message.text()));
      await page.goto(`${site.url}/post`);
      await page.waitForURL(`${BASE_URL}/api/auth/forgot-password`);
      expect(JSON.parse((await page.locator('body').textContent()) ?? '')).toEqual(CROSS_SITE);
      expect((await latestMail(account.email)).subject).not.toMatch(/reset/i);

      await page.goto(`${site.url}/frame`);
      await page.waitForFunction(() => document.title === 'frame loaded');
      const frame = page.frames().find((f) => f !== page.mainFrame());
      // Chromium replaces a refused frame with its error page: the sign-in never renders inside.
      expect(frame?.url()).toMatch(/^chrome-error:/);
      expect(refused.some((text) => /frame-ancestors|X-Frame-Options/.test(text))).toBe(true);
    } finally {
      await context.close();
      await site.close();
    }
  });

  it('runs the sign-in, the shell and every remote under the Content-Security-Policy without a violation', async () => {
    const { context, page } = await newPage(browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        void (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    try {
      const reportTask = await fetch(`${BASE_URL}/api/tasks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
        body: JSON.stringify({ name: 'Weekly revenue', type: 'api-reporting' }),
      });
      expect(reportTask.status).toBe(201);
      const { id: reportTaskId } = (await reportTask.json()) as { id: number };

      const shell = await page.goto('/auth');
      expect(shell?.headers()['content-security-policy']).toContain("script-src 'self';");
      await signIn(page, account); // the shell
      const loadCalc = page.locator('.ant-card', { hasText: 'Residential Load Calculation' });
      await loadCalc.first().waitFor({ timeout: 20_000 }); // mf-tasks' home
      await loadCalc.getByRole('button', { name: 'Open Task' }).first().click();
      await page.getByTestId('load-calculation-form').waitFor({ timeout: 15_000 }); // mf-loadcalc inside mf-tasks
      await page.goto(`/tasks/${reportTaskId}`);
      await page.getByTestId('reporting-overview').getByText('Pivot Table Builder', { exact: true }).waitFor(); // mf-reporting inside mf-tasks
      await page.goto('/settings/users');
      await page.getByRole('heading', { name: 'User Management' }).waitFor(); // mf-admin
      await page.goto('/service-titan/status');
      await page.getByRole('heading', { name: 'Service Titan Integration Status' }).waitFor(); // mf-reporting
      await page.goto('/dev/mailbox');
      await page.getByRole('heading', { name: 'Dev Mailbox' }).waitFor();
      await page.getByText(account.email).first().waitFor();
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a browser that refuses site storage a message and lets it sign in, instead of a blank page', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      await page.goto('/auth');
      await page.getByText(STORAGE_BLOCKED).waitFor();
      await signIn(page, account);
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
