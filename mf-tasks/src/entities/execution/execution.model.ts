// The runs of tasks as every screen reads them (GET /api/executions, svc-tasks' OpenAPI document).
import { taskKindOf } from '../task/task.model.js';
import type { TasksComponents, TasksPaths } from '@milestone/contracts';

type Schemas = TasksComponents['schemas'];

/** What every screen reads of one run. */
export type ExecutionDto = Schemas['ExecutionDto'];
export type Execution = ExecutionDto;
export type ExecutionStatus = Execution['status'];
export type ExecutionFileDto = Schemas['ExecutionInputFileDto'];
/** downloadUrl: /api/download-output/{executionId}/{name}, turned into a link through POST /api/download-links. */
export type ExecutionOutputFileDto = Schemas['ExecutionOutputFileDto'];
export type ExecutionLog = Schemas['ExecutionLogDto'];
export type ExecutionStats = Schemas['ExecutionStatsDto'];
export type ExecutionDay = Schemas['ExecutionDayDto'];
export type ExecutionRuntime = Schemas['ExecutionRuntimeDto'];

export const EXECUTION_STATUSES: readonly ExecutionStatus[] = ['pending', 'running', 'completed', 'failed', 'cancelled'];

/**
 * The filters and paging of GET /api/executions: taskId, status, from/to (YYYY-MM-DD, America/Chicago,
 * inclusive), startedBy; at most `limit` runs (default 50, at most 200) from `offset`.
 */
export type ExecutionFilters = NonNullable<TasksPaths['/api/executions']['get']['parameters']['query']>;

/** One page of runs and how many match in all (X-Total-Count). */
export interface ExecutionPage {
  executions: Execution[];
  total: number;
}

/** A run that will not change any more. */
export function isFinished(status: string): boolean {
  return status === 'completed' || status === 'failed' || status === 'cancelled';
}

/** A run still queued or running: the screens poll while one is. */
export function isActive(status: string): boolean {
  return status === 'pending' || status === 'running';
}

/** The antd Tag / Badge colour of a run's status. */
export const STATUS_COLORS: Record<ExecutionStatus, string> = {
  pending: 'gold',
  running: 'processing',
  completed: 'green',
  failed: 'red',
  cancelled: 'default',
};

/** The antd Progress status of a run. */
export function progressStatus(status: string): 'active' | 'success' | 'exception' | 'normal' {
  if (status === 'completed') return 'success';
  if (status === 'failed') return 'exception';
  if (status === 'running' || status === 'pending') return 'active';
  return 'normal';
}

/** The spec's texts of a run. */
export const RUN_TEXTS = {
  started: { title: 'Task Started', description: 'Your task has been queued for execution.' },
  noFiles: { title: 'No Files Uploaded', description: 'Please upload a file before running the task.' },
  startFailed: { title: 'Error', fallback: 'Failed to start task execution.' },
  analyzing: 'Analyzing data and generating files...',
  finishing: 'Finishing up...',
  loadFailed: 'Failed to load executions',
  goToTasks: 'Go to Tasks',
  run: 'Run Task',
  starting: 'Starting...',
  generateScript: 'Generate Script',
  generateFailed: 'Failed to generate script.',
} as const;

/** The line under a run's progress bar. */
export function progressLine(progress: number): string {
  return progress >= 100 ? RUN_TEXTS.finishing : RUN_TEXTS.analyzing;
}

/** The percent a progress bar shows: a whole number from 0 to 100. */
export function clampProgress(progress: number | null | undefined): number {
  if (typeof progress !== 'number' || !Number.isFinite(progress)) return 0;
  return Math.max(0, Math.min(100, Math.round(progress)));
}

/** Polls every second while any of the runs is pending or running, not otherwise. */
export const EXECUTION_POLL_MS = 1000;

export function pollWhileActive(executions: readonly Pick<Execution, 'status'>[] | undefined): number | false {
  return executions?.some((e) => isActive(e.status)) ? EXECUTION_POLL_MS : false;
}

/** When a cancel fails without the server's words. */
export const CANCEL_FAILED = 'Failed to cancel the run.';

/** Form and api-reporting tasks run from their own screens; every other type runs on its files. */
export function isFileTask(type: string): boolean {
  return taskKindOf(type) === 'file';
}

/**
 * What a home card offers (spec 000, Home): 'run' (files uploaded and a script), 'generate' (files
 * uploaded, no script: Run Task disabled plus Generate Script), 'open' (no files, or a task that
 * does not run on files: Open Task).
 */
export type CardRunState = 'run' | 'generate' | 'open';

export function cardRunState(task: { type: string; inputFileCount: number; hasScript: boolean }): CardRunState {
  if (!isFileTask(task.type) || !(task.inputFileCount > 0)) return 'open';
  return task.hasScript ? 'run' : 'generate';
}
