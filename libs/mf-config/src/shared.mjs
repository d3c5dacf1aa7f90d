// @ts-check
// The shared singletons of the platform. One list for the shell and every remote, so that a
// remote built by another team shares exactly what the shell provides.

/** Package names shared as singletons (see CONVENTIONS.md, "A remote"). */
export const SHARED_SINGLETONS = /** @type {const} */ ([
  'react',
  // The trailing slash shares every deep import (react-dom/client) under the same scope.
  'react-dom/',
  'react-dom',
  'react-router-dom',
  'antd',
  '@tanstack/react-query',
  '@milestone/platform-sdk',
]);

/**
 * The `shared` option of the Module Federation plugin: singletons, never eager (both the shell
 * and the remotes start asynchronously), and no strict version pin between independently
 * deployed builds.
 * @param {{ treeShakeAntd?: boolean }} [options]
 * @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>}
 */
export function sharedSingletons(options = {}) {
  /** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    shared[name] = { singleton: true, eager: false, requiredVersion: false };
  }
  if (options.treeShakeAntd) {
    shared.antd = { ...shared.antd, treeShaking: { mode: 'runtime-infer' } };
  }
  return shared;
}
