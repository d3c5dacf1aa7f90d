import { useQuery } from '@tanstack/react-query';
import { fetchExecutions } from '../executions-client.js';
import { pollWhileActive } from '../execution.model.js';
import { executionKeys } from '../execution-query-keys.js';

/** How many of a task's latest runs its run panel reads. */
export const TASK_EXECUTIONS_LIMIT = 5;

/**
 * A task's latest runs, newest first (GET /api/executions?taskId=), asked for again every second
 * while any of them is pending or running, and not otherwise.
 */
export function useTaskExecutions(taskId: number, enabled = true) {
  return useQuery({
    queryKey: executionKeys.ofTask(taskId),
    queryFn: async () => (await fetchExecutions({ taskId, limit: TASK_EXECUTIONS_LIMIT })).executions,
    enabled,
    refetchInterval: (query) => pollWhileActive(query.state.data),
  });
}
