import type { CatalogField } from '../report-catalog.js';
import { chicagoDay, REPORT_TIME_ZONE, type Filter, type Measure, type ReportDefinition } from '../report-definition.js';
import type { PivotColumn, PivotLine } from '../pivot-shape.js';

/**
 * A report as a download writes it, whatever the file format: a title and the lines that say what
 * it holds (date range, filters), typed columns, and its rows read in batches. The writers
 * (csv, xlsx, pdf) only lay it out.
 */

/** How a cell is written: its number format in a spreadsheet, its text in a PDF. */
export type CellKind = 'text' | 'number' | 'count' | 'currency' | 'date' | 'boolean';
export type CellValue = string | number | boolean | Date | null;
/** data: a row; subtotal: a row group's total (before its rows, as generate-report lists it); grandTotal: the last. */
export type SheetRowType = 'data' | 'subtotal' | 'grandTotal';

export interface SheetColumn {
  header: string;
  kind: CellKind;
}

export interface SheetRow {
  type: SheetRowType;
  values: CellValue[];
  /** A cell whose kind differs from its column's (a summary's sum of money beside a count). */
  kinds?: Array<CellKind | undefined>;
}

export interface ReportSheet {
  title: string;
  /** What the report holds: its date range and filters, one sentence each. */
  notes: string[];
  columns: SheetColumn[];
  /** The rows, a batch at a time, in order. */
  batches: AsyncIterable<SheetRow[]>;
  /** Rows the report has in all (a PDF may show fewer: see `shown`). */
  total: number;
  /** Rows the batches hold. */
  shown: number;
  /** Columns the report has in all (a PDF may show fewer). */
  totalColumns?: number;
  /** Ends the read of the rows (a cursor's snapshot): called once the file is written or abandoned. */
  close(): Promise<void>;
}

export const ROW_TYPE_HEADER = 'Row Type';
export const ROW_TYPE_LABELS: Record<SheetRowType, string> = { data: 'Data', subtotal: 'Subtotal', grandTotal: 'Grand Total' };
export const GRAND_TOTAL_LABEL = 'Grand Total';
/** A pivot label for rows whose value is empty (as Excel's pivots write it). */
export const BLANK_LABEL = '(blank)';

export function kindOf(field: CatalogField): CellKind {
  switch (field.type) {
    case 'number':
      return field.currency ? 'currency' : 'number';
    case 'date':
      return 'date';
    case 'boolean':
      return 'boolean';
    default:
      return 'text';
  }
}

/** A replica value as a cell: numbers (bigint and numeric arrive as text) as numbers, times as instants, lists and objects as JSON. */
export function cellOf(field: CatalogField, value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'number':
      return Number(value);
    case 'date':
      return value instanceof Date ? value : new Date(String(value));
    case 'boolean':
      return value === true || value === 'true';
    case 'object':
    case 'array':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return String(value);
  }
}

/** The kind of a pivot or summary value: counts as whole numbers, money as money, a date's min or max as a date. */
export function measureKind(measure: Pick<Measure, 'aggregation' | 'field'>): CellKind {
  if (measure.aggregation === 'count') return 'count';
  if (!measure.field) return 'number';
  if (measure.field.type === 'date') return 'date';
  return measure.field.currency ? 'currency' : 'number';
}

const OPERATOR_WORDS: Record<Filter['operator'], string> = {
  equals: 'is',
  notEquals: 'is not',
  contains: 'contains',
  in: 'is one of',
  gt: 'is more than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  between: 'is between',
  isEmpty: 'is empty',
  isNotEmpty: 'is not empty',
};

function filterSentence(filter: Filter): string {
  const values = filter.values.map(String);
  const what = filter.operator === 'between' ? `${values[0]} and ${values[1]}` : values.join(', ');
  return `${filter.field.label} ${OPERATOR_WORDS[filter.operator]}${what ? ` ${what}` : ''}`;
}

/** The lines under a report's title: its date range and its filters, in the words of its fields. */
export function reportNotes(def: ReportDefinition, now: Date = new Date()): string[] {
  const notes: string[] = [];
  if (def.dateField && def.dateRange) notes.push(`${def.dateField.label}: ${def.dateRange.startDate} to ${def.dateRange.endDate} (Chicago time)`);
  else notes.push('All dates');
  notes.push(def.filters.length > 0 ? `Filters: ${def.filters.map(filterSentence).join('; ')}` : 'No filters');
  notes.push(
    `Generated ${chicagoDay(now)} ${new Intl.DateTimeFormat('en-GB', { timeZone: REPORT_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(now)} (${REPORT_TIME_ZONE})`,
  );
  return notes;
}

/** A table report's columns: its fields, in order. */
export function tableColumns(def: ReportDefinition): SheetColumn[] {
  return def.fields.map((field) => ({ header: field.label, kind: kindOf(field) }));
}

/** A table report's row as the query answers it (f0, f1 ...). */
export function tableRow(def: ReportDefinition, row: Record<string, unknown>): SheetRow {
  return { type: 'data', values: def.fields.map((field, i) => cellOf(field, row[`f${i}`])) };
}

