import { tsPreset } from '../jest.preset.mjs';

export default tsPreset(import.meta.dirname, {
  // A NATS JetStream server of the run's own (NATS_URL): the gateway watches revoked sessions there.
  withNats: true,
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // See the file: jest cannot require() the ESM-only content-disposition used by @fastify/static.
    '^content-disposition$': '<rootDir>/test/support/content-disposition.cjs',
  },
});
