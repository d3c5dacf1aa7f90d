import { isHttpStatus } from '@milestone/platform-sdk';

/** What a page of one task (its detail, its permissions) shows for the task's query. */
export type TaskPageView = 'not-found' | 'error' | 'loading' | 'task';

/**
 * 'not-found' for a bad id or a 404 (a task deleted meanwhile too), 'error' when the task could
 * not be read, 'loading' until it is. A task already shown stays shown when a later read of it
 * fails (the refetch after a run or a save): the error page would unmount what the user is working
 * in (a load calculation's switches and the like).
 */
export function taskPageView(validId: boolean, query: { isPending: boolean; isError: boolean; error: unknown; data: unknown }): TaskPageView {
  if (!validId || (query.isError && isHttpStatus(query.error, 404))) return 'not-found';
  if (query.data !== undefined) return 'task';
  if (query.isError) return 'error';
  return 'loading';
}
