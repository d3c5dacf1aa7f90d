import { tsPreset } from '../../jest.preset.mjs';

// Real namespaces, python3 and (as root) cgroups: the suites run one after another (2 shared cores).
export default tsPreset(import.meta.dirname, { testTimeout: 60_000, maxWorkers: 1 });
