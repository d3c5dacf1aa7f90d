import { tsPreset } from '../../jest.preset.mjs';

export default tsPreset(import.meta.dirname);
