import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

// The front ends' theme is one place, libs/ui/src/theme/theme.ts: a colour is an antd token
// (theme.useToken()) or comes with a libs/ui component, never a hex literal (#abc, #aabbcc,
// #aabbccdd) in a string or a template; `&#123;` (a character reference) is not a colour.
const HEX_COLOUR = '/(?<![&0-9A-Za-z])#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![0-9A-Za-z])/';
const HEX_COLOUR_MESSAGE = 'No hex colours outside libs/ui/src/theme/theme.ts: read a token (theme.useToken() from @milestone/ui) or use a libs/ui component.';
const NO_HEX_COLOURS = [
  { selector: `Literal[value=${HEX_COLOUR}]`, message: HEX_COLOUR_MESSAGE },
  { selector: `TemplateElement[value.raw=${HEX_COLOUR}]`, message: HEX_COLOUR_MESSAGE },
];
// A style object written in JSX is a theme of its own: spacing, widths and colours come from
// libs/ui components (PageContainer, PageHeader, CardGrid, BulletList, Flex) and classes; `style`
// stays for values computed at run time, passed as a variable or an expression.
const NO_INLINE_STYLE_OBJECTS = {
  selector: "JSXAttribute[name.name='style'] > JSXExpressionContainer > ObjectExpression",
  message: 'No style={{...}} here: use a libs/ui component, antd props or a class; keep style for run-time values.',
};
// Every front end holds the hex rule; the style-object rule holds the projects without one so far.
const NO_HEX_COLOUR_PROJECTS = ['shell', 'mf-tasks', 'mf-loadcalc', 'mf-reporting', 'mf-admin', 'libs/ui', 'libs/platform-sdk'];
const NO_INLINE_STYLE_PROJECTS = ['shell', 'mf-loadcalc', 'mf-reporting'];
const FRONT_END_SPECS = ['**/*.spec.ts', '**/*.spec.tsx'];

