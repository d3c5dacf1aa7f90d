// What the AI builder's routes exchange (spec 000 section 3, "AI task plan" and "Requirement
// question"; svc-tasks/src/modules/ai/ai.types.ts has the same shapes).

export const AI_TASK_TYPES = ['form-processing', 'excel-processing', 'api-reporting'] as const;
export type AiTaskType = (typeof AI_TASK_TYPES)[number];

export type RequirementType = 'text' | 'textarea' | 'select' | 'checkbox' | 'multiselect';

export type RequirementAnswer = string | boolean | string[];

export interface RequirementQuestion {
  id: string;
  question: string;
  description: string;
  required: boolean;
  type: RequirementType;
  options?: string[];
  /** A proposed answer the screen pre-fills. */
  value?: RequirementAnswer;
}

/** The answers to the questions, by question id. */
export type RequirementAnswers = Record<string, RequirementAnswer | undefined>;

export interface PlanSection {
  title: string;
  description: string;
  type: string;
}

export interface TaskPlan {
  name: string;
  description: string;
  type: AiTaskType;
  estimatedComplexity: string;
  features: string[];
  sections: PlanSection[];
  dataFlow: string[];
  apiEndpoints: string[];
}

/** generate-task-plan's answer: the plan and what the provider could not understand. */
export type ReviewedPlan = TaskPlan & { notes?: string[] };

export interface ImplementationDetails {
  steps: string[];
  /** The generated Python script; null when it could not be built (`message` says why). */
  script: string | null;
  summary: string[];
  understood: string[];
  notUnderstood: string[];
  message: string;
  provider: string;
  model: string | null;
}
