import type { Key, ReactNode } from 'react';
import type { TableColumnsType } from '@milestone/ui';
import { EMPTY_CELL, formatCell, formatLabel, formatNumber, type PivotLabel } from './report-format.model.js';
import type { BuilderState, PivotColumnKey, PivotMeta, PivotValueMeta, ReportColumn } from './report.model.js';

/** A line of a pivot answer (svc-reporting pivot-shape.ts): a group's subtotal comes before its rows, the grand total last. */
export interface PivotLine {
  type: 'data' | 'subtotal' | 'grandTotal';
  /** How many row labels the line has (0 for the grand total). */
  depth: number;
  labels: PivotLabel[];
  /** The first label is top N's 'Other' (the groups beyond the top N together). */
  other?: true;
  /** Per column key, per value key. */
  values: Record<string, Record<string, number | null>>;
}

/** A line as a row of the table: its key, and for a subtotal the key of the group it heads. */
export interface PivotRow extends PivotLine {
  key: string;
  groupKey?: string;
}

export type PivotSortState = BuilderState['sort'];
export type SortOrder = 'ascend' | 'descend' | null;

/** The total column of every row: the server names it '[]'. */
export const TOTAL_COLUMN_KEY = '[]';
export const GRAND_TOTAL_LABEL = 'Grand Total';
/** Pivots of more rows than this are drawn virtually (only the rows in view are in the page). */
export const VIRTUAL_FROM_ROWS = 200;
/** The height of a long pivot's body, in pixels, so its chart stays near (antd's virtual table needs a number). */
export const PIVOT_BODY_HEIGHT = 560;
/** Pivots of more rows than this scroll within PIVOT_BODY_HEIGHT, their header kept in view. */
export const SCROLL_FROM_ROWS = 16;
const LABEL_WIDTH = 200;
const VALUE_WIDTH = 150;

const LINE_TYPES = new Set(['data', 'subtotal', 'grandTotal']);

/** The lines of a pivot answer's `data` (typed loosely by the contract); anything else is left out. */
export function pivotLinesOf(data: ReadonlyArray<Record<string, unknown>>): PivotLine[] {
  return data.filter((item): item is Record<string, unknown> & PivotLine => LINE_TYPES.has(item['type'] as string) && Array.isArray(item['labels']));
}

/** The key of the group a subtotal line heads: its labels. */
export const groupKeyOf = (labels: readonly PivotLabel[]): string => JSON.stringify(labels);

/** The table's rows: one per line, keyed by its kind and labels (unique in a pivot). */
export function pivotRows(lines: readonly PivotLine[]): PivotRow[] {
  return lines.map((line) => ({
    ...line,
    key: JSON.stringify([line.type, line.labels]),
    ...(line.type === 'subtotal' ? { groupKey: groupKeyOf(line.labels) } : {}),
  }));
}

/** The rows shown while some groups are collapsed: a collapsed group keeps its subtotal line and hides what is under it. */
export function visiblePivotRows(rows: readonly PivotRow[], collapsed: ReadonlySet<string>): PivotRow[] {
  if (collapsed.size === 0) return [...rows];
  return rows.filter((row) => {
    if (row.type === 'grandTotal') return true;
    for (let depth = 1; depth < row.depth; depth++) if (collapsed.has(groupKeyOf(row.labels.slice(0, depth)))) return false;
    return true;
  });
}

/** Collapses an open group or opens a collapsed one. */
export function toggleGroup(collapsed: ReadonlySet<string>, groupKey: string): Set<string> {
  const next = new Set(collapsed);
  if (next.has(groupKey)) next.delete(groupKey);
  else next.add(groupKey);
  return next;
}

/** Every group of the rows, to collapse them all at once. */
export function allGroupKeys(rows: readonly PivotRow[]): Set<string> {
  return new Set(rows.flatMap((row) => (row.groupKey ? [row.groupKey] : [])));
}

/** What the label cell of row field `index` shows on a row: its own label (the deepest), 'Grand Total' on the last row. */
export function labelCellText(row: PivotLine, index: number, meta: Pick<PivotMeta, 'rows'>): string {
  if (row.type === 'grandTotal') return index === 0 ? GRAND_TOTAL_LABEL : EMPTY_CELL;
  if (index !== row.depth - 1) return EMPTY_CELL;
  return formatLabel(row.labels[index], meta.rows[index]?.dateBucket ?? null);
}

/** The value of a cell: the row's figure under a column, for one of the values. */
export function cellValue(row: PivotLine, columnKey: string, valueKey: string): number | null {
  return row.values[columnKey]?.[valueKey] ?? null;
}

