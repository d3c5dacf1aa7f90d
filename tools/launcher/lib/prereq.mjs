// Checks that need nothing but Node's built-ins: they run before dependencies are installed.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { capture, run, which } from './run.mjs';
import { useProjectRuntime } from './runtime.mjs';

export const MIN_NODE = '20.18.1';

export function nodeVersionOk(version = process.versions.node, min = MIN_NODE) {
  const [a, b, c] = version.split('.').map(Number);
  const [x, y, z] = min.split('.').map(Number);
  return a !== x ? a > x : b !== y ? b > y : c >= z;
}

export function checkNode(log) {
  if (!nodeVersionOk()) {
    log.error(`Node ${MIN_NODE} or newer is needed (this is ${process.versions.node}).`);
    process.exit(1);
  }
}

/** npm ci is due when node_modules is missing or older than package-lock.json. */
export function dependenciesOutOfDate(root) {
  const lock = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return true;
  return statSync(installed).mtimeMs < statSync(lock).mtimeMs;
}

/** Installs dependencies when they are due, then makes sure the script runs on the project's Node. */
export function ensureDependencies(root, log) {
  return useProjectRuntime(root, log, { outOfDate: () => dependenciesOutOfDate(root) });
}

async function debianPackageInstalled(name) {
  const { code, stdout } = await capture('dpkg-query', ['-W', '-f=${Status}', name]);
  return code === 0 && stdout.includes('install ok installed');
}

/**
 * Installs the Debian packages the tests need (a browser, openpyxl for the scripts, NATS) when
 * they are missing and we are root; otherwise says what is missing.
 */
export async function ensureDebianPackages(names, log) {
  if (!which('dpkg-query')) {
    log(`not a Debian system: make sure ${names.join(', ')} are installed`);
    return;
  }
  const missing = [];
  for (const name of names) if (!(await debianPackageInstalled(name))) missing.push(name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    log(`missing Debian packages: ${missing.join(' ')} (run: sudo apt-get install -y ${missing.join(' ')})`);
    return;
  }
  log(`installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let code = await run('apt-get', ['update'], { env });
  if (code === 0) code = await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env });
  if (code !== 0) {
    log.error(`apt-get could not install ${missing.join(' ')}`);
    process.exit(code);
  }
}
