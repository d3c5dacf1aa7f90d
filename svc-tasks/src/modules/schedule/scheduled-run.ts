import type { ExecutionKind } from '@milestone/contracts';
import { kindOf } from '../execution/run-rules.js';
import { lastWeekParameters } from '../execution/pay-report/pay-report-parameters.js';
import { deliveryRunParameters } from '../execution/report-delivery/report-delivery-parameters.js';
import type { TaskEntity } from '../task/task.entity.js';
import type { ScheduleEntity } from './schedule.entity.js';

/** The run a schedule queues: its kind, parameters and inputs. */
export interface ScheduledRun {
  kind: ExecutionKind;
  parameters: Record<string, unknown>;
  inputFileIds: number[];
}

/**
 * What a schedule runs at `now` (when due, or on Send now): a schedule with a delivery e-mails
 * its saved report (a `report` run with `{ delivery }`, no inputs); else its task runs: a pay
 * report for the last complete pay week (Chicago) before `now` (a weekly schedule on Monday
 * morning: last week's payroll), any other task with no parameters and its current inputs. Null
 * for a form task (a load calculation, or a form of its own), which runs from a submitted form
 * and has nothing to run on a clock.
 */
export function scheduledRunOf(
  task: Pick<TaskEntity, 'config' | 'type' | 'name' | 'inputFileIds'>,
  schedule: Pick<ScheduleEntity, 'delivery'>,
  now: Date,
): ScheduledRun | null {
  if (schedule.delivery) return { kind: 'report', parameters: deliveryRunParameters(schedule.delivery), inputFileIds: [] };
  const kind = kindOf(task);
  if (kind === 'worksheet' || kind === 'form') return null;
  return { kind, parameters: kind === 'report' ? { ...lastWeekParameters(now) } : {}, inputFileIds: task.inputFileIds ?? [] };
}
