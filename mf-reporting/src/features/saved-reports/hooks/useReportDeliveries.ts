import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityClient, tasksClient, unwrap, type IdentityUser } from '@milestone/platform-sdk';
import type { DeliveryScheduleBody, Schedule } from '../report-delivery.model.js';

/**
 * The keys mf-tasks keeps schedules and tasks under (its schedule.model.ts and task-query-keys.ts):
 * the overview runs inside mf-tasks' task detail on the one shared query client, so a delivery
 * added here shows in the task's Schedule section, and the task's status ('scheduled') follows.
 */
export const scheduleKeys = {
  ofTask: (taskId: number) => ['schedules', 'task', taskId] as const,
  preview: (cron: string) => ['schedules', 'preview', cron] as const,
};
const TASKS_QUERY_KEY = ['tasks'] as const;

/** How long a typed expression rests before svc-tasks reads it. */
const PREVIEW_DELAY_MS = 400;

/** GET /api/tasks/{taskId}/schedules: every schedule of the task (the deliveries among them); any member may read them. */
export function useTaskSchedules(taskId: number) {
  return useQuery({
    queryKey: scheduleKeys.ofTask(taskId),
    queryFn: (): Promise<Schedule[]> => unwrap(tasksClient.GET('/api/tasks/{taskId}/schedules', { params: { path: { taskId } } })),
  });
}

/**
 * GET /api/schedules/preview of an expression once it has rested: its plain-English reading and
 * next five runs in Chicago time, or svc-tasks' 'Invalid cron expression: ...'.
 */
export function useCronPreview(cron: string) {
  const [settled, setSettled] = useState(cron);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(cron), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cron]);
  const query = useQuery({
    queryKey: scheduleKeys.preview(settled),
    queryFn: () => unwrap(tasksClient.GET('/api/schedules/preview', { params: { query: { cron: settled } } })),
    enabled: settled !== '',
    retry: false,
    staleTime: 30_000,
  });
  return { ...query, settling: cron !== settled };
}

/** svc-identity's largest page of users. */
const USERS_PAGE = 500;

/** GET /api/users, every page: the users of the caller's company (any member may list them), the recipients to choose from. */
export function useCompanyUsers() {
  return useQuery({
    queryKey: ['saved-reports', 'company-users'],
    staleTime: 60_000,
    queryFn: async () => {
      const users: IdentityUser[] = [];
      for (;;) {
        const call = identityClient.GET('/api/users', { params: { query: { limit: USERS_PAGE, offset: users.length } } });
        const page = (await unwrap(call)).users;
        users.push(...page);
        if (page.length === 0 || users.length >= Number((await call).response.headers.get('x-total-count') ?? users.length)) return users;
      }
    },
  });
}

/** Adding, changing and deleting a report's deliveries, and 'Send now'; each refreshes the task's schedules and the task. */
export function useDeliveryMutations(taskId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: scheduleKeys.ofTask(taskId) }), queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY })]);
  const create = useMutation({
    mutationFn: (body: DeliveryScheduleBody) => unwrap(tasksClient.POST('/api/tasks/{taskId}/schedules', { params: { path: { taskId } }, body })),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: DeliveryScheduleBody }) =>
      unwrap(tasksClient.PUT('/api/schedules/{id}', { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => unwrap(tasksClient.DELETE('/api/schedules/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  const sendNow = useMutation({
    mutationFn: (id: number) => unwrap(tasksClient.POST('/api/schedules/{id}/run', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.ofTask(taskId) }),
  });
  return { create, update, remove, sendNow };
}
