import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ExecutionLogV1 } from '@milestone/contracts';

export const EXECUTION_STATUSES = ['running', 'completed', 'failed'] as const;
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];

/**
 * An execution as svc-files knows it: created running when the worker claims the task's inputs
 * (or, for a run with none, stores its first output), given its outcome and log by
 * tasks.execution.finished.v1 (or created by that event alone, for an execution that never called
 * here: it has no files).
 */
@Entity({ name: 'execution_records' })
@Index('execution_records_company_task_idx', ['companyId', 'taskId', 'executionId'])
export class ExecutionRecordEntity {
  /** svc-tasks' execution id. */
  @PrimaryColumn({ name: 'execution_id', type: 'int', primaryKeyConstraintName: 'execution_records_pkey' })
  executionId!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'task_id', type: 'int' })
  taskId!: number;

  @Column({ type: 'varchar', length: 16 })
  status!: ExecutionStatus;

  /** The worker's log, from the finished event; null while running. */
  @Column({ type: 'jsonb', nullable: true })
  log!: ExecutionLogV1 | null;

  /** When the worker claimed the inputs (null: the execution never claimed here). */
  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt!: Date | null;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
