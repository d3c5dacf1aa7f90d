// @ts-check
// The one Rspack + Module Federation config factory of the front end (ARCHITECTURE.md section 3).
// Plain ESM JavaScript checked with JSDoc: Rspack loads configs with Node 20, which has no
// TypeScript loader, so this library and the projects' configs are .mjs files.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_SINGLETONS, sharedSingletons } from './shared.mjs';
import { SharedAsyncChunksPlugin } from './shared-async-chunks.mjs';

export { SHARED_SINGLETONS, requiredVersionOf, sharedSingletons, toRange } from './shared.mjs';
export { SharedAsyncChunksPlugin, moveSharedAsyncAssets } from './shared-async-chunks.mjs';

// The Milestone mark (shell/src/layout/Logo.tsx) as the tab icon, inline: no request, and no
// 404 for /favicon.ico in every browser's console.
const FAVICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='%231f6feb'/>" +
  "<path d='M10 25V7' stroke='%23fff' stroke-width='2.5' stroke-linecap='round'/><path d='M11 8h11l-3 4 3 4H11z' fill='%23fff'/></svg>";
const FAVICON = `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${FAVICON_SVG}" />`;

const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: /** @type {const} */ ('typescript'), tsx: true },
    transform: { react: { runtime: /** @type {const} */ ('automatic') } },
  },
  env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
};
/** `import { Button } from 'antd'` -> `import Button from 'antd/es/button'` (babel-plugin-import's rule). */
export const ANTD_BY_MODULE = [{ libraryName: 'antd', libraryDirectory: 'es', camelToDashComponentName: true, transformToDefaultImport: true }];
const UI_SOURCES = path.resolve(import.meta.dirname, '..', '..', 'ui', 'src');

/**
 * @typedef {object} MfProjectOptions
 * @property {string} name Federation name ('shell', 'mf_tasks', ...): the global container name.
 * @property {string} projectDir Absolute folder of the project (holds src/ and receives dist/).
 * @property {Record<string, string>} [exposes] Exposed modules ('./App' -> './src/remote-entry.tsx').
 * @property {boolean} [isHost] The shell: emits index.html and exposes nothing.
 * @property {string} [title] Document title of the host page.
 */

/**
 * The Module Federation options shared by every project. No remote URL is listed: the shell
 * reads the registry (/mf/registry.json) at run time and registers remotes then.
 * @param {MfProjectOptions} options
 */
export function createMfOptions({ name, projectDir, exposes = {}, isHost = false }) {
  return {
    name,
    filename: isHost ? undefined : 'remoteEntry.js',
    exposes: isHost ? {} : exposes,
    remotes: {},
    shared: sharedSingletons(projectDir, { isHost }),
    shareStrategy: /** @type {const} */ ('loaded-first'),
    // The dts worker keeps development builds alive and slows production ones; the shell-remote
    // contract is a typed library (platform-sdk) instead.
    dts: false,
    manifest: { fileName: 'mf-manifest.json' },
    // Browser-only builds: the federation runtime drops its Node.js loading code.
    experiments: { optimization: { target: /** @type {const} */ ('web') } },
  };
}

/**
 * The Rspack configuration of the shell or of a remote.
 * @param {MfProjectOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createMfRspackConfig(options) {
  const { projectDir, isHost = false, title = 'Milestone' } = options;
  /** @type {import('@rspack/core').Configuration['plugins']} */
  const plugins = [new ModuleFederationPlugin(createMfOptions(options))];
  // A remote's manifest tells which of its chunks are its own code (the host exposes nothing).
  if (!isHost) plugins.push(new SharedAsyncChunksPlugin({ shared: [...SHARED_SINGLETONS] }));
  if (isHost) {
    plugins.push(
      new rspack.HtmlRspackPlugin({
        title,
        // The shell is served at / with a history fallback: scripts must load from the root,
        // not relative to a deep link such as /tasks/5.
        publicPath: '/',
        // The shell's layout (App.tsx, class shell-layout) fills the window however short the page.
        templateContent: [
          '<!doctype html>',
          '<html lang="en">',
          '<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
          `<title>${title}</title>${FAVICON}<style>body{margin:0}#root .shell-layout{min-height:100vh}</style></head>`,
          '<body><div id="root"></div></body>',
          '</html>',
        ].join('\n'),
      }),
    );
  }
  return {
    mode: 'production',
    context: projectDir,
    entry: { main: './src/main.ts' },
    target: 'web',
    devtool: 'source-map',
    output: {
      path: path.join(projectDir, 'dist'),
      // Resolved at run time from the script's own URL, so a build is deployable under any path.
      publicPath: 'auto',
      uniqueName: options.name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Workspace libraries are TypeScript sources behind the "@milestone/source" condition.
      conditionNames: ['@milestone/source', 'browser', 'import', 'module', 'production', 'default'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          type: 'javascript/auto',
          oneOf: [
            // libs/ui takes antd by module: 'antd' is the whole shared package (shared.mjs), which
            // its import there would load on the sign-in page.
            { include: UI_SOURCES, loader: 'builtin:swc-loader', options: { ...SWC_OPTIONS, transformImport: ANTD_BY_MODULE } },
            { loader: 'builtin:swc-loader', options: SWC_OPTIONS },
          ],
        },
      ],
    },
    optimization: { minimize: true },
    performance: { hints: false },
    plugins,
  };
}
