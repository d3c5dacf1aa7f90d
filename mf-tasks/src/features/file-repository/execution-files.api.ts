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

/** A file's bytes and the name its answer gives (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  disposition: string | null;
}

async function bytesOf(call: Promise<{ data?: Blob; error?: unknown; response: Response }>): Promise<DownloadedFile> {
  const blob = await unwrap(call);
  return { blob, disposition: (await call).response.headers.get('content-disposition') };
}

/**
 * A file of an execution, fetched with the bearer token (a plain link cannot send it): an output
 * by its execution and name, an input by its storage path.
 */
export function fetchExecutionFile(executionId: number, file: Pick<ExecutionFile, 'kind' | 'name' | 'filePath'>): Promise<DownloadedFile> {
  if (file.kind === 'output') {
    return bytesOf(
      client.GET('/api/download-output/{executionId}/{fileName}', { params: { path: { executionId, fileName: file.name } }, parseAs: 'blob' }),
    );
  }
  return bytesOf(client.GET('/api/download-task-file', { params: { query: { filePath: file.filePath } }, parseAs: 'blob' }));
}

/** The zip of an execution's output files. */
export function fetchAllOutputs(taskId: number, executionId: number): Promise<DownloadedFile> {
  return bytesOf(client.GET('/api/download-all-files', { params: { query: { taskId, executionId } }, parseAs: 'blob' }));
}

/** The first rows of a CSV or of one sheet of a workbook (the first when none is named). */
export function fetchPreview(executionId: number, file: Pick<ExecutionFile, 'id' | 'kind' | 'name'>, sheet?: string): Promise<SpreadsheetPreview> {
  const query = sheet === undefined ? {} : { sheet };
  if (file.kind === 'output') {
    return unwrap(client.GET('/api/preview-output/{executionId}/{fileName}', { params: { path: { executionId, fileName: file.name }, query } }));
  }
  return unwrap(client.GET('/api/files/{id}/preview', { params: { path: { id: file.id }, query } }));
}
