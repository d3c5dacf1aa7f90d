// @ts-check
// The import doors of the front end, enforced by each web project's eslint.config.mjs.
// antd and React Router are shared through allow-lists (see shared.mjs): a direct import would
// bundle a private copy whose React contexts (theme, App, router) are not the shell's, or ask the
// shell's allow-list for a piece it does not hold. Plain ESLint, so it needs no plugin.

const ANTD = {
  message: 'Import antd components and icons from @milestone/ui, the shared allow-list (add the name in libs/ui/src/index.ts).',
};
const ROUTER = {
  message: 'Import routing from @milestone/platform-sdk, which shares one router for the shell and every remote (add the name in libs/platform-sdk/src/routing/router.ts).',
};

/** @type {Record<'antd' | 'router', { group: string[], message: string }[]>} */
export const RESTRICTED_IMPORTS = {
  antd: [{ group: ['antd', 'antd/**', '@ant-design/*', '@ant-design/*/**'], ...ANTD }],
  router: [{ group: ['react-router', 'react-router/**', 'react-router-dom', 'react-router-dom/**'], ...ROUTER }],
};

/**
 * Flat-config entries a web project appends to the workspace config.
 * @param {{ allow?: ('antd' | 'router')[], files?: string[] }} [options] What the project may import
 *   itself (libs/ui: antd), and to which files the rule applies.
 * @returns {import('eslint').Linter.Config[]}
 */
export function restrictedImportsConfig({ allow = [], files = ['**/*.ts', '**/*.tsx'] } = {}) {
  const patterns = Object.entries(RESTRICTED_IMPORTS)
    .filter(([door]) => !allow.includes(/** @type {'antd' | 'router'} */ (door)))
    .flatMap(([, entries]) => entries);
  return [
    { files, rules: { 'no-restricted-imports': ['error', { patterns }] } },
    // This file reads the workspace config by path on purpose.
    { files: ['eslint.config.mjs'], rules: { '@nx/enforce-module-boundaries': 'off' } },
  ];
}
