import type { RunMessageKind } from './run-message.js';

/**
 * What the AI builder exchanges (spec 000 section 3, "AI task plan" and "Requirement question"),
 * whichever provider answers. svc-tasks' ai.types.ts re-exports these; the DTOs of its routes have
 * these shapes.
 */

export const AI_TASK_TYPES = ['form-processing', 'excel-processing', 'api-reporting'] as const;
export type AiTaskType = (typeof AI_TASK_TYPES)[number];

export const REQUIREMENT_TYPES = ['text', 'textarea', 'select', 'checkbox', 'multiselect'] as const;
export type RequirementType = (typeof REQUIREMENT_TYPES)[number];

export interface RequirementQuestion {
  /** Stable within one answer: the key of `answers` in the plan request ('id-columns', 'blanks', ...). */
  id: string;
  question: string;
  description: string;
  required: boolean;
  type: RequirementType;
  /** For select and multiselect (never an empty string: spec 000 section 5). */
  options?: string[];
  /** A proposed answer the screen pre-fills. */
  value?: string | boolean | string[];
}

/** The answers to the questions, by question id. */
export type RequirementAnswers = Record<string, string | boolean | string[] | undefined>;

export interface PlanSection {
  title: string;
  description: string;
  /** A custom section type the task detail knows: 'text', 'data-table', 'instructions', ... */
  type: string;
}

export const COMPLEXITIES = ['low', 'medium', 'high'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

export interface TaskPlan {
  name: string;
  description: string;
  type: AiTaskType;
  estimatedComplexity: Complexity;
  features: string[];
  sections: PlanSection[];
  /** The data flow, in order: each becomes a step of the task. */
  dataFlow: string[];
  apiEndpoints: string[];
}

/** A look at a task's input file, given to the provider so it can name real columns. */
export interface InputSample {
  fileName: string;
  sheets: Array<{ name: string; columns: string[]; rows: Array<Array<string | number | boolean | null>> }>;
}

/** A script proposed from a task's steps (generate-script) or from a request to change them. */
export interface ScriptProposal {
  /** null when the provider could not build one: `message` says why, naming what it understood. */
  script: string | null;
  understood: string[];
  notUnderstood: string[];
  message: string;
}

export interface StepRevision {
  /** The whole new list of steps (contents, in order). */
  steps: string[];
  /** The assistant's answer shown under 'View Recent Changes'. */
  message: string;
}

/** What the assistant reads about a run. */
export interface RunContext {
  taskName: string;
  steps: string[];
  script: string;
  status: string;
  /** The run's log: { success, error, stderr, stdout, detailedError }. */
  log: Record<string, unknown> | null;
  error: string | null;
  inputs: InputSample[];
}

export interface RunDiagnosis {
  /** Plain words: the cause and what to do. */
  explanation: string;
  /** A corrected script, when one can be proposed. */
  script: string | null;
}

/** A message in a run's conversation answered: a diagnosis, or new steps for a request to change the task. */
export interface RunReply extends RunDiagnosis {
  /** 'change': the message asked to change what the task does, and `steps` are the whole new list. */
  kind: RunMessageKind;
  /** The whole new list of steps (a change), else null; the script is built from them, nothing saved until Apply. */
  steps: string[] | null;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}
