import type { QueryClient } from '@tanstack/react-query';
import { TASKS_QUERY_KEY } from '../../task/task-query-keys.js';
import { executionKeys } from '../execution-query-keys.js';

/** What a new, cancelled or retried run changes: the task lists (and the task) and every executions query. */
export function invalidateRuns(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: executionKeys.all });
}
