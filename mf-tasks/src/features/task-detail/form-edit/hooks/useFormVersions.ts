import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksClient, unwrap } from '@milestone/platform-sdk';
import type { FormDefinition } from '@milestone/contracts/forms';
import { putTask } from '../../../../entities/ai/ai-hooks.js';

// A form task's form and its versions (svc-tasks' form routes), through the generated typed client.

const formVersionsKey = (taskId: number) => ['form-versions', taskId] as const;

/** GET /api/tasks/{id}/form-versions: every saved form, newest first. */
export function useFormVersions(taskId: number, enabled = true) {
  return useQuery({
    queryKey: formVersionsKey(taskId),
    queryFn: () => unwrap(tasksClient.GET('/api/tasks/{id}/form-versions', { params: { path: { id: taskId } } })),
    enabled,
  });
}

/** GET /api/tasks/{id}/form-versions/{version}. */
export function useFormVersion(taskId: number, version: number | null) {
  return useQuery({
    queryKey: [...formVersionsKey(taskId), version ?? 0],
    queryFn: () => unwrap(tasksClient.GET('/api/tasks/{id}/form-versions/{version}', { params: { path: { id: taskId, version: version! } } })),
    enabled: version !== null,
  });
}

/** PUT /api/tasks/{id}/form: the definition becomes the task's form (a new version); the task is cached as answered. */
export function useSaveForm(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (definition: FormDefinition) =>
      unwrap(tasksClient.PUT('/api/tasks/{id}/form', { params: { path: { id: taskId } }, body: definition as unknown as Record<string, unknown> })),
    onSuccess: (task) => putTask(queryClient, task),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: formVersionsKey(taskId) }),
  });
}

/** POST /api/tasks/{id}/form-versions/{version}/restore (a new version, source 'restore'). */
export function useRestoreFormVersion(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => unwrap(tasksClient.POST('/api/tasks/{id}/form-versions/{version}/restore', { params: { path: { id: taskId, version } } })),
    onSuccess: (task) => putTask(queryClient, task),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: formVersionsKey(taskId) }),
  });
}
