import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ReportDelivery } from '../execution/report-delivery/report-delivery-parameters.js';

/**
 * A task's schedule (spec: schedules), plus its company, time zone and the user its runs start as.
 * The scheduler (in the workers) claims due rows with FOR UPDATE SKIP LOCKED, queues one run and
 * moves next_run on: one run per due time even with several workers, at most one caught up after
 * downtime.
 */
@Entity({ name: 'schedules' })
@Index('schedules_due_idx', ['nextRun'], { where: 'enabled' })
@Index('schedules_company_task_idx', ['companyId', 'taskId'])
export class ScheduleEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'schedules_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'task_id', type: 'int' })
  taskId!: number;

  /** Five fields (minute hour day-of-month month day-of-week), read in `timezone`. */
  @Column({ name: 'cron_expression', type: 'varchar', length: 120 })
  cronExpression!: string;

  @Column({ type: 'varchar', length: 64, default: 'America/Chicago' })
  timezone!: string;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  @Column({ name: 'last_run', type: 'timestamptz', nullable: true })
  lastRun!: Date | null;

  /** The next due time (null while disabled). */
  @Column({ name: 'next_run', type: 'timestamptz', nullable: true })
  nextRun!: Date | null;

  /** Its runs start as this user (the one who created or last changed it); their task permission is checked at each run. */
  @Column({ name: 'run_as_user_id', type: 'int' })
  runAsUserId!: number;

  /** Its runs e-mail this saved report (a report task's schedule); null: its runs run the task. */
  @Column({ type: 'jsonb', nullable: true })
  delivery!: ReportDelivery | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
