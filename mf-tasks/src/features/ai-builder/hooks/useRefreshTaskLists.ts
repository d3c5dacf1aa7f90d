import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TASKS_QUERY_KEY } from '../../../entities/task/task-query-keys.js';
import { executionKeys } from '../../../entities/execution/execution-query-keys.js';

/** After an AI creation: the task lists and the executions are fetched again (spec 000 section 7). */
export function useRefreshTaskLists(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: executionKeys.all })]);
  }, [queryClient]);
}
