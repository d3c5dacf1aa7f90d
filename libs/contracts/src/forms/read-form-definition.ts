// A definition as stored (task config.form) is read before anything renders or computes it: a
// wrong one is refused with the first thing wrong in words a task admin can act on, never a
// broken screen or a 500.

import {
  FORM_FIELD_TYPES,
  FORM_LIMITS,
  isNumeric,
  type FormDefinition,
  type FormField,
  type FormItem,
  type FormSection,
  type FormTable,
} from './form-definition.js';
import { FormExpressionError, parseExpression, referencesOf } from './form-expression.js';
import { exactOf } from './exact.js';

export type FormDefinitionRead = { ok: true; definition: FormDefinition } | { ok: false; message: string };

class Refused extends Error {}

const ID = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

function record(value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Refused(`${what} must be an object`);
  return value as Record<string, unknown>;
}

function text(value: unknown, what: string, optional = false): string | undefined {
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || (!optional && value.trim() === '')) throw new Refused(`${what} must be non-empty text`);
  if (value.length > FORM_LIMITS.text) throw new Refused(`${what} must be at most ${FORM_LIMITS.text} characters`);
  return value;
}

function list(value: unknown, what: string, max: number): unknown[] {
  if (!Array.isArray(value) || value.length === 0) throw new Refused(`${what} must be a non-empty list`);
  if (value.length > max) throw new Refused(`${what} must have at most ${max} entries`);
  return value;
}

function optionalNumber(value: unknown, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Refused(`${what} must be a number`);
  return value;
}

function messagesOf(value: unknown, what: string, keys: readonly string[]): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  const raw = record(value, `The messages of ${what}`);
  const read: Record<string, string> = {};
  for (const [key, message] of Object.entries(raw)) {
    if (!keys.includes(key)) throw new Refused(`The messages of ${what} have an unknown entry '${key}'`);
    read[key] = text(message, `The '${key}' message of ${what}`)!;
  }
  return read;
}

function readField(value: unknown, where: string): FormField {
  const raw = record(value, where);
  const id = raw['id'];
  if (typeof id !== 'string' || !ID.test(id)) throw new Refused(`${where} needs an id of letters, digits and _ starting with a letter`);
  const what = `the field '${id}'`;
  const type = raw['type'];
  if (typeof type !== 'string' || !(FORM_FIELD_TYPES as readonly string[]).includes(type)) {
    throw new Refused(`The type of ${what} must be one of ${FORM_FIELD_TYPES.join(', ')}, or table for a section's line table`);
  }
  const field: FormField = { id, label: text(raw['label'], `The label of ${what}`)!.trim(), type: type as FormField['type'] };
  if (raw['required'] !== undefined) {
    if (typeof raw['required'] !== 'boolean') throw new Refused(`required of ${what} must be true or false`);
    field.required = raw['required'];
  }
  const placeholder = text(raw['placeholder'], `The placeholder of ${what}`, true);
  if (placeholder !== undefined) field.placeholder = placeholder;
  const min = optionalNumber(raw['min'], `min of ${what}`);
  const max = optionalNumber(raw['max'], `max of ${what}`);
  if (min !== undefined) field.min = min;
  if (max !== undefined) field.max = max;
  if (min !== undefined && max !== undefined && min > max) throw new Refused(`min of ${what} is above its max`);
  const maxLength = optionalNumber(raw['maxLength'], `maxLength of ${what}`);
  if (maxLength !== undefined) field.maxLength = maxLength;
  const decimals = optionalNumber(raw['decimals'], `decimals of ${what}`);
  if (decimals !== undefined) {
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 6) throw new Refused(`decimals of ${what} must be a whole number from 0 to 6`);
    field.decimals = decimals;
  }
  if (field.type === 'select') {
    const options = list(raw['options'], `The options of ${what}`, FORM_LIMITS.options).map((option, i) => {
      const o = record(option, `Option ${i + 1} of ${what}`);
      return {
        value: text(o['value'], `The value of option ${i + 1} of ${what}`)!,
        label: text(o['label'] ?? o['value'], `The label of option ${i + 1} of ${what}`)!,
      };
    });
    const values = new Set(options.map((o) => o.value));
    if (values.size !== options.length) throw new Refused(`The options of ${what} repeat a value`);
    field.options = options;
  } else if (raw['options'] !== undefined) throw new Refused(`Only a select has options (${what} is ${field.type})`);
  if (raw['compute'] !== undefined) {
    if (!isNumeric(field)) throw new Refused(`Only a number or currency field can be computed (${what} is ${field.type})`);
    const compute = text(raw['compute'], `The computation of ${what}`)!;
    if (compute.length > FORM_LIMITS.expression) throw new Refused(`The computation of ${what} must be at most ${FORM_LIMITS.expression} characters`);
    try {
      parseExpression(compute);
    } catch (error) {
      if (error instanceof FormExpressionError) throw new Refused(`The computation of ${what} cannot be read: ${error.message}`);
      throw error;
    }
    field.compute = compute;
  }
  if (raw['source'] !== undefined) {
    if (raw['source'] !== 'dateCreated' || field.type !== 'date') throw new Refused(`source of ${what} can only be 'dateCreated', on a date field`);
    field.source = 'dateCreated';
  }
  if (raw['lookup'] !== undefined) {
    if (raw['lookup'] !== 'serviceTitanCustomer' || field.type !== 'text')
      throw new Refused(`lookup of ${what} can only be 'serviceTitanCustomer', on a text field`);
    field.lookup = 'serviceTitanCustomer';
  }
  if (raw['default'] !== undefined) field.default = readDefault(field, raw['default'], what);
  const messages = messagesOf(raw['messages'], what, ['required', 'invalid', 'min', 'max']);
  if (messages) field.messages = messages;
  return field;
}

