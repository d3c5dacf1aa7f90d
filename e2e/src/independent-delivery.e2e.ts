import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { publishRemote, readRegistry, setRegistryEntry } from '@milestone/launcher/publish';
import { ARTIFACTS, launchBrowser, newPage } from '../support/browser.js';
import { registerByApi, signIn } from '../support/session.js';

const REPO = join(import.meta.dirname, '..', '..');
const WEB_ROOT = process.env['E2E_WEB_ROOT']!;
// Inside the repository, so the copy resolves the workspace's node_modules like the original.
const WORK = join(REPO, 'e2e', '.work');

/** Builds a remote's folder with the Rspack CLI, as its team's pipeline would. */
async function build(projectDir: string): Promise<void> {
  const cli = join(REPO, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  await promisify(execFile)(process.execPath, [cli, 'build', '-c', 'rspack.config.mjs'], { cwd: projectDir, maxBuffer: 16 * 1024 * 1024 });
}

describe('independent delivery of a remote', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    const account = await registerByApi('Jordan', 'Amp');
    await signIn(page, account);
  });

  afterAll(async () => {
    await browser?.close();
    await rm(WORK, { recursive: true, force: true });
  });

  it('shows a rebuilt and republished mf-admin in the running shell, which was not rebuilt', async () => {
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    const shellHtmlBefore = await (await fetch(`${process.env['E2E_BASE_URL']}/`)).text();

    // A team changes only mf-admin, builds it and publishes it under a new path.
    const copy = join(WORK, 'mf-admin');
    await rm(copy, { recursive: true, force: true });
    await mkdir(copy, { recursive: true });
    for (const item of ['src', 'package.json', 'rspack.config.mjs', 'module-federation.config.mjs']) {
      await cp(join(REPO, 'mf-admin', item), join(copy, item), { recursive: true });
    }
    const page_ = join(copy, 'src', 'features', 'profile', 'components', 'ProfilePage.tsx');
    const source = await readFile(page_, 'utf8');
    expect(source).toContain('title="Profile Settings"');
    await writeFile(page_, source.replace('title="Profile Settings"', 'title="Profile Settings (new release)"'));
    await build(copy);
    const published = await publishRemote({ project: 'mf-admin', name: 'mf_admin', distDir: join(copy, 'dist'), webRoot: WEB_ROOT });
    expect(published.published).toBe(true);
    expect((await readRegistry(WEB_ROOT))['mf_admin']).toBe(published.url);

    await page.reload();
    await page.getByRole('heading', { name: 'Profile Settings (new release)' }).waitFor();
    const shellHtmlAfter = await (await fetch(`${process.env['E2E_BASE_URL']}/`)).text();
    expect(shellHtmlAfter).toBe(shellHtmlBefore);
    await page.screenshot({ path: `${ARTIFACTS}/republished-remote.png` });
  }, 120_000);

  it('keeps the other areas working and shows a fallback when one remote cannot be reached', async () => {
    const registry = await readRegistry(WEB_ROOT);
    const original = registry['mf_reporting']!;
    await setRegistryEntry(WEB_ROOT, 'mf_reporting', '/mf/mf-reporting/gone/mf-manifest.json');
    try {
      await page.goto('/service-titan/status');
      await page.getByText('This area is unavailable right now').waitFor({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      await page.screenshot({ path: `${ARTIFACTS}/remote-fallback.png` });

      await page.goto('/');
      await page.getByText('Technician Pay Report').first().waitFor({ timeout: 20_000 });
    } finally {
      await setRegistryEntry(WEB_ROOT, 'mf_reporting', original);
    }
    await page.goto('/service-titan/status');
    await page.getByRole('heading', { name: 'Service Titan Integration Status' }).waitFor();
  }, 90_000);
});
