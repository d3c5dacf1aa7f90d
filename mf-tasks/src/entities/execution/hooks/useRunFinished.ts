import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { taskFilesQueryKey } from '../../file/file-query-keys.js';
import { REFRESH_QUICK_FILE_PREVIEW_EVENT } from '../../file/upload-rules.js';
import { taskQueryKey } from '../../task/task-query-keys.js';
import { isFinished, type Execution } from '../execution.model.js';

/** The runs that ended between two readings: seen pending or running before, final now. */
export function endedRuns(before: ReadonlyMap<number, string>, now: readonly Pick<Execution, 'id' | 'status'>[]): number[] {
  return now.filter((e) => isFinished(e.status) && before.has(e.id) && !isFinished(before.get(e.id)!)).map((e) => e.id);
}

/**
 * When one of the task's runs ends (seen pending or running, now final): the task and its files
 * load again, and the quick file preview too (window event 'refreshQuickFilePreview'), so the
 * latest files show the run's outputs.
 */
export function useRunFinished(taskId: number, executions: readonly Execution[] | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(new Map<number, string>());
  useEffect(() => {
    if (!executions) return;
    const ended = endedRuns(seen.current, executions);
    for (const e of executions) seen.current.set(e.id, e.status);
    if (ended.length === 0) return;
    void queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) });
    void queryClient.invalidateQueries({ queryKey: taskFilesQueryKey(taskId) });
    window.dispatchEvent(new Event(REFRESH_QUICK_FILE_PREVIEW_EVENT));
  }, [executions, queryClient, taskId]);
}
