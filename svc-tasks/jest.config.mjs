import { tsPreset } from '../jest.preset.mjs';

// Integration suites run against a NATS server of the run's own (withNats), so test events never
// reach a running platform; they start Nest and PostgreSQL databases: give them time, and run them
// one after another (2 shared cores).
export default tsPreset(import.meta.dirname, { testTimeout: 60_000, maxWorkers: 1, withNats: true });
