import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const FORM_VERSION_SOURCES = ['manual', 'restore'] as const;
export type FormVersionSource = (typeof FORM_VERSION_SOURCES)[number];

/**
 * Every saved definition of a form task's form (its config.form), numbered per task from 1, as
 * step versions are: who, when, from what (a task admin's edit, a restore), viewable and restorable.
 */
@Entity({ name: 'task_form_versions' })
@Index('task_form_versions_task_version_key', ['taskId', 'version'], { unique: true })
export class FormVersionEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'task_form_versions_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'task_id', type: 'int' })
  taskId!: number;

  @Column({ type: 'int' })
  version!: number;

  /** The definition as readFormDefinition read it. */
  @Column({ type: 'jsonb' })
  definition!: Record<string, unknown>;

  @Column({ type: 'varchar', length: 20, default: 'manual' })
  source!: FormVersionSource;

  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
