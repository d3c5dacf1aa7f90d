import { tsPreset } from '../../jest.preset.mjs';

// The generated tenants take a few seconds each: give the suites time, one after another.
export default tsPreset(import.meta.dirname, { testTimeout: 60_000, maxWorkers: 1 });
