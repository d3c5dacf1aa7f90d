import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TasksComponents } from '@milestone/contracts';
import { tasksClient, unwrap } from '@milestone/platform-sdk';
import { TASKS_QUERY_KEY } from '../../task-list/hooks/useTasks.js';
import type { Task } from '../../task-list/task-card.model.js';

export type TaskChanges = Omit<TasksComponents['schemas']['UpdateTaskDto'], 'version'>;

/** The text a stale save shows (svc-tasks answers 409 with this message). */
export const STALE_TASK_MESSAGE = 'This task was changed by someone else. Reload to see the latest version.';

/**
 * PUT /api/tasks/{id} naming the version the user edited. The saved task (with its new version)
 * replaces the cached one, so the next save names the new version. A 409 means someone else saved
 * first: nothing is retried or overwritten.
 */
export function useUpdateTask(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, changes }: { version: number; changes: TaskChanges }) =>
      unwrap(tasksClient.PUT('/api/tasks/{id}', { params: { path: { id: taskId } }, body: { ...changes, version } })),
    onSuccess: (saved: Task) => {
      queryClient.setQueryData([...TASKS_QUERY_KEY, taskId], saved);
      void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY, exact: true });
    },
  });
}

/** Loads the latest version of the task again; resolves to it. */
export function useReloadTask(taskId: number) {
  const queryClient = useQueryClient();
  return async (): Promise<Task | undefined> => {
    await queryClient.refetchQueries({ queryKey: [...TASKS_QUERY_KEY, taskId], exact: true });
    return queryClient.getQueryData<Task>([...TASKS_QUERY_KEY, taskId]);
  };
}
