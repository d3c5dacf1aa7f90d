import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { TASKS_QUERY_KEY, taskQueryKey } from '../task/task-query-keys.js';
import type { TaskPage } from '../task/task-pages.js';
import type { TaskSummary } from '../task/task.model.js';
import { applyUpload } from './file-cache.js';
import { taskFilesQueryKey } from './file-query-keys.js';

const scope = globalThis as { window?: EventTarget };
const summary = (id: number, inputFileCount: number) => ({ id, name: `Task ${id}`, inputFileCount }) as TaskSummary;
const result = { id: 9, originalName: 'panels.xlsx', taskId: 2, size: 10, mimeType: 'text/csv', inputFileCount: 1 };

describe(applyUpload.name, () => {
  let queryClient: QueryClient;
  let refreshes: number;
  beforeEach(() => {
    queryClient = new QueryClient();
    refreshes = 0;
    scope.window = new EventTarget();
    scope.window.addEventListener('refreshQuickFilePreview', () => refreshes++);
  });
  afterEach(() => {
    queryClient.clear();
    delete scope.window;
  });

  it("puts the upload's input count on the task in every cached list and in the cached task", () => {
    const pages: InfiniteData<TaskPage> = {
      pages: [
        { tasks: [summary(1, 0), summary(2, 0)], total: 3 },
        { tasks: [summary(3, 2)], total: 3 },
      ],
      pageParams: [0, 2],
    };
    queryClient.setQueryData([...TASKS_QUERY_KEY, 'pages', {}], pages);
    queryClient.setQueryData([...TASKS_QUERY_KEY, 'pages', { search: 'Task' }], pages);
    queryClient.setQueryData(taskQueryKey(2), summary(2, 0));
    applyUpload(queryClient, result);
    for (const query of [{}, { search: 'Task' }]) {
      const cached = queryClient.getQueryData<InfiniteData<TaskPage>>([...TASKS_QUERY_KEY, 'pages', query])!;
      expect(cached.pages.flatMap((p) => p.tasks.map((t) => [t.id, t.inputFileCount]))).toEqual([
        [1, 0],
        [2, 1],
        [3, 2],
      ]);
    }
    expect(queryClient.getQueryData<TaskSummary>(taskQueryKey(2))!.inputFileCount).toBe(1);
  });

  it("makes the task's file panels load again, and only that task's", async () => {
    queryClient.setQueryData([...taskFilesQueryKey(2), 'executions', 'latest'], { executions: [] });
    queryClient.setQueryData([...taskFilesQueryKey(2), 'executions', 'pages'], { pages: [] });
    queryClient.setQueryData([...taskFilesQueryKey(3), 'executions', 'latest'], { executions: [] });
    applyUpload(queryClient, result);
    expect(queryClient.getQueryState([...taskFilesQueryKey(2), 'executions', 'latest'])!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...taskFilesQueryKey(2), 'executions', 'pages'])!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...taskFilesQueryKey(3), 'executions', 'latest'])!.isInvalidated).toBe(false);
    expect(refreshes).toBe(1);
  });
});
