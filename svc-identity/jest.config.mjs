import { tsPreset } from '../jest.preset.mjs';

// Integration suites run against a NATS server of their own (withNats) and start Nest, PostgreSQL databases and argon2 hashing: give them time, and run
// them one after another (2 shared cores).
export default tsPreset(import.meta.dirname, { testTimeout: 60_000, maxWorkers: 1, withNats: true });
