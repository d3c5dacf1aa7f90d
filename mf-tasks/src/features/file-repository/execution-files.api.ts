import type { FilesPaths } from '@milestone/contracts';
import { createApiClient, unwrap } from '@milestone/platform-sdk';
import { EXECUTION_PAGE_SIZE, type ExecutionFile, type ExecutionFilesDetail, type ExecutionPage, type SpreadsheetPreview } from './execution-files.model.js';

/** svc-files through the gateway with the platform's bearer token (renewed once on a 401). */
const client = createApiClient<FilesPaths>();

/** One page of a task's executions, newest first; the count from X-Total-Count. */
export async function fetchExecutionPage(taskId: number, offset: number, limit = EXECUTION_PAGE_SIZE): Promise<ExecutionPage> {
  const call = client.GET('/api/tasks/{taskId}/files', { params: { path: { taskId }, query: { limit, offset } } });
  const executions = await unwrap(call);
  const total = Number((await call).response.headers.get('x-total-count') ?? executions.length);
  return { executions, total };
}

/** One execution with its log. */
export function fetchExecutionDetail(taskId: number, executionId: number): Promise<ExecutionFilesDetail> {
  return unwrap(client.GET('/api/tasks/{taskId}/files/{executionId}', { params: { path: { taskId, executionId } } }));
}

/** The download of all of an execution's output files as one zip. */
export function allOutputsPath(taskId: number, executionId: number): string {
  return `/api/download-all-files?taskId=${taskId}&executionId=${executionId}`;
}

/** The first rows of a CSV or of one sheet of a workbook (the first when none is named). */
export function fetchPreview(executionId: number, file: Pick<ExecutionFile, 'id' | 'kind' | 'name'>, sheet?: string): Promise<SpreadsheetPreview> {
  const query = sheet === undefined ? {} : { sheet };
  if (file.kind === 'output') {
    return unwrap(client.GET('/api/preview-output/{executionId}/{fileName}', { params: { path: { executionId, fileName: file.name }, query } }));
  }
  return unwrap(client.GET('/api/files/{id}/preview', { params: { path: { id: file.id }, query } }));
}
