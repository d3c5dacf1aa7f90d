import type { Integer, IsoDateTime } from './scalars.js';

export const TASK_DELETED_V1 = 'tasks.task.deleted.v1' as const;

/** A task was deleted (soft: its executions stay readable for the record). */
export interface TaskDeletedV1 {
  taskId: Integer;
  companyId: Integer;
  /** The user who deleted it. */
  deletedBy: Integer;
  at: IsoDateTime;
}