/** A row field's header: its label, and the bucket of a date ('Invoice Date (Month)'). */
export function dimensionTitle(dimension: PivotMeta['rows'][number]): string {
  return dimension.dateBucket ? `${dimension.label} (${dimension.dateBucket.charAt(0).toUpperCase()}${dimension.dateBucket.slice(1)})` : dimension.label;
}

const labelColumnKey = (index: number) => `row:${index}`;
const valueColumnKey = (columnKey: string, valueKey: string) => `cell:${JSON.stringify([columnKey, valueKey])}`;

function valueSortOrder(sort: PivotSortState, columnKey: string, valueKey: string, firstValueKey: string | undefined): SortOrder {
  if (sort.by !== 'value') return null;
  if ((sort.columnKey ?? TOTAL_COLUMN_KEY) !== columnKey || (sort.valueKey ?? firstValueKey) !== valueKey) return null;
  return sort.direction === 'asc' ? 'ascend' : 'descend';
}

/**
 * The sort a click on a header asks for: a row field's header sorts the groups by label, a
 * figure's header by that figure (of that column); a third click (no order) goes back to labels A-Z.
 */
export function pivotSortOfHeader(columnKey: Key | undefined, order: SortOrder | undefined): PivotSortState {
  const key = String(columnKey ?? '');
  if (!order || (!key.startsWith('cell:') && !key.startsWith('row:'))) return { by: 'label', direction: 'asc' };
  const direction = order === 'ascend' ? 'asc' : 'desc';
  if (key.startsWith('row:')) return { by: 'label', direction };
  const [columnKeyOfCell, valueKey] = JSON.parse(key.slice('cell:'.length)) as [string, string];
  return { by: 'value', direction, valueKey, columnKey: columnKeyOfCell };
}

export interface PivotColumnsOptions {
  sort: PivotSortState;
  /** Draws a label cell (the builder adds the collapse toggle of a subtotal); default its text. */
  renderLabel?: (row: PivotRow, index: number, text: string) => ReactNode;
}

type Columns = TableColumnsType<PivotRow>;
type Column = Columns[number];

function columnTitle(column: PivotColumnKey, meta: PivotMeta): string {
  if (column.type === 'total') return GRAND_TOTAL_LABEL;
  const last = column.labels.length - 1;
  const label = formatLabel(column.labels[last] as PivotLabel, meta.columns[last]?.dateBucket ?? null);
  return column.type === 'subtotal' ? `${label} Total` : label;
}

/**
 * The antd columns of a pivot: a column per row field, then the figures grouped under a header per
 * column field (a group's subtotal column after its columns, the grand total last), a column per
 * shown value under each. Without column fields, a column per value. Every figure's header sorts.
 */
export function pivotTableColumns(meta: PivotMeta, options: PivotColumnsOptions): Columns {
  const { sort, renderLabel } = options;
  const firstValueKey = meta.values[0]?.key;
  const labelColumns: Columns = meta.rows.map((dimension, index) => ({
    key: labelColumnKey(index),
    title: dimensionTitle(dimension),
    width: LABEL_WIDTH,
    fixed: 'left' as const,
    className: 'pivot-label',
    ellipsis: true,
    ...(index === 0
      ? {
          sorter: true,
          sortDirections: ['ascend', 'descend'] as SortOrder[],
          sortOrder: sort.by === 'label' ? (sort.direction === 'desc' ? 'descend' : 'ascend') : null,
        }
      : {}),
    render: (_: unknown, row: PivotRow) => {
      const text = labelCellText(row, index, meta);
      return renderLabel ? renderLabel(row, index, text) : text;
    },
  }));

  const valueLeaf = (column: PivotColumnKey, value: PivotValueMeta, title: string): Column => ({
    key: valueColumnKey(column.key, value.key),
    title,
    width: VALUE_WIDTH,
    align: 'right' as const,
    className: `pivot-value pivot-col-${column.type}`,
    sorter: true,
    sortDirections: ['descend', 'ascend'] as SortOrder[],
    sortOrder: valueSortOrder(sort, column.key, value.key, firstValueKey),
    render: (_: unknown, row: PivotRow) => formatNumber(cellValue(row, column.key, value.key), { currency: value.currency, aggregation: value.aggregation }),
  });
  // One value: the column's own header is its figure's; several: a figure per value under it.
  const figures = (column: PivotColumnKey, title: string, key: string): Column =>
    meta.values.length === 1
      ? valueLeaf(column, meta.values[0]!, title)
      : { key, title, className: `pivot-col-${column.type}`, children: meta.values.map((value) => valueLeaf(column, value, value.label)) };

  if (meta.columns.length === 0) {
    const total = meta.columnKeys.find((c) => c.type === 'total') ?? { key: TOTAL_COLUMN_KEY, labels: [], type: 'total' as const };
    return [...labelColumns, ...meta.values.map((value) => valueLeaf(total, value, value.label))];
  }

  interface Group {
    column: Column & { children: Columns };
    groups: Map<string, Group>;
  }
  const root: Group = { column: { key: 'root', children: [] }, groups: new Map() };
  const groupAt = (labels: readonly unknown[]): Group => {
    let group = root;
    labels.forEach((label, level) => {
      const id = JSON.stringify(label);
      let child = group.groups.get(id);
      if (!child) {
        const path = labels.slice(0, level + 1);
        child = {
          column: { key: `group:${JSON.stringify(path)}`, title: formatLabel(label as PivotLabel, meta.columns[level]?.dateBucket ?? null), children: [] },
          groups: new Map(),
        };
        group.groups.set(id, child);
        group.column.children.push(child.column);
      }
      group = child;
    });
    return group;
  };
  for (const column of meta.columnKeys) {
    const title = columnTitle(column, meta);
    const key = `column:${column.key}`;
    if (column.type === 'total') root.column.children.push(figures(column, title, key));
    else if (column.type === 'subtotal') groupAt(column.labels).column.children.push(figures(column, title, key));
    else groupAt(column.labels.slice(0, -1)).column.children.push(figures(column, title, key));
  }
  // One value: its name heads the column fields' headers, as a spreadsheet's pivot does.
  if (meta.values.length === 1) return [...labelColumns, { key: 'value', title: meta.values[0]!.label, children: root.column.children }];
  return [...labelColumns, ...root.column.children];
}

