import { useQuery } from '@tanstack/react-query';
import { fetchExecution } from '../executions-client.js';
import { executionKeys } from '../execution-query-keys.js';
import { EXECUTION_POLL_MS, isActive } from '../execution.model.js';

/** GET /api/executions/{id}, polled every second while the run is pending or running. */
export function useExecution(id: number | null) {
  return useQuery({
    queryKey: executionKeys.detail(id ?? 0),
    queryFn: () => fetchExecution(id!),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isActive(query.state.data.status) ? EXECUTION_POLL_MS : false),
  });
}
