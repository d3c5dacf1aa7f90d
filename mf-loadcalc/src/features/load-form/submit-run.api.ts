// The calls of Submit: svc-tasks queues and reports the run, svc-files serves its worksheet.
// Through the gateway with the platform's bearer token (the SDK's typed clients).
import type { FilesPaths } from '@milestone/contracts';
import { createApiClient, tasksClient, unwrap } from '@milestone/platform-sdk';
import type { Execution, ExecutionOutputFile } from './submit-run.model.js';

const filesClient = createApiClient<FilesPaths>();

/** POST /api/tasks/{id}/execute with the form's date and data: the queued run (202). */
export function executeFormTask(taskId: number, body: { dateCreated: string; formData: string }): Promise<Execution> {
  return unwrap(tasksClient.POST('/api/tasks/{id}/execute', { params: { path: { id: taskId } }, body }));
}

/** GET /api/executions/{id}: the run's status, progress, error and outputs. */
export function fetchExecution(id: number): Promise<Execution> {
  return unwrap(tasksClient.GET('/api/executions/{id}', { params: { path: { id } } }));
}

/**
 * The worksheet PDF of a finished run (GET /api/download-output/{executionId}/{fileName}), as a
 * PDF blob the page can link to: one small file, kept while the run is shown, so both Download
 * and Open are plain links (no popup blocker between the click and the file).
 */
export async function fetchWorksheet(executionId: number, file: ExecutionOutputFile): Promise<Blob> {
  const blob = await unwrap(
    filesClient.GET('/api/download-output/{executionId}/{fileName}', { params: { path: { executionId, fileName: file.name } }, parseAs: 'blob' }),
  );
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}
