#!/usr/bin/env node
// Publishes the front-end builds into WEB_ROOT, where the gateway serves them:
//   WEB_ROOT/shell/                    the shell (assets first, index.html replaced last)
//   WEB_ROOT/mf/<remote>/<buildId>/    one folder per build of a remote (buildId = content hash)
//   WEB_ROOT/mf/registry.json          remote name -> manifest URL, rewritten atomically
// Publishing a remote never touches the shell or the other remotes, and the gateway reads the
// registry on every request: a remote is redeployed by running this for that remote alone.
//
//   node tools/launcher/publish.mjs [--web-root DIR] [shell|mf-tasks|mf-loadcalc|mf-reporting|mf-admin ...]
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLog } from './lib/log.mjs';
import { compressFile, MIN_BYTES, precompressDir } from './lib/precompress.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_WEB_ROOT = join(REPO_ROOT, '.milestone', 'web');

/** Remote projects and their Module Federation names (the registry keys). */
export const REMOTES = [
  { project: 'mf-tasks', name: 'mf_tasks' },
  { project: 'mf-loadcalc', name: 'mf_loadcalc' },
  { project: 'mf-reporting', name: 'mf_reporting' },
  { project: 'mf-admin', name: 'mf_admin' },
];

/** How many earlier builds of a remote stay published (open pages may still load them). */
const KEEP_OLD_BUILDS = 3;

async function listFiles(dir, base = dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path, base)));
    else if (entry.isFile()) files.push(relative(base, path));
  }
  return files.sort();
}

/** A build's id: the hash of its file names and contents, so the same build publishes once. */
export async function buildIdOf(distDir) {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(await readFile(join(distDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

async function writeAtomically(file, content) {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
}

export async function readRegistry(webRoot) {
  try {
    return JSON.parse(await readFile(join(webRoot, 'mf', 'registry.json'), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

/** Sets one registry entry, leaving the others as they are. */
export async function setRegistryEntry(webRoot, name, url) {
  const registry = await readRegistry(webRoot);
  registry[name] = url;
  const sorted = Object.fromEntries(Object.entries(registry).sort(([a], [b]) => a.localeCompare(b)));
  await writeAtomically(join(webRoot, 'mf', 'registry.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  return sorted;
}

/** Copies the shell's build: assets first, then index.html in one rename. */
export async function publishShell({ distDir, webRoot }) {
  if (!existsSync(join(distDir, 'index.html'))) return { published: false, reason: `no build in ${distDir}` };
  const target = join(webRoot, 'shell');
  await mkdir(target, { recursive: true });
  // Old hashed assets stay, so pages opened before the publish keep loading their chunks.
  await cp(distDir, target, { recursive: true, force: true, filter: (src) => src !== join(distDir, 'index.html') });
  await precompressDir(target, { skip: (file) => file === join(target, 'index.html') });
  // index.html goes last; its compressed copies just before it (the gateway prefers them).
  const index = await readFile(join(distDir, 'index.html'));
  if (index.length >= MIN_BYTES) {
    const staged = join(target, `.index.${randomBytes(4).toString('hex')}.html`);
    await writeFile(staged, index);
    await compressFile(staged);
    await rename(`${staged}.br`, join(target, 'index.html.br'));
    await rename(`${staged}.gz`, join(target, 'index.html.gz'));
    await rm(staged, { force: true });
  } else {
    await rm(join(target, 'index.html.br'), { force: true });
    await rm(join(target, 'index.html.gz'), { force: true });
  }
  await writeAtomically(join(target, 'index.html'), index);
  return { published: true };
}

/** Copies a remote's build into its own build folder and points the registry at it. */
export async function publishRemote({ project, name, distDir, webRoot }) {
  if (!existsSync(join(distDir, 'mf-manifest.json'))) {
    return { published: false, reason: `no build with mf-manifest.json in ${distDir}` };
  }
  const buildId = await buildIdOf(distDir);
  const remoteRoot = join(webRoot, 'mf', project);
  const target = join(remoteRoot, buildId);
  if (!existsSync(target)) {
    const temp = join(remoteRoot, `.${buildId}.${randomBytes(4).toString('hex')}.tmp`);
    await mkdir(remoteRoot, { recursive: true });
    await cp(distDir, temp, { recursive: true });
    await precompressDir(temp);
    await rename(temp, target);
  } else {
    await precompressDir(target); // a build published before compression existed
  }
  const url = `/mf/${project}/${buildId}/mf-manifest.json`;
  await setRegistryEntry(webRoot, name, url);
  await pruneOldBuilds(remoteRoot, buildId);
  return { published: true, buildId, url };
}

async function pruneOldBuilds(remoteRoot, currentId) {
  const entries = await readdir(remoteRoot, { withFileTypes: true });
  const builds = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name === currentId || entry.name.startsWith('.')) continue;
    builds.push({ name: entry.name, mtime: (await stat(join(remoteRoot, entry.name))).mtimeMs });
  }
  builds.sort((a, b) => b.mtime - a.mtime);
  for (const old of builds.slice(KEEP_OLD_BUILDS)) await rm(join(remoteRoot, old.name), { recursive: true, force: true });
}

/**
 * Publishes the shell and every remote that has a build. `only`: project names to publish
 * (default all). Returns what happened to each.
 */
export async function publishWeb({ repoRoot = REPO_ROOT, webRoot = DEFAULT_WEB_ROOT, only, log } = {}) {
  const wanted = (project) => !only || only.length === 0 || only.includes(project);
  const results = {};
  if (wanted('shell')) {
    results.shell = await publishShell({ distDir: join(repoRoot, 'shell', 'dist'), webRoot });
    log?.(results.shell.published ? 'published shell' : `shell not published: ${results.shell.reason}`);
  }
  for (const remote of REMOTES) {
    if (!wanted(remote.project)) continue;
    const result = await publishRemote({ ...remote, distDir: join(repoRoot, remote.project, 'dist'), webRoot });
    results[remote.project] = result;
    log?.(result.published ? `published ${remote.project} as ${result.url}` : `${remote.project} not published: ${result.reason}`);
  }
  return results;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  let webRoot = process.env.WEB_ROOT || DEFAULT_WEB_ROOT;
  const only = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--web-root') webRoot = resolve(args[++i]);
    else only.push(args[i]);
  }
  const log = createLog('publish');
  publishWeb({ webRoot, only, log }).catch((error) => {
    log.error(error.message);
    process.exit(1);
  });
}
