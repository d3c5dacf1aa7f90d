import type { TasksPaths } from '@milestone/contracts';
import type { TaskSummary } from './task.model.js';

/** The filters and paging of GET /api/tasks. */
export type TaskQuery = NonNullable<TasksPaths['/api/tasks']['get']['parameters']['query']>;

/** Cards per page: fills one, two or three columns evenly, and a screen or two of each. */
export const TASK_PAGE_SIZE = 60;

export interface TaskPage {
  tasks: TaskSummary[];
  /** How many tasks match in all (X-Total-Count). */
  total: number;
}

/** Where the next page starts, or undefined when every matching task is loaded. */
export function nextPageOffset(pages: readonly TaskPage[]): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.tasks.length, 0);
  const last = pages.at(-1);
  if (!last || last.tasks.length === 0 || loaded >= last.total) return undefined;
  return loaded;
}

/** The line under the cards: how many of the matching tasks show. */
export function shownLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'task' : 'tasks'}`;
}
