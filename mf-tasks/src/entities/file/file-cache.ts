import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { TASKS_QUERY_KEY, taskQueryKey } from '../task/task-query-keys.js';
import type { TaskPage } from '../task/task-pages.js';
import type { UploadResult } from './file.model.js';
import { taskFilesQueryKey } from './file-query-keys.js';
import { REFRESH_QUICK_FILE_PREVIEW_EVENT } from './upload-rules.js';

/** A task as cached, with the number of current inputs its upload answered. */
function withInputCount<T extends { id: number }>(task: T, taskId: number, inputFileCount: number): T {
  return task.id === taskId ? { ...task, inputFileCount } : task;
}

/**
 * What a change of a task's inputs changes on screen: the task's file panels load again (its files
 * queries, and the quick file preview through its window event), and the cached task and task
 * lists take the new input count from the answer at once. (svc-tasks learns it from the change's
 * event a moment later; a list read before that would still say the old count.)
 */
export function applyInputCount(queryClient: QueryClient, taskId: number, inputFileCount: number): void {
  void queryClient.invalidateQueries({ queryKey: taskFilesQueryKey(taskId) });
  queryClient.setQueriesData<InfiniteData<TaskPage>>({ queryKey: [...TASKS_QUERY_KEY, 'pages'] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, tasks: page.tasks.map((t) => withInputCount(t, taskId, inputFileCount)) })) } : data,
  );
  queryClient.setQueryData<{ id: number }>(taskQueryKey(taskId), (task) => (task ? withInputCount(task, taskId, inputFileCount) : task));
  window.dispatchEvent(new Event(REFRESH_QUICK_FILE_PREVIEW_EVENT));
}

/** What an upload changes on screen: the task's inputs are now the uploaded file. */
export function applyUpload(queryClient: QueryClient, result: UploadResult): void {
  applyInputCount(queryClient, result.taskId, result.inputFileCount);
}
