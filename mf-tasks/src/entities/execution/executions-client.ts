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

/** POST /api/tasks/{id}/execute: a card sends no body; a form task its date and data (JSON text). */
export function executeTask(taskId: number, body?: { dateCreated?: string; formData?: string }): Promise<Execution> {
  return unwrap(tasksClient.POST('/api/tasks/{id}/execute', { params: { path: { id: taskId } }, ...(body ? { body } : {}) }));
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
