// @ts-check
// The import rules of the front end, enforced by each web project's eslint.config.mjs. antd is a
// shared singleton (shared.mjs): a project imports it as the package ('antd'), which the share
// scope serves from the shell's copy, never by one of its files ('antd/es/...'), which would be a
// private copy with contexts (theme, App) that are not the shell's (libs/ui's imports are
// rewritten to antd's modules by the build, which keeps them the shell's own). React Router is
// shared inside the SDK (it is not shared whole: 61 KB gzip on the sign-in page). Plain ESLint, so
// it needs no plugin.

const ANTD = {
  message:
    "Import antd components from 'antd' (the shared singleton, with the shell's theme), not from one of its files: that would be a private copy outside the shell's ConfigProvider.",
};
const ICONS = {
  message: "Import an icon by its module ('@ant-design/icons/es/icons/<Name>'): the package's index holds every icon.",
};
const ROUTER = {
  message:
    'Import routing from @milestone/platform-sdk, which shares one router for the shell and every remote (add the name in libs/platform-sdk/src/routing/router.ts).',
};

/** @type {Record<'antd' | 'router', { group: string[], message: string }[]>} */
export const RESTRICTED_IMPORTS = {
  antd: [
    { group: ['antd/*', 'antd/**'], ...ANTD },
    { group: ['@ant-design/icons/lib/**', '@ant-design/icons/es/components/**'], ...ICONS },
    // antd's own internals (its style engine and components): a private copy again.
    {
      group: [
        '@ant-design/cssinjs',
        '@ant-design/cssinjs/**',
        '@ant-design/cssinjs-utils',
        '@ant-design/cssinjs-utils/**',
        '@rc-component/*',
        '@rc-component/*/**',
      ],
      ...ANTD,
    },
  ],
  router: [{ group: ['react-router', 'react-router/**', 'react-router-dom', 'react-router-dom/**'], ...ROUTER }],
};

/** Exact module names refused (a pattern would take in every module under the name). */
export const RESTRICTED_PATHS = { antd: [{ name: '@ant-design/icons', ...ICONS }], router: [] };

/**
 * Flat-config entries a web project appends to the workspace config.
 * @param {{ allow?: ('antd' | 'router')[], files?: string[] }} [options] What the project may import
 *   itself (libs/ui: antd), and to which files the rule applies.
 * @returns {import('eslint').Linter.Config[]}
 */
export function restrictedImportsConfig({ allow = [], files = ['**/*.ts', '**/*.tsx'] } = {}) {
  const restricted = (/** @type {'antd' | 'router'} */ door) => !allow.includes(door);
  const doors = /** @type {('antd' | 'router')[]} */ (['antd', 'router']).filter(restricted);
  const patterns = doors.flatMap((door) => RESTRICTED_IMPORTS[door]);
  const paths = doors.flatMap((door) => RESTRICTED_PATHS[door]);
  return [
    { files, rules: { 'no-restricted-imports': ['error', { paths, patterns }] } },
    // This file reads the workspace config by path on purpose.
    { files: ['eslint.config.mjs'], rules: { '@nx/enforce-module-boundaries': 'off' } },
  ];
}
