import { createApiClient, unwrap } from '@milestone/platform-sdk';
import type {
  FeedbackConversation,
  FeedbackMessage,
  GenerateScriptAnswer,
  StepRequestAnswer,
  StepVersion,
  StepVersionSummary,
} from './ai.model.js';
import type { Task } from '../task/task.model.js';

// The AI builder's routes are typed here until svc-tasks' document carries them.
type Json<T> = { content: { 'application/json': T } };
type Answer<T> = { headers: { [name: string]: unknown } } & Json<T>;
interface Operation<Path, Query, Body, Result> {
  parameters: { query?: Query; header?: never; path: Path; cookie?: never };
  requestBody: Json<Body>;
  responses: { 200: Answer<Result>; 201: Answer<Result> };
}
/** A route with a path and no body. */
type Read<Path, Result> = Omit<Operation<Path, never, never, Result>, 'requestBody'> & { requestBody?: never };
/** A route without path parameters. */
type Top<Query, Body, Result> = Omit<Operation<never, Query, Body, Result>, 'parameters' | 'requestBody'> & {
  parameters: { query?: Query; header?: never; path?: never; cookie?: never };
} & ([Body] extends [never] ? { requestBody?: never } : { requestBody: Json<Body> });
type Route<Ops> = { parameters: { query?: never; header?: never; path?: never; cookie?: never } } & Ops;
type TaskPath = { id: number };

interface AiPaths {
  '/api/tasks/{id}/generate-script': Route<{ post: Read<TaskPath, GenerateScriptAnswer> }>;
  '/api/tasks/{id}/step-versions': Route<{ get: Read<TaskPath, StepVersionSummary[]> }>;
  '/api/tasks/{id}/step-versions/{version}': Route<{ get: Read<TaskPath & { version: number }, StepVersion> }>;
  '/api/tasks/{id}/step-versions/{version}/restore': Route<{ post: Read<TaskPath & { version: number }, Task> }>;
  '/api/tasks/{id}/steps/ai-request': Route<{ post: Operation<TaskPath, never, { request: string }, StepRequestAnswer> }>;
  '/api/feedback/conversations': Route<{
    get: Top<{ taskId?: number; executionId?: number }, never, FeedbackConversation[]>;
    post: Top<never, { taskId: number; executionId?: number; title: string }, { conversation: FeedbackConversation; messages: FeedbackMessage[] }>;
  }>;
  '/api/feedback/conversations/{id}/messages': Route<{
    get: Read<TaskPath, FeedbackMessage[]>;
    post: Operation<TaskPath, never, { role: 'user'; content: string; taskId: number }, { message: FeedbackMessage; reply: FeedbackMessage }>;
  }>;
  '/api/feedback/conversations/{id}/messages/{messageId}/apply': Route<{
    post: Read<TaskPath & { messageId: number }, { task: Task; version: number }>;
  }>;
}

const aiClient = createApiClient<AiPaths>();

/** POST /api/tasks/{id}/generate-script: the script from the task's steps, checked before it is saved. */
export function generateScript(taskId: number): Promise<GenerateScriptAnswer> {
  return unwrap(aiClient.POST('/api/tasks/{id}/generate-script', { params: { path: { id: taskId } } })) as Promise<GenerateScriptAnswer>;
}

export function fetchStepVersions(taskId: number): Promise<StepVersionSummary[]> {
  return unwrap(aiClient.GET('/api/tasks/{id}/step-versions', { params: { path: { id: taskId } } })) as Promise<StepVersionSummary[]>;
}

export function fetchStepVersion(taskId: number, version: number): Promise<StepVersion> {
  return unwrap(aiClient.GET('/api/tasks/{id}/step-versions/{version}', { params: { path: { id: taskId, version } } })) as Promise<StepVersion>;
}

export function restoreStepVersion(taskId: number, version: number): Promise<Task> {
  return unwrap(aiClient.POST('/api/tasks/{id}/step-versions/{version}/restore', { params: { path: { id: taskId, version } } })) as Promise<Task>;
}

export function requestStepChange(taskId: number, request: string): Promise<StepRequestAnswer> {
  return unwrap(aiClient.POST('/api/tasks/{id}/steps/ai-request', { params: { path: { id: taskId } }, body: { request } })) as Promise<StepRequestAnswer>;
}

export function fetchConversations(query: { taskId?: number; executionId?: number }): Promise<FeedbackConversation[]> {
  return unwrap(aiClient.GET('/api/feedback/conversations', { params: { query } })) as Promise<FeedbackConversation[]>;
}

export function startConversation(body: { taskId: number; executionId?: number; title: string }) {
  return unwrap(aiClient.POST('/api/feedback/conversations', { body })) as Promise<{ conversation: FeedbackConversation; messages: FeedbackMessage[] }>;
}

export function fetchMessages(conversationId: number): Promise<FeedbackMessage[]> {
  return unwrap(aiClient.GET('/api/feedback/conversations/{id}/messages', { params: { path: { id: conversationId } } })) as Promise<FeedbackMessage[]>;
}

export function sendMessage(conversationId: number, taskId: number, content: string) {
  return unwrap(
    aiClient.POST('/api/feedback/conversations/{id}/messages', { params: { path: { id: conversationId } }, body: { role: 'user', content, taskId } }),
  ) as Promise<{ message: FeedbackMessage; reply: FeedbackMessage }>;
}

export function applyFix(conversationId: number, messageId: number) {
  return unwrap(
    aiClient.POST('/api/feedback/conversations/{id}/messages/{messageId}/apply', { params: { path: { id: conversationId, messageId } } }),
  ) as Promise<{ task: Task; version: number }>;
}
