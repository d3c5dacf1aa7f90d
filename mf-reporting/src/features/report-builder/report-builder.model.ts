import type { CatalogField } from '../../entities/report-catalog/report-catalog.model.js';
import {
  AGGREGATION_LABELS,
  MAX_PIVOT_FIELDS,
  MAX_PIVOT_VALUES,
  defaultFieldChoice,
  defaultValueChoice,
  type BuilderState,
  type LoadedReport,
  type PivotFieldChoice,
  type PivotValueChoice,
} from '../../entities/report/report.model.js';

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
export function choicesOf(
  ids: readonly string[],
  previous: readonly PivotFieldChoice[],
  typeOf: (id: string) => CatalogField['type'] | undefined,
): PivotFieldChoice[] {
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

/** The drop zones of the pivot's field board, as Excel's PivotTable Fields pane has them. */
export type PivotZone = 'rows' | 'columns' | 'values';
export const PIVOT_ZONE_LABELS: Record<PivotZone, string> = { rows: 'Rows', columns: 'Columns', values: 'Values' };
const ZONE_NOUNS: Record<PivotZone, string> = { rows: 'row', columns: 'column', values: 'value' };

/** The part of the builder's form the field board changes: the sort too, since it names a value by its place. */
export type PivotLayout = Pick<BuilderState, 'rows' | 'columns' | 'values' | 'sort'>;

/** What is dragged: a field of the selection, or the chip at a place of a zone. */
export type PivotDragSource = { zone: 'fields'; fieldId: string } | { zone: PivotZone; index: number };

/** Where it is dropped: a place in a zone (its end when no index), or nowhere (off every zone, or back on the fields). */
export type PivotDropTarget = { zone: PivotZone; index?: number } | null;

/** The new layout, or why the drop is refused (shown beside the board and announced). */
export type PivotDropResult = { layout: PivotLayout } | { refused: string };

export interface PivotFieldContext {
  fields: readonly CatalogField[];
  selected: readonly string[];
}

const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(Math.min(to, next.length), 0, item as T);
  return next;
};

/**
 * The sort after the values were rearranged: `order` lists, for each new place, the old place
 * it holds (-1 for a new value). The value sorted by keeps its key's meaning, or the key goes
 * when that value went.
 */
function sortAfterValues(sort: BuilderState['sort'], order: readonly number[]): BuilderState['sort'] {
  if (sort.valueKey === undefined) return sort;
  const old = Number.parseInt(sort.valueKey.slice(1), 10);
  const at = order.indexOf(old);
  if (at >= 0) return { ...sort, valueKey: `v${at}` };
  const { valueKey: _gone, ...rest } = sort;
  return rest;
}

const places = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The layout without the chip at `index` of `zone` (the remove button, or a chip dragged off the zones). */
export function withoutPivotChip(layout: PivotLayout, zone: PivotZone, index: number): PivotLayout {
  if (zone !== 'values') return { ...layout, [zone]: layout[zone].filter((_, i) => i !== index) };
  const order = places(layout.values.length).filter((i) => i !== index);
  return { ...layout, values: order.map((i) => layout.values[i]!), sort: sortAfterValues(layout.sort, order) };
}

/** A value dropped at `index` of the values (a field summed when a number, counted otherwise). */
function withValueAt(layout: PivotLayout, value: PivotValueChoice, index: number): PivotDropResult {
  if (layout.values.length >= MAX_PIVOT_VALUES) return { refused: `Values hold up to ${MAX_PIVOT_VALUES}: remove one first.` };
  const at = Math.min(index, layout.values.length);
  const order = [...places(at), -1, ...places(layout.values.length).slice(at)];
  return { layout: { ...layout, values: order.map((i) => (i < 0 ? value : layout.values[i]!)), sort: sortAfterValues(layout.sort, order) } };
}

/**
 * A drop on the pivot's field board, by the rules the pick lists follow: a row or column is a
 * selected field that is not a list or an object, on one axis at a time (dropped on the other, it
 * moves there, keeping its date bucket); up to three on each axis, outermost first, so the order
 * of the chips is the nesting of the groups; a value is counted, or summed when a number. A chip
 * dropped off the zones leaves the pivot; a value never becomes a row or a column.
 */
export function pivotDrop(layout: PivotLayout, source: PivotDragSource, target: PivotDropTarget, context: PivotFieldContext): PivotDropResult {
  if (target === null) return source.zone === 'fields' ? { layout } : { layout: withoutPivotChip(layout, source.zone, source.index) };
  const byId = new Map(context.fields.map((f) => [f.id, f]));
  const labelOf = (id: string) => byId.get(id)?.label ?? id;

  if (source.zone === 'values') {
    const value = layout.values[source.index];
    if (!value) return { layout };
    if (target.zone !== 'values') {
      const name = valueLabel(value, labelOf);
      return {
        refused: value.fieldId
          ? `${name} is a value: drag ${labelOf(value.fieldId)} from the fields to make it a ${ZONE_NOUNS[target.zone]}.`
          : `${name} is a value: it cannot be a ${ZONE_NOUNS[target.zone]}.`,
      };
    }
    const to = Math.min(target.index ?? layout.values.length - 1, layout.values.length - 1);
    const order = moveItem(places(layout.values.length), source.index, to);
    return { layout: { ...layout, values: order.map((i) => layout.values[i]!), sort: sortAfterValues(layout.sort, order) } };
  }

  const fieldId = source.zone === 'fields' ? source.fieldId : layout[source.zone][source.index]?.fieldId;
  if (fieldId === undefined) return { layout };
  const groupable = valueFieldOptions(context.fields, context.selected).some((o) => o.value === fieldId);
  if (!groupable) {
    const noun = ZONE_NOUNS[target.zone];
    return {
      refused: context.selected.includes(fieldId)
        ? `${labelOf(fieldId)} holds a list, not one value: it cannot be a ${noun}.`
        : `${labelOf(fieldId)} is not among the selected fields.`,
    };
  }
  // A row or column dropped on the values is counted or summed there, and leaves its axis.
  const without = source.zone === 'fields' ? layout : withoutPivotChip(layout, source.zone, source.index);
  if (target.zone === 'values') {
    return withValueAt(without, defaultValueChoice(fieldId, byId.get(fieldId)?.type), target.index ?? layout.values.length);
  }

  const axis = target.zone;
  const current = layout[axis].findIndex((c) => c.fieldId === fieldId);
  if (current >= 0) {
    // Already on this axis: a reorder (the chip's own place, or the field dragged in again).
    return { layout: { ...layout, [axis]: moveItem(layout[axis], current, target.index ?? layout[axis].length - 1) } };
  }
  if (layout[axis].length >= MAX_PIVOT_FIELDS) {
    return { refused: `${PIVOT_ZONE_LABELS[axis]} hold up to ${MAX_PIVOT_FIELDS} fields: remove one to add ${labelOf(fieldId)}.` };
  }
  const other: 'rows' | 'columns' = axis === 'rows' ? 'columns' : 'rows';
  const kept = layout[other].find((c) => c.fieldId === fieldId);
  const choice = kept ?? choicesOf([fieldId], [], (id) => byId.get(id)?.type)[0]!;
  const next = [...without[axis]];
  next.splice(Math.min(target.index ?? next.length, next.length), 0, choice);
  return { layout: { ...without, [axis]: next, [other]: without[other].filter((c) => c.fieldId !== fieldId) } };
}
