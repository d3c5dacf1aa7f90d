import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const AI_CALL_OUTCOMES = ['ok', 'invalid-answer', 'rate-limited', 'timeout', 'unavailable', 'not-understood', 'error'] as const;
export type AiCallOutcome = (typeof AI_CALL_OUTCOMES)[number];

/**
 * One call to the AI provider (offline calls too, with 0 tokens): which operation, for whom, how
 * long, its token counts and outcome. The benchmarks read calls and tokens per created task here.
 */
@Entity({ name: 'ai_calls' })
@Index('ai_calls_company_created_idx', ['companyId', 'createdAt'])
export class AiCallEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'ai_calls_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  @Column({ name: 'task_id', type: 'int', nullable: true })
  taskId!: number | null;

  /** 'offline' or 'openai'. */
  @Column({ type: 'varchar', length: 20 })
  provider!: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  model!: string | null;

  /** requirements, plan, implement, script, revise-steps, diagnose, chat, report-proposal, form-design. */
  @Column({ type: 'varchar', length: 40 })
  operation!: string;

  @Column({ name: 'prompt_tokens', type: 'int', default: 0 })
  promptTokens!: number;

  @Column({ name: 'completion_tokens', type: 'int', default: 0 })
  completionTokens!: number;

  @Column({ name: 'duration_ms', type: 'int', default: 0 })
  durationMs!: number;

  @Column({ type: 'varchar', length: 20 })
  outcome!: AiCallOutcome;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
