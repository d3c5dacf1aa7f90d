import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const FEEDBACK_ROLES = ['user', 'assistant'] as const;
export type FeedbackRole = (typeof FEEDBACK_ROLES)[number];

/**
 * One message of a conversation. An assistant's message may carry a proposal in metadata:
 * `{ proposal: { script, diff, baseVersion }, appliedVersion? }`.
 */
@Entity({ name: 'feedback_messages' })
@Index('feedback_messages_conversation_idx', ['conversationId', 'id'])
export class FeedbackMessageEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'feedback_messages_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'conversation_id', type: 'int' })
  conversationId!: number;

  @Column({ type: 'varchar', length: 20 })
  role!: FeedbackRole;

  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'jsonb', default: {} })
  metadata!: Record<string, unknown>;

  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
