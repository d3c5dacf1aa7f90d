// The files of a task's executions as svc-files answers them (the files design: ExecutionFilesDto,
// ExecutionFilesDetailDto, SpreadsheetPreviewDto), and the rules the file repository shows them by
// (spec 001 sections 2.8, 2.9, 3 'Task execution', 8 and 9).
import type { FilesComponents } from '@milestone/contracts';
import { countText } from '../../shared/count-text.js';

type Schemas = FilesComponents['schemas'];

/** One input or output file of an execution; previewUrl is set for xlsx, xls and csv. */
export type ExecutionFile = Schemas['ExecutionFileDto'];

/** One execution of a task with its files (GET /api/tasks/{taskId}/files, newest first). */
export type ExecutionFiles = Schemas['ExecutionFilesDto'];

/** What the run's log says (spec 001 section 3). */
export type ExecutionLog = Schemas['ExecutionLogDto'];

/**
 * A log as the rules below read it: any part may be missing, and the detailed error may be a
 * string or an object (spec 001 section 3; svc-files sends a string).
 */
export type RunLog = Partial<Omit<ExecutionLog, 'detailedError'>> & { success: boolean; detailedError?: unknown };

/** GET /api/tasks/{taskId}/files/{executionId}: the execution with its log (null while it runs). */
export type ExecutionFilesDetail = Schemas['ExecutionFilesDetailDto'];

/** The first rows of a CSV or a sheet of a workbook (GET previewUrl?sheet=). */
export type SpreadsheetPreview = Schemas['SpreadsheetPreviewDto'];

/** Executions per page of the repository panel (Load more asks for the next). */
export const EXECUTION_PAGE_SIZE = 20;

/** One page of a task's executions, with how many there are in all (X-Total-Count). */
export interface ExecutionPage {
  executions: ExecutionFiles[];
  total: number;
}

export const EMPTY_REPOSITORY_TEXT = 'No files have been generated for this task yet. Upload a file and run the task to see results here.';
export const LOADING_REPOSITORY_TEXT = 'Loading file repository...';
export const LOADING_QUICK_PREVIEW_TEXT = 'Loading files...';

export function executionTitle(executionId: number): string {
  return `Execution #${executionId}`;
}

/** The badges of a row: '{n} in', '{n} out'. */
export function fileCountBadges(execution: Pick<ExecutionFiles, 'inputFiles' | 'outputFiles'>): { inputs: string; outputs: string } {
  return { inputs: `${execution.inputFiles.length} in`, outputs: `${execution.outputFiles.length} out` };
}

export type OutcomeBadge = { text: 'Success' | 'Failed' | 'Running'; tone: 'success' | 'error' | 'processing' };

/**
 * Success or Failed (spec 001 section 2.8); an execution still under way reads Running. The log,
 * when the detail brought it, decides over the status.
 */
export function outcomeBadge(execution: Pick<ExecutionFiles, 'status'> & { log?: RunLog | null }): OutcomeBadge {
  if (execution.log && execution.log.success === false) return { text: 'Failed', tone: 'error' };
  if (execution.status === 'failed') return { text: 'Failed', tone: 'error' };
  if (execution.status === 'running') return { text: 'Running', tone: 'processing' };
  return { text: 'Success', tone: 'success' };
}

export interface FailureBlock {
  label: 'Error' | 'Error Output' | 'Standard Output' | 'Detailed Error';
  text: string;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

/**
 * The parts of the 'Execution Failed' block that have something to say, in the spec's order:
 * the error, the error output, the standard output and the detailed error (a string, or an
 * object shown as indented JSON). Empty for an execution that did not fail.
 */
export function failureBlocks(execution: Pick<ExecutionFiles, 'status'> & { log?: RunLog | null }): FailureBlock[] {
  if (outcomeBadge(execution).text !== 'Failed') return [];
  const log = execution.log;
  const parts: FailureBlock[] = [
    { label: 'Error', text: textOf(log?.error) },
    { label: 'Error Output', text: textOf(log?.stderr) },
    { label: 'Standard Output', text: textOf(log?.stdout) },
    { label: 'Detailed Error', text: textOf(log?.detailedError) },
  ];
  return parts.filter((p) => p.text !== '' && p.text !== '{}');
}

/** 'Download All' of the repository panel: whenever there are generated files. */
export function showsDownloadAll(outputs: readonly ExecutionFile[]): boolean {
  return outputs.length > 0;
}

/** 'Download All' of the quick preview: only with more than one output file (spec 001 section 2.9). */
export function quickPreviewShowsDownloadAll(outputs: readonly ExecutionFile[]): boolean {
  return outputs.length > 1;
}

/** A preview's columns as a spreadsheet names them: A..Z, AA.. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** How many columns a preview table needs: its widest row. */
export function previewWidth(rows: readonly (readonly string[])[]): number {
  return rows.reduce((width, row) => Math.max(width, row.length), 0);
}

/** Under a preview: how much of the file shows. */
export function previewNote(preview: Pick<SpreadsheetPreview, 'rows' | 'truncated'>): string {
  const rows = countText(preview.rows.length, 'row');
  return preview.truncated ? `Showing the first ${rows}. Download the file to see all of it.` : `Showing all ${rows}.`;
}
