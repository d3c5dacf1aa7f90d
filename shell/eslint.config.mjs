// The workspace config plus the front end's import doors: antd only through @milestone/ui,
// routing only through @milestone/platform-sdk.
import workspace from '../eslint.config.mjs';
import { restrictedImportsConfig } from '@milestone/mf-config/eslint';

// The shell's walls: a feature never imports another feature (what two share lives in src/shared,
// src/api or src/routing; a screen hands another a message through the router state), and a page
// is the top of its feature: only app/ imports a *Page, so a form and the page that hosts it never
// import each other in a loop.
const FEATURES = ['auth', 'accounts', 'dev-mailbox'];
const featureWalls = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          ...FEATURES.filter((other) => other !== feature).map((other) => ({
            group: [`../${other}/**`, `../../features/${other}/**`],
            message: `shell/src/features/${feature} may not import features/${other}: move what both use to src/shared.`,
          })),
          { group: ['**/*Page.js'], message: 'Only app/ imports a page: pass what the page needs down instead.' },
        ],
      },
    ],
  },
}));

export default [...workspace, ...restrictedImportsConfig(), ...featureWalls];
