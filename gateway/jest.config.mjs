import { tsPreset } from '../jest.preset.mjs';

export default tsPreset(import.meta.dirname, {
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // See the file: jest cannot require() the ESM-only content-disposition used by @fastify/static.
    '^content-disposition$': '<rootDir>/test/support/content-disposition.cjs',
  },
});
