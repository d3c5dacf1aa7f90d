import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksClient, unwrap } from '@milestone/platform-sdk';
import { TASKS_QUERY_KEY, taskQueryKey } from '../../../entities/task/task-query-keys.js';
import { useUpdateTask } from '../../../entities/task/hooks/useUpdateTask.js';
import type { Task } from '../../../entities/task/task.model.js';
import { taskSaveQueue } from '../../../entities/task/task-save-queue.js';
import { scriptVersionKeys, type ScriptVersion, type ScriptVersionSummary } from './script-versions.js';

/** GET /api/tasks/{id}/script-versions: newest first. */
export function useScriptVersions(taskId: number) {
  return useQuery({
    queryKey: scriptVersionKeys.ofTask(taskId),
    queryFn: () => unwrap(tasksClient.GET('/api/tasks/{id}/script-versions', { params: { path: { id: taskId } } })) as Promise<ScriptVersionSummary[]>,
  });
}

/** GET /api/tasks/{id}/script-versions/{version} (null: none asked for). */
export function useScriptVersion(taskId: number, version: number | null) {
  return useQuery({
    queryKey: scriptVersionKeys.one(taskId, version ?? 0),
    queryFn: () =>
      unwrap(tasksClient.GET('/api/tasks/{id}/script-versions/{version}', { params: { path: { id: taskId, version: version! } } })) as Promise<ScriptVersion>,
    enabled: version !== null,
  });
}

/**
 * Saves the script (PUT /api/tasks/{id} with pythonScript and the version edited, through the
 * task's save queue); the version list is read again.
 */
export function useSaveScript(taskId: number) {
  const queryClient = useQueryClient();
  const update = useUpdateTask(taskId);
  return useMutation({
    mutationFn: ({ version, script }: { version: number; script: string }) => update.mutateAsync({ version, changes: { pythonScript: script } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: scriptVersionKeys.ofTask(taskId) }),
  });
}

/**
 * POST /api/tasks/{id}/script-versions/{version}/restore, in the task's save queue (it raises the
 * task's version, which the page's other editors carry forward); the answer becomes the cached task.
 */
export function useRestoreScriptVersion(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, taskVersion }: { version: number; taskVersion: number }) =>
      taskSaveQueue(taskId).run(
        taskVersion,
        () => unwrap(tasksClient.POST('/api/tasks/{id}/script-versions/{version}/restore', { params: { path: { id: taskId, version } } })) as Promise<Task>,
      ),
    onSuccess: (task) => {
      const cached = queryClient.getQueryData<Task>(taskQueryKey(taskId));
      if (!cached || cached.version <= task.version) queryClient.setQueryData(taskQueryKey(taskId), task);
      void queryClient.invalidateQueries({ queryKey: [...TASKS_QUERY_KEY, 'pages'] });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: scriptVersionKeys.ofTask(taskId) }),
  });
}
