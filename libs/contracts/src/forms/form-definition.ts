// A form task's form, as data: what its config holds (config.form), what the web renders and
// what the worker lays out as the submitted document. Pure TypeScript, no I/O, no framework, so
// the screen and the server check the same definition and compute the same totals.

export const FORM_FIELD_TYPES = ['text', 'number', 'currency', 'date', 'select', 'textarea', 'checkbox'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormOption {
  value: string;
  label: string;
}

/** The form's own texts for a field's errors; each has a default made from the label. */
export interface FormFieldMessages {
  required?: string;
  invalid?: string;
  min?: string;
  max?: string;
}

export interface FormField {
  id: string;
  label: string;
  type: FormFieldType;
  required?: boolean;
  /** A value of the field's type: text, a number, YYYY-MM-DD, an option's value, true/false. */
  default?: string | number | boolean;
  placeholder?: string;
  /** A select's choices. */
  options?: FormOption[];
  /** number and currency: bounds; text and textarea: maxLength. */
  min?: number;
  max?: number;
  maxLength?: number;
  /** number: decimals kept (0-6, default 2). currency is always cents. */
  decimals?: number;
  /**
   * A computation: + - * / and parentheses over numbers and numeric field ids (in a table's
   * column: the row's own columns and the form's fields), and sum(table.column) in a field of the
   * form. A computed field is read-only; its value is never taken from the input.
   */
  compute?: string;
  /**
   * 'dateCreated': the date is picked in the 'Select Date for Purchase Order' dialog and sent as the
   * run's dateCreated (POST /api/tasks/{id}/execute).
   */
  source?: 'dateCreated';
  /**
   * 'serviceTitanCustomer' (a text field): where the company is connected to ServiceTitan, typing
   * searches its customers and a pick fills the field with the customer's name; elsewhere the field
   * is a plain text input. The value stays the text.
   */
  lookup?: 'serviceTitanCustomer';
  messages?: FormFieldMessages;
}

/** A repeating table of lines (line items): its columns are fields of one row. */
export interface FormTable {
  id: string;
  label: string;
  type: 'table';
  columns: FormField[];
  /** At least one line. */
  required?: boolean;
  /** Lines a new form starts with (default 1). */
  initialRows?: number;
  maxRows?: number;
  messages?: { required?: string; maxRows?: string };
}

export type FormItem = FormField | FormTable;

export interface FormSection {
  id: string;
  title: string;
  description?: string;
  items: FormItem[];
}

export interface FormDefinition {
  title: string;
  description?: string;
  sections: FormSection[];
}

export function isTable(item: FormItem): item is FormTable {
  return item.type === 'table';
}

export function isNumeric(field: FormField): boolean {
  return field.type === 'number' || field.type === 'currency';
}

/** Every field and table of the form, in order. */
export function formItems(definition: FormDefinition): FormItem[] {
  return definition.sections.flatMap((section) => section.items);
}

export function formTables(definition: FormDefinition): FormTable[] {
  return formItems(definition).filter(isTable);
}

/** The limits a definition is held to (a config is at most a few hundred KB; a screen stays usable). */
export const FORM_LIMITS = { sections: 50, items: 300, columns: 30, options: 200, rows: 500, expression: 500, text: 10_000 } as const;
