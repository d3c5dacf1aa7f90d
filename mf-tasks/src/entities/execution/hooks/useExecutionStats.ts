import { useQuery } from '@tanstack/react-query';
import { fetchExecutionStats } from '../executions-client.js';
import { executionKeys } from '../execution-query-keys.js';

/** GET /api/executions/stats?days=: the runs of each day (America/Chicago) by status. */
export function useExecutionStats(days = 30) {
  return useQuery({
    queryKey: executionKeys.stats(days),
    queryFn: () => fetchExecutionStats(days),
  });
}
