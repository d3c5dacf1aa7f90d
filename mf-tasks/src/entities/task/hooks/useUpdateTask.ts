import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TasksComponents } from '@milestone/contracts';
import { tasksClient, unwrap } from '@milestone/platform-sdk';
import { TASKS_QUERY_KEY, taskQueryKey } from '../task-query-keys.js';
import type { Task } from '../task.model.js';
import { taskSaveQueue } from '../task-save-queue.js';

export type TaskChanges = Omit<TasksComponents['schemas']['UpdateTaskDto'], 'version'>;

export interface TaskUpdate {
  /** The version the user edited. */
  version: number;
  /**
   * What to change. A function is read when the save is sent, with the task as this tab last
   * saved or loaded it, so a config change keeps what an earlier save of this tab put there.
   */
  changes: TaskChanges | ((latest: Task) => TaskChanges);
}

/**
 * PUT /api/tasks/{id} naming the version the user edited. Saves of one task run one at a time
 * (TaskSaveQueue): the version one of our own saves replaced is carried forward, so the editors of
 * a page never trip over each other. The saved task replaces the cached one. A 409 means someone
 * else saved first: nothing is retried or overwritten.
 */
export function useUpdateTask(taskId: number) {
  const queryClient = useQueryClient();
  const key = taskQueryKey(taskId);
  return useMutation({
    mutationFn: ({ version, changes }: TaskUpdate) =>
      taskSaveQueue(taskId).run(version, (sent) => {
        const latest = queryClient.getQueryData<Task>(key);
        const body = typeof changes === 'function' ? (latest ? changes(latest) : null) : changes;
        if (!body) return Promise.reject(new Error('The task is not loaded.'));
        return unwrap(tasksClient.PUT('/api/tasks/{id}', { params: { path: { id: taskId } }, body: { ...body, version: sent } })) as Promise<Task>;
      }),
    onSuccess: (saved: Task) => {
      const cached = queryClient.getQueryData<Task>(key);
      // Saves finish in order; never put an older answer over a newer one.
      if (!cached || cached.version <= saved.version) queryClient.setQueryData(key, saved);
      // The task lists (home, task management) show it again when next opened.
      void queryClient.invalidateQueries({ queryKey: [...TASKS_QUERY_KEY, 'pages'] });
    },
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
