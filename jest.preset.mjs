// Shared jest set-up for every TypeScript project. The services are ESM (NestJS 12 ships ESM
// only), so jest runs in ESM mode (NODE_OPTIONS=--experimental-vm-modules) with @swc/jest,
// keeping decorator metadata on: without it Nest injects undefined.
// Workspace libraries resolve to their TypeScript sources through the "@milestone/source"
// export condition, so tests never need a prior build.
const here = import.meta.dirname;

/**
 * @param {string} rootDir
 * @param {Partial<import('jest').Config> & { withNats?: boolean }} [options]
 *   withNats: start a NATS JetStream server of the run's own (jest.nats.mjs) and point NATS_URL at it.
 */
export function tsPreset(rootDir, options = {}) {
  const { withNats = false, ...overrides } = options;
  return {
    ...(withNats ? { globalSetup: `${here}/jest.nats-setup.mjs`, globalTeardown: `${here}/jest.nats-teardown.mjs` } : {}),
    rootDir,
    testEnvironment: 'node',
    // Component specs opt into jsdom with a `/** @jest-environment jsdom */` docblock; this fills in
    // what antd needs there (and does nothing in node).
    setupFiles: [`${here}/jest.dom-setup.mjs`],
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', '@milestone/source'] },
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true, decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
            keepClassNames: true,
            // Keeps `with { type: 'json' }` (the topology's JSON, libs/contracts/src/topology.ts),
            // which jest's ESM loader asks for.
            experimental: { keepImportAttributes: true },
          },
          module: { type: 'es6' },
        },
      ],
    },
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.int-spec.ts'],
    ...overrides,
  };
}
