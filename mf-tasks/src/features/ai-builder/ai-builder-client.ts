import { tasksClient, unwrap } from '@milestone/platform-sdk';
import type { Task } from '../../entities/task/task.model.js';
import type { AiTaskBody } from './ai-builder.model.js';
import type { AiTaskType, ImplementationDetails, InputSample, RequirementQuestion, ReviewedPlan } from './ai-builder.types.js';

type Answers = Record<string, string | boolean | string[]>;

/** POST /api/ai/generate-task-requirements: the questions to ask about a description. */
export async function generateRequirements(body: { description: string; taskType: AiTaskType; sample?: InputSample }): Promise<RequirementQuestion[]> {
  return (await unwrap(tasksClient.POST('/api/ai/generate-task-requirements', { body }))).data.requirements;
}

/** POST /api/ai/generate-task-plan: the plan for the description and the answers. */
export async function generatePlan(body: { description: string; taskType: AiTaskType; requirements: Answers; sample?: InputSample }): Promise<ReviewedPlan> {
  return (await unwrap(tasksClient.POST('/api/ai/generate-task-plan', { body }))).data;
}

/** POST /api/ai/implement-task: the steps and the script of a plan. */
export async function implementTask(body: { plan: ReviewedPlan; requirements: Answers; sample?: InputSample }): Promise<ImplementationDetails> {
  return (await unwrap(tasksClient.POST('/api/ai/implement-task', { body }))).data;
}

/** POST /api/tasks with the implemented plan (and its script). */
export function createAiTask(body: AiTaskBody): Promise<Task> {
  return unwrap(tasksClient.POST('/api/tasks', { body }));
}

/** POST /api/tasks/create-with-ai: a task, its steps and its script from one description. */
export function createTaskWithAi(body: { prompt: string; taskName: string; sample?: InputSample }): Promise<Task> {
  return unwrap(tasksClient.POST('/api/tasks/create-with-ai', { body }));
}
