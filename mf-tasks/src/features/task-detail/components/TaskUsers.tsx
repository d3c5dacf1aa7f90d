import { Alert, Spin } from '@milestone/ui';
import { joinBasePath, Link, useAuth } from '@milestone/platform-sdk';
import {
  CurrentPermissions,
  grantRows,
  needsLevelForIcon,
  permissionsRoute,
  showsPermissionsIcon,
  usePermissionLevel,
  useTaskPermissions,
} from '../../task-permissions/index.js';

/**
 * The task-users section: the task's permissions, the same list as the Manage Permissions page,
 * with a link to that page for those who may manage it.
 */
export function TaskUsers({ taskId, basePath }: { taskId: number; basePath: string }) {
  const { user } = useAuth();
  const permissions = useTaskPermissions(taskId);
  const level = usePermissionLevel(user?.id, taskId, needsLevelForIcon(user));
  const manage = showsPermissionsIcon(user, level.data) ? (
<Link to={joinBasePath(basePath, permissionsRoute(taskId))}>Manage Permissions</Link>
  ) : null;
  if (permissions.isPending) return <Spin />;
  if (permissions.isError) return <Alert type="error" showIcon title="The permissions of this task could not be loaded." description={permissions.error.message} />;
  return <CurrentPermissions rows={grantRows(permissions.data)} extra={manage} />;
}
