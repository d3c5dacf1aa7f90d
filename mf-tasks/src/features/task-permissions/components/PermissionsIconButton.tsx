import { Button, SafetyOutlined } from '@milestone/ui';
import { joinBasePath, useAuth, useNavigate } from '@milestone/platform-sdk';
import { usePermissionLevel } from '../hooks/usePermissions.js';
import { needsLevelForIcon, showsPermissionsIcon } from '../permission-rules.js';

/** The route of a task's Manage Permissions page, relative to the remote's base path. */
export function permissionsRoute(taskId: number): string {
  return `task/${taskId}/permissions`;
}

/**
 * The permissions icon of a task card: opens /task/{id}/permissions. Shown only to privileged users
 * (spec 000 section 6); a plain user's level on the task is asked for, nobody else's.
 */
export function PermissionsIconButton({ taskId, basePath }: { taskId: number; basePath: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const level = usePermissionLevel(user?.id, taskId, needsLevelForIcon(user));
  if (!showsPermissionsIcon(user, level.data)) return null;
  return (
    <Button
      type="text"
      icon={<SafetyOutlined />}
      aria-label="Manage Permissions"
      title="Manage Permissions"
      data-testid="permissions-icon"
      onClick={(event) => {
        event.stopPropagation();
        navigate(joinBasePath(basePath, permissionsRoute(taskId)));
      }}
    />
  );
}
