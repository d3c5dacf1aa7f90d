import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AiCallEntity, type AiCallOutcome } from './ai-call.entity.js';

/** One call to record. */
export interface AiCallRecord {
  companyId: number;
  userId: number | null;
  taskId: number | null;
  provider: string;
  model: string | null;
  operation: string;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
  outcome: AiCallOutcome;
}

/** The calls and tokens of a company's AI use (the benchmarks read calls and tokens per task). */
export interface AiCallTotals {
  calls: number;
  promptTokens: number;
  completionTokens: number;
}

/** ai_calls: one row per call to the AI provider; every read takes the companyId. */
@Injectable()
export class AiCallRepository {
  constructor(@InjectRepository(AiCallEntity) private readonly repo: Repository<AiCallEntity>) {}

  async record(call: AiCallRecord): Promise<void> {
    await this.repo.insert(call);
  }

  /** The company's calls (of one task, when given) and their tokens. */
  async totals(companyId: number, taskId?: number): Promise<AiCallTotals> {
    const query = this.repo
      .createQueryBuilder('c')
      .select('count(*)::int', 'calls')
      .addSelect('coalesce(sum(c.prompt_tokens), 0)::int', 'promptTokens')
      .addSelect('coalesce(sum(c.completion_tokens), 0)::int', 'completionTokens')
      .where('c.company_id = :companyId', { companyId });
    if (taskId !== undefined) query.andWhere('c.task_id = :taskId', { taskId });
    const row = await query.getRawOne<AiCallTotals>();
    return row ?? { calls: 0, promptTokens: 0, completionTokens: 0 };
  }
}
