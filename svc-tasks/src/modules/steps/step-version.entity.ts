import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const STEP_SOURCES = ['manual', 'ai', 'restore', 'create'] as const;
export type StepSource = (typeof STEP_SOURCES)[number];

/**
 * Every saved list of steps of a task (its instructions), numbered per task from 1: who, when,
 * from what (a person's edit, an AI request, a restore, the task's creation), viewable and
 * restorable. An AI request keeps its text and the assistant's answer ('View Recent Changes').
 */
@Entity({ name: 'task_step_versions' })
@Index('task_step_versions_task_version_key', ['taskId', 'version'], { unique: true })
export class StepVersionEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'task_step_versions_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'task_id', type: 'int' })
  taskId!: number;

  @Column({ type: 'int' })
  version!: number;

  /** The instructions as the task stores them: JSON text of `[{ id, content }]`. */
  @Column({ type: 'text' })
  instructions!: string;

  @Column({ type: 'varchar', length: 20, default: 'manual' })
  source!: StepSource;

  /** The user's AI request that produced this version (source 'ai'). */
  @Column({ type: 'text', nullable: true })
  request!: string | null;

  /** The assistant's answer to that request. */
  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
