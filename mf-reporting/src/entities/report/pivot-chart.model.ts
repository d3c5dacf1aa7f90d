import { formatLabel, type PivotLabel } from './report-format.model.js';
import { TOTAL_COLUMN_KEY, type PivotLine } from './pivot-table.model.js';
import type { PivotMeta, PivotValueMeta } from './report.model.js';

export type ChartKind = 'bar' | 'stackedBar' | 'line';
export const CHART_KINDS: readonly ChartKind[] = ['bar', 'stackedBar', 'line'];
export const CHART_KIND_LABELS: Record<ChartKind, string> = { bar: 'Bar', stackedBar: 'Stacked bar', line: 'Line' };

/** More bars than this do not read; a line takes a year of days. */
export const MAX_CHART_POINTS: Record<ChartKind, number> = { bar: 50, stackedBar: 50, line: 400 };
/** Series beyond this many (column labels) are left out of the chart; the table has them all. */
export const MAX_CHART_SERIES = 12;

/**
 * The chart that fits a pivot: a line over time when the first row field is a date bucket,
 * stacked bars when there are column fields (each bar split by column), plain bars otherwise.
 */
export function chartKindFor(meta: Pick<PivotMeta, 'rows' | 'columns'>): ChartKind {
  if (meta.rows[0]?.dateBucket) return 'line';
  return meta.columns.length > 0 ? 'stackedBar' : 'bar';
}

export interface ChartSeries {
  /** The key of the series in each point. */
  dataKey: string;
  name: string;
}

export interface ChartData {
  /** One point per group of the first row field: its label under 'label', a figure per series. */
  points: Array<Record<string, string | number | null>>;
  series: ChartSeries[];
  /** The figure drawn (the first shown value). */
  value: PivotValueMeta | undefined;
  /** Groups and series not drawn (past the limits). */
  hiddenPoints: number;
  hiddenSeries: number;
}

/**
 * The chart of a pivot: a point per group of the first row field (its subtotal line, or its data
 * line when it is the only row field; top N's 'Other' included, the grand total not), the first
 * shown value; a series per label of the first column field (its subtotal, or its column when it
 * is the only one), else one series of the row's total. A line's points are in time order
 * whatever the table's sort.
 */
export function pivotChartData(lines: readonly PivotLine[], meta: PivotMeta, kind: ChartKind): ChartData {
  const value = meta.values[0];
  const groups = lines.filter((line) => line.depth === 1 && line.type !== 'grandTotal');
  const bucket = meta.rows[0]?.dateBucket ?? null;
  const ordered =
    kind === 'line' && bucket ? [...groups].sort((a, b) => String(a.labels[0] ?? '\uffff').localeCompare(String(b.labels[0] ?? '\uffff'))) : groups;
  const columns =
    meta.columns.length === 0
      ? []
      : meta.columnKeys.filter((c) => c.labels.length === 1 && (meta.columns.length === 1 ? c.type === 'data' : c.type === 'subtotal'));
  const allSeries =
    columns.length === 0
      ? [{ dataKey: 's0', name: value?.label ?? 'Total', columnKey: TOTAL_COLUMN_KEY }]
      : columns.map((c, i) => ({ dataKey: `s${i}`, name: formatLabel(c.labels[0] as PivotLabel, meta.columns[0]?.dateBucket ?? null), columnKey: c.key }));
  const series = allSeries.slice(0, MAX_CHART_SERIES);
  const shown = ordered.slice(0, MAX_CHART_POINTS[kind]);
  const points = shown.map((line) => {
    const point: Record<string, string | number | null> = { label: formatLabel(line.labels[0], bucket) };
    for (const s of series) point[s.dataKey] = value ? (line.values[s.columnKey]?.[value.key] ?? null) : null;
    return point;
  });
  return {
    points,
    series: series.map(({ dataKey, name }) => ({ dataKey, name })),
    value,
    hiddenPoints: ordered.length - shown.length,
    hiddenSeries: allSeries.length - series.length,
  };
}
