// What other features of mf-tasks use from task permissions.
export { CurrentPermissions, grantRows, levelTag, type PermissionRow } from './components/CurrentPermissions.js';
export { permissionsRoute } from './components/PermissionsIconButton.js';
export { useCanEditTask, useTaskPermissions } from './hooks/usePermissions.js';
export { canEditTask, showsPermissionsIcon } from './permission-rules.js';
