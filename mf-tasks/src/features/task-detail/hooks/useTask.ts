import { useQuery } from '@tanstack/react-query';
import { tasksClient, unwrap } from '@milestone/platform-sdk';
import { TASKS_QUERY_KEY } from '../../task-list/hooks/useTasks.js';

/** GET /api/tasks/{id}. */
export function useTask(id: number | null) {
  return useQuery({
    queryKey: [...TASKS_QUERY_KEY, id],
    queryFn: () => unwrap(tasksClient.GET('/api/tasks/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null,
  });
}
