import { Button, SafetyOutlined } from '@milestone/ui';
import { joinBasePath, useAuth, useNavigate } from '@milestone/platform-sdk';
import { permissionsRoute, showsPermissionsIcon, type TaskLevel } from '../permission-rules.js';

/**
 * The permissions icon of a task card: opens /task/{id}/permissions. Shown only to privileged users
 * (spec 000 section 6). `level` is the signed-in user's level on the task as the task list answers
 * it (TaskDto.permissionLevel): a card asks the server nothing.
 */
export function PermissionsIconButton({ taskId, level, basePath }: { taskId: number; level: TaskLevel | undefined; basePath: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  if (!showsPermissionsIcon(user, level)) return null;
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
