import { tsPreset } from '../jest.preset.mjs';

export default tsPreset(import.meta.dirname, {
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testTimeout: 60_000,
  // node's, plus a description of the open pages in a failing test's error (support/environment.mjs)
  testEnvironment: '<rootDir>/support/environment.mjs',
});
