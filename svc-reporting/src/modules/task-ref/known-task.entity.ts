import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What svc-reporting knows of a task of svc-tasks (tasks.task.created.v1 / tasks.task.deleted.v1):
 * its company, and whether it was deleted. svc-reporting never reads svc-tasks' tables: a saved
 * report names the task it was saved from only when that task is here, live, in the caller's company.
 */
@Entity({ name: 'known_tasks' })
export class KnownTaskEntity {
  @PrimaryColumn({ name: 'task_id', type: 'int', primaryKeyConstraintName: 'known_tasks_pkey' })
  taskId!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
