import { FINAL_EXECUTION_STATUSES, type ExecutionEntity } from './execution.entity.js';
import type { ExecutionDto } from './dto/execution.dto.js';
import type { TaskOfRun } from '../task/task.repository.js';
import { atLeast, type AccessLevel } from '../access/access.js';

/** Where a screen fetches an output: svc-files' download route, exchanged for a link first. */
export function outputDownloadUrl(executionId: number, name: string): string {
  return `/api/download-output/${executionId}/${encodeURIComponent(name)}`;
}

export function isFinal(run: Pick<ExecutionEntity, 'status'>): boolean {
  return FINAL_EXECUTION_STATUSES.includes(run.status);
}

/** Who may cancel a run that is not finished: the user who started it, or task admin and above. */
export function mayCancel(run: Pick<ExecutionEntity, 'startedBy'>, callerId: number, level: AccessLevel | null): boolean {
  return run.startedBy === callerId || atLeast(level, 'admin');
}

/** What the answer needs besides the row: its task, the starter's name and the caller's level on the task. */
export interface ExecutionContext {
  task: TaskOfRun | undefined;
  startedByName: string | null;
  level: AccessLevel | null;
  callerId: number;
}

export function toExecutionDto(run: ExecutionEntity, context: ExecutionContext): ExecutionDto {
  const { task, level } = context;
  const taskRunnable = task !== undefined && task.deletedAt === null && (task.hasScript || run.kind !== 'script');
  return {
    id: run.id,
    taskId: run.taskId,
    taskName: task?.name ?? '',
    kind: run.kind,
    status: run.status,
    progress: run.progress,
    progressMessage: run.progressMessage,
    parameters: run.parameters,
    inputFiles: run.inputFiles.map((file) => ({ id: file.id, name: file.name, size: file.size })),
    outputFiles: run.outputFiles.map((file) => ({ name: file.name, size: file.size, downloadUrl: outputDownloadUrl(run.id, file.name) })),
    result: run.result,
    error: run.error,
    log: run.log,
    startTime: run.startTime?.toISOString() ?? null,
    endTime: run.endTime?.toISOString() ?? null,
    createdAt: run.createdAt.toISOString(),
    startedBy: run.startedBy,
    startedByName: context.startedByName,
    trigger: run.trigger,
    retryOf: run.retryOf,
    attempt: run.attempt,
    scheduleId: run.scheduleId,
    canCancel: !isFinal(run) && mayCancel(run, context.callerId, level),
    canRetry: (run.status === 'failed' || run.status === 'cancelled') && atLeast(level, 'viewer') && taskRunnable,
  };
}

/** How much of each of a run's stdout, stderr and detailed error a list carries (a run's own answer and its .txt carry all). */
export const LIST_LOG_CHARS = 4000;
export const LOG_SHORTENED_NOTE = '[shortened here: Download Log has all of it]';

function shorten(text: string | null): string | null {
  if (text === null || text.length <= LIST_LOG_CHARS) return text;
  return `${text.slice(0, LIST_LOG_CHARS)}\n${LOG_SHORTENED_NOTE}`;
}

/**
 * A run as a list answers it: the /executions page refreshes every 5 s and a task's run panel
 * every second, so a page of runs must not carry each run's 64 KiB outputs every time.
 */
export function toListedExecutionDto(dto: ExecutionDto): ExecutionDto {
  if (!dto.log) return dto;
  const { stdout, stderr, detailedError } = dto.log;
  return { ...dto, log: { ...dto.log, stdout: shorten(stdout), stderr: shorten(stderr), detailedError: shorten(detailedError) } };
}

const line = (label: string, value: string | null | undefined): string => `${label}: ${value ?? '-'}`;

function block(title: string, text: string | null | undefined): string {
  return `\n===== ${title} =====\n${text && text.length > 0 ? text.replace(/\n$/, '') : '(none)'}\n`;
}

/** The run's log as the .txt its row downloads: status, times, error, detailed error, stdout, stderr. */
export function toExecutionLogText(run: ExecutionEntity, taskName: string): string {
  const head = [
    `Execution #${run.id}`,
    line('Task', `${taskName} (#${run.taskId})`),
    line('Status', run.status),
    line('Queued', run.createdAt.toISOString()),
    line('Started', run.startTime?.toISOString()),
    line('Ended', run.endTime?.toISOString()),
    line('Error', run.error ?? run.log?.error),
  ].join('\n');
  return [head, block('Detailed error', run.log?.detailedError), block('Standard output', run.log?.stdout), block('Error output', run.log?.stderr)].join('\n');
}
