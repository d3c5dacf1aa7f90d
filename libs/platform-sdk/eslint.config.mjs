// The workspace config plus the front end's import doors: antd only through @milestone/ui; React
// Router only in src/routing/router.ts, the SDK's routing allow-list.
import workspace from '../../eslint.config.mjs';
import { RESTRICTED_IMPORTS, restrictedImportsConfig } from '@milestone/mf-config/eslint';

export default [
  ...workspace,
  ...restrictedImportsConfig(),
  { files: ['src/routing/router.ts'], rules: { 'no-restricted-imports': ['error', { patterns: RESTRICTED_IMPORTS.antd }] } },
];
