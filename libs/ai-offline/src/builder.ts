import { compileProgram } from './codegen/compile-program.js';
import { diagnoseOffline, replyOffline } from './diagnose/diagnose.js';
import { planOffline, type OfflinePlan } from './plan.js';
import type { Program } from './program.js';
import { requirementsOffline } from './requirements.js';
import { reviseStepsOffline } from './revise-steps.js';
import type * as T from './types.js';
import { describeOperation, describeWrite } from './understand/describe.js';
import { resolveAgainstSample } from './understand/resolve-sample.js';
import { read, readingText, type Reading } from './understand/understand.js';

/**
 * The offline builder: deterministic, no network, instant. It understands a catalogue of
 * spreadsheet operations (understand/) and compiles them (codegen/). A text with anything it
 * cannot understand gets no script: the answer names what it understood and what it did not.
 * svc-tasks' OfflineAiProvider is this behind its AiProvider interface.
 */

const OPERATIONS_KNOWN =
  'filter, sort, group, total, count, remove duplicates, keep or remove columns, rename, add a computed column, trim, fill blanks, dates, top N, split, merge, combine files, CSV or Excel';

/** 'I could not build a script for all of this. I understood: … I did not understand: "…". …' */
export function refusalMessage(understood: string[], notUnderstood: string[]): string {
  const did = understood.length ? `I understood: ${understood.join('; ')}.` : 'I did not recognise any step I know.';
  return `I could not build a script for all of this. ${did} I did not understand: ${notUnderstood.map((c) => `"${c}"`).join(', ')}. Rephrase it with the operations I know (${OPERATIONS_KNOWN}).`;
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
      message: `I could not build a script: ${reason}. Rephrase the steps`,
    };
  }
}

/** What no spreadsheet step can do (send, predict, translate, colour): a part like this is refused, never built around. */
const NOT_A_FILE_STEP =
  /\b(?:e-?mail|send|sms|text\s+(?:them|each|the)|notify|remind|message\s+(?:them|each)|call\s+(?:them|each|the)|predict|forecast|translate|distance|driving|drive\s+time|route|map|highlight|colou?r|bold|chart|graph|print|post\s+(?:it|them)|slack|teams)\b/i;

/** What implementTask answers offline (svc-tasks adds the provider's name and model). */
export interface OfflineImplementation {
  /** The task's steps (instructions), from the plan's data flow. */
  steps: string[];
  /** The generated Python script; null when it could not be built (see `message`). */
  script: string | null;
  /** Plain-language summary of what the script does, step by step. */
  summary: string[];
  /** What was understood and what not (offline provider); empty lists when a model answered. */
  understood: string[];
  notUnderstood: string[];
  /** Shown to the user: what was built, or why nothing was. */
  message: string;
}

/** Every call of the builder, framework-free. */
export const offlineBuilder = {
  generateRequirements(input: { description: string; taskType: T.AiTaskType; sample?: T.InputSample }): {
    requirements: T.RequirementQuestion[];
    message: string;
  } {
    return requirementsOffline(input);
  },

  /** The plan, with `notes`: the clauses it could not understand (shown on Review). */
  generatePlan(input: { description: string; taskType: T.AiTaskType; answers: T.RequirementAnswers; sample?: T.InputSample }): OfflinePlan {
    return planOffline(input);
  },

  implementTask(input: { plan: T.TaskPlan; answers: T.RequirementAnswers; sample?: T.InputSample }): OfflineImplementation {
    const steps = input.plan.dataFlow.map((s) => s.trim()).filter(Boolean);
    const reading = read(steps.length ? steps : input.plan.description);
    if (input.sample) resolveAgainstSample(reading.program, input.sample);
    const built = buildScript(reading);
    if (!built.script && built.notUnderstood.length && reading.program.operations.length && !built.notUnderstood.some((c) => NOT_A_FILE_STEP.test(c))) {
      // Part understood: a script of the understood steps; the rest is named (the quick creator adds each as a step to rephrase).
      const partial = buildScript({ ...reading, clauses: reading.clauses.filter((c) => c.understood) });
      if (partial.script) {
        const message = `I built a script of the steps I understood (${partial.summary.join('; ')}). I did not understand: ${built.notUnderstood.map((c) => `"${c}"`).join(', ')}: rephrase ${built.notUnderstood.length === 1 ? 'it' : 'them'} and generate the script again.`;
        return { steps, script: partial.script, summary: partial.summary, understood: built.understood, notUnderstood: built.notUnderstood, message };
      }
    }
    return { steps, script: built.script, summary: built.summary, understood: built.understood, notUnderstood: built.notUnderstood, message: built.message };
  },

  generateScript(input: { name: string; description: string; steps: string[]; input?: T.InputSample }): T.ScriptProposal {
    const steps = input.steps.map((s) => s.trim()).filter(Boolean);
    const reading = read(steps.length ? steps : input.description);
    if (input.input) resolveAgainstSample(reading.program, input.input);
    const built = buildScript(reading);
    return { script: built.script, understood: built.understood, notUnderstood: built.notUnderstood, message: built.message };
  },

  reviseSteps(input: { name: string; description: string; steps: string[]; request: string }): T.StepRevision {
    return reviseStepsOffline(input);
  },

  diagnoseRun(input: T.RunContext): T.RunDiagnosis {
    return diagnoseOffline(input);
  },

  reply(input: { run: T.RunContext; history: T.ChatTurn[]; message: string }): T.RunReply {
    return replyOffline(input);
  },
};
