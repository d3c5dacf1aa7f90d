import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const SCRIPT_SOURCES = ['manual', 'ai', 'restore'] as const;
export type ScriptSource = (typeof SCRIPT_SOURCES)[number];

/** Every saved script of a task, numbered per task from 1: viewable and restorable. */
@Entity({ name: 'task_script_versions' })
@Index('task_script_versions_task_version_key', ['taskId', 'version'], { unique: true })
export class ScriptVersionEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'task_script_versions_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'task_id', type: 'int' })
  taskId!: number;

  @Column({ type: 'int' })
  version!: number;

  @Column({ type: 'text' })
  script!: string;

  @Column({ type: 'varchar', length: 20, default: 'manual' })
  source!: ScriptSource;

  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
