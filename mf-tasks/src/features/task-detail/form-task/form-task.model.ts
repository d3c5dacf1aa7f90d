// A form task's screen as pure functions: which form the task holds, the values kept in the
// browser while it is edited, the body of Submit, and the check's issues where the form shows
// them. The definition, the computations and the texts are @milestone/contracts/forms', the same
// code svc-tasks checks the submit with.
import {
  defaultFormValues,
  readFormDefinition,
  type FormDefinition,
  type FormIssue,
  type FormValues,
  type FormDefinitionRead,
} from '@milestone/contracts/forms';
import { chicagoDateIso } from '@milestone/platform-sdk';

/** The form of a task's config (config.form), read: null when the config holds none (the load calculator's task). */
export function formOfTask(config: Record<string, unknown> | null | undefined): FormDefinitionRead | null {
  const form = config?.['form'];
  return form === undefined || form === null ? null : readFormDefinition(form);
}

/**
 * Today as the date dialog writes it (YYYY-MM-DD), in the company's time zone (spec 000 section 9:
 * 'Display timezone America/Chicago'), not the browser's: a new form's 'Date Created'.
 */
export function todayIso(now: Date = new Date()): string {
  return chicagoDateIso(now);
}

/** Where the values wait between visits: one key per task, in localStorage (as the load form keeps its own). */
export function formStorageKey(taskId: number): string {
  return `formTask_${taskId}`;
}

/** The part of the Web Storage API used here (tests pass a memory one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The values a form opens with: those kept for the task, over the defaults (a field added to the
 * form since gets its default; a kept table that is no list is dropped), else the defaults.
 */
export function initialValues(definition: FormDefinition, storage: KeyValueStorage | null, taskId: number, today: string): FormValues {
  const defaults = defaultFormValues(definition, today);
  let kept: unknown = null;
  try {
    const raw = storage?.getItem(formStorageKey(taskId));
    kept = raw ? JSON.parse(raw) : null;
  } catch {
    kept = null;
  }
  return valuesOverDefaults(defaults, kept);
}

/** Kept values over the defaults: a key the form no longer has is dropped, a table that is no list too. */
export function valuesOverDefaults(defaults: FormValues, kept: unknown): FormValues {
  if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return defaults;
  const values: FormValues = { ...defaults };
  for (const [key, value] of Object.entries(kept as FormValues)) {
    if (!(key in defaults)) continue;
    if (Array.isArray(defaults[key]) !== Array.isArray(value)) continue;
    values[key] = value;
  }
  return values;
}

/** Keeps the values; a full or refused storage only loses this copy. */
export function keepValues(storage: KeyValueStorage | null, taskId: number, values: FormValues): void {
  try {
    storage?.setItem(formStorageKey(taskId), JSON.stringify(values));
  } catch {
    // Quota or access errors: the form on screen is unaffected.
  }
}

export function forgetValues(storage: KeyValueStorage | null, taskId: number): void {
  try {
    storage?.removeItem(formStorageKey(taskId));
  } catch {
    // As above.
  }
}

/** The date field the 'Select Date for Purchase Order' dialog fills (source 'dateCreated'), if the form has one. */
export function dateCreatedFieldOf(definition: FormDefinition): string | null {
  for (const section of definition.sections) {
    for (const item of section.items) if (item.type === 'date' && item.source === 'dateCreated') return item.id;
  }
  return null;
}

/** Submit's body: the dialog's date as dateCreated, and the values as JSON text. */
export function submitBody(definition: FormDefinition, values: FormValues): { dateCreated?: string; formData: string } {
  const dateField = dateCreatedFieldOf(definition);
  const date = dateField ? values[dateField] : null;
  return { ...(typeof date === 'string' && date !== '' ? { dateCreated: date } : {}), formData: JSON.stringify(values) };
}

/** An issue where antd's Form shows it: a field's name path (a table's cell: [table, row, column]). */
export function issueFieldName(issue: FormIssue): Array<string | number> {
  if (issue.row === undefined) return [issue.field];
  const [table, column] = issue.field.split('.') as [string, string];
  return [table, issue.row, column];
}

/**
 * The name paths of the fields a change touched (antd's onValuesChange gives the changed part of
 * the values: a line's cell as { lines: [ , { part } ] }): their errors go, as they no longer
 * speak of the value shown.
 */
export function changedFieldNames(changed: Record<string, unknown>): Array<Array<string | number>> {
  const names: Array<Array<string | number>> = [];
  for (const [key, value] of Object.entries(changed)) {
    if (!Array.isArray(value)) {
      names.push([key]);
      continue;
    }
    value.forEach((row, i) => {
      if (row && typeof row === 'object') for (const column of Object.keys(row as object)) names.push([key, i, column]);
    });
  }
  return names;
}
