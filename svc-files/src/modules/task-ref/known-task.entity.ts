import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What svc-files knows of a task of svc-tasks (tasks.task.created.v1 / tasks.task.deleted.v1):
 * its company, and whether it was deleted. Uploads, lists and downloads for a task that is not
 * here in the caller's company, or deleted, answer 404. The row is also the task's lock: an
 * upload (replacing the inputs) and an execution's claim of them hold it FOR UPDATE.
 */
@Entity({ name: 'known_tasks' })
@Index('known_tasks_unreleased_idx', ['taskId'], { where: '"deleted_at" IS NOT NULL AND "files_released_at" IS NULL' })
export class KnownTaskEntity {
  @PrimaryColumn({ name: 'task_id', type: 'int', primaryKeyConstraintName: 'known_tasks_pkey' })
  taskId!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  /** When every file of the deleted task was released (TaskFilesRelease); null until then. */
  @Column({ name: 'files_released_at', type: 'timestamptz', nullable: true })
  filesReleasedAt!: Date | null;
}
