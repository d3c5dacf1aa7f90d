import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nextListOffset } from '@milestone/contracts';
import { fetchExecutionPage } from '../execution-files.api.js';
import { executionPagesQueryKey } from '../execution-query-keys.js';
import { useLoggedFailure } from './useLoggedFailure.js';

/** A task's executions with their files, newest first, a page at a time (Load more). */
export function useExecutionPages(taskId: number) {
  const result = useInfiniteQuery({
    queryKey: executionPagesQueryKey(taskId),
    queryFn: ({ pageParam }) => fetchExecutionPage(taskId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextListOffset(pages, (page) => page.executions),
  });
  useLoggedFailure('The file repository', result.error);
  const executions = useMemo(() => result.data?.pages.flatMap((page) => page.executions) ?? [], [result.data]);
  const total = result.data?.pages.at(-1)?.total ?? 0;
  return { ...result, executions, total };
}
