import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchExecutions } from '../executions-client.js';
import type { ExecutionFilters, ExecutionPage } from '../execution.model.js';
import { executionKeys } from '../execution-query-keys.js';

export interface UseExecutionsOptions {
  /** A number (ms), false, or a function of the loaded page (TanStack Query's refetchInterval). */
  refetchInterval?: number | false | ((page: ExecutionPage | undefined) => number | false);
  enabled?: boolean;
}

/** GET /api/executions with the filters and paging: one page of runs and the total that match. */
export function useExecutions(filters: ExecutionFilters, options: UseExecutionsOptions = {}) {
  const { refetchInterval, enabled } = options;
  return useQuery({
    queryKey: executionKeys.list(filters),
    queryFn: () => fetchExecutions(filters),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data) : refetchInterval,
  });
}
