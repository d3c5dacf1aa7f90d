import type { Integer, IsoDateTime } from './scalars.js';

export const EXECUTIONS_EXPIRED_V1 = 'tasks.execution.expired.v1' as const;

/**
 * Executions of one task were removed by retention (older than EXECUTION_RETENTION_DAYS).
 * svc-files releases their outputs, their inputs no other execution or the task still uses, and
 * its execution records.
 */
export interface ExecutionsExpiredV1 {
  companyId: Integer;
  taskId: Integer;
  executionIds: Integer[];
  at: IsoDateTime;
}
