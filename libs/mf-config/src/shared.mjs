// @ts-check
// What the shell and every remote share, and by which version rule. One list for all, so that a
// remote built by another team asks the share scope for exactly what the shell provides, each
// package by the semantic-version range its build declares (Module Federation compares the range
// with the version on offer at run time).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const WORKSPACE_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Packages shared as singletons: each holds React state or context that must be one in the page
 * (React itself, the query client, antd's ConfigProvider/theme and App contexts, the platform's
 * SDK with its router, auth and toasts). A remote whose range the shell's copy does not satisfy
 * fails to load (strictVersion) and shows its fallback, instead of running against a copy it was
 * not built for.
 */
export const SHARED_SINGLETONS = /** @type {const} */ ([
  'react',
  // The trailing slash shares every deep import (react-dom/client) under the same scope.
  'react-dom/',
  'react-dom',
  '@tanstack/react-query',
  // The whole package: a remote may use any antd component, the shell's copy of antd holds them
  // all, and its contexts (theme, App) are the shell's. The shell itself imports antd by module
  // (libs/ui: 'antd/es/button'), so its sign-in page loads only the components it renders; the
  // whole package loads when a remote first imports from 'antd'.
  'antd',
  '@milestone/ui',
  // React Router is shared inside the SDK (routing/router.ts): whole, it put 61 KB gzip on the
  // sign-in page, and the SDK being a singleton keeps one router context all the same.
  '@milestone/platform-sdk',
]);

/** Where a workspace library's package.json is (its version is the shared version). */
const WORKSPACE_LIBRARIES = {
  '@milestone/ui': 'libs/ui/package.json',
  '@milestone/platform-sdk': 'libs/platform-sdk/package.json',
};

/** @param {string} file @returns {Record<string, any> | null} */
function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * A declared dependency as a range: a range stays as written ('^19.0.0', '>=6.6 <7'); an exact
 * version ('19.3.1', as the workspace pins them) becomes '^19.3.1': that version or any later one
 * of the same major, which is what semantic versioning promises to be compatible.
 * @param {string} declared
 */
export function toRange(declared) {
  return /^\d+\.\d+\.\d+$/.test(declared.trim()) ? `^${declared.trim()}` : declared.trim();
}

/**
 * The range a project requires of a shared package: its own package.json's peerDependencies or
 * dependencies first (a remote built against another major says so there), then the workspace's
 * root package.json, then the version of a workspace library.
 * @param {string} name Package name ('react-dom/' counts as 'react-dom').
 * @param {string} [projectDir]
 * @returns {string}
 */
export function requiredVersionOf(name, projectDir) {
  const pkg = name.replace(/\/$/, '');
  const manifests = [projectDir ? readJson(path.join(projectDir, 'package.json')) : null, readJson(path.join(WORKSPACE_ROOT, 'package.json'))];
  for (const manifest of manifests) {
    const declared = manifest?.peerDependencies?.[pkg] ?? manifest?.dependencies?.[pkg];
    if (typeof declared === 'string') return toRange(declared);
  }
  const library = WORKSPACE_LIBRARIES[/** @type {keyof typeof WORKSPACE_LIBRARIES} */ (pkg)];
  const version = library ? readJson(path.join(WORKSPACE_ROOT, library))?.version : undefined;
  if (typeof version === 'string') return toRange(version);
  throw new Error(`mf-config: no declared version of the shared package ${pkg} (add it to package.json)`);
}

/**
 * The `shared` option of the Module Federation plugin: singletons by semantic-version range, a
 * mismatch refused (strictVersion), never eager (the shell and the remotes start asynchronously).
 * The host offers the whole of antd although its own code imports antd by module: a package is
 * provided to the share scope only where a build imports it, unless its import is given as a path,
 * which the plugin provides whatever the code imports. Remotes provide it only as their fallback.
 * @param {string} [projectDir] The project whose package.json may declare its own ranges.
 * @param {{ isHost?: boolean }} [options]
 * @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>}
 */
export function sharedSingletons(projectDir, { isHost = false } = {}) {
  /** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    shared[name] = { singleton: true, eager: false, strictVersion: true, requiredVersion: requiredVersionOf(name, projectDir) };
  }
  if (isHost) {
    // Its ES build (package.json "module"), whose modules are those libs/ui imports one by one.
    const manifest = createRequire(path.join(WORKSPACE_ROOT, 'package.json')).resolve('antd/package.json');
    const antd = /** @type {{ version: string, module: string }} */ (readJson(manifest));
    shared['antd'] = { ...shared['antd'], import: path.join(path.dirname(manifest), antd.module), version: antd.version };
  }
  return shared;
}
