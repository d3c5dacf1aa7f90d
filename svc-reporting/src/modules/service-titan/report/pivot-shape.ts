import type { Dimension, Measure, PivotSort } from './report-definition.js';
import { columnKey, rowKey } from './report-query.js';

export type Label = string | number | boolean | null;

/** A row of the rollup as PostgreSQL answers it: d0.., c0.., g_d0.. (1 = rolled up), o0 (top N 'Other'), v0.. */
export type RollupRow = Record<string, unknown>;

export interface PivotColumn {
  /** JSON of the column's labels: '["Electrical","2026-01"]'; '[]' is the total of the row. */
  key: string;
  labels: Label[];
  type: 'data' | 'subtotal' | 'total';
}

export interface PivotLine {
  /** data: a leaf row; subtotal: a row group (its line comes before its rows); grandTotal: the last line. */
  type: 'data' | 'subtotal' | 'grandTotal';
  /** How many row labels the line has (0 for the grand total). */
  depth: number;
  labels: Label[];
  /** The first label is top N's 'Other' (the groups beyond the top N together). */
  other?: true;
  /** Value per column key, then per value key (hidden values left out). */
  values: Record<string, Record<string, number | null>>;
}

export const OTHER_LABEL = 'Other';

interface Node {
  labels: Label[];
  other: boolean;
  depth: number;
  cells: Map<string, Record<string, number | null>>;
  children: Map<string, Node>;
}

function labelOf(value: unknown, dimension: Dimension): Label {
  if (value === null || value === undefined) return null;
  if (dimension.field.type === 'number' && !dimension.bucket) return Number(value);
  if (typeof value === 'boolean') return value;
  return String(value);
}

const numberOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Labels in order: numbers as numbers, text as a person reads it; empty values last. */
export function compareLabels(a: Label, b: Label): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true });
}

/**
 * The pivot's lines and columns from its rollup rows: a tree of row groups (each with its cells
 * per column), siblings sorted by label or by a value (of one column or of the row's total),
 * written depth first: a group's subtotal line, then its rows; the grand total last. Top N's
 * 'Other' group always comes last among its siblings.
 */
export function shapePivot(
  rows: readonly RollupRow[],
  rowDims: readonly Dimension[],
  columnDims: readonly Dimension[],
  measures: readonly Measure[],
  sort: PivotSort,
): { columns: PivotColumn[]; lines: PivotLine[] } {
  const visible = measures.filter((m) => !m.hidden);
  const columns = new Map<string, PivotColumn>();
  const root: Node = { labels: [], other: false, depth: 0, cells: new Map(), children: new Map() };

  for (const row of rows) {
    const rowDepth = rowDims.findIndex((_, i) => Number(row[`g_${rowKey(i)}`]) === 1);
    const depth = rowDepth === -1 ? rowDims.length : rowDepth;
    const columnDepthAt = columnDims.findIndex((_, i) => Number(row[`g_${columnKey(i)}`]) === 1);
    const columnDepth = columnDepthAt === -1 ? columnDims.length : columnDepthAt;
    const columnLabels = columnDims.slice(0, columnDepth).map((d, i) => labelOf(row[columnKey(i)], d));
    const key = JSON.stringify(columnLabels);
    if (!columns.has(key)) {
      columns.set(key, { key, labels: columnLabels, type: columnDepth === 0 ? 'total' : columnDepth === columnDims.length ? 'data' : 'subtotal' });
    }
    let node = root;
    for (let i = 0; i < depth; i++) {
      const other = i === 0 && row['o0'] === true;
      const label = other ? OTHER_LABEL : labelOf(row[rowKey(i)], rowDims[i]!);
      const childKey = other ? '\u0000other' : JSON.stringify(label);
      let child = node.children.get(childKey);
      if (!child) {
        child = { labels: [...node.labels, label], other: other || node.other, depth: i + 1, cells: new Map(), children: new Map() };
        node.children.set(childKey, child);
      }
      node = child;
    }
    const cell: Record<string, number | null> = {};
    for (const m of measures) cell[m.key] = numberOf(row[m.key]);
    node.cells.set(key, cell);
  }

  const totalKey = '[]';
  const sortValue = (node: Node): number | null => node.cells.get(sort.columnKey ?? totalKey)?.[sort.valueKey ?? visible[0]!.key] ?? null;
  const sign = sort.direction === 'desc' ? -1 : 1;
  const compare = (a: Node, b: Node): number => {
    if (a.other !== b.other) return a.other ? 1 : -1;
    const la = a.labels.at(-1)!;
    const lb = b.labels.at(-1)!;
    if (sort.by === 'value') {
      const va = sortValue(a);
      const vb = sortValue(b);
      if (va !== vb) {
        if (va === null) return 1;
        if (vb === null) return -1;
        return sign * (va - vb);
      }
      return compareLabels(la, lb);
    }
    if (la === null || lb === null) return compareLabels(la, lb);
    return sign * compareLabels(la, lb);
  };

  const lines: PivotLine[] = [];
  const lineOf = (node: Node, type: PivotLine['type']): PivotLine => {
    const values: PivotLine['values'] = {};
    for (const [key, cell] of node.cells) {
      const shown: Record<string, number | null> = {};
      for (const m of visible) shown[m.key] = cell[m.key] ?? null;
      values[key] = shown;
    }
    return { type, depth: node.depth, labels: node.labels, ...(node.other ? { other: true as const } : {}), values };
  };
  const walk = (node: Node) => {
    for (const child of [...node.children.values()].sort(compare)) {
      if (child.depth === rowDims.length) lines.push(lineOf(child, 'data'));
      else {
        lines.push(lineOf(child, 'subtotal'));
        walk(child);
      }
    }
  };
  walk(root);
  lines.push(lineOf(root, 'grandTotal'));

  const columnOrder = (a: PivotColumn, b: PivotColumn): number => {
    if (a.type === 'total' || b.type === 'total') return a.type === 'total' ? (b.type === 'total' ? 0 : 1) : -1;
    const n = Math.min(a.labels.length, b.labels.length);
    for (let i = 0; i < n; i++) {
      const c = compareLabels(a.labels[i]!, b.labels[i]!);
      if (c !== 0) return c;
    }
    // A column group's subtotal after its columns.
    return b.labels.length - a.labels.length;
  };
  return { columns: [...columns.values()].sort(columnOrder), lines };
}
