import { defaultFormValues, isTable, type FormDefinition, type FormValues } from '@milestone/contracts/forms';
import type { Execution } from '../../../entities/execution/execution.model.js';
import { valuesOverDefaults } from './form-task.model.js';

/** How many submissions a page of the list shows; 'Show more' adds as many again. */
export const SUBMISSIONS_PAGE = 10;

export const SUBMISSION_TEXTS = {
  title: 'Submissions',
  empty: 'No submissions yet. Submit the form to keep its document here.',
  open: 'Open in form',
  more: 'Show more',
  confirm: 'Replace the form’s unsaved edits with this submission?',
  confirmOk: 'Open',
  opened: 'Submission opened in the form',
} as const;

/** The stored values of a form run (parameters.formData, an object as the server checked it), or null. */
function storedValues(run: Pick<Execution, 'parameters'>): FormValues | null {
  const data = run.parameters?.['formData'];
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as FormValues) : null;
}

/** The form's first text field (a purchase order's PO Number): what names a submission. */
function titleFieldOf(definition: FormDefinition): string | null {
  for (const section of definition.sections) {
    for (const item of section.items) if (!isTable(item) && item.type === 'text' && !item.compute) return item.id;
  }
  return null;
}

/** A submission's title: its first text field's value (the PO number), else 'Submission #id'. */
export function submissionTitle(definition: FormDefinition, run: Pick<Execution, 'id' | 'parameters'>): string {
  const field = titleFieldOf(definition);
  const value = field ? storedValues(run)?.[field] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : `Submission #${run.id}`;
}

/**
 * A submission's values as the form holds them: its stored formData over the form's defaults, kept
 * the way the renderer keeps values (a field the form no longer has dropped, a new one defaulted).
 */
export function submissionValues(definition: FormDefinition, run: Pick<Execution, 'parameters'>, today: string): FormValues {
  return valuesOverDefaults(defaultFormValues(definition, today), storedValues(run));
}

/** Whether the form holds edits that neither its defaults nor the submission last opened or sent hold. */
export function hasUnsavedEdits(values: FormValues, baseline: FormValues): boolean {
  return canonical(values) !== canonical(baseline);
}

/** A value as JSON with its keys sorted, empty ones ('' and null) left out: the same values read the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const entries = Object.entries(inner as Record<string, unknown>).filter(([, v]) => v !== null && v !== '' && v !== undefined);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}
