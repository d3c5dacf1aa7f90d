// The filters of /executions as the address keeps them (?taskId=&status=&from=&to=&startedBy=&page=),
// so a filtered list can be bookmarked, shared and reloaded. Anything the address holds that is not
// a valid filter is left out rather than sent to the service.
import {
  EXECUTION_STATUSES,
  pollWhileActive,
  type ExecutionFilters,
  type ExecutionPage,
  type ExecutionStatus,
} from '../../entities/execution/execution.model.js';

/** Runs per page of the list. */
export const EXECUTIONS_PAGE_SIZE = 20;

/** The list refreshes every 5 s (spec 000 section 9). */
export const EXECUTIONS_REFRESH_MS = 5000;

/**
 * How soon the list is read again: every second while a run it shows is pending or running (a
 * Retry's run, one started elsewhere: the spec's running-task polling, so a run of 0.1 s shows
 * Completed within a second or two), every 5 s otherwise.
 */
export function listRefreshInterval(page: ExecutionPage | undefined): number {
  return pollWhileActive(page?.executions) || EXECUTIONS_REFRESH_MS;
}

/** What the filter bar chooses, and the page of the list (from 1). */
export interface ExecutionsView {
  taskId?: number;
  status?: ExecutionStatus;
  /** YYYY-MM-DD, the first day (America/Chicago), inclusive. */
  from?: string;
  /** YYYY-MM-DD, the last day, inclusive. */
  to?: string;
  startedBy?: number;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

function day(value: string | null): string | undefined {
  if (value === null || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

function status(value: string | null): ExecutionStatus | undefined {
  return EXECUTION_STATUSES.find((s) => s === value);
}

/** The view an address's query string asks for (`?status=failed&page=2`). */
export function readView(search: string): ExecutionsView {
  const params = new URLSearchParams(search);
  const view: ExecutionsView = { page: positiveInt(params.get('page')) ?? 1 };
  const entries = {
    taskId: positiveInt(params.get('taskId')),
    status: status(params.get('status')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    startedBy: positiveInt(params.get('startedBy')),
  };
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) Object.assign(view, { [key]: value });
  return view;
}

/** The query string of a view ('' for no filter on the first page), in a stable order. */
export function writeView(view: ExecutionsView): string {
  const params = new URLSearchParams();
  const { page, ...filters } = view;
  for (const key of ['taskId', 'status', 'from', 'to', 'startedBy'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A view with one filter changed: back to the first page, since the old page may not exist any more. */
export function withFilter<K extends Exclude<keyof ExecutionsView, 'page'>>(
  view: ExecutionsView,
  key: K,
  value: ExecutionsView[K] | undefined,
): ExecutionsView {
  const next: ExecutionsView = { ...view, page: 1 };
  if (value === undefined || value === null || value === '') delete next[key];
  else next[key] = value;
  return next;
}

/** Whether any filter is set (the empty state then says nothing matches, rather than 'Go to Tasks'). */
export function hasFilters(view: ExecutionsView): boolean {
  return (['taskId', 'status', 'from', 'to', 'startedBy'] as const).some((key) => view[key] !== undefined);
}

/** GET /api/executions' query for a view: its filters, and the page as limit and offset. */
export function listQuery(view: ExecutionsView): ExecutionFilters {
  const { page, ...filters } = view;
  return { ...filters, limit: EXECUTIONS_PAGE_SIZE, offset: (page - 1) * EXECUTIONS_PAGE_SIZE };
}

/** The last page of a list of `total` runs (1 when there are none). */
export function lastPage(total: number): number {
  return Math.max(1, Math.ceil(total / EXECUTIONS_PAGE_SIZE));
}
