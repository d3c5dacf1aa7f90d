import { useQuery } from '@tanstack/react-query';
import { fetchExecutionDetail } from '../execution-files.api.js';
import type { ExecutionFiles, ExecutionFilesDetail } from '../execution-files.model.js';
import { executionDetailQueryKey } from '../execution-query-keys.js';
import { useLoggedFailure } from './useLoggedFailure.js';

/**
 * An open execution row's detail (files and log): the row's body mounts when it first opens, and
 * asks then. Until it comes, or when it fails (only logged), the row's summary from the list stands
 * in, without a log.
 */
export function useExecutionDetail(summary: ExecutionFiles): { execution: ExecutionFilesDetail; loading: boolean } {
  const { taskId, executionId } = summary;
  const detail = useQuery({
    queryKey: executionDetailQueryKey(taskId, executionId),
    queryFn: () => fetchExecutionDetail(taskId, executionId),
  });
  useLoggedFailure(`Execution #${executionId}`, detail.error);
  return { execution: detail.data ?? { ...summary, log: null }, loading: detail.isPending };
}
