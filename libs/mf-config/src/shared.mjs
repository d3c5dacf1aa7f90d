// @ts-check
// The shared singletons of the platform. One list for the shell and every remote, so that a
// remote built by another team shares exactly what the shell provides.

/** Package names shared as singletons (see CONVENTIONS.md, "A remote"). */
export const SHARED_SINGLETONS = /** @type {const} */ ([
  'react',
  // The trailing slash shares every deep import (react-dom/client) under the same scope.
  'react-dom/',
  'react-dom',
  '@tanstack/react-query',
  // antd and react-router-dom are not shared themselves: a shared module is never tree-shaken, so
  // each shipped whole (antd 436 KB, React Router 61 KB gzip) on the sign-in page. They are
  // shared through the platform's allow-lists instead: antd as @milestone/ui, the router inside
  // the SDK. Projects import neither package directly (RESTRICTED_IMPORTS, eslint).
  '@milestone/ui',
  '@milestone/platform-sdk',
]);

/**
 * The `shared` option of the Module Federation plugin: singletons, never eager (both the shell
 * and the remotes start asynchronously), and no strict version pin between independently
 * deployed builds.
 * @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>}
 */
export function sharedSingletons() {
  /** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    shared[name] = { singleton: true, eager: false, requiredVersion: false };
  }
  return shared;
}
