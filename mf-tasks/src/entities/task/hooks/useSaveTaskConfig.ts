import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STALE_TASK_MESSAGE } from '@milestone/contracts';
import { isHttpStatus, messageOrFallback, useToast } from '@milestone/platform-sdk';
import { taskQueryKey } from '../task-query-keys.js';
import type { Task } from '../task.model.js';
import { useUpdateTask } from './useUpdateTask.js';

/** A change of a task's config, applied to the config as this tab last saved or loaded it. */
export type ConfigChange = (config: unknown) => Record<string, unknown>;

/**
 * Saves a change of the task's config naming the version shown (the cached task's), through the
 * task's save queue, so a pending save of another editor on the page is kept. Resolves to whether
 * it saved. A 409 (someone else saved first) says 'Task Changed'; any other failure says
 * `failure`, or the service's message. Every editor of a task's config reports the same way.
 */
export function useSaveTaskConfig(taskId: number) {
  const queryClient = useQueryClient();
  const update = useUpdateTask(taskId);
  const { toast } = useToast();
  // The returned function is kept by debounced savers: it reads the hooks of the latest render.
  const deps = useRef({ queryClient, taskId, update, toast });
  deps.current = { queryClient, taskId, update, toast };
  const saveRef = useRef(async (change: ConfigChange, failure: string): Promise<boolean> => {
    const shown = deps.current.queryClient.getQueryData<Task>(taskQueryKey(deps.current.taskId));
    if (!shown) return false;
    try {
      await deps.current.update.mutateAsync({ version: shown.version, changes: (latest) => ({ config: change(latest.config) }) });
      return true;
    } catch (error) {
      if (isHttpStatus(error, 409)) deps.current.toast({ variant: 'warning', title: 'Task Changed', description: STALE_TASK_MESSAGE });
      else deps.current.toast({ variant: 'error', title: 'Update Failed', description: messageOrFallback(error, failure) });
      return false;
    }
  });
  return { save: saveRef.current, saving: update.isPending };
}
