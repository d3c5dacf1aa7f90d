// What a run's details read as on every screen that lists runs (/executions, the pay report's
// earlier runs): its parameters as compact tags and why it failed, as plain functions of the ExecutionDto.
import type { Execution, ExecutionLog } from './execution.model.js';

/** The longest a parameter's value shows on a row; the whole value is its tooltip. */
export const PARAMETER_TEXT_MAX = 60;

export interface ParameterEntry {
  key: string;
  /** As shown: at most PARAMETER_TEXT_MAX characters. */
  text: string;
  /** The whole value. */
  full: string;
}

function valueText(value: unknown): string {
  if (typeof value === 'string') {
    // A form task's formData arrives as JSON text: shown compact, as the object it is.
    const trimmed = value.trim();
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      try {
        return JSON.stringify(JSON.parse(trimmed));
      } catch {
        return trimmed;
      }
    }
    return trimmed;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A run's parameters as compact 'key: value' pairs; empty values are left out. */
export function parameterEntries(parameters: Record<string, unknown> | null | undefined): ParameterEntry[] {
  if (!parameters || typeof parameters !== 'object') return [];
  const entries: ParameterEntry[] = [];
  for (const [key, value] of Object.entries(parameters)) {
    if (value === null || value === undefined) continue;
    const full = valueText(value);
    if (full === '' || full === '{}' || full === '[]') continue;
    const text = full.length > PARAMETER_TEXT_MAX ? `${full.slice(0, PARAMETER_TEXT_MAX - 1)}…` : full;
    entries.push({ key, text, full });
  }
  return entries;
}

export interface ErrorPart {
  label: 'Error' | 'Error Output' | 'Standard Output' | 'Detailed Error';
  text: string;
}

const LOG_PARTS = [
  ['Error', 'error'],
  ['Error Output', 'stderr'],
  ['Standard Output', 'stdout'],
  ['Detailed Error', 'detailedError'],
] as const;

function partText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  const json = JSON.stringify(value, null, 2);
  return json === '{}' ? '' : json;
}

/**
 * The 'Execution Failed' block of a failed or cancelled run: the log's error (or the run's own),
 * its error output, its standard output and the detailed error, each when it says something new.
 */
export function errorParts(execution: Pick<Execution, 'status' | 'error' | 'log'>): ErrorPart[] {
  if (execution.status !== 'failed' && execution.status !== 'cancelled') return [];
  const log: Partial<ExecutionLog> = execution.log ?? {};
  const parts = LOG_PARTS.map(([label, field]) => ({ label, text: partText(field === 'error' ? (log[field] ?? execution.error) : log[field]) }));
  // A detailed error that only repeats the error output (the traceback) is said once.
  return parts.filter((p, i) => p.text !== '' && !parts.slice(0, i).some((q) => q.text === p.text));
}

/** The one line that says why a run failed (its error, or the log's). */
export function errorLine(execution: Pick<Execution, 'status' | 'error' | 'log'>): string | null {
  if (execution.status !== 'failed' && execution.status !== 'cancelled') return null;
  const text = partText(execution.error ?? execution.log?.error);
  return text === '' ? null : (text.split('\n').at(-1) ?? text);
}
