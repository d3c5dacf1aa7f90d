import { nextListOffset, shownOfTotal, type TasksPaths } from '@milestone/contracts';
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
  return nextListOffset(pages, (page) => page.tasks);
}

/** The line under the cards: how many of the matching tasks show. */
export function shownLine(shown: number, total: number): string {
  return shownOfTotal(shown, total, { one: 'task', many: 'tasks' });
}
