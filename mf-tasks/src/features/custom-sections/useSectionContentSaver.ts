import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isHttpStatus, messageOrFallback, useToast } from '@milestone/platform-sdk';
import { debounce } from '../step-editor/debounce.js';
import { TASKS_QUERY_KEY } from '../task-list/hooks/useTasks.js';
import type { Task } from '../task-list/task-card.model.js';
import { STALE_TASK_MESSAGE } from '@milestone/contracts';
import { useUpdateTask } from '../task-detail/hooks/useUpdateTask.js';
import { setSectionContent } from './section-content.js';

export interface SectionContentSaver {
  /** Saves after a pause in editing (the data table). */
  schedule(content: string): void;
  /** Saves now; resolves to whether it saved (the text editors' Save Changes). */
  save(content: string): Promise<boolean>;
}

/**
 * Saves a custom section's content into the task's config through the task update (PUT with the
 * whole config and the task's version). The task's save queue (TaskSaveQueue) runs the saves one
 * at a time, carries the version forward past this tab's own saves, and applies the change to the
 * config as last saved, keeping every other config key. A 409 (someone else saved first) is shown,
 * never retried or overwritten.
 */
export function useSectionContentSaver(taskId: number, sectionId: string): SectionContentSaver {
  const queryClient = useQueryClient();
  const update = useUpdateTask(taskId);
  const { toast } = useToast();
  const deps = useRef({ update, toast });
  deps.current = { update, toast };

  const saver = useMemo(() => {
    const run = async (content: string): Promise<boolean> => {
      const task = queryClient.getQueryData<Task>([...TASKS_QUERY_KEY, taskId]);
      if (!task) return false;
      try {
        await deps.current.update.mutateAsync({ version: task.version, changes: (latest) => ({ config: setSectionContent(latest.config, sectionId, content) }) });
        return true;
      } catch (error) {
        if (isHttpStatus(error, 409)) deps.current.toast({ variant: 'warning', title: 'Task Changed', description: STALE_TASK_MESSAGE });
        else deps.current.toast({ variant: 'error', title: 'Update Failed', description: messageOrFallback(error, 'The section could not be saved. Please try again.') });
        return false;
      }
    };
    const debounced = debounce<string>((content) => void run(content));
    return { run, debounced };
  }, [queryClient, taskId, sectionId]);

  // A pending edit is saved when the section is left.
  useEffect(() => () => saver.debounced.flush(), [saver]);

  return useMemo(
    () => ({
      schedule: (content: string) => saver.debounced.schedule(content),
      save: (content: string) => {
        saver.debounced.cancel();
        return saver.run(content);
      },
    }),
    [saver],
  );
}
