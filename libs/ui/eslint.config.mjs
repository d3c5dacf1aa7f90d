// The workspace config plus the front end's import rules. This library may import antd as it
// likes (the web build rewrites its imports to antd's modules, libs/mf-config), so only routing is
// restricted here.
import workspace from '../../eslint.config.mjs';
import { restrictedImportsConfig } from '@milestone/mf-config/eslint';

export default [...workspace, ...restrictedImportsConfig({ allow: ['antd'] })];