// svc-tasks' module walls (used below): its modules are the folders of svc-tasks/src/modules.
const SVC_TASKS_MODULES = readdirSync(new URL('./svc-tasks/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SVC_TASKS_ORDER = ['access', 'task', 'company-user', 'permission'];
/** The repositories a module's Nest module exports, which other modules may inject. */
const SVC_TASKS_EXPORTED_REPOSITORIES = {
  access: ['TaskPermissionRepository'],
  ai: ['AiCallRepository'],
  'company-user': ['CompanyUserRepository'],
  execution: ['ExecutionRepository'],
  schedule: ['ScheduleRepository'],
  task: ['TaskRepository'],
};
const SVC_TASKS_MAX_DEPTH = 4;

function svcTasksModuleWalls() {
  return SVC_TASKS_MODULES.flatMap((module) => {
    const others = SVC_TASKS_MODULES.filter((other) => other !== module);
    const order = SVC_TASKS_ORDER.indexOf(module);
    const above = order < 0 ? [] : SVC_TASKS_ORDER.slice(order + 1);
    return Array.from({ length: SVC_TASKS_MAX_DEPTH + 1 }, (_, depth) => {
      const up = '../'.repeat(depth + 1);
      return {
        files: [`svc-tasks/src/modules/${module}/${'*/'.repeat(depth)}*.ts`],
        rules: {
          '@typescript-eslint/no-restricted-imports': [
            'error',
            {
              patterns: [
                ...above.map((other) => ({
                  group: [`**/modules/${other}/**`, `${up}${other}/**`],
                  message: `svc-tasks/src/modules/${module} sits below ${other}: it may not import it (see eslint.config.mjs, module walls).`,
                })),
                {
                  group: others.flatMap((other) => [`**/modules/${other}/**/*.entity.js`, `${up}${other}/**/*.entity.js`]),
                  allowTypeImports: true,
                  message: "Another module's entity is used through that module's repository or service, never imported but as a type.",
                },
                ...others.map((other) => {
                  const exported = SVC_TASKS_EXPORTED_REPOSITORIES[other] ?? [];
                  return {
                    group: [`**/modules/${other}/**/*.repository.js`, `${up}${other}/**/*.repository.js`],
                    ...(exported.length ? { allowImportNames: exported } : {}),
                    allowTypeImports: true,
                    message: `Of the ${other} module's repositories, only those its module exports (${exported.join(', ') || 'none'}) are for other modules.`,
                  };
                }),
              ],
            },
          ],
        },
      };
    });
  });
}

// Module boundaries: web code never imports node code; no remote imports another remote or the
// shell; no service imports another service; contracts depend on nothing of ours.
export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/generated/**', 'bench/results/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:any', 'platform:build'] },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:any', 'platform:build'] },
            { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', 'type:tool'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', 'type:tool'] },
          ],
        },
      ],
    },
  },
  {
    // Build and test configuration reads the workspace's shared presets by path on purpose, and a
    // project's benchmark is a tool run beside it that takes ports, databases and the topology
    // from the launcher, as every platform tool does (a bench folder's shared set-up included).
    files: ['**/jest.config.mjs', '**/rspack.config.mjs', '**/module-federation.config.mjs', '**/bench/*.mjs'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  // Services: every query lives in a module's *.repository.ts (with its tenancy, CompanyScope);
  // services, listeners and controllers call repositories. Migrations and data sources are SQL by nature.
  {
    files: ['svc-*/src/**/*.ts'],
    ignores: ['svc-*/src/**/*.repository.ts', 'svc-*/src/database/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ["Decorator > CallExpression[callee.name='InjectRepository']", '@InjectRepository'],
          ["CallExpression[callee.property.name='query']", '.query()'],
          ["CallExpression[callee.property.name='createQueryBuilder']", 'createQueryBuilder()'],
          ["CallExpression[callee.property.name='getRepository']", 'getRepository()'],
          [
            "CallExpression[callee.object.name='manager'][callee.property.name=/^(find|findOne|findOneBy|findBy|findAndCount|count|exists|save|insert|update|upsert|delete|softDelete|restore|increment|decrement|remove)$/]",
            'an EntityManager read or write',
          ],
        ].map(([selector, what]) => ({
          selector,
          message: `${what} belongs in a *.repository.ts of the module (docs: "Data access lives in repositories"); call the repository instead.`,
        })),
      ],
    },
  },
  // svc-tasks' module walls (docs/conventions.md, "Module walls"), one block per module of
  // svc-tasks/src/modules and per folder depth in it, so each pattern names the other module's
  // folder exactly as a relative import from that depth does:
  // - every module: another module's entity only as a type (its rows are that module's to read and
  //   write: ask its repository or service), and of another module's repositories only those its
  //   Nest module exports (SVC_TASKS_EXPORTED_REPOSITORIES; module-walls.spec.ts holds the list to
  //   the modules' exports);
  // - bottom to top, access <- task <- company-user <- permission: a module of that order imports
  //   no module above it.
  ...svcTasksModuleWalls(),
  // The front ends' theme in one place (see NO_HEX_COLOURS and NO_INLINE_STYLE_OBJECTS above).
  // Each project lints with its own eslint.config.mjs, which imports this file: basePath keeps
  // these paths relative to the workspace root, not to the project linted.
  {
    basePath: import.meta.dirname,
    files: NO_HEX_COLOUR_PROJECTS.map((project) => `${project}/src/**/*.{ts,tsx}`),
    ignores: [...FRONT_END_SPECS, 'libs/ui/src/theme/theme.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NO_HEX_COLOURS] },
  },
  {
    basePath: import.meta.dirname,
    files: NO_INLINE_STYLE_PROJECTS.map((project) => `${project}/src/**/*.tsx`),
    ignores: FRONT_END_SPECS,
    rules: { 'no-restricted-syntax': ['error', ...NO_HEX_COLOURS, NO_INLINE_STYLE_OBJECTS] },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
