import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A conversation with the assistant about a task, usually about one of its runs (spec 000 section 3). */
@Entity({ name: 'feedback_conversations' })
@Index('feedback_conversations_task_idx', ['companyId', 'taskId'])
export class FeedbackConversationEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'feedback_conversations_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'task_id', type: 'int' })
  taskId!: number;

  @Column({ name: 'execution_id', type: 'int', nullable: true })
  executionId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  /** 'active' (default) or 'closed'. */
  @Column({ type: 'varchar', length: 20, default: 'active' })
  status!: string;

  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
