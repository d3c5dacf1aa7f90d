import type { Integer, IsoDateTime } from './scalars.js';

export const EXECUTION_FINISHED_V1 = 'tasks.execution.finished.v1' as const;

/** The log of a finished execution (spec 001 section 2.8 'Execution Failed' block). */
export interface ExecutionLogV1 {
  success: boolean;
  error: string | null;
  stderr: string | null;
  stdout: string | null;
  detailedError: string | null;
}

/**
 * An execution ended (written by whoever ran it, through the outbox). svc-files keeps the
 * outcome beside the execution's files for the file repository panel.
 */
export interface ExecutionFinishedV1 {
  executionId: Integer;
  taskId: Integer;
  companyId: Integer;
  status: 'completed' | 'failed';
  log: ExecutionLogV1;
  startedAt: IsoDateTime | null;
  endedAt: IsoDateTime;
  at: IsoDateTime;
}
