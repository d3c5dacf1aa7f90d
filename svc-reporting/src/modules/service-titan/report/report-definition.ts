import { AGGREGATIONS, AGGREGATION_LABELS, type Aggregation } from './join-planner.js';
import { FIELD_BY_ID, isNumeric, isScalar, type CatalogField } from './report-catalog.js';
import { ReportInputError } from './report.errors.js';
import { addDays, PRESET_NAMES, presetRange } from '@milestone/contracts/report-periods';

/** Reports are read and bucketed in the company's time (spec: Chicago time, CST/CDT). */
export const REPORT_TIME_ZONE = 'America/Chicago';
/** Spec 001 section 9: default report date range, last 30 days; 50 rows (table) or 100 (pivot) shown first. */
export const DEFAULT_RANGE_DAYS = 30;
export const DEFAULT_PAGE_SIZE = { table: 50, pivot: 100, summary: 100 } as const;
export const MAX_PAGE_SIZE = 1000;
export const MAX_SELECTED_FIELDS = 60;
export const MAX_PIVOT_FIELDS = 3;
export const MAX_VALUES = 8;
export const MAX_FILTERS = 20;

export const REPORT_FORMATS = ['table', 'pivot', 'summary'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const DATE_BUCKETS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type DateBucket = (typeof DATE_BUCKETS)[number];
export const FILTER_OPERATORS = ['equals', 'notEquals', 'contains', 'in', 'gt', 'gte', 'lt', 'lte', 'between', 'isEmpty', 'isNotEmpty'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Spec 001 section 9: the default report filters and their values. */
export const BUSINESS_UNIT_FILTER = ['All', 'Electrical', 'Plumbing', 'HVAC', 'General'] as const;
export const JOB_STATUS_FILTER = ['All', 'Completed', 'In Progress', 'Scheduled'] as const;
/** The filter's words as the replica stores the job status. */
const JOB_STATUS_VALUES: Record<Exclude<(typeof JOB_STATUS_FILTER)[number], 'All'>, string> = {
  Completed: 'Completed',
  'In Progress': 'InProgress',
  Scheduled: 'Scheduled',
};

export interface Dimension {
  field: CatalogField;
  /** Date fields in a pivot: the bucket their values are grouped by (Chicago days, Monday weeks). */
  bucket?: DateBucket;
}

export interface Measure {
  /** 'v0', 'v1' ... : the value's key in the answer. */
  key: string;
  /** Undefined: a count of the report's rows. */
  field?: CatalogField;
  aggregation: Aggregation;
  /** Computed (it can sort the pivot) but not shown. */
  hidden: boolean;
  label: string;
}

/** values: equals/notEquals/gt.. one; in: many; between: two; isEmpty/isNotEmpty: none. Dates are Chicago days 'YYYY-MM-DD'. */
export interface Filter {
  field: CatalogField;
  operator: FilterOperator;
  values: Array<string | number | boolean>;
}

export interface SortKey {
  field: CatalogField;
  direction: 'asc' | 'desc';
}

export interface PivotSort {
  by: 'label' | 'value';
  direction: 'asc' | 'desc';
  /** by value: which value (a key 'v1' or its field id); default the first. */
  valueKey?: string;
  /** by value: the column's key (as the answer names it); default the row's total. */
  columnKey?: string;
}

export interface ReportDefinition {
  format: ReportFormat;
  /** The fields of a table report, in order (and the fields a summary summarises). */
  fields: CatalogField[];
  rows: Dimension[];
  columns: Dimension[];
  measures: Measure[];
  filters: Filter[];
  dateField?: CatalogField;
  /** Chicago days, both inclusive; with the preset they were computed from today, when relative. */
  dateRange?: { startDate: string; endDate: string; preset?: string };
  sort: SortKey[];
  pivotSort: PivotSort;
  /** Pivot: the first row field keeps its top N groups by the sort value; the rest become 'Other'. */
  topN?: number;
  page: number;
  pageSize: number;
}

// The request as it arrives (the DTOs have checked the shapes; the meaning is checked here).
export interface PivotFieldInput {
  fieldId: string;
  dateBucket?: string;
}
export interface PivotValueInput {
  fieldId?: string;
  aggregation?: string;
  hidden?: boolean;
  label?: string;
}
/** A preset ('last-month', 'last-30-days' ...) is recomputed on each call: the dates beside it are then ignored. */
export interface DateRangeInput {
  startDate?: string;
  endDate?: string;
  preset?: string;
}
export interface ReportRequest {
  selectedFields?: string[];
  dateField?: string;
  dateRange?: DateRangeInput;
  reportConfig?: {
    name?: string;
    description?: string;
    format?: string;
    dateRange?: DateRangeInput;
    pivotConfig?: {
      rows?: Array<string | PivotFieldInput>;
      columns?: Array<string | PivotFieldInput>;
      values?: Array<string | PivotValueInput>;
      aggregation?: string;
      sort?: { by?: string; direction?: string; valueKey?: string; columnKey?: string };
      topN?: number;
    };
    filters?: Array<{ fieldId: string; operator: string; value?: unknown }>;
    businessUnit?: string;
    jobStatus?: string;
    sort?: Array<{ fieldId: string; direction?: string }>;
  };
  page?: number;
  pageSize?: number;
}

/** A list the request should hold (the DTO checked it; checked again, so this function stands alone). */
function listOf<T>(value: T[] | undefined, what: string): T[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ReportInputError(`${what} must be a list.`);
  return value;
}

const quote = (text: string) => `'${text.length > 80 ? `${text.slice(0, 80)}...` : text}'`;

function fieldOf(id: unknown): CatalogField {
  const field = typeof id === 'string' ? FIELD_BY_ID.get(id) : undefined;
  if (!field) throw new ReportInputError(`Unknown field ${quote(String(id))}: choose fields from the field catalog.`);
  return field;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Chicago calendar day of an instant, 'YYYY-MM-DD'. */
export function chicagoDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A day as the client sent it: 'YYYY-MM-DD' is a Chicago day; a full ISO time is read as its Chicago day. */
export function dayOf(value: unknown, what: string): string {
  if (typeof value === 'string') {
    const match = ISO_DAY.exec(value);
    if (match) {
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      if (date.toISOString().slice(0, 10) === value && Number(match[1]) >= 1900 && Number(match[1]) <= 2200) return value;
    } else if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) {
      return chicagoDay(new Date(value));
    }
  }
  throw new ReportInputError(`${what} must be a date (YYYY-MM-DD).`);
}

export const BAD_PRESET = (preset: unknown) => `${quote(String(preset))} is not a date range preset: use ${PRESET_NAMES}.`;

/** A preset's days on `today`, or the 400 that names the presets. */
function presetOf(preset: unknown, today: string): { startDate: string; endDate: string } {
  const range = typeof preset === 'string' ? presetRange(preset, today) : null;
  if (!range) throw new ReportInputError(BAD_PRESET(preset));
  return range;
}

function dimensionOf(input: string | PivotFieldInput, format: ReportFormat): Dimension {
  const id = typeof input === 'string' ? input : input?.fieldId;
  const field = fieldOf(id);
  if (!isScalar(field)) throw new ReportInputError(`${field.label} is a list or an object: it cannot be a pivot row or column.`);
  const bucket = typeof input === 'string' ? undefined : input.dateBucket;
  if (bucket !== undefined && typeof bucket !== 'string') throw new ReportInputError(`A date bucket is one of ${DATE_BUCKETS.join(', ')}.`);
  if (bucket !== undefined && !(DATE_BUCKETS as readonly string[]).includes(bucket)) {
    throw new ReportInputError(`A date bucket is one of ${DATE_BUCKETS.join(', ')}.`);
  }
  if (bucket !== undefined && field.type !== 'date') {
    throw new ReportInputError(`${field.label} is not a date: only date rows and columns take a day, week, month, quarter or year bucket.`);
  }
  return field.type === 'date' && format !== 'table' ? { field, bucket: (bucket as DateBucket | undefined) ?? 'day' } : { field };
}

function aggregationOf(value: unknown): Aggregation {
  if (value === undefined) return 'sum';
  if (typeof value === 'string' && (AGGREGATIONS as readonly string[]).includes(value)) return value as Aggregation;
  throw new ReportInputError(`An aggregation is one of count, sum, avg, min or max.`);
}

function checkAggregation(field: CatalogField, aggregation: Aggregation): void {
  if ((aggregation === 'sum' || aggregation === 'avg') && !isNumeric(field)) {
    throw new ReportInputError(`${AGGREGATION_LABELS[aggregation]} needs a number field: ${field.label} is not a number.`);
  }
  if ((aggregation === 'min' || aggregation === 'max') && field.type !== 'number' && field.type !== 'date') {
    throw new ReportInputError(`Minimum and maximum need a number or a date field: ${field.label} is neither.`);
  }
}

function measuresOf(values: Array<string | PivotValueInput>, fallback: Aggregation): Measure[] {
  return values.map((input, i) => {
    if (typeof input !== 'string' && (input === null || typeof input !== 'object' || Array.isArray(input))) {
      throw new ReportInputError('A pivot value is a field id or {fieldId, aggregation}.');
    }
    const spec: PivotValueInput = typeof input === 'string' ? { fieldId: input } : input;
    const field = spec.fieldId === undefined ? undefined : fieldOf(spec.fieldId);
    const aggregation = spec.aggregation === undefined ? (field && !isNumeric(field) ? 'count' : fallback) : aggregationOf(spec.aggregation);
    if (field) checkAggregation(field, aggregation);
    if (!field && aggregation !== 'count') throw new ReportInputError('A value without a field can only count rows.');
    const label =
      typeof spec.label === 'string' && spec.label.trim()
        ? spec.label.trim().slice(0, 100)
        : field
          ? `${AGGREGATION_LABELS[aggregation]} of ${field.label}`
          : 'Count';
    return { key: `v${i}`, ...(field ? { field } : {}), aggregation, hidden: spec.hidden === true, label };
  });
}

function filterValue(field: CatalogField, value: unknown): string | number | boolean {
  switch (field.type) {
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      if (!Number.isFinite(n)) throw new ReportInputError(`${field.label} takes a number: ${quote(String(value))} is not one.`);
      return n;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw new ReportInputError(`${field.label} takes true or false.`);
    case 'date':
      return dayOf(value, field.label);
    default:
      if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 500);
      throw new ReportInputError(`${field.label} takes text.`);
  }
}

function filterOf(input: { fieldId: string; operator: string; value?: unknown }): Filter {
  const field = fieldOf(input?.fieldId);
  if (!isScalar(field)) throw new ReportInputError(`${field.label} is a list or an object: it cannot be filtered on.`);
  const operator = input.operator as FilterOperator;
  if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) throw new ReportInputError(`A filter's operator is one of ${FILTER_OPERATORS.join(', ')}.`);
  if (operator === 'contains' && field.type !== 'string')
    throw new ReportInputError(`Only text fields can be filtered with 'contains': ${field.label} is not text.`);
  if (['gt', 'gte', 'lt', 'lte', 'between'].includes(operator) && field.type !== 'number' && field.type !== 'date') {
    throw new ReportInputError(`Only number and date fields can be compared: ${field.label} is neither.`);
  }
  if (operator === 'isEmpty' || operator === 'isNotEmpty') return { field, operator, values: [] };
  const raw = input.value;
  if (operator === 'in' || operator === 'between') {
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > 100 || (operator === 'between' && raw.length !== 2)) {
      throw new ReportInputError(operator === 'between' ? `'between' takes two values: from and to.` : `'in' takes a list of 1 to 100 values.`);
    }
    return { field, operator, values: raw.map((v) => filterValue(field, v)) };
  }
  if (raw === undefined || raw === null || Array.isArray(raw)) throw new ReportInputError(`The filter on ${field.label} needs a value.`);
  return { field, operator, values: [filterValue(field, raw)] };
}

