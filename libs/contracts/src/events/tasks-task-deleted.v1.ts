export const TASK_DELETED_V1 = 'tasks.task.deleted.v1' as const;

/** A task was deleted (soft: its executions stay readable for the record). */
export interface TaskDeletedV1 {
  taskId: number;
  companyId: number;
  /** The user who deleted it. */
  deletedBy: number;
  at: string;
}
