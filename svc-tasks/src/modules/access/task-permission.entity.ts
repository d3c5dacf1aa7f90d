import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { TaskPermissionLevel } from '@milestone/contracts';

/** A level granted to one user on one task (spec 001 "task_permissions"): unique per task and user. */
@Entity({ name: 'task_permissions' })
@Unique('task_permissions_task_user_key', ['taskId', 'userId'])
@Index('task_permissions_user_idx', ['userId'])
export class TaskPermissionEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'task_permissions_pkey' })
  id!: number;

  @Column({ name: 'task_id', type: 'int' })
  taskId!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 20 })
  permission!: TaskPermissionLevel;

  @Column({ name: 'granted_by', type: 'int', nullable: true })
  grantedBy!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
