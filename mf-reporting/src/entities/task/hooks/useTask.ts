import { useQuery } from '@tanstack/react-query';
import { tasksClient, unwrap } from '@milestone/platform-sdk';

/**
 * The query key of one task: the key mf-tasks keeps it under (its task-query-keys.ts). The editor
 * runs inside mf-tasks' task detail on the one shared query client, so it shows the task detail's
 * copy and its save replaces that copy, with the new version the next save of the page must name.
 */
export function taskQueryKey(id: number) {
  return ['tasks', id] as const;
}

/** GET /api/tasks/{id}. */
export function useTask(id: number) {
  return useQuery({
    queryKey: taskQueryKey(id),
    queryFn: () => unwrap(tasksClient.GET('/api/tasks/{id}', { params: { path: { id } } })),
  });
}
