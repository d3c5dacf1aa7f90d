import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPreview } from '../execution-files.api.js';
import type { ExecutionFile } from '../execution-files.model.js';
import { previewQueryKey } from '../execution-query-keys.js';

/** What a preview shows: a file of an execution of a task. */
export interface PreviewTarget {
  taskId: number;
  executionId: number;
  file: ExecutionFile;
}

/** The first rows of one sheet of the file (the first sheet until another is chosen). */
export function useSpreadsheetPreview(target: PreviewTarget | null, sheet: string | undefined) {
  return useQuery({
    queryKey: target ? previewQueryKey(target.taskId, target.executionId, target.file.id, target.file.kind, sheet) : ['files', 'preview', 'none'],
    queryFn: () => fetchPreview(target!.executionId, target!.file, sheet),
    enabled: target !== null,
    // Switching sheets keeps the last table on screen until the next one is there.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
