// A form's values: the defaults a new form starts from, the computed fields (exact fractions,
// each result rounded to its field: currency to cents, half away from zero; a computed value read
// by another is its rounded one, as on a paper order), and the check Submit makes with the form's
// own texts. The same code runs on the screen and in the worker.

import { isNumeric, isTable, type FormDefinition, type FormField, type FormTable } from './form-definition.js';
import { evaluate, parseExpression, type FormExpression } from './form-expression.js';
import { exact, exactOf, formatCents, scaled, scaledText, type Exact } from './exact.js';
import { isIsoDate } from './read-form-definition.js';

export type FormRow = Record<string, unknown>;
export type FormValues = Record<string, unknown>;

/** The computed fields' values as decimal text ("1234.56"), null when a value they need is empty. */
export interface ComputedValues {
  fields: Record<string, string | null>;
  rows: Record<string, Array<Record<string, string | null>>>;
}

export interface FormIssue {
  /** The field's id, or table.column for a line's cell. */
  field: string;
  /** The line (0-based) of a table's cell, as sent (blank lines counted: the line on screen). */
  row?: number;
  /** The form's own text (the field's messages) or the default made from the label. */
  message: string;
}

export type FormValuesRead = { ok: true; values: FormValues; computed: ComputedValues } | { ok: false; issues: FormIssue[] };

function decimalsOf(field: FormField): number {
  return field.type === 'currency' ? 2 : (field.decimals ?? 2);
}

function emptyRow(table: FormTable): FormRow {
  const row: FormRow = {};
  for (const column of table.columns) if (!column.compute) row[column.id] = column.default ?? null;
  return row;
}

/** A new form's values: each field's default (a dateCreated field: `today`, YYYY-MM-DD), each table its initial lines. */
export function defaultFormValues(definition: FormDefinition, today?: string): FormValues {
  const values: FormValues = {};
  for (const section of definition.sections) {
    for (const item of section.items) {
      if (isTable(item)) values[item.id] = Array.from({ length: item.initialRows ?? 1 }, () => emptyRow(item));
      else if (!item.compute) values[item.id] = item.default ?? (item.source === 'dateCreated' && today ? today : item.type === 'checkbox' ? false : null);
    }
  }
  return values;
}

