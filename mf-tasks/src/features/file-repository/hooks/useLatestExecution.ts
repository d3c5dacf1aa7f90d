import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REFRESH_QUICK_FILE_PREVIEW_EVENT } from '../../../entities/file/upload-rules.js';
import { fetchExecutionPage } from '../execution-files.api.js';
import { latestExecutionQueryKey } from '../execution-query-keys.js';
import { useLoggedFailure } from './useLoggedFailure.js';

/** How many of a task's newest executions the quick file preview looks through for one with outputs. */
export const LATEST_FILES_LOOKBACK = 20;

/**
 * A task's newest execution that generated files (the quick file preview, spec 001 section 2.9):
 * a newer run without outputs (cancelled, failed, still queued) does not hide the files the runs
 * before it made. Asked for again whenever the window event 'refreshQuickFilePreview' is raised.
 */
export function useLatestExecution(taskId: number) {
  const latest = useQuery({
    queryKey: latestExecutionQueryKey(taskId),
    queryFn: async () => (await fetchExecutionPage(taskId, 0, LATEST_FILES_LOOKBACK)).executions.find((e) => e.outputFiles.length > 0) ?? null,
  });
  useLoggedFailure('The latest files', latest.error);
  const { refetch } = latest;
  useEffect(() => {
    const refresh = () => void refetch();
    window.addEventListener(REFRESH_QUICK_FILE_PREVIEW_EVENT, refresh);
    return () => window.removeEventListener(REFRESH_QUICK_FILE_PREVIEW_EVENT, refresh);
  }, [refetch]);
  return latest;
}
