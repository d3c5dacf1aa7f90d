import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TasksComponents } from '@milestone/contracts';
import { tasksClient, unwrap } from '@milestone/platform-sdk';
import { TASKS_QUERY_KEY } from '../../../entities/task/task-query-keys.js';

export type CreateTaskInput = TasksComponents['schemas']['CreateTaskDto'];

/** POST /api/tasks, then the task lists are refreshed. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskInput) => unwrap(tasksClient.POST('/api/tasks', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
  });
}
