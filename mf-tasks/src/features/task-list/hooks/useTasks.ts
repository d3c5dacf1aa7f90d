import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TasksComponents } from '@milestone/contracts';
import { tasksClient, unwrap } from '@milestone/platform-sdk';

export const TASKS_QUERY_KEY = ['tasks'] as const;

/** GET /api/tasks: the cards of the home page. */
export function useTasks() {
  return useQuery({ queryKey: TASKS_QUERY_KEY, queryFn: () => unwrap(tasksClient.GET('/api/tasks')) });
}

export type CreateTaskInput = TasksComponents['schemas']['CreateTaskDto'];

/** POST /api/tasks, then the task lists are refreshed. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskInput) => unwrap(tasksClient.POST('/api/tasks', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
  });
}
