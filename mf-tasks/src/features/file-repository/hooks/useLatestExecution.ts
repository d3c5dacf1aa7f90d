import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REFRESH_QUICK_FILE_PREVIEW_EVENT } from '../../../entities/file/upload-rules.js';
import { fetchExecutionPage } from '../execution-files.api.js';
import { latestExecutionQueryKey } from '../execution-query-keys.js';
import { useLoggedFailure } from './useLoggedFailure.js';

/**
 * A task's latest execution (the quick file preview, spec 001 section 2.9), asked for again
 * whenever the window event 'refreshQuickFilePreview' is raised.
 */
export function useLatestExecution(taskId: number) {
  const latest = useQuery({
    queryKey: latestExecutionQueryKey(taskId),
    queryFn: async () => (await fetchExecutionPage(taskId, 0, 1)).executions[0] ?? null,
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
