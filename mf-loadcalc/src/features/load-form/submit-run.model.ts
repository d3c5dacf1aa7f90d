// Submit: the form as the wire form of a load calculation run (libs/loadcalc submission.ts), the
// body of POST /api/tasks/{id}/execute, and what the screen shows of the run it queued (polled
// every second, spec 001 section 9) - as pure functions.
import {
  validateSubmission,
  type CodeEdition,
  type LoadCalculationForm,
  type LoadCalculationSubmission,
  type ParsedLoadForm,
  type ValidationIssue,
} from '@milestone/loadcalc';
import type { TasksComponents } from '@milestone/contracts';
import { existingDwellingForSubmission, existingDwellingIssues, type LoadFormData } from './existing-dwelling.model.js';
import { formForSaving } from './load-form.model.js';

export type Execution = TasksComponents['schemas']['ExecutionDto'];
export type ExecutionOutputFile = TasksComponents['schemas']['ExecutionOutputFileDto'];

/** The spec's texts of a run (spec 000 section 8). */
export const RUN_TEXTS = {
  started: { title: 'Task Started', description: 'Your task has been queued for execution.' },
  startFailed: { title: 'Error', fallback: 'Failed to start task execution.' },
  analyzing: 'Analyzing data and generating files...',
  finishing: 'Finishing up...',
} as const;

/** Run polling: 1 s (spec 001 section 9). */
export const RUN_POLL_MS = 1000;

/** Every check Submit and Save make: the spec's (square footage, then technician, then the inputs), then 220.83's. */
export function submissionIssues(form: LoadCalculationForm): ValidationIssue[] {
  return [...validateSubmission(form), ...existingDwellingIssues(form)];
}

/**
 * The wire form of a validated form: the numbers as the engine read them, the code edition the
 * figures were worked to, and the 220.83 check when it is on. Save stores the same formData.
 */
export function submissionFor(form: LoadCalculationForm, parsed: ParsedLoadForm, codeEdition: CodeEdition): LoadCalculationSubmission {
  const existingDwelling = existingDwellingForSubmission(form);
  const { existingDwelling: _typed, ...fields } = formForSaving(form, parsed) as LoadFormData;
  return { ...fields, codeEdition, ...(existingDwelling ? { existingDwelling } : {}) };
}

/** POST /api/tasks/{id}/execute's body for a form task: its date and its data as JSON text. */
export function executeBody(submission: LoadCalculationSubmission, now: Date = new Date()): { dateCreated: string; formData: string } {
  return { dateCreated: now.toISOString(), formData: JSON.stringify(submission) };
}

const FINAL: ReadonlySet<Execution['status']> = new Set(['completed', 'failed', 'cancelled']);

export function isFinalStatus(status: Execution['status']): boolean {
  return FINAL.has(status);
}

/** When to ask for the run again: every second until it is final (also while no answer came yet), then never. */
export function pollInterval(execution: Pick<Execution, 'status'> | undefined): number | false {
  return execution && isFinalStatus(execution.status) ? false : RUN_POLL_MS;
}

/** The worksheet among a run's outputs: its PDF (the first when there are more). */
export function worksheetFile(execution: Pick<Execution, 'outputFiles'>): ExecutionOutputFile | null {
  return execution.outputFiles.find((file) => file.name.toLowerCase().endsWith('.pdf')) ?? null;
}

export type RunTone = 'info' | 'success' | 'error' | 'warning';

export interface RunView {
  executionId: number;
  status: Execution['status'];
  final: boolean;
  tone: RunTone;
  /** One line: 'Execution #12: Queued', 'Execution #12: Worksheet ready'. */
  title: string;
  /** Under it: the progress text, the run's error, or what to do with the worksheet. */
  detail: string;
  /** 0-100 while the run is pending or running. */
  progress: number | null;
  worksheet: ExecutionOutputFile | null;
}

function clamp(progress: number | null | undefined): number {
  if (typeof progress !== 'number' || !Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}

/** The run's error as a person reads it: the error, else the log's, else a plain sentence. */
export function runError(execution: Pick<Execution, 'error' | 'log'>): string {
  const text = execution.error?.trim() || execution.log?.error?.trim() || execution.log?.detailedError?.trim();
  return text || 'The run failed without a message.';
}

/** What the screen shows of a run, from GET /api/executions/{id}. */
export function runView(execution: Execution): RunView {
  const base = { executionId: execution.id, status: execution.status, final: isFinalStatus(execution.status), worksheet: null, progress: null };
  const name = `Execution #${execution.id}`;
  switch (execution.status) {
    case 'pending':
      return { ...base, tone: 'info', title: `${name}: Queued`, detail: 'Waiting for a worker...', progress: clamp(execution.progress) };
    case 'running': {
      const progress = clamp(execution.progress);
      return { ...base, tone: 'info', title: `${name}: Running`, detail: progress >= 100 ? RUN_TEXTS.finishing : RUN_TEXTS.analyzing, progress };
    }
    case 'completed': {
      const worksheet = worksheetFile(execution);
      return worksheet
        ? { ...base, tone: 'success', title: `${name}: Worksheet ready`, detail: worksheet.name, worksheet }
        : { ...base, tone: 'warning', title: `${name}: Completed`, detail: 'The run wrote no worksheet.' };
    }
    case 'failed':
      return { ...base, tone: 'error', title: `${name}: Failed`, detail: runError(execution) };
    case 'cancelled':
      return { ...base, tone: 'warning', title: `${name}: Cancelled`, detail: 'The run was cancelled before it wrote the worksheet.' };
  }
}
