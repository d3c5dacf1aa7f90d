import { taskFilesQueryKey } from '../../entities/file/file-query-keys.js';

// Under the task's files key: an upload (and a finished run) invalidates it, and every file panel
// of the task loads again.

/** The pages of a task's executions (the repository panel). */
export function executionPagesQueryKey(taskId: number) {
  return [...taskFilesQueryKey(taskId), 'executions', 'pages'] as const;
}

/** A task's latest execution (the quick file preview). */
export function latestExecutionQueryKey(taskId: number) {
  return [...taskFilesQueryKey(taskId), 'executions', 'latest'] as const;
}

/** One execution with its log. */
export function executionDetailQueryKey(taskId: number, executionId: number) {
  return [...taskFilesQueryKey(taskId), 'executions', 'detail', executionId] as const;
}

/** The preview of one file of an execution, one sheet (undefined: the first). */
export function previewQueryKey(taskId: number, executionId: number, fileId: number, kind: string, sheet: string | undefined) {
  return [...taskFilesQueryKey(taskId), 'preview', executionId, kind, fileId, sheet ?? null] as const;
}
