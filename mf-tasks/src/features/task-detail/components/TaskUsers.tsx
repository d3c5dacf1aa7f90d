import { Alert, Spin } from '@milestone/ui';
import { joinBasePath, Link, useAuth } from '@milestone/platform-sdk';
import type { Task } from '../../../entities/task/task.model.js';
import { CurrentPermissions, grantRows } from '../../../entities/task-permission/components/CurrentPermissions.js';
import { useTaskPermissions } from '../../../entities/task-permission/hooks/usePermissions.js';
import { permissionsRoute, showsPermissionsIcon } from '../../../entities/task-permission/permission-rules.js';

/**
 * The task-users section: the task's permissions, the same list as the Manage Permissions page,
 * with a link to that page for those who may manage it.
 */
export function TaskUsers({ task, basePath }: { task: Pick<Task, 'id' | 'permissionLevel'>; basePath: string }) {
  const { user } = useAuth();
  const taskId = task.id;
  const permissions = useTaskPermissions(taskId);
  const manage = showsPermissionsIcon(user, task.permissionLevel) ? (
    <Link to={joinBasePath(basePath, permissionsRoute(taskId))}>Manage Permissions</Link>
  ) : null;
  if (permissions.isPending) return <Spin />;
  if (permissions.isError)
    return <Alert type="error" showIcon title="The permissions of this task could not be loaded." description={permissions.error.message} />;
  return <CurrentPermissions rows={grantRows(permissions.data)} extra={manage} />;
}
