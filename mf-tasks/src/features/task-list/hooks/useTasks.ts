import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TasksComponents } from '@milestone/contracts';
import { tasksClient, unwrap } from '@milestone/platform-sdk';

export const TASKS_QUERY_KEY = ['tasks'] as const;

/** The service's largest page: the home page reads the whole list in as few requests as it can. */
const PAGE = 500;

type Task = TasksComponents['schemas']['TaskDto'];

/** Every task of the company, page by page (X-Total-Count says when the list is complete). */
export async function fetchAllTasks(): Promise<Task[]> {
  const tasks: Task[] = [];
  for (;;) {
    const call = tasksClient.GET('/api/tasks', { params: { query: { limit: PAGE, offset: tasks.length } } });
    const page = await unwrap(call);
    tasks.push(...page);
    const total = Number((await call).response.headers.get('x-total-count') ?? tasks.length);
    if (page.length === 0 || tasks.length >= total) return tasks;
  }
}

/** GET /api/tasks: the cards of the home page (all of them). */
export function useTasks() {
  return useQuery({ queryKey: TASKS_QUERY_KEY, queryFn: fetchAllTasks });
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
