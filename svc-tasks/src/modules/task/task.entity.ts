import { Column, CreateDateColumn, DeleteDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import type { TaskStatus, TaskType } from '@milestone/contracts';

/** A task of a company (spec 000 section 3 "Task"). Soft-deleted rows keep `deletedAt`. */
@Entity({ name: 'tasks' })
@Index('tasks_company_created_idx', ['companyId', 'createdAt'], { where: 'deleted_at IS NULL' })
@Index('tasks_company_type_created_idx', ['companyId', 'type', 'createdAt'], { where: 'deleted_at IS NULL' })
@Index('tasks_company_status_created_idx', ['companyId', 'status', 'createdAt'], { where: 'deleted_at IS NULL' })
@Index('tasks_company_owner_idx', ['companyId', 'ownerId'])
export class TaskEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'tasks_pkey' })
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  /** JSON text of a list of steps `{ id, content }` (legacy plain text is accepted too). */
  @Column({ type: 'text', nullable: true })
  instructions!: string | null;

  @Column({ type: 'varchar', length: 50 })
  type!: TaskType;

  @Column({ type: 'varchar', length: 20, default: 'inactive' })
  status!: TaskStatus;

  /** While a schedule keeps the task 'scheduled': the status it had before, given back when none is left enabled. */
  @Column({ name: 'status_before_schedule', type: 'varchar', length: 20, nullable: true })
  statusBeforeSchedule!: TaskStatus | null;

  @Column({ name: 'ai_script', type: 'text', nullable: true })
  aiScript!: string | null;

  @Column({ name: 'python_script', type: 'text', nullable: true })
  pythonScript!: string | null;

  /** Whether pythonScript holds a script (not blank): kept by every write of pythonScript, so lists need not read the script. */
  @Column({ name: 'has_script', type: 'boolean', default: false })
  hasScript!: boolean;

  @Column({ type: 'jsonb', default: {} })
  config!: Record<string, unknown>;

  @Column({ name: 'custom_sections', type: 'jsonb', default: [] })
  customSections!: unknown[];

  @Column({ name: 'owner_id', type: 'int', nullable: true })
  ownerId!: number | null;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  /** How many current input files svc-files holds for the task (files.file.* events). */
  @Column({ name: 'input_file_count', type: 'int', default: 0 })
  inputFileCount!: number;

  /** svc-files ids of the task's current inputs (files.file.* events): a queued run records them. */
  @Column({ name: 'input_file_ids', type: 'int', array: true, default: () => `'{}'` })
  inputFileIds!: number[];

  /** The `at` of the newest files.file.* event applied to inputFileCount (null: none yet). */
  @Column({ name: 'input_files_at', type: 'timestamptz', nullable: true })
  inputFilesAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  /** Optimistic locking: every save raises it; a save names the version it edited (stale -> 409). */
  @VersionColumn({ default: 1 })
  version!: number;
}
