// The workspace config plus the front end's import doors. This library is the antd door itself,
// so only routing is restricted here.
import workspace from '../../eslint.config.mjs';
import { restrictedImportsConfig } from '@milestone/mf-config/eslint';

export default [...workspace, ...restrictedImportsConfig({ allow: ['antd'] })];
