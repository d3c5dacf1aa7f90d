import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { tasksClient, unwrap } from '@milestone/platform-sdk';
import { TASK_PAGE_SIZE, nextPageOffset, type TaskPage, type TaskQuery } from '../task-pages.js';
import { TASKS_QUERY_KEY } from '../task-query-keys.js';

/** One page of GET /api/tasks: the service filters and pages, newest first. */
export async function fetchTaskPage(query: TaskQuery, offset: number, limit = TASK_PAGE_SIZE): Promise<TaskPage> {
  const call = tasksClient.GET('/api/tasks', { params: { query: { ...query, limit, offset } } });
  const tasks = await unwrap(call);
  const total = Number((await call).response.headers.get('x-total-count') ?? tasks.length);
  return { tasks, total };
}

/**
 * The company's tasks matching `query`, a page at a time (home and task management): the first
 * page shows at once, the next ones load as the user scrolls to them. Changing the filter keeps
 * the cards of the previous one until the new ones arrive.
 */
export function useTaskPages(query: TaskQuery = {}) {
  const result = useInfiniteQuery({
    queryKey: [...TASKS_QUERY_KEY, 'pages', query],
    queryFn: ({ pageParam }) => fetchTaskPage(query, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages),
    placeholderData: keepPreviousData,
  });
  const tasks = useMemo(() => result.data?.pages.flatMap((page) => page.tasks) ?? [], [result.data]);
  const total = result.data?.pages.at(-1)?.total ?? 0;
  return { ...result, tasks, total };
}