/** The width of all the leaf columns: a virtual table's scroll width. */
export function columnsWidth(columns: Columns): number {
  return columns.reduce(
    (sum, column) =>
      sum + ('children' in column && column.children ? columnsWidth(column.children) : typeof column.width === 'number' ? column.width : VALUE_WIDTH),
    0,
  );
}

/** The class a row is styled by: subtotals and the grand total stand apart from the data rows. */
export function pivotRowClassName(row: PivotLine): string {
  if (row.type === 'grandTotal') return 'pivot-row-grand-total';
  return row.type === 'subtotal' ? `pivot-row-subtotal pivot-depth-${row.depth}` : 'pivot-row-data';
}

/** A table report's rows with a key of their own (the row's place): fields are named 'entity.field', never 'key'. */
export type TableReportRow = Record<string, unknown> & { key: number };

export function tableReportRows(rows: ReadonlyArray<Record<string, unknown>>): TableReportRow[] {
  return rows.map((row, index) => ({ ...row, key: index }));
}

/** The antd columns of a table report: a column per selected field, numbers to the right. */
export function tableReportColumns(columns: readonly ReportColumn[]): TableColumnsType<TableReportRow> {
  return columns.map((column) => ({
    key: column.fieldId,
    title: column.label,
    dataIndex: column.fieldId,
    ...(column.type === 'number' ? { align: 'right' as const } : {}),
    render: (value: unknown) => formatCell(value, column),
  }));
}

/** A summary answer's line: a field and its figures (numbers have all five, dates a count, minimum and maximum). */
export interface SummaryLine {
  key: string;
  fieldId: string;
  label: string;
  type: string;
  count?: number | null;
  sum?: number | null;
  avg?: number | null;
  min?: number | string | null;
  max?: number | string | null;
}

export function summaryLinesOf(data: ReadonlyArray<Record<string, unknown>>): SummaryLine[] {
  return data.map((item) => ({ ...(item as Omit<SummaryLine, 'key'>), key: String(item['fieldId']) }));
}

/** The columns of a summary: Field, Count, Sum, Average, Minimum, Maximum; money by the field's catalog entry. */
export function summaryColumns(isCurrency: (fieldId: string) => boolean): TableColumnsType<SummaryLine> {
  const figure = (key: 'sum' | 'avg' | 'min' | 'max', title: string) => ({
    key,
    title,
    align: 'right' as const,
    render: (_: unknown, line: SummaryLine) => {
      const value = line[key];
      if (typeof value === 'string') return formatCell(value, { type: line.type, currency: false });
      return formatNumber(value, { currency: isCurrency(line.fieldId) });
    },
  });
  return [
    { key: 'label', title: 'Field', dataIndex: 'label' },
    { key: 'count', title: 'Count', align: 'right' as const, render: (_: unknown, line: SummaryLine) => formatNumber(line.count, { aggregation: 'count' }) },
    figure('sum', 'Sum'),
    figure('avg', 'Average'),
    figure('min', 'Minimum'),
    figure('max', 'Maximum'),
  ];
}
