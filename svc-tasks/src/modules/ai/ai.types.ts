import type { ReportDefinitionV1, ReportPeriodV1 } from '@milestone/contracts';
import type { FormDefinition } from '@milestone/contracts/forms';
import type { OfflineImplementation } from '@milestone/ai-offline';
import type { AiUsage } from './ai-provider.js';

/**
 * What the AI builder exchanges (spec 000 section 3, "AI task plan" and "Requirement question"),
 * whichever provider answers. The DTOs of the routes have these shapes.
 */

export {
  AI_TASK_TYPES,
  COMPLEXITIES,
  REQUIREMENT_TYPES,
  type AiTaskType,
  type ChatTurn,
  type Complexity,
  type InputSample,
  type PlanSection,
  type RequirementAnswers,
  type RequirementQuestion,
  type RequirementType,
  type RunContext,
  type RunDiagnosis,
  type RunReply,
  type ScriptProposal,
  type StepRevision,
  type TaskPlan,
} from '@milestone/ai-offline';

/** implement-task's answer and what a created task keeps in config.implementationDetails. */
export interface ImplementationDetails extends OfflineImplementation {
  provider: string;
  model: string | null;
  /**
   * An api-reporting task: its report (the definition generate-report takes, read and checked by
   * svc-reporting) and its fields, which the task keeps as config.apiConfiguration.
   */
  apiConfiguration?: { report: ReportDefinitionV1; selectedFields: string[]; period: ReportPeriodV1 | null; source: 'ai' };
  /** A form-processing task that is a form: its definition, which the task keeps as config.form (the form task opens it). */
  form?: FormDefinition;
}

/** Who a call is for: recorded in ai_calls. */
export interface AiCallContext {
  companyId: number;
  userId: number | null;
  taskId?: number | null;
  /** Told the token counts of every answer the provider got (the recorder stores them in ai_calls). */
  onUsage?: (usage: AiUsage) => void;
}
