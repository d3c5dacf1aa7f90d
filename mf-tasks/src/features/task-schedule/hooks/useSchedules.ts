import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksClient, unwrap } from '@milestone/platform-sdk';
import { TASKS_QUERY_KEY } from '../../../entities/task/task-query-keys.js';
import { PREVIEW_DELAY_MS, normalizeCron, scheduleKeys } from '../schedule.model.js';

/** GET /api/tasks/{taskId}/schedules. */
export function useTaskSchedules(taskId: number) {
  return useQuery({
    queryKey: scheduleKeys.ofTask(taskId),
    queryFn: () => unwrap(tasksClient.GET('/api/tasks/{taskId}/schedules', { params: { path: { taskId } } })),
  });
}

/** `value` once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * GET /api/schedules/preview for the expression being typed, once it rests: its plain-English
 * reading and next five runs, or the server's 'Invalid cron expression: ...'. `settling` is true
 * while the typed text differs from the one read.
 */
export function useSchedulePreview(cron: string) {
  const typed = normalizeCron(cron);
  const settled = useSettled(typed, PREVIEW_DELAY_MS);
  const query = useQuery({
    queryKey: scheduleKeys.preview(settled),
    queryFn: () => unwrap(tasksClient.GET('/api/schedules/preview', { params: { query: { cron: settled } } })),
    enabled: settled !== '',
    retry: false,
    staleTime: 30_000,
  });
  return { ...query, settling: typed !== settled };
}

/**
 * Create, change (switch on or off) and delete a task's schedules. Each may move the task between
 * 'scheduled' and 'active' (a new version): the task and the task lists are loaded again.
 */
export function useScheduleMutations(taskId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: scheduleKeys.ofTask(taskId) }), queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY })]);
  const create = useMutation({
    mutationFn: (cronExpression: string) =>
      unwrap(tasksClient.POST('/api/tasks/{taskId}/schedules', { params: { path: { taskId } }, body: { cronExpression } })),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      unwrap(tasksClient.PUT('/api/schedules/{id}', { params: { path: { id } }, body: { enabled } })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => unwrap(tasksClient.DELETE('/api/schedules/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
