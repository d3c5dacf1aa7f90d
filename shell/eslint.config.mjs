// The workspace config plus the front end's import doors: antd only through @milestone/ui,
// routing only through @milestone/platform-sdk.
import workspace from '../eslint.config.mjs';
import { restrictedImportsConfig } from '@milestone/mf-config/eslint';

export default [...workspace, ...restrictedImportsConfig()];
