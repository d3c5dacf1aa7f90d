import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tasksClient, unwrap } from '@milestone/platform-sdk';
import { TASKS_QUERY_KEY } from '../../task-list/hooks/useTasks.js';
import { buildTaskQuery, type TaskFilters } from '../task-filters.js';

/** GET /api/tasks?type=&status=: the filtering is done by the service. */
export function useManagedTasks(filters: TaskFilters) {
  const query = buildTaskQuery(filters);
  return useQuery({
    queryKey: [...TASKS_QUERY_KEY, 'management', query],
    queryFn: () => unwrap(tasksClient.GET('/api/tasks', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}
