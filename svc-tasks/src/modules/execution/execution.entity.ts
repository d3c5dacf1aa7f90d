import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ExecutionKind, ExecutionLogV1 } from '@milestone/contracts';

/** pending (queued) -> running -> completed | failed | cancelled; pending -> cancelled. */
export const EXECUTION_STATUSES = ['pending', 'running', 'completed', 'failed', 'cancelled'] as const;
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];
export const FINAL_EXECUTION_STATUSES: readonly ExecutionStatus[] = ['completed', 'failed', 'cancelled'];

/** What started a run: a user (Run Task, the pay report), a user's Retry, a schedule, or the worker re-running an orphaned run. */
export const EXECUTION_TRIGGERS = ['manual', 'retry', 'schedule', 'recovery'] as const;
export type ExecutionTrigger = (typeof EXECUTION_TRIGGERS)[number];

/** A file as the run saw it: the input svc-files handed over, or an output it stored. */
export interface ExecutionFileRef {
  id: number;
  name: string;
  size: number;
}

/**
 * One run of a task (spec: task_executions), plus what the platform needs to run it safely: the
 * company, who started it and how, the parameters and the exact input files, the retry chain and
 * the worker's lease. Only svc-tasks (its API and its worker) writes it.
 */
@Entity({ name: 'task_executions' })
@Check('task_executions_status_check', `"status" IN ('pending', 'running', 'completed', 'failed', 'cancelled')`)
@Check('task_executions_progress_check', `"progress" BETWEEN 0 AND 100`)
@Index('task_executions_company_created_idx', ['companyId', 'createdAt'])
@Index('task_executions_task_created_idx', ['companyId', 'taskId', 'createdAt'])
@Index('task_executions_running_lease_idx', ['leaseUntil'], { where: `status = 'running'` })
@Index('task_executions_created_idx', ['createdAt'])
@Index('task_executions_idempotency_key_idx', ['companyId', 'taskId', 'startedBy', 'idempotencyKey'], { unique: true, where: 'idempotency_key IS NOT NULL' })
export class ExecutionEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'task_executions_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'task_id', type: 'int' })
  taskId!: number;

  /** The kind of worker that takes it (the work-queue subject's last token). */
  @Column({ type: 'varchar', length: 20, default: 'script' })
  kind!: ExecutionKind;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: ExecutionStatus;

  /** 0-100. */
  @Column({ type: 'int', default: 0 })
  progress!: number;

  /** The last `milestone.progress(percent, message)` message of the script. */
  @Column({ name: 'progress_message', type: 'text', nullable: true })
  progressMessage!: string | null;

  /** What the script reads with `milestone.parameters()`: dateCreated and formData for forms, the pay report's parameters. */
  @Column({ type: 'jsonb', default: {} })
  parameters!: Record<string, unknown>;

  /** svc-files ids of the task's inputs when the run was queued: the run reads exactly these (a Retry too). */
  @Column({ name: 'input_file_ids', type: 'int', array: true, default: () => `'{}'` })
  inputFileIds!: number[];

  /** The inputs as the worker received them (names and sizes, for the screens). */
  @Column({ name: 'input_files', type: 'jsonb', default: [] })
  inputFiles!: ExecutionFileRef[];

  /** The outputs stored in svc-files, in the order the script left them. */
  @Column({ name: 'output_files', type: 'jsonb', default: [] })
  outputFiles!: ExecutionFileRef[];

  /** The spec's result json: `{ output_files: string[] }` once finished. */
  @Column({ type: 'jsonb', nullable: true })
  result!: Record<string, unknown> | null;

  /** The spec's error: the text a user sees for a failed run. */
  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** `{ success, error, stderr, stdout, detailedError }` once finished. */
  @Column({ type: 'jsonb', nullable: true })
  log!: ExecutionLogV1 | null;

  /** The user who started it (a schedule's run: the user the schedule runs as). */
  @Column({ name: 'started_by', type: 'int', nullable: true })
  startedBy!: number | null;

  @Column({ type: 'varchar', length: 20, default: 'manual' })
  trigger!: ExecutionTrigger;

  @Column({ name: 'schedule_id', type: 'int', nullable: true })
  scheduleId!: number | null;

  /** The run this one repeats (a Retry, or a recovery of an orphaned run). */
  @Column({ name: 'retry_of', type: 'int', nullable: true })
  retryOf!: number | null;

  /** How many times a worker took it (a redelivery after a worker died raises it). */
  @Column({ type: 'int', default: 0 })
  attempt!: number;

  @Column({ name: 'worker_id', type: 'varchar', length: 120, nullable: true })
  workerId!: string | null;

  /** A running run whose lease passed is orphaned (its worker stopped): the reaper ends it. */
  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil!: Date | null;

  @Column({ name: 'cancel_requested_at', type: 'timestamptz', nullable: true })
  cancelRequestedAt!: Date | null;

  @Column({ name: 'start_time', type: 'timestamptz', nullable: true })
  startTime!: Date | null;

  @Column({ name: 'end_time', type: 'timestamptz', nullable: true })
  endTime!: Date | null;

  /** The Idempotency-Key of the Run Task that queued it: the same key again answers this run. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 200, nullable: true })
  idempotencyKey!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
