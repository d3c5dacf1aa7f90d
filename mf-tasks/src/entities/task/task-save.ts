import type { QueryClient } from '@tanstack/react-query';
import type { TasksComponents } from '@milestone/contracts';
import { taskQueryKey } from './task-query-keys.js';
import type { Task } from './task.model.js';
import { taskSaveQueue } from './task-save-queue.js';

export type TaskChanges = Omit<TasksComponents['schemas']['UpdateTaskDto'], 'version'>;
export type TaskBody = TasksComponents['schemas']['UpdateTaskDto'];

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
 * One save of a task through its queue (TaskSaveQueue): the changes are read when the save's turn
 * comes, and its answer is the cached task before the next queued save reads it. Putting the
 * answer in the cache later (a mutation's onSuccess runs after the queue has moved on) would build
 * the next config change on the config from before this save, and lose this one without a 409.
 */
export function saveTask(queryClient: QueryClient, taskId: number, { version, changes }: TaskUpdate, put: (body: TaskBody) => Promise<Task>): Promise<Task> {
  const key = taskQueryKey(taskId);
  return taskSaveQueue(taskId).run(version, async (sent) => {
    const latest = queryClient.getQueryData<Task>(key);
    const body = typeof changes === 'function' ? (latest ? changes(latest) : null) : changes;
    if (!body) throw new Error('The task is not loaded.');
    const saved = await put({ ...body, version: sent });
    const cached = queryClient.getQueryData<Task>(key);
    // Saves finish in order; never put an older answer over a newer one.
    if (!cached || cached.version <= saved.version) queryClient.setQueryData(key, saved);
    return saved;
  });
}