/** A new line of `table` as the screen adds it. */
export function newFormRow(table: FormTable): FormRow {
  return emptyRow(table);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A line the screen added and nobody filled: left out of the check and the document. */
function isBlankRow(table: FormTable, row: unknown): boolean {
  if (row === null || typeof row !== 'object') return true;
  return table.columns.every(
    (column) =>
      column.compute ||
      column.type === 'checkbox' ||
      isBlank((row as FormRow)[column.id]) ||
      (column.default !== undefined && (row as FormRow)[column.id] === column.default),
  );
}

function rowsOf(values: FormValues, table: FormTable): FormRow[] {
  const rows = values[table.id];
  return Array.isArray(rows) ? (rows as FormRow[]) : [];
}

/** The computed fields of `values` (the form's lines as given, blank lines counting nothing). */
export function computeFormValues(definition: FormDefinition, values: FormValues): ComputedValues {
  const parsed = new Map<string, FormExpression>();
  const tree = (key: string, source: string) => {
    let t = parsed.get(key);
    if (!t) parsed.set(key, (t = parseExpression(source)));
    return t;
  };
  const fields = new Map<string, FormField>();
  const tables = new Map<string, FormTable>();
  for (const section of definition.sections) {
    for (const item of section.items) {
      if (isTable(item)) tables.set(item.id, item);
      else fields.set(item.id, item);
    }
  }

  const fieldValues = new Map<string, Exact | null>();
  const fieldValue = (id: string): Exact | null => {
    if (fieldValues.has(id)) return fieldValues.get(id)!;
    const field = fields.get(id);
    let value: Exact | null = null;
    if (field?.compute) {
      const raw = evaluate(tree(id, field.compute), fieldValue, columnSum);
      value = raw && { n: scaled(raw, decimalsOf(field)), d: 10n ** BigInt(decimalsOf(field)) };
    } else if (field && isNumeric(field)) value = exactOf(values[id]);
    fieldValues.set(id, value);
    return value;
  };
  const rowValues = new Map<string, Array<Map<string, Exact | null>>>();
  const tableRows = (table: FormTable): Array<Map<string, Exact | null>> => {
    const known = rowValues.get(table.id);
    if (known) return known;
    const rows = rowsOf(values, table).map((row) => {
      const cells = new Map<string, Exact | null>();
      const cell = (id: string): Exact | null => {
        if (cells.has(id)) return cells.get(id)!;
        const column = table.columns.find((c) => c.id === id);
        if (!column) return fieldValue(id);
        let value: Exact | null = null;
        if (column.compute) {
          const raw = evaluate(tree(`${table.id}.${id}`, column.compute), cell, columnSum);
          value = raw && { n: scaled(raw, decimalsOf(column)), d: 10n ** BigInt(decimalsOf(column)) };
        } else if (isNumeric(column) && row && typeof row === 'object') value = exactOf(row[id]);
        cells.set(id, value);
        return value;
      };
      for (const column of table.columns) cell(column.id);
      return cells;
    });
    rowValues.set(table.id, rows);
    return rows;
  };
  function columnSum(tableId: string, column: string): Exact {
    const table = tables.get(tableId);
    if (!table) return exact.zero;
    return tableRows(table).reduce((total, cells) => {
      const value = cells.get(column);
      return value ? exact.add(total, value) : total;
    }, exact.zero);
  }

  const text = (field: FormField, value: Exact | null) => (value ? scaledText(scaled(value, decimalsOf(field)), decimalsOf(field)) : null);
  const computed: ComputedValues = { fields: {}, rows: {} };
  for (const field of fields.values()) if (field.compute) computed.fields[field.id] = text(field, fieldValue(field.id));
  for (const table of tables.values()) {
    const columns = table.columns.filter((c) => c.compute);
    if (columns.length === 0) continue;
    computed.rows[table.id] = tableRows(table).map((cells) => Object.fromEntries(columns.map((c) => [c.id, text(c, cells.get(c.id) ?? null)])));
  }
  return computed;
}

/** A value as the form shows and prints it: currency as $1,234.56, a checkbox Yes/No, a select its option's label. */
export function formatFormValue(field: FormField, value: unknown): string {
  if (isBlank(value)) return '';
  if (field.type === 'checkbox') return value === true ? 'Yes' : 'No';
  if (field.type === 'select') return field.options?.find((o) => o.value === value)?.label ?? String(value);
  if (field.type === 'currency') {
    const amount = exactOf(value);
    return amount ? formatCents(scaled(amount, 2)) : String(value);
  }
  if (field.type === 'number') {
    const amount = exactOf(value);
    if (!amount) return String(value);
    const [whole, fraction] = scaledText(scaled(amount, field.decimals ?? 2), field.decimals ?? 2).split('.') as [string, string | undefined];
    const trimmed = fraction?.replace(/0+$/, '');
    return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${trimmed ? `.${trimmed}` : ''}`;
  }
  return String(value);
}

/** The check of one value against its field: the value as kept, or the field's text for what is wrong. */
function readValue(field: FormField, value: unknown): { value: unknown } | { message: string } {
  const { label, messages = {} } = field;
  if (isBlank(value) || (field.type === 'checkbox' && value !== true && field.required)) {
    if (field.required) return { message: messages.required ?? `${label} is required` };
    return { value: field.type === 'checkbox' ? false : null };
  }
  const invalid = (fallback: string) => ({ message: messages.invalid ?? fallback });
  switch (field.type) {
    case 'number':
    case 'currency': {
      const amount = exactOf(value);
      if (!amount || typeof value === 'boolean')
        return invalid(field.type === 'currency' ? `${label} must be an amount in dollars and cents` : `${label} must be a number`);
      const places = field.type === 'currency' ? 2 : (field.decimals ?? 6);
      if (scaled(amount, places) * amount.d !== amount.n * 10n ** BigInt(places)) {
        return invalid(field.type === 'currency' ? `${label} must be an amount in dollars and cents` : `${label} can have at most ${places} decimals`);
      }
      const n = Number(value);
      if (field.min !== undefined && n < field.min) return { message: messages.min ?? `${label} must be at least ${field.min}` };
      if (field.max !== undefined && n > field.max) return { message: messages.max ?? `${label} must be at most ${field.max}` };
      return { value: n };
    }
    case 'date':
      return typeof value === 'string' && isIsoDate(value) ? { value } : invalid(`${label} must be a date (YYYY-MM-DD)`);
    case 'select':
      return typeof value === 'string' && field.options?.some((o) => o.value === value) ? { value } : invalid(`${label} must be one of its options`);
    case 'checkbox':
      return typeof value === 'boolean' ? { value } : invalid(`${label} must be checked or not`);
    default: {
      if (typeof value !== 'string' && typeof value !== 'number') return invalid(`${label} must be text`);
      const kept = String(value).trim();
      const max = field.maxLength ?? (field.type === 'textarea' ? 10_000 : 500);
      if (kept.length > max) return { message: messages.max ?? `${label} must be at most ${max} characters` };
      return { value: kept };
    }
  }
}

/**
 * Submit's check: every field and line against the definition, in the form's order, with its
 * texts. Accepted: the values as kept (text trimmed, blank lines dropped, computed fields left
 * out) and the computed fields of those values.
 */
export function readFormValues(definition: FormDefinition, input: unknown): FormValuesRead {
  const source = input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as FormValues) : {};
  const values: FormValues = {};
  const issues: FormIssue[] = [];
  for (const section of definition.sections) {
    for (const item of section.items) {
      if (isTable(item)) {
        const given = source[item.id];
        // A line keeps its place on screen (i), blank lines between filled ones included.
        const rows = (Array.isArray(given) ? given : []).map((row: unknown, i) => ({ row: row as FormRow, i })).filter(({ row }) => !isBlankRow(item, row));
        if (item.required && rows.length === 0) issues.push({ field: item.id, message: item.messages?.required ?? `Add at least one line to ${item.label}` });
        const maxRows = item.maxRows ?? 500;
        if (rows.length > maxRows) issues.push({ field: item.id, message: item.messages?.maxRows ?? `${item.label} can have at most ${maxRows} lines` });
        values[item.id] = rows.map(({ row, i }) => {
          const kept: FormRow = {};
          for (const column of item.columns) {
            if (column.compute) continue;
            const read = readValue(column, row[column.id] === undefined ? column.default : row[column.id]);
            if ('message' in read) issues.push({ field: `${item.id}.${column.id}`, row: i, message: read.message });
            else kept[column.id] = read.value;
          }
          return kept;
        });
        continue;
      }
      if (item.compute) continue;
      // A field left out (not sent at all) takes its default, as a new form starts with it.
      const read = readValue(item, source[item.id] === undefined ? item.default : source[item.id]);
      if ('message' in read) issues.push({ field: item.id, message: read.message });
      else values[item.id] = read.value;
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, values, computed: computeFormValues(definition, values) };
}

/** An issue as one line of text: a line's cell says which line of which table. */
export function formIssueText(definition: FormDefinition, issue: FormIssue): string {
  if (issue.row === undefined) return issue.message;
  const table = definition.sections.flatMap((s) => s.items).find((item) => item.id === issue.field.split('.')[0]);
  return `${table?.label ?? 'Line'}, line ${issue.row + 1}: ${issue.message}`;
}
