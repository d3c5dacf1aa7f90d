import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STALE_TASK_MESSAGE } from '@milestone/contracts';
import { isHttpStatus, messageOrFallback, tasksClient, unwrap, useToast } from '@milestone/platform-sdk';
import { SAVED_TEXT, SAVE_FAILURE_TEXT, configWithApiConfiguration, type ApiConfiguration, type Task } from '../api-configuration.model.js';
import { taskQueryKey } from '../../../entities/task/hooks/useTask.js';

/**
 * PUT /api/tasks/{id} with the editor's parts of config.apiConfiguration replaced and every other
 * key (of the config and of apiConfiguration) as the latest loaded task has it, naming that task's
 * version. A 409 (someone else saved first) is
 * not retried: the user is told to reload. Toasts the outcome (spec 001 section 8).
 */
export function useSaveApiConfiguration(taskId: number) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (apiConfiguration: ApiConfiguration) => {
      const latest = queryClient.getQueryData<Task>(taskQueryKey(taskId));
      if (!latest) throw new Error('The task is not loaded.');
      const body = { config: configWithApiConfiguration(latest.config, apiConfiguration), version: latest.version };
      return unwrap(tasksClient.PUT('/api/tasks/{id}', { params: { path: { id: taskId } }, body }));
    },
    onSuccess: (saved) => {
      const cached = queryClient.getQueryData<Task>(taskQueryKey(taskId));
      // Never put an older answer over a newer one another editor of the page has put there.
      if (!cached || cached.version <= saved.version) queryClient.setQueryData(taskQueryKey(taskId), saved);
      void queryClient.invalidateQueries({ queryKey: ['tasks', 'pages'] });
      toast({ variant: 'success', title: SAVED_TEXT, description: `The API configuration of ${saved.name} is saved.` });
    },
    onError: (error) => {
      if (isHttpStatus(error, 409)) toast({ variant: 'warning', title: SAVE_FAILURE_TEXT, description: STALE_TASK_MESSAGE });
      else toast({ variant: 'error', title: SAVE_FAILURE_TEXT, description: messageOrFallback(error, 'Please try again.') });
    },
  });
}
