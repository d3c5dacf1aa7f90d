import { Logger } from '@nestjs/common';
import type { AiCallOutcome } from './ai-call.entity.js';
import type { AiCallRecord } from './ai-call.repository.js';
import type { AiProvider, AiUsage } from './ai-provider.js';
import { AiProviderError } from './ai-provider.js';
import type { AiCallContext } from './ai.types.js';

/** Where the recorder writes (AiCallRepository in the service). */
export interface AiCallSink {
  record(call: AiCallRecord): Promise<void>;
}

/** The operation names ai_calls keeps, by provider method. */
export const AI_OPERATIONS = {
  generateRequirements: 'requirements',
  generatePlan: 'plan',
  implementTask: 'implement',
  generateScript: 'script',
  reviseSteps: 'revise-steps',
  diagnoseRun: 'diagnose',
  reply: 'chat',
  proposeReport: 'report-proposal',
  designForm: 'form-design',
} as const satisfies Record<Exclude<keyof AiProvider, 'name' | 'model'>, string>;

type Method = keyof typeof AI_OPERATIONS;

/** The outcome a failure is recorded with. */
export function outcomeOf(error: unknown): Exclude<AiCallOutcome, 'ok'> {
  return error instanceof AiProviderError ? error.outcome : 'error';
}

/**
 * Any provider, with every call recorded in ai_calls: for whom (company, user, task), which
 * provider and model, which operation, its token counts (summed over every answer of the call,
 * retries and repairs included), how long it took and how it ended. A call whose recording fails
 * still answers (the failure is logged, without the call's content).
 */
export class RecordingAiProvider implements AiProvider {
  private readonly logger = new Logger('AiCalls');

  constructor(
    private readonly inner: AiProvider,
    private readonly sink: AiCallSink,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get name(): string {
    return this.inner.name;
  }

  get model(): string | null {
    return this.inner.model;
  }

  generateRequirements: AiProvider['generateRequirements'] = (input, ctx) =>
    this.recorded('generateRequirements', ctx, (c) => this.inner.generateRequirements(input, c));
  generatePlan: AiProvider['generatePlan'] = (input, ctx) => this.recorded('generatePlan', ctx, (c) => this.inner.generatePlan(input, c));
  implementTask: AiProvider['implementTask'] = (input, ctx) => this.recorded('implementTask', ctx, (c) => this.inner.implementTask(input, c));
  generateScript: AiProvider['generateScript'] = (input, ctx) => this.recorded('generateScript', ctx, (c) => this.inner.generateScript(input, c));
  reviseSteps: AiProvider['reviseSteps'] = (input, ctx) => this.recorded('reviseSteps', ctx, (c) => this.inner.reviseSteps(input, c));
  diagnoseRun: AiProvider['diagnoseRun'] = (input, ctx) => this.recorded('diagnoseRun', ctx, (c) => this.inner.diagnoseRun(input, c));
  reply: AiProvider['reply'] = (input, ctx) => this.recorded('reply', ctx, (c) => this.inner.reply(input, c));
  /** Only where the inner provider proposes reports (a model): the caller tells by its presence. */
  get proposeReport(): AiProvider['proposeReport'] {
    const propose = this.inner.proposeReport?.bind(this.inner);
    return propose ? (input, ctx) => this.recorded('proposeReport', ctx, (c) => propose(input, c)) : undefined;
  }
  /** Only where the inner provider designs forms (a model). */
  get designForm(): AiProvider['designForm'] {
    const design = this.inner.designForm?.bind(this.inner);
    return design ? (input, ctx) => this.recorded('designForm', ctx, (c) => design(input, c)) : undefined;
  }

  private async recorded<T>(method: Method, ctx: AiCallContext, call: (ctx: AiCallContext) => Promise<T>): Promise<T> {
    const tokens: AiUsage = { promptTokens: 0, completionTokens: 0 };
    const counted: AiCallContext = {
      ...ctx,
      onUsage: (usage) => {
        tokens.promptTokens += usage.promptTokens;
        tokens.completionTokens += usage.completionTokens;
        ctx.onUsage?.(usage);
      },
    };
    const started = this.clock();
    const finish = (outcome: AiCallOutcome) =>
      this.write({
        companyId: ctx.companyId,
        userId: ctx.userId,
        taskId: ctx.taskId ?? null,
        provider: this.inner.name,
        model: this.inner.model,
        operation: AI_OPERATIONS[method],
        ...tokens,
        durationMs: Math.max(0, Math.round(this.clock() - started)),
        outcome,
      });
    try {
      const result = await call(counted);
      await finish('ok');
      return result;
    } catch (error) {
      await finish(outcomeOf(error));
      throw error;
    }
  }

  private async write(call: AiCallRecord): Promise<void> {
    try {
      await this.sink.record(call);
    } catch (error) {
      this.logger.warn(`Could not record the ${call.operation} call of company ${call.companyId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
