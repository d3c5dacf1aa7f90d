import type { ReportProposalV1 } from '@milestone/contracts';
import type {
  AiCallContext,
  AiTaskType,
  ChatTurn,
  ImplementationDetails,
  InputSample,
  RequirementAnswers,
  RequirementQuestion,
  RunContext,
  RunDiagnosis,
  RunReply,
  ScriptProposal,
  StepRevision,
  TaskPlan,
} from './ai.types.js';
import type { AiCallOutcome } from './ai-call.entity.js';

/**
 * The AI builder's one provider interface: the offline provider (default, deterministic, no
 * network) and the OpenAI-compatible one implement it; AiModule picks one from configuration
 * (AI_BASE_URL set: the model). Every call is recorded in ai_calls by AiCallRecorder, not here.
 */
export interface AiProvider {
  /** 'offline' or 'openai'. */
  readonly name: string;
  /** The model's name (null offline). */
  readonly model: string | null;

  /**
   * `sample`: a look at the sample file the user gave the builder (the quick creator's or the
   * wizard's first step), when there is one: its columns, types and first rows, so the questions,
   * the plan and the script name the file's real columns and values.
   */
  generateRequirements(
    input: { description: string; taskType: AiTaskType; sample?: InputSample },
    ctx: AiCallContext,
  ): Promise<{ requirements: RequirementQuestion[]; message: string }>;
  generatePlan(input: { description: string; taskType: AiTaskType; answers: RequirementAnswers; sample?: InputSample }, ctx: AiCallContext): Promise<TaskPlan>;
  implementTask(input: { plan: TaskPlan; answers: RequirementAnswers; sample?: InputSample }, ctx: AiCallContext): Promise<ImplementationDetails>;
  /** A script from the task's steps (and its input, when there is one). */
  generateScript(input: { name: string; description: string; steps: string[]; input?: InputSample }, ctx: AiCallContext): Promise<ScriptProposal>;
  /** The step editor's AI request box: the steps rewritten as asked. */
  reviseSteps(input: { name: string; description: string; steps: string[]; request: string }, ctx: AiCallContext): Promise<StepRevision>;
  /** "Fix this run": the cause of a failed run in plain words, and a corrected script when it can. */
  diagnoseRun(input: RunContext, ctx: AiCallContext): Promise<RunDiagnosis>;
  /**
   * A free message in a run's conversation, answered with the run in view: a question with the
   * diagnosis, a request to change the task with the whole new list of steps (kind 'change').
   */
  reply(input: { run: RunContext; history: ChatTurn[]; message: string }, ctx: AiCallContext): Promise<RunReply>;
  /**
   * An api-reporting task's report as a model reads the words (and the answers), laid over them
   * when svc-reporting reads them. Only a model proposes: offline, svc-reporting's own vocabulary
   * reads the words, and the Requirements answers are the proposal (reporting/api-reporting.ts).
   */
  proposeReport?(input: { description: string; answers: RequirementAnswers }, ctx: AiCallContext): Promise<ReportProposalV1>;
  /**
   * A form-processing task's form as a model designs it from the words; the answer is checked by
   * readFormDefinition and, refused, the offline designer's form is used (with a note). Only a model designs.
   */
  designForm?(input: { description: string; answers: RequirementAnswers }, ctx: AiCallContext): Promise<unknown>;
}

export const AI_PROVIDER = Symbol('AI_PROVIDER');

/**
 * A provider's failure, with the outcome recorded for it. The routes answer it with the spec's
 * texts (the screens show 'Failed to generate requirements. Please try again.' and the like);
 * `message` is the plain reason (for logs and the API's body).
 */
export class AiProviderError extends Error {
  constructor(
    readonly outcome: Exclude<AiCallOutcome, 'ok'>,
    message: string,
  ) {
    super(message);
  }
}

/** Token counts of one call (0 offline). */
export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
}