function readDefault(field: FormField, value: unknown, what: string): string | number | boolean {
  const wrong = () => new Refused(`The default of ${what} is not a ${field.type} value`);
  if (field.compute) throw new Refused(`A computed field has no default (${what})`);
  switch (field.type) {
    case 'number':
    case 'currency':
      if (typeof value !== 'number' || exactOf(value) === null) throw wrong();
      return value;
    case 'checkbox':
      if (typeof value !== 'boolean') throw wrong();
      return value;
    case 'date':
      if (typeof value !== 'string' || !isIsoDate(value)) throw wrong();
      return value;
    case 'select':
      if (typeof value !== 'string' || !field.options?.some((o) => o.value === value)) throw new Refused(`The default of ${what} is not one of its options`);
      return value;
    default:
      if (typeof value !== 'string') throw wrong();
      return value;
  }
}

/** A calendar day as YYYY-MM-DD that exists. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

function readTable(raw: Record<string, unknown>, where: string): FormTable {
  const id = raw['id'];
  if (typeof id !== 'string' || !ID.test(id)) throw new Refused(`${where} needs an id of letters, digits and _ starting with a letter`);
  const what = `the table '${id}'`;
  const columns = list(raw['columns'], `The columns of ${what}`, FORM_LIMITS.columns).map((column, i) => {
    if ((column as { type?: unknown } | null)?.type === 'table') throw new Refused(`A table cannot hold a table (column ${i + 1} of ${what})`);
    return readField(column, `Column ${i + 1} of ${what}`);
  });
  const ids = new Set<string>();
  for (const column of columns) {
    if (ids.has(column.id)) throw new Refused(`Duplicate column id '${column.id}' in ${what}`);
    ids.add(column.id);
    if (column.source) throw new Refused(`A column cannot be the dateCreated field (${column.id} of ${what})`);
  }
  const table: FormTable = { id, label: text(raw['label'], `The label of ${what}`)!.trim(), type: 'table', columns };
  if (raw['required'] !== undefined) {
    if (typeof raw['required'] !== 'boolean') throw new Refused(`required of ${what} must be true or false`);
    table.required = raw['required'];
  }
  for (const key of ['initialRows', 'maxRows'] as const) {
    const n = optionalNumber(raw[key], `${key} of ${what}`);
    if (n === undefined) continue;
    if (!Number.isInteger(n) || n < 0 || n > FORM_LIMITS.rows) throw new Refused(`${key} of ${what} must be a whole number from 0 to ${FORM_LIMITS.rows}`);
    table[key] = n;
  }
  const messages = messagesOf(raw['messages'], what, ['required', 'maxRows']);
  if (messages) table.messages = messages;
  return table;
}

function readItem(value: unknown, where: string): FormItem {
  const raw = record(value, where);
  return raw['type'] === 'table' ? readTable(raw, where) : readField(raw, where);
}

/** Refuses ids used twice, computations of unknown or non-numeric fields, and computations that need each other. */
function checkComputations(definition: FormDefinition): void {
  const fields = new Map<string, FormField>();
  const tables = new Map<string, FormTable>();
  for (const section of definition.sections) {
    for (const item of section.items) {
      if (fields.has(item.id) || tables.has(item.id)) throw new Refused(`Duplicate field id '${item.id}'`);
      if (item.type === 'table') tables.set(item.id, item);
      else fields.set(item.id, item);
    }
  }
  if ([...fields.values()].filter((f) => f.source === 'dateCreated').length > 1) throw new Refused('Only one field can be the dateCreated field');
  // The graph of what each computed value reads: form fields by id, a table's column as table.column.
  const edges = new Map<string, string[]>();
  const numeric = (field: FormField | undefined, what: string, ref: string) => {
    if (!field) throw new Refused(`The computation of ${what} refers to an unknown field '${ref}'`);
    if (!isNumeric(field)) throw new Refused(`The computation of ${what} refers to '${ref}', which is not a number`);
  };
  for (const field of fields.values()) {
    if (!field.compute) continue;
    const what = `'${field.label}' (${field.id})`;
    const { refs, sums } = referencesOf(parseExpression(field.compute));
    for (const ref of refs) numeric(fields.get(ref), what, ref);
    for (const { table, column } of sums) {
      const t = tables.get(table);
      if (!t) throw new Refused(`The computation of ${what} sums an unknown table '${table}'`);
      numeric(
        t.columns.find((c) => c.id === column),
        what,
        `${table}.${column}`,
      );
    }
    edges.set(field.id, [...refs, ...sums.map((s) => `${s.table}.${s.column}`)]);
  }
  for (const table of tables.values()) {
    for (const column of table.columns) {
      if (!column.compute) continue;
      const what = `'${column.label}' (${table.id}.${column.id})`;
      const { refs, sums } = referencesOf(parseExpression(column.compute));
      if (sums.length > 0) throw new Refused(`The computation of ${what} cannot sum a table inside a line`);
      const reads = refs.map((ref) => {
        const own = table.columns.find((c) => c.id === ref);
        numeric(own ?? fields.get(ref), what, ref);
        return own ? `${table.id}.${ref}` : ref;
      });
      edges.set(`${table.id}.${column.id}`, reads);
    }
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (node: string, path: string[]): void => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'visiting') {
      const cycle = path.slice(path.indexOf(node));
      throw new Refused(`The computations of ${cycle.map((id) => `'${id}'`).join(', ')} depend on each other in a cycle`);
    }
    state.set(node, 'visiting');
    for (const next of edges.get(node) ?? []) visit(next, [...path, node]);
    state.set(node, 'done');
  };
  for (const node of edges.keys()) visit(node, []);
}

