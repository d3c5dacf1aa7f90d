import type { TasksComponents } from '@milestone/contracts';

// What the AI builder's routes exchange (spec 000 section 3, "AI task plan" and "Requirement
// question"), as svc-tasks' document types them.
type Schemas = TasksComponents['schemas'];

export type AiTaskType = Schemas['GenerateRequirementsDto']['taskType'];
export type RequirementQuestion = Schemas['RequirementQuestionDto'];
export type RequirementType = RequirementQuestion['type'];
export type RequirementAnswer = NonNullable<RequirementQuestion['value']>;

/** The answers to the questions, by question id (undefined: not answered). */
export type RequirementAnswers = Record<string, RequirementAnswer | undefined>;

/** generate-task-plan's answer: the plan and, in notes, what the provider could not understand. */
export type ReviewedPlan = Schemas['TaskPlanWithNotesDto'];
export type PlanSection = Schemas['PlanSectionDto'];
export type ImplementationDetails = Schemas['ImplementationDetailsDto'];
export type CreateTaskBody = Schemas['CreateTaskDto'];
export type InputSample = Schemas['InputSampleDto'];
