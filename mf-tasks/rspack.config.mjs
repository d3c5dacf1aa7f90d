// @ts-check
// .mjs rather than .ts: Node 20 has no TypeScript loader for Rspack configs.
import { createMfRspackConfig } from '@milestone/mf-config';
import mf from './module-federation.config.mjs';

export default createMfRspackConfig({ ...mf, projectDir: import.meta.dirname });
