import { useQuery } from '@tanstack/react-query';
import { fetchExecution } from '../executions-client.js';
import { pollWhileActive } from '../execution.model.js';
import { executionKeys } from '../execution-query-keys.js';

/**
 * One run a screen started (GET /api/executions/{id}), asked for again every second while it is
 * pending or running (the spec's running-task polling), and no more once it ended.
 */
export function useFollowedRun(executionId: number) {
  return useQuery({
    queryKey: executionKeys.detail(executionId),
    queryFn: () => fetchExecution(executionId),
    refetchInterval: (query) => (query.state.data ? pollWhileActive([query.state.data]) : false),
  });
}
