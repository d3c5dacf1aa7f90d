import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksClient, unwrap } from '@milestone/platform-sdk';
import { TASKS_QUERY_KEY, taskQueryKey } from '../task-query-keys.js';
import type { Task } from '../task.model.js';
import { saveTask, type TaskUpdate } from '../task-save.js';

export type { TaskChanges, TaskUpdate } from '../task-save.js';

/**
 * PUT /api/tasks/{id} naming the version the user edited. Saves of one task run one at a time
 * (saveTask, TaskSaveQueue): the version one of our own saves replaced is carried forward, so the
 * editors of a page never trip over each other, and each saved task replaces the cached one before
 * the next save is built. A 409 means someone else saved first: nothing is retried or overwritten.
 */
export function useUpdateTask(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TaskUpdate) =>
      saveTask(queryClient, taskId, update, (body) => unwrap(tasksClient.PUT('/api/tasks/{id}', { params: { path: { id: taskId } }, body })) as Promise<Task>),
    // The task lists (home, task management) show it again when next opened.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...TASKS_QUERY_KEY, 'pages'] }),
  });
}

/** Loads the latest version of the task again; resolves to it. */
export function useReloadTask(taskId: number) {
  const queryClient = useQueryClient();
  return async (): Promise<Task | undefined> => {
    await queryClient.refetchQueries({ queryKey: taskQueryKey(taskId), exact: true });
    return queryClient.getQueryData<Task>(taskQueryKey(taskId));
  };
}
