// The workspace config plus the front end's import doors: antd only through @milestone/ui,
// routing only through @milestone/platform-sdk; and the layers of src/ (eslint-layers.mjs).
import workspace from '../eslint.config.mjs';
import { restrictedImportsConfig } from '@milestone/mf-config/eslint';
import { layersConfig } from './eslint-layers.mjs';

export default [...workspace, ...restrictedImportsConfig(), ...layersConfig()];
