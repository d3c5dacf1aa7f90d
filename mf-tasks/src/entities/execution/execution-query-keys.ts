import type { ExecutionFilters } from './execution.model.js';

/** Every executions query of svc-tasks sits under these keys; a run invalidates `all`. */
export const executionKeys = {
  all: ['executions'] as const,
  lists: () => [...executionKeys.all, 'list'] as const,
  list: (filters: ExecutionFilters) => [...executionKeys.lists(), filters] as const,
  detail: (id: number) => [...executionKeys.all, 'detail', id] as const,
  ofTask: (taskId: number) => [...executionKeys.all, 'task', taskId] as const,
  stats: (days: number) => [...executionKeys.all, 'stats', days] as const,
  runtime: () => [...executionKeys.all, 'runtime'] as const,
};
