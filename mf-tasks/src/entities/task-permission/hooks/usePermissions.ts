import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksClient, unwrap, useAuth } from '@milestone/platform-sdk';
import { TASKS_QUERY_KEY } from '../../task/task-query-keys.js';
import { canEditTask, type GrantLevel, type TaskLevel } from '../permission-rules.js';

const PERMISSIONS_KEY = 'task-permissions';
const LEVEL_KEY = 'task-permission-level';

/**
 * GET /api/users/{userId}/permission-level/{taskId}: the user's effective level on the task. The
 * signed-in user's own level also comes with every task (TaskDto.permissionLevel): use that where
 * the task is at hand.
 */
export function usePermissionLevel(userId: number | undefined, taskId: number | null, enabled = true) {
  return useQuery({
    queryKey: [LEVEL_KEY, userId, taskId],
    queryFn: async () =>
      (await unwrap(tasksClient.GET('/api/users/{userId}/permission-level/{taskId}', { params: { path: { userId: userId!, taskId: taskId! } } }))).level,
    enabled: enabled && userId !== undefined && taskId !== null,
  });
}

/** GET /api/tasks/{taskId}/permissions: the current grants. */
export function useTaskPermissions(taskId: number | null) {
  return useQuery({
    queryKey: [PERMISSIONS_KEY, taskId],
    queryFn: () => unwrap(tasksClient.GET('/api/tasks/{taskId}/permissions', { params: { path: { taskId: taskId! } } })),
    enabled: taskId !== null,
  });
}

/**
 * POST (a level) or DELETE ('none') a user's permission, then the list and levels are refetched;
 * when the user is the signed-in one, the tasks too (their permissionLevel changed).
 */
export function useSetPermission(taskId: number) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const refresh = (_data: unknown, { userId }: { userId: number }) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [PERMISSIONS_KEY, taskId] }),
      queryClient.invalidateQueries({ queryKey: [LEVEL_KEY] }),
      userId === user?.id ? queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }) : undefined,
    ]);
  const grant = useMutation({
    mutationFn: ({ userId, permission }: { userId: number; permission: GrantLevel }) =>
      unwrap(tasksClient.POST('/api/tasks/{taskId}/permissions', { params: { path: { taskId } }, body: { taskId, userId, permission } })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ userId }: { userId: number }) =>
      unwrap(tasksClient.DELETE('/api/tasks/{taskId}/permissions/{userId}', { params: { path: { taskId, userId } } })),
    onSuccess: refresh,
  });
  return { grant, remove };
}

/**
 * Whether the signed-in user may edit the task (task admin or above), from their level as the loaded
 * task carries it (TaskDto.permissionLevel; undefined while the task loads): no request of its own.
 */
export function useCanEditTask(level: TaskLevel | undefined): boolean {
  const { user } = useAuth();
  return canEditTask(user, level);
}