/** Reads a definition (e.g. a task's config.form): the definition, or the first thing wrong with it. */
export function readFormDefinition(value: unknown): FormDefinitionRead {
  try {
    const raw = record(value, 'The form');
    const sections = list(raw['sections'], 'The sections of the form', FORM_LIMITS.sections).map((section, i): FormSection => {
      const s = record(section, `Section ${i + 1}`);
      const id = s['id'];
      if (typeof id !== 'string' || !ID.test(id)) throw new Refused(`Section ${i + 1} needs an id of letters, digits and _ starting with a letter`);
      const read: FormSection = {
        id,
        title: text(s['title'], `The title of section '${id}'`)!.trim(),
        items: list(s['items'], `The fields of section '${id}'`, FORM_LIMITS.items).map((item, j) => readItem(item, `Field ${j + 1} of section '${id}'`)),
      };
      const description = text(s['description'], `The description of section '${id}'`, true);
      if (description !== undefined) read.description = description;
      return read;
    });
    const sectionIds = new Set(sections.map((s) => s.id));
    if (sectionIds.size !== sections.length)
      throw new Refused(`Duplicate section id '${sections.find((s, i) => sections.findIndex((o) => o.id === s.id) !== i)!.id}'`);
    if (sections.reduce((n, s) => n + s.items.length, 0) > FORM_LIMITS.items) throw new Refused(`The form must have at most ${FORM_LIMITS.items} fields`);
    const definition: FormDefinition = { title: text(raw['title'], 'The title of the form')!.trim(), sections };
    const description = text(raw['description'], 'The description of the form', true);
    if (description !== undefined) definition.description = description;
    checkComputations(definition);
    return { ok: true, definition };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}
