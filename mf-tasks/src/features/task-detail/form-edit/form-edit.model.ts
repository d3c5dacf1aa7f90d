// The form editor as pure functions over a form definition: each returns a new definition (the
// old one untouched), keeping ids unique so readFormDefinition still reads it; what the task
// admin typed wrong (an empty label, a computation over no field) is readFormDefinition's to say.
import {
  FORM_FIELD_TYPES,
  formItems,
  readFormDefinition,
  type FormDefinition,
  type FormField,
  type FormFieldType,
  type FormItem,
} from '@milestone/contracts/forms';

export const NEW_FIELD_TYPES: readonly FormFieldType[] = FORM_FIELD_TYPES;

export const FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Text',
  number: 'Number',
  currency: 'Currency',
  date: 'Date',
  select: 'Choice (select)',
  textarea: 'Long text',
  checkbox: 'Yes / no',
};

function withItems(definition: FormDefinition, sectionId: string, change: (items: FormItem[]) => FormItem[]): FormDefinition {
  return {
    ...definition,
    sections: definition.sections.map((section) => (section.id === sectionId ? { ...section, items: change([...section.items]) } : section)),
  };
}

/** The item moved one place up (-1) or down (+1) in its section; at an end it stays. */
export function moveItem(definition: FormDefinition, sectionId: string, itemId: string, delta: -1 | 1): FormDefinition {
  return withItems(definition, sectionId, (items) => {
    const from = items.findIndex((item) => item.id === itemId);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= items.length) return items;
    [items[from], items[to]] = [items[to]!, items[from]!];
    return items;
  });
}

export function removeItem(definition: FormDefinition, sectionId: string, itemId: string): FormDefinition {
  return withItems(definition, sectionId, (items) => items.filter((item) => item.id !== itemId));
}

/** Every id the form uses: its fields', its tables' and their columns'. */
function usedIds(definition: FormDefinition): Set<string> {
  const ids = new Set<string>();
  for (const item of formItems(definition)) {
    ids.add(item.id);
    if (item.type === 'table') for (const column of item.columns) ids.add(column.id);
  }
  return ids;
}

/** An id from the label (letters, digits, _ starting with a letter) that the form does not use yet. */
export function newFieldId(definition: FormDefinition, label: string): string {
  const words = label
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  let base = words.map((word, i) => (i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase())).join('');
  if (!/^[A-Za-z]/.test(base)) base = `field${base}`;
  base = base.slice(0, 56);
  const used = usedIds(definition);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/** A new field of `type` at the end of the section, labelled 'New field' (a select with one option). */
export function addField(
  definition: FormDefinition,
  sectionId: string,
  type: FormFieldType,
  label = 'New field',
): { definition: FormDefinition; field: FormField } {
  const field: FormField = { id: newFieldId(definition, label), label, type };
  if (type === 'select') field.options = [{ value: 'option1', label: 'Option 1' }];
  return { definition: withItems(definition, sectionId, (items) => [...items, field]), field };
}

/** The field with `patch` applied; a key set to undefined is left out (no default, not required). */
export function updateField(definition: FormDefinition, sectionId: string, fieldId: string, patch: Partial<FormField>): FormDefinition {
  return withItems(definition, sectionId, (items) =>
    items.map((item) => {
      if (item.id !== fieldId || item.type === 'table') return item;
      const next = { ...item, ...patch } as Record<string, unknown>;
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      return next as unknown as FormField;
    }),
  );
}

/** A select's options from lines of text, one option a line (value and label the same text). */
export function optionsOfText(text: string): FormField['options'] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ value: line, label: line }));
}

export function textOfOptions(options: FormField['options']): string {
  return (options ?? []).map((option) => option.label).join('\n');
}

/** A default as the definition holds it for the field's type: a number, true/false, text; '' is none. */
export function defaultOfInput(field: FormField, input: string | boolean): FormField['default'] {
  if (typeof input === 'boolean') return input;
  if (input.trim() === '') return undefined;
  if (field.type === 'number' || field.type === 'currency') {
    const n = Number(input);
    return Number.isFinite(n) ? n : input;
  }
  return input;
}

/** What is wrong with the edited form (readFormDefinition's message), or null when it can be saved. */
export function problemOf(definition: FormDefinition): string | null {
  const read = readFormDefinition(definition);
  return read.ok ? null : read.message;
}
