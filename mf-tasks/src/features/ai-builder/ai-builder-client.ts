import { createApiClient, unwrap } from '@milestone/platform-sdk';
import type { Task } from '../../entities/task/task.model.js';
import type { AiTaskBody } from './ai-builder.model.js';
import type { AiTaskType, ImplementationDetails, RequirementQuestion, ReviewedPlan, TaskPlan } from './ai-builder.types.js';

// The AI builder's routes are built beside this screen (issue #13): until they are in svc-tasks'
// document they are typed here, as the design allows.
type Json<T> = { headers: { [name: string]: unknown }; content: { 'application/json': T } };
type Post<Body, Answer, Status extends number = 200> = {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  get?: never;
  put?: never;
  post: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': Body } };
    responses: { [S in Status]: Json<Answer> };
  };
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
};

type Answers = Record<string, string | boolean | string[]>;

interface AiBuilderPaths {
  '/api/ai/generate-task-requirements': Post<
    { description: string; taskType: AiTaskType },
    { data: { requirements: RequirementQuestion[]; message: string } }
  >;
  '/api/ai/generate-task-plan': Post<{ description: string; taskType: AiTaskType; requirements: Answers }, { data: ReviewedPlan }>;
  '/api/ai/implement-task': Post<{ plan: TaskPlan; requirements: Answers }, { data: ImplementationDetails }>;
  '/api/tasks': Post<AiTaskBody, Task, 201>;
  '/api/tasks/create-with-ai': Post<{ prompt: string; taskName: string }, Task, 201>;
}

const aiClient = createApiClient<AiBuilderPaths>();

/** POST /api/ai/generate-task-requirements: the questions to ask about a description. */
export async function generateRequirements(body: { description: string; taskType: AiTaskType }): Promise<RequirementQuestion[]> {
  const answer = await unwrap(aiClient.POST('/api/ai/generate-task-requirements', { body }));
  return answer.data.requirements;
}

/** POST /api/ai/generate-task-plan: the plan for the description and the answers. */
export async function generatePlan(body: { description: string; taskType: AiTaskType; requirements: Answers }): Promise<ReviewedPlan> {
  return (await unwrap(aiClient.POST('/api/ai/generate-task-plan', { body }))).data;
}

/** POST /api/ai/implement-task: the steps and the script of a plan. */
export async function implementTask(body: { plan: TaskPlan; requirements: Answers }): Promise<ImplementationDetails> {
  return (await unwrap(aiClient.POST('/api/ai/implement-task', { body }))).data;
}

/** POST /api/tasks with the implemented plan (and its script). */
export function createAiTask(body: AiTaskBody): Promise<Task> {
  return unwrap(aiClient.POST('/api/tasks', { body }));
}

/** POST /api/tasks/create-with-ai: a task, its steps and its script from one description. */
export function createTaskWithAi(body: { prompt: string; taskName: string }): Promise<Task> {
  return unwrap(aiClient.POST('/api/tasks/create-with-ai', { body }));
}
