import type { QueryClient } from '@tanstack/react-query';
import { TASKS_QUERY_KEY } from '../../task/task-query-keys.js';
import type { Execution } from '../execution.model.js';
import { executionKeys } from '../execution-query-keys.js';

/** What a new, cancelled or retried run changes: the task lists (and the task) and every executions query. */
export function invalidateRuns(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: executionKeys.all });
}

/**
 * The queued run joins its task's cached runs at once: the run panel shows it pending (and starts
 * polling) before the list is read again, and sees it end even when it ends before that read.
 */
export function showQueued(queryClient: QueryClient, execution: Execution): void {
  queryClient.setQueryData<Execution[]>(executionKeys.ofTask(execution.taskId), (runs) =>
    runs ? [execution, ...runs.filter((r) => r.id !== execution.id)] : runs,
  );
}
