import type { TasksComponents } from '@milestone/contracts';

export type Task = TasksComponents['schemas']['TaskDto'];

/** A task as lists answer it (no steps, config, sections or scripts): what a card shows. */
export type TaskSummary = TasksComponents['schemas']['TaskSummaryDto'];

export interface StatusBadge {
  /** The status as shown; unknown values read 'inactive'. */
  label: string;
  /** antd Tag colour. */
  color: 'default' | 'green' | 'orange' | 'blue';
}

const BADGES: Record<string, StatusBadge> = {
  inactive: { label: 'inactive', color: 'default' },
  active: { label: 'active', color: 'green' },
  // draft and completed are styled like active (spec 000 section 4).
  draft: { label: 'draft', color: 'green' },
  completed: { label: 'completed', color: 'green' },
  scheduled: { label: 'scheduled', color: 'orange' },
  running: { label: 'running', color: 'blue' },
};

/** The status badge of a task card: inactive (also for unknown values), active green, ... */
export function statusBadge(status: string | null | undefined): StatusBadge {
  return BADGES[(status ?? '').toLowerCase()] ?? BADGES.inactive!;
}

/**
 * What a task's type makes of its screen, in either of the spec's vocabularies: a form (the load
 * calculation: 'form-processing' or 'load-calculation'), a report ('api-reporting') or a file task
 * ('excel-processing', 'file-processing' and any other).
 */
export type TaskKind = 'form' | 'report' | 'file';

export function taskKindOf(type: string): TaskKind {
  if (type === 'form-processing' || type === 'load-calculation') return 'form';
  if (type === 'api-reporting') return 'report';
  return 'file';
}

/** The type as shown on a card: hyphens replaced by spaces. */
export function typeLabel(type: string): string {
  return type.replace(/-/g, ' ');
}

/** The starter task with a page of its own (spec 000 section 2); svc-tasks finds its runs by this name too. */
export const PAY_REPORT_TASK_NAME = 'Technician Pay Report';

/** Its page, relative to the remote's base path. */
export const PAY_REPORT_ROUTE = 'technician-pay-report';

/** A card opens its task: the Technician Pay Report its own page, every other task its detail. */
export function taskRoute(task: Pick<Task, 'id' | 'name'>): string {
  return task.name === PAY_REPORT_TASK_NAME ? PAY_REPORT_ROUTE : `tasks/${task.id}`;
}
