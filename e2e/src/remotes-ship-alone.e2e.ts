import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { publishRemote, readRegistry, setRegistryEntry } from '@milestone/launcher/publish';
import { ARTIFACTS, launchBrowser, newPage } from '../support/browser.js';
import { registerByApi, signIn } from '../support/session.js';

const REPO = join(import.meta.dirname, '..', '..');
const WEB_ROOT = process.env['E2E_WEB_ROOT']!;
const FIXTURE = join(REPO, 'e2e', 'fixtures', 'remote-any-antd');
// Inside the repository, so the copies resolve the workspace's node_modules like a project does.
const WORK = join(REPO, 'e2e', '.work', 'remotes-ship-alone');

/**
 * Copies the fixture remote with the package.json its team would write (the ranges its build
 * declares for the shared packages), builds it with the Rspack CLI and returns its dist folder.
 */
async function buildFixture(variant: string, peerDependencies: Record<string, string>): Promise<string> {
  const dir = join(WORK, variant);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const item of ['src', 'rspack.config.mjs']) await cp(join(FIXTURE, item), join(dir, item), { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: `fixture-${variant}`, private: true, type: 'module', peerDependencies }));
  const cli = join(REPO, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  await promisify(execFile)(process.execPath, [cli, 'build', '-c', 'rspack.config.mjs'], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  return join(dir, 'dist');
}

async function shellHtml(): Promise<string> {
  return (await fetch(`${process.env['E2E_BASE_URL']}/`)).text();
}

describe('remotes ship alone', () => {
  let browser: Browser;
  let page: Page;
  let original: string;
  let compatible: string;
  let reactTwenty: string;

  beforeAll(async () => {
    // Built once for the suite: a remote within the shell's ranges, and the same remote declaring
    // React 20, which the shell (React 19) cannot serve.
    [compatible, reactTwenty] = await Promise.all([buildFixture('compatible', { antd: '^6.0.0' }), buildFixture('react-20', { react: '^20.0.0' })]);
    original = (await readRegistry(WEB_ROOT))['mf_admin']!;
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await signIn(page, await registerByApi('Riley', 'Rate'));
  }, 180_000);

  afterAll(async () => {
    if (original) await setRegistryEntry(WEB_ROOT, 'mf_admin', original);
    await browser?.close();
    await rm(WORK, { recursive: true, force: true });
  });

  it('shows a published remote using an antd component the shell never loaded, in the shell theme, without a shell deploy', async () => {
    // The platform's own antd pieces never listed Rate: only the remote brings the need for it.
    expect(await readFile(join(REPO, 'libs', 'ui', 'src', 'index.ts'), 'utf8')).not.toMatch(/\bRate\b/);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    const before = await shellHtml();

    const published = await publishRemote({ project: 'e2e-any-antd', name: 'mf_admin', distDir: compatible, webRoot: WEB_ROOT });
    expect(published.published).toBe(true);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Rate this visit' }).waitFor({ timeout: 20_000 });
    // It works: five stars, and a click rates the visit.
    const stars = page.getByRole('radio');
    await expect(stars.count()).resolves.toBe(5);
    await stars.nth(4).click();
    await page.getByText('Rated 5 of 5').waitFor();
    // antd's contexts are the shell's: the platform's primary colour, not antd's default #1677ff.
    await expect(page.getByTestId('theme-primary').textContent()).resolves.toBe('#1f6feb');
    expect(await shellHtml()).toBe(before);
    await page.screenshot({ path: `${ARTIFACTS}/remote-any-antd.png` });
  }, 90_000);

  it('refuses a remote built for another React major with a plain message, and the rest of the page keeps working', async () => {
    const published = await publishRemote({ project: 'e2e-react-20', name: 'mf_admin', distDir: reactTwenty, webRoot: WEB_ROOT });
    expect(published.published).toBe(true);
    await page.goto('/profile');
    await page
      .getByText('Administration could not be loaded: it needs React 20, the shell runs 19. Reload later or contact your administrator.')
      .waitFor({ timeout: 20_000 });
    await expect(page.getByText('This area is unavailable right now').isVisible()).resolves.toBe(true);
    // Retry would meet the same versions: none is offered.
    await expect(page.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/remote-version-refused.png` });

    // Another area of the same page load still opens (mf-tasks, through the shell's router).
    await page.getByRole('link', { name: 'Milestone home' }).click();
    await page.getByText('Technician Pay Report').first().waitFor({ timeout: 20_000 });
  }, 90_000);
});
