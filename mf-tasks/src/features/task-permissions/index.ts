// What other features of mf-tasks use from task permissions.
export { CurrentPermissions, grantRows, levelTag, type PermissionRow } from './components/CurrentPermissions.js';
export { permissionsRoute } from './components/PermissionsIconButton.js';
export { useCanEditTask, usePermissionLevel, useTaskPermissions } from './hooks/usePermissions.js';
export { canEditTask, needsLevelForIcon, showsPermissionsIcon } from './permission-rules.js';
