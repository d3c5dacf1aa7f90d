import { useQuery } from '@tanstack/react-query';
import { tasksClient, unwrap } from '@milestone/platform-sdk';
import { taskQueryKey } from '../task-query-keys.js';

/** GET /api/tasks/{id}. */
export function useTask(id: number | null) {
  return useQuery({
    queryKey: taskQueryKey(id),
    queryFn: () => unwrap(tasksClient.GET('/api/tasks/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null,
  });
}
