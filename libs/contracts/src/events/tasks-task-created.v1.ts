import type { TaskStatus, TaskType } from '../enums.js';
import type { Integer, IsoDateTime } from './scalars.js';

export const TASK_CREATED_V1 = 'tasks.task.created.v1' as const;

/** A task came into being (created by a user, or a starter task given to a new company). */
export interface TaskCreatedV1 {
  taskId: Integer;
  companyId: Integer;
  name: string;
  type: TaskType;
  status: TaskStatus;
  /** The user who owns the task; null when nobody does. */
  ownerId: Integer | null;
  createdAt: IsoDateTime;
}
