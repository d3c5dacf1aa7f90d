import type { TaskStatus, TaskType } from '../enums.js';
import type { Integer, IsoDateTime } from './scalars.js';

export const TASK_UPDATED_V1 = 'tasks.task.updated.v1' as const;

/** A task was changed (its steps, sections, configuration, status or owner). */
export interface TaskUpdatedV1 {
  taskId: Integer;
  companyId: Integer;
  name: string;
  type: TaskType;
  status: TaskStatus;
  /** The user who owns the task; null when nobody does. */
  ownerId: Integer | null;
  /** The task's version after the change (optimistic locking: every save raises it by one). */
  version: Integer;
  /** Which fields changed: name, description, instructions, config, status, customSections, ownerId. */
  changed: string[];
  /** The user who made the change; null when the platform did (e.g. an owner's account was deleted). */
  updatedBy: Integer | null;
  updatedAt: IsoDateTime;
}
