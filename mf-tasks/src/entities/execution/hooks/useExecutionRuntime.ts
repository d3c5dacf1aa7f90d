import { useQuery } from '@tanstack/react-query';
import { fetchExecutionRuntime } from '../executions-client.js';
import { executionKeys } from '../execution-query-keys.js';

/** How often the sandbox's mode and the live workers are asked again (the spec's integration status polls every 30 s). */
export const RUNTIME_REFRESH_MS = 30_000;

/** GET /api/executions/runtime: the sandbox's mode scripts run in and the workers that reported in the last 30 s. */
export function useExecutionRuntime() {
  return useQuery({
    queryKey: executionKeys.runtime(),
    queryFn: fetchExecutionRuntime,
    refetchInterval: RUNTIME_REFRESH_MS,
  });
}
