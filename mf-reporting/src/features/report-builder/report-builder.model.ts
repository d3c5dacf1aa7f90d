import type { CatalogField } from '../../entities/report-catalog/report-catalog.model.js';
import { AGGREGATION_LABELS, defaultFieldChoice, type LoadedReport, type PivotFieldChoice, type PivotValueChoice } from '../../entities/report/report.model.js';

/** Spec 001 section 2.6: the report generator's tabs. */
export const BUILDER_TABS = { configuration: 'Report Configuration', preview: 'Field Preview', results: 'Results' } as const;
export type BuilderTab = keyof typeof BUILDER_TABS;

export const COUNT_OF_ROWS = 'Count of rows';
export const NO_DATE_FIELD = 'No date filter';

export interface FieldOption {
  value: string;
  label: string;
}

const optionOf = (field: CatalogField): FieldOption => ({ value: field.id, label: field.label });

/**
 * The date fields a report can be filtered on: the selected ones first, then the other date fields
 * of the selected fields' entities (filtering by invoice date without showing it as a column).
 */
export function dateFieldOptions(catalog: readonly CatalogField[], selected: readonly string[]): FieldOption[] {
  const byId = new Map(catalog.map((f) => [f.id, f]));
  const chosen = selected.flatMap((id) => byId.get(id) ?? []);
  const entities = new Set(chosen.map((f) => f.entity));
  const picked = chosen.filter((f) => f.type === 'date');
  const others = catalog.filter((f) => f.type === 'date' && entities.has(f.entity) && !picked.includes(f));
  return [...picked, ...others].map(optionOf);
}

/** The selected fields a pivot can group by (not lists or objects), less those the other axis uses. */
export function pivotFieldOptions(catalog: readonly CatalogField[], selected: readonly string[], usedElsewhere: readonly PivotFieldChoice[]): FieldOption[] {
  const byId = new Map(catalog.map((f) => [f.id, f]));
  const taken = new Set(usedElsewhere.map((c) => c.fieldId));
  return selected.flatMap((id) => {
    const field = byId.get(id);
    return field && field.type !== 'object' && field.type !== 'array' && !taken.has(id) ? [optionOf(field)] : [];
  });
}

/** The selected fields a value can aggregate (scalars), after the count of rows. */
export function valueFieldOptions(catalog: readonly CatalogField[], selected: readonly string[]): FieldOption[] {
  return pivotFieldOptions(catalog, selected, []);
}

/** Rows or columns picked in a pick list: the ones kept keep their date bucket, new dates are by month. */
export function choicesOf(ids: readonly string[], previous: readonly PivotFieldChoice[], typeOf: (id: string) => CatalogField['type'] | undefined): PivotFieldChoice[] {
  return ids.map((id) => previous.find((c) => c.fieldId === id) ?? defaultFieldChoice(id, typeOf(id)));
}

/** A value's name as the server will name it: 'Sum of Invoice Subtotal', or 'Count of rows'. */
export function valueLabel(choice: PivotValueChoice, labelOf: (id: string) => string): string {
  if (!choice.fieldId) return COUNT_OF_ROWS;
  return `${AGGREGATION_LABELS[choice.aggregation]} of ${labelOf(choice.fieldId)}`;
}

/** The values a pivot can be sorted by: each by its key ('v0', 'v1' ...), hidden ones too. */
export function sortValueOptions(values: readonly PivotValueChoice[], labelOf: (id: string) => string): FieldOption[] {
  return values.map((value, i) => ({ value: `v${i}`, label: `${valueLabel(value, labelOf)}${value.hidden ? ' (hidden)' : ''}` }));
}

/** The line over the results: how many rows (table) or lines (pivot) are shown of how many. */
export function resultCountText(report: LoadedReport): string {
  const { format } = report.answer;
  if (format === 'summary') {
    const rows = report.answer.rowCount ?? 0;
    return `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'} in the report`;
  }
  const noun = format === 'pivot' ? 'lines' : 'rows';
  const shown = report.rows.length.toLocaleString('en-US');
  const total = report.total.toLocaleString('en-US');
  return report.rows.length < report.total ? `Showing ${shown} of ${total} ${noun}` : `${total} ${report.total === 1 ? noun.slice(0, -1) : noun}`;
}