function columnTitle(column: PivotColumn): string {
  const labels = column.labels.map((l) => (l === null ? BLANK_LABEL : String(l)));
  if (column.type === 'total') return 'Total';
  return column.type === 'subtotal' ? `${labels.join(' / ')} Total` : labels.join(' / ');
}

/**
 * A pivot as a sheet: a column per row field (its labels), a column per column header x shown
 * value, and the row's type. Subtotal lines keep their group's labels, the grand total is
 * labelled 'Grand Total', an empty label reads '(blank)'.
 */
export function pivotSheetRows(def: ReportDefinition, shaped: { columns: PivotColumn[]; lines: PivotLine[] }): { columns: SheetColumn[]; rows: SheetRow[] } {
  const visible = def.measures.filter((m) => !m.hidden);
  const onlyTotal = shaped.columns.length === 1 && shaped.columns[0]!.type === 'total';
  const valueColumns = shaped.columns.flatMap((column) =>
    visible.map((measure) => ({
      key: column.key,
      measure,
      header: onlyTotal ? measure.label : visible.length === 1 ? columnTitle(column) : `${columnTitle(column)} · ${measure.label}`,
    })),
  );
  const columns: SheetColumn[] = [
    ...def.rows.map((d) => ({ header: d.bucket ? `${d.field.label} (${d.bucket})` : d.field.label, kind: d.bucket ? ('text' as const) : kindOf(d.field) })),
    ...valueColumns.map((c) => ({ header: c.header, kind: measureKind(c.measure) })),
    { header: ROW_TYPE_HEADER, kind: 'text' },
  ];
  const rows = shaped.lines.map((line): SheetRow => {
    const labels: CellValue[] = def.rows.map((_, i) => {
      if (line.type === 'grandTotal') return i === 0 ? GRAND_TOTAL_LABEL : null;
      if (i >= line.labels.length) return null;
      const label = line.labels[i];
      return label === null || label === undefined ? BLANK_LABEL : label;
    });
    const values = valueColumns.map(({ key, measure }): CellValue => {
      const value = line.values[key]?.[measure.key];
      if (value === null || value === undefined) return null;
      return measureKind(measure) === 'date' ? new Date(value) : value;
    });
    return { type: line.type, values: [...labels, ...values, ROW_TYPE_LABELS[line.type]] };
  });
  return { columns, rows };
}

export const SUMMARY_COLUMNS: SheetColumn[] = [
  { header: 'Field', kind: 'text' },
  { header: 'Count', kind: 'count' },
  { header: 'Sum', kind: 'number' },
  { header: 'Average', kind: 'number' },
  { header: 'Minimum', kind: 'number' },
  { header: 'Maximum', kind: 'number' },
];

/** A summary's line per field (as generate-report answers it) as a sheet row; a date's min and max are dates, money is money. */
export function summaryRow(field: CatalogField, entry: Record<string, unknown>): SheetRow {
  const kind = kindOf(field);
  const valueKind: CellKind | undefined = kind === 'currency' || kind === 'date' ? kind : undefined;
  const at = (key: string): CellValue => {
    const value = entry[key];
    if (value === null || value === undefined) return null;
    return field.type === 'date' ? new Date(String(value)) : Number(value);
  };
  return {
    type: 'data',
    values: [field.label, Number(entry['count'] ?? 0), at('sum'), at('avg'), at('min'), at('max')],
    kinds: [undefined, undefined, valueKind, valueKind, valueKind, valueKind],
  };
}

/** The rows of a sheet in one batch (a pivot, a summary, a PDF's capped rows). */
export async function* oneBatch(rows: SheetRow[]): AsyncIterable<SheetRow[]> {
  if (rows.length > 0) yield rows;
}

const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** A title as a file's name: without what file systems refuse; 'report' when nothing is left. */
function safeFileBase(title: string): string {
  const base = title.normalize('NFC').replace(UNSAFE_IN_NAMES, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 100).trim();
  return base || 'report';
}

/** A file name for the download: the safe title and the day. */
export function downloadFileName(title: string, extension: string, now: Date = new Date()): string {
  return `${safeFileBase(title)} ${chicagoDay(now)}.${extension}`;
}

/** A saved report's file name (a scheduled delivery's attachment): its safe name only. */
export function savedReportFileName(name: string, extension: string): string {
  return `${safeFileBase(name)}.${extension}`;
}

// One formatter for every cell: making one costs more than formatting with it (a new one per date
// cell cost about 130 µs, 7 s over the 54,000 invoice dates of the demo tenant).
const CHICAGO_WALL_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as its Chicago wall time, 'YYYY-MM-DD HH:mm:ss' (what a spreadsheet reads as a date and time). */
export function chicagoDateTime(at: Date): string {
  const parts: Record<string, string> = {};
  for (const part of CHICAGO_WALL_CLOCK.formatToParts(at)) parts[part.type] = part.value;
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}:${parts['second']}`;
}
