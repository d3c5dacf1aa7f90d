// What one run's row on /executions shows (spec 000 "Executions": status badge, parameters, error
// details, downloadable files, times in Chicago time), as plain functions of the ExecutionDto.
import { RUN_TEXTS, type Execution, type ExecutionDay, type ExecutionStatus } from '../../entities/execution/execution.model.js';

export const STATUS_LABELS: Record<ExecutionStatus, string> = {
  pending: 'Pending',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The page's texts (spec 000 sections 2 and 8). */
export const EXECUTIONS_TEXTS = {
  title: 'Executions',
  subtitle: 'Every run of your company’s tasks, newest first.',
  loadFailed: RUN_TEXTS.loadFailed,
  empty: 'No executions yet. Run a task to see its results here.',
  noMatch: 'No executions match these filters.',
  goToTasks: RUN_TEXTS.goToTasks,
  clearFilters: 'Clear Filters',
  chartTitle: 'Runs per day (last 30 days)',
  chartFailed: 'Failed to load the run statistics.',
} as const;

/** A small tag for a run not started by hand: by a schedule, a retry, or the recovery of a run whose worker stopped. */
export function triggerTag(execution: Pick<Execution, 'trigger' | 'retryOf'>): string | null {
  switch (execution.trigger) {
    case 'schedule':
      return 'Scheduled';
    case 'retry':
      return execution.retryOf ? `Retry of #${execution.retryOf}` : 'Retry';
    case 'recovery':
      return execution.retryOf ? `Recovery of #${execution.retryOf}` : 'Recovery';
    default:
      return null;
  }
}

/** How long a run took ('4.2 s', '3 min 12 s'), or null before it ends. */
export function durationText(execution: Pick<Execution, 'startTime' | 'endTime'>): string | null {
  if (!execution.startTime || !execution.endTime) return null;
  const ms = new Date(execution.endTime).getTime() - new Date(execution.startTime).getTime();
  if (!Number.isFinite(ms) || ms < 0) return null;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** The statuses a day's bar stacks, bottom up. */
export const CHART_STATUSES: readonly ExecutionStatus[] = ['completed', 'failed', 'cancelled', 'running', 'pending'];

export type ChartRow = ExecutionDay & { label: string };

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The chart's rows: each day of the stats with a short label ('Nov 24'); the day is already Chicago's. */
export function chartRows(days: readonly ExecutionDay[]): ChartRow[] {
  return days.map((d) => ({ ...d, label: DAY_LABEL.format(new Date(`${d.date}T12:00:00Z`)) }));
}

/** How many runs the stats count in all (no chart is drawn for none). */
export function runCount(days: readonly ExecutionDay[]): number {
  return days.reduce((sum, d) => sum + CHART_STATUSES.reduce((n, s) => n + (d[s] ?? 0), 0), 0);
}
