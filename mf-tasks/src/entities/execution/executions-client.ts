import { createApiClient, unwrap } from '@milestone/platform-sdk';
import type { Execution, ExecutionFilters, ExecutionPage, ExecutionStats } from './execution.model.js';

// svc-tasks' executions routes, typed by hand until its OpenAPI document carries them (then
// tasksClient from the platform SDK replaces this client).
interface NoParams {
  query?: never;
  header?: never;
  path?: never;
  cookie?: never;
}
interface Json<T> {
  headers: { [name: string]: unknown };
  content: { 'application/json': T };
}
interface Op<Params, Ok, Code extends number = 200> {
  parameters: Params;
  requestBody?: never;
  responses: { [K in Code]: Json<Ok> };
}
interface BodyOp<Params, Body, Ok, Code extends number> {
  parameters: Params;
  requestBody?: { content: { 'application/json': Body } };
  responses: { [K in Code]: Json<Ok> };
}
interface IdPath {
  query?: never;
  header?: never;
  path: { id: number };
  cookie?: never;
}
interface Route {
  parameters: NoParams;
  put?: never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
}
interface ExecutionPaths {
  '/api/executions': Route & { get: Op<{ query?: ExecutionFilters }, Execution[]>; post?: never };
  '/api/executions/stats': Route & { get: Op<{ query?: { days?: number } }, ExecutionStats>; post?: never };
  '/api/executions/{id}': Route & { get: Op<IdPath, Execution>; post?: never };
  '/api/executions/{id}/log': Route & { get: { parameters: IdPath; requestBody?: never; responses: { 200: { headers: { [name: string]: unknown }; content: { 'text/plain': string } } } }; post?: never };
  '/api/executions/{id}/cancel': Route & { get?: never; post: Op<IdPath, Execution, 200 | 201> };
  '/api/executions/{id}/retry': Route & { get?: never; post: Op<IdPath, Execution, 202> };
  '/api/tasks/{id}/generate-script': Route & { get?: never; post: Op<IdPath, unknown, 200 | 201> };
  '/api/tasks/{id}/execute': Route & { get?: never; post: BodyOp<IdPath, { dateCreated?: string; formData?: string }, Execution, 202> };
}

export const executionsClient = createApiClient<ExecutionPaths>();

/** One page of runs, newest first; the count from X-Total-Count. */
export async function fetchExecutions(filters: ExecutionFilters): Promise<ExecutionPage> {
  const call = executionsClient.GET('/api/executions', { params: { query: filters } });
  const executions = await unwrap(call);
  const total = Number((await call).response.headers.get('x-total-count') ?? executions.length);
  return { executions, total };
}

export function fetchExecution(id: number): Promise<Execution> {
  return unwrap(executionsClient.GET('/api/executions/{id}', { params: { path: { id } } }));
}

export function fetchExecutionStats(days: number): Promise<ExecutionStats> {
  return unwrap(executionsClient.GET('/api/executions/stats', { params: { query: { days } } }));
}

/** POST /api/tasks/{id}/execute: a card sends no body; a form task its date and data (JSON text). */
export function executeTask(taskId: number, body?: { dateCreated?: string; formData?: string }): Promise<Execution> {
  return unwrap(executionsClient.POST('/api/tasks/{id}/execute', { params: { path: { id: taskId } }, body: body ?? {} }));
}

export function cancelExecution(id: number): Promise<Execution> {
  return unwrap(executionsClient.POST('/api/executions/{id}/cancel', { params: { path: { id } } }));
}

export function retryExecution(id: number): Promise<Execution> {
  return unwrap(executionsClient.POST('/api/executions/{id}/retry', { params: { path: { id } } }));
}

/** The run's log as a text file (GET /api/executions/{id}/log), saved by the browser. */
export async function downloadExecutionLog(id: number): Promise<void> {
  const call = executionsClient.GET('/api/executions/{id}/log', { params: { path: { id } }, parseAs: 'blob' });
  const blob = await unwrap(call);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `execution-${id}-log.txt`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** POST /api/tasks/{id}/generate-script (the AI issue builds it). */
export function generateScript(taskId: number): Promise<unknown> {
  return unwrap(executionsClient.POST('/api/tasks/{id}/generate-script', { params: { path: { id: taskId } } }));
}
