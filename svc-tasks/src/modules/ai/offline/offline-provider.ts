import type { AiProvider } from '../ai-provider.js';
import type {
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
} from '../ai.types.js';
import { compileProgram } from './codegen/compile-program.js';
import { diagnoseOffline, replyOffline } from './diagnose/diagnose.js';
import { planOffline, type OfflinePlan } from './plan.js';
import type { Program } from './program.js';
import { requirementsOffline } from './requirements.js';
import { reviseStepsOffline } from './revise-steps.js';
import { describeOperation, describeWrite } from './understand/describe.js';
import { resolveAgainstSample } from './understand/resolve-sample.js';
import { read, readingText, type Reading } from './understand/understand.js';

/**
 * The offline provider (the default): deterministic, no network, instant. It understands a
 * catalogue of spreadsheet operations (offline/understand) and compiles them (offline/codegen).
 * A text with anything it cannot understand gets no script: the answer names what it understood
 * and what it did not.
 */

const OPERATIONS_KNOWN =
  'filter, sort, group, total, count, remove duplicates, keep or remove columns, rename, add a computed column, trim, fill blanks, dates, top N, split, merge, combine files, CSV or Excel';

/** 'I could not build a script for all of this. I understood: … I did not understand: "…". …' */
export function refusalMessage(understood: string[], notUnderstood: string[]): string {
  const did = understood.length ? `I understood: ${understood.join('; ')}.` : 'I did not recognise any step I know.';
  return `I could not build a script for all of this. ${did} I did not understand: ${notUnderstood.map((c) => `"${c}"`).join(', ')}. Rephrase it with the operations I know (${OPERATIONS_KNOWN}), or set AI_BASE_URL to use a model.`;
}

export interface BuiltScript {
  script: string | null;
  understood: string[];
  notUnderstood: string[];
  summary: string[];
  message: string;
}

/** A reading compiled, or refused with the reason. */
export function buildScript(reading: Reading): BuiltScript {
  const understood = reading.clauses.filter((c) => c.understood).map(readingText);
  const notUnderstood = reading.clauses.filter((c) => !c.understood).map((c) => c.clause);
  const program: Program = reading.program;
  const summary = [...program.operations.map(describeOperation), describeWrite(program)];
  if (notUnderstood.length) return { script: null, understood, notUnderstood, summary, message: refusalMessage(understood, notUnderstood) };
  try {
    const script = compileProgram(program);
    const steps = program.operations.length;
    return {
      script,
      understood,
      notUnderstood,
      summary,
      message: `Built a script of ${steps} step${steps === 1 ? '' : 's'}: ${summary.join('; ')}.`,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      script: null,
      understood,
      notUnderstood,
      summary,
      message: `I could not build a script: ${reason}. Rephrase the steps, or set AI_BASE_URL to use a model.`,
    };
  }
}

export class OfflineAiProvider implements AiProvider {
  readonly name = 'offline';
  readonly model = null;

  async generateRequirements(input: { description: string; taskType: AiTaskType }): Promise<{ requirements: RequirementQuestion[]; message: string }> {
    return requirementsOffline(input);
  }

  /** The plan, with `notes`: the clauses it could not understand (shown on Review). */
  async generatePlan(input: { description: string; taskType: AiTaskType; answers: RequirementAnswers }): Promise<OfflinePlan> {
    return planOffline(input);
  }

  async implementTask(input: { plan: TaskPlan; answers: RequirementAnswers }): Promise<ImplementationDetails> {
    const steps = input.plan.dataFlow.map((s) => s.trim()).filter(Boolean);
    const built = buildScript(read(steps.length ? steps : input.plan.description));
    return {
      steps,
      script: built.script,
      summary: built.summary,
      understood: built.understood,
      notUnderstood: built.notUnderstood,
      message: built.message,
      provider: this.name,
      model: this.model,
    };
  }

  async generateScript(input: { name: string; description: string; steps: string[]; input?: InputSample }): Promise<ScriptProposal> {
    const steps = input.steps.map((s) => s.trim()).filter(Boolean);
    const reading = read(steps.length ? steps : input.description);
    if (input.input) resolveAgainstSample(reading.program, input.input);
    const built = buildScript(reading);
    return { script: built.script, understood: built.understood, notUnderstood: built.notUnderstood, message: built.message };
  }

  async reviseSteps(input: { name: string; description: string; steps: string[]; request: string }): Promise<StepRevision> {
    return reviseStepsOffline(input);
  }

  async diagnoseRun(input: RunContext): Promise<RunDiagnosis> {
    return diagnoseOffline(input);
  }

  async reply(input: { run: RunContext; history: ChatTurn[]; message: string }): Promise<RunReply> {
    return replyOffline(input);
  }
}
