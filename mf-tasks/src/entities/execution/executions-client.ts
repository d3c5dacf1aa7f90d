import { tasksClient, unwrap } from '@milestone/platform-sdk';
import type { Execution, ExecutionFilters, ExecutionPage, ExecutionRuntime, ExecutionStats } from './execution.model.js';

/** One page of runs, newest first; the count from X-Total-Count. */
export async function fetchExecutions(filters: ExecutionFilters): Promise<ExecutionPage> {
  const call = tasksClient.GET('/api/executions', { params: { query: filters } });
  const executions = await unwrap(call);
  const total = Number((await call).response.headers.get('x-total-count') ?? executions.length);
  return { executions, total };
}

export function fetchExecution(id: number): Promise<Execution> {
  return unwrap(tasksClient.GET('/api/executions/{id}', { params: { path: { id } } }));
}

export function fetchExecutionStats(days: number): Promise<ExecutionStats> {
  return unwrap(tasksClient.GET('/api/executions/stats', { params: { query: { days } } }));
}

export function fetchExecutionRuntime(): Promise<ExecutionRuntime> {
  return unwrap(tasksClient.GET('/api/executions/runtime'));
}

/**
 * POST /api/tasks/{id}/execute: a card sends no body; a form task its date and data (JSON text).
 * With `idempotencyKey` (one per click), the same request sent again starts no second run.
 */
export function executeTask(taskId: number, body?: { dateCreated?: string; formData?: string }, idempotencyKey?: string): Promise<Execution> {
  const header = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return unwrap(tasksClient.POST('/api/tasks/{id}/execute', { params: { path: { id: taskId }, header }, ...(body ? { body } : {}) }));
}

/** A new Idempotency-Key: one per deliberate start of a run. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function cancelExecution(id: number): Promise<Execution> {
  return unwrap(tasksClient.POST('/api/executions/{id}/cancel', { params: { path: { id } } }));
}

export function retryExecution(id: number): Promise<Execution> {
  return unwrap(tasksClient.POST('/api/executions/{id}/retry', { params: { path: { id } } }));
}

/** The run's log as a text file (GET /api/executions/{id}/log), saved by the browser. */
export async function downloadExecutionLog(id: number): Promise<void> {
  const blob = await unwrap(tasksClient.GET('/api/executions/{id}/log', { params: { path: { id } }, parseAs: 'blob' }));
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