/**
 * The report a request asks for, checked: every field from the catalog, every value of the right
 * type, the spec's defaults (last 30 days in Chicago time when a date field is chosen, 50 or 100
 * rows a page). Throws ReportInputError with the sentence a user reads.
 */
export function defineReport(request: ReportRequest, now: Date = new Date()): ReportDefinition {
  const config = request.reportConfig ?? {};
  const format = (config.format ?? 'table') as ReportFormat;
  if (!(REPORT_FORMATS as readonly string[]).includes(format)) throw new ReportInputError('The report format must be table, pivot or summary.');
  const selected = listOf(request.selectedFields, 'selectedFields');
  if (selected.length === 0) throw new ReportInputError('Please select at least one field to generate a report.');
  if (selected.length > MAX_SELECTED_FIELDS) throw new ReportInputError(`A report takes at most ${MAX_SELECTED_FIELDS} fields.`);
  const fields = [...new Map(selected.map((id) => [id, fieldOf(id)])).values()];

  const pivot = config.pivotConfig ?? {};
  let rows: Dimension[] = [];
  let columns: Dimension[] = [];
  let measures: Measure[] = [];
  if (format === 'pivot') {
    const fallback = aggregationOf(pivot.aggregation);
    rows = listOf(pivot.rows, 'The pivot rows').map((r) => dimensionOf(r, format));
    columns = listOf(pivot.columns, 'The pivot columns').map((c) => dimensionOf(c, format));
    if (rows.length === 0) {
      const first = fields.find((f) => isScalar(f) && !isNumeric(f));
      if (!first) throw new ReportInputError('Choose at least one row field for the pivot table.');
      rows = [dimensionOf(first.id, format)];
    }
    if (rows.length > MAX_PIVOT_FIELDS || columns.length > MAX_PIVOT_FIELDS) {
      throw new ReportInputError(`A pivot table takes at most ${MAX_PIVOT_FIELDS} row fields and ${MAX_PIVOT_FIELDS} column fields.`);
    }
    const given = listOf(pivot.values, 'The pivot values');
    const values = given.length > 0 ? given : fields.filter(isNumeric).map((f) => f.id);
    measures = values.length > 0 ? measuresOf(values, fallback) : [{ key: 'v0', aggregation: 'count', hidden: false, label: 'Count' }];
    if (measures.length > MAX_VALUES) throw new ReportInputError(`A pivot table takes at most ${MAX_VALUES} values.`);
    if (measures.every((m) => m.hidden)) throw new ReportInputError('Show at least one value of the pivot table.');
  }

  const filters = listOf(config.filters, 'The filters').map(filterOf);
  if (config.businessUnit !== undefined && config.businessUnit !== 'All') {
    if (!(BUSINESS_UNIT_FILTER as readonly string[]).includes(config.businessUnit)) {
      throw new ReportInputError(`Business Unit is one of ${BUSINESS_UNIT_FILTER.join(', ')}.`);
    }
    filters.push({ field: fieldOf('businessUnits.name'), operator: 'equals', values: [config.businessUnit] });
  }
  if (config.jobStatus !== undefined && config.jobStatus !== 'All') {
    const status = Object.hasOwn(JOB_STATUS_VALUES, String(config.jobStatus))
      ? JOB_STATUS_VALUES[config.jobStatus as keyof typeof JOB_STATUS_VALUES]
      : undefined;
    if (!status) throw new ReportInputError(`Job Status is one of ${JOB_STATUS_FILTER.join(', ')}.`);
    filters.push({ field: fieldOf('jobs.jobStatus'), operator: 'equals', values: [status] });
  }
  if (filters.length > MAX_FILTERS) throw new ReportInputError(`A report takes at most ${MAX_FILTERS} filters.`);

  // Date filtering needs a date field (spec 2.6: its inputs are disabled until one is chosen).
  let dateField: CatalogField | undefined;
  let dateRange: ReportDefinition['dateRange'];
  if (request.dateField !== undefined && request.dateField !== '') {
    dateField = fieldOf(request.dateField);
    if (dateField.type !== 'date') throw new ReportInputError(`${dateField.label} is not a date field: choose a date field to filter by date.`);
    const range = request.dateRange ?? config.dateRange ?? {};
    if (range.preset !== undefined) {
      dateRange = { ...presetOf(range.preset, chicagoDay(now)), preset: range.preset };
    } else {
      const endDate = range.endDate ? dayOf(range.endDate, 'The end date') : chicagoDay(now);
      const startDate = range.startDate ? dayOf(range.startDate, 'The start date') : addDays(endDate, -(DEFAULT_RANGE_DAYS - 1));
      if (startDate > endDate) throw new ReportInputError('The start date must be on or before the end date.');
      dateRange = { startDate, endDate };
    }
  } else {
    // Without a date field no range applies; a preset that names none is still refused.
    for (const range of [request.dateRange, config.dateRange]) if (range?.preset !== undefined) presetOf(range.preset, chicagoDay(now));
  }

  const sort = listOf(config.sort, 'The sort')
    .slice(0, 5)
    .map((s) => {
      const field = fieldOf(s?.fieldId);
      if (format === 'table' && !fields.includes(field)) throw new ReportInputError(`Sort by a field of the report: ${field.label} is not selected.`);
      if (!isScalar(field)) throw new ReportInputError(`${field.label} is a list or an object: it cannot be sorted on.`);
      if (s.direction !== undefined && s.direction !== 'asc' && s.direction !== 'desc') throw new ReportInputError(`A sort direction is asc or desc.`);
      return { field, direction: s.direction ?? 'asc' } as SortKey;
    });

  const by = pivot.sort?.by ?? 'label';
  if (by !== 'label' && by !== 'value') throw new ReportInputError(`A pivot is sorted by label or by value.`);
  const direction = pivot.sort?.direction ?? (by === 'value' ? 'desc' : 'asc');
  if (direction !== 'asc' && direction !== 'desc') throw new ReportInputError(`A sort direction is asc or desc.`);
  const pivotSort: PivotSort = { by, direction, ...(pivot.sort?.columnKey !== undefined ? { columnKey: pivot.sort.columnKey } : {}) };
  if (pivot.sort?.valueKey !== undefined) {
    const value = measures.find((m) => m.key === pivot.sort!.valueKey || m.field?.id === pivot.sort!.valueKey);
    if (!value) throw new ReportInputError(`Sort by one of the pivot's values: ${quote(pivot.sort.valueKey)} is not one.`);
    pivotSort.valueKey = value.key;
  }
  const topN = pivot.topN;
  if (topN !== undefined && (!Number.isInteger(topN) || topN < 1 || topN > 1000)) throw new ReportInputError('Top N is a whole number from 1 to 1000.');

  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE[format];
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw new ReportInputError(`A page holds 1 to ${MAX_PAGE_SIZE} rows.`);
  const page = request.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw new ReportInputError('The page is a whole number from 1.');

  return {
    format,
    fields,
    rows,
    columns,
    measures,
    filters,
    ...(dateField ? { dateField, dateRange } : {}),
    sort,
    pivotSort,
    ...(topN !== undefined ? { topN } : {}),
    page,
    pageSize,
  };
}
