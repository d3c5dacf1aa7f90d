import { tsPreset } from '../jest.preset.mjs';

// Integration suites start Nest, PostgreSQL databases and argon2 hashing: give them time, and run
// them one after another (2 shared cores).
export default tsPreset(import.meta.dirname, { testTimeout: 60_000, maxWorkers: 1 });
