import type { ReportingComponents } from '@milestone/contracts';
import { ApiError } from '@milestone/platform-sdk';
import { CUSTOM_RANGE, DEFAULT_DATE_PRESET, presetDateRange } from './date-presets.model.js';

type Schemas = ReportingComponents['schemas'];
type GenerateReportBody = Schemas['GenerateReportDto'];

/** What POST /api/service-titan/generate-report pages and download-report writes whole: the body without its page. */
export type ReportDefinition = Omit<GenerateReportBody, 'page' | 'pageSize'>;
export type ReportConfig = NonNullable<ReportDefinition['reportConfig']>;
export type PivotConfig = NonNullable<ReportConfig['pivotConfig']>;
export type ReportFormat = NonNullable<ReportConfig['format']>;
export type BusinessUnit = NonNullable<ReportConfig['businessUnit']>;
export type JobStatus = NonNullable<ReportConfig['jobStatus']>;
export type Aggregation = NonNullable<Schemas['PivotValueDto']['aggregation']>;
export type DateBucket = NonNullable<Schemas['PivotFieldDto']['dateBucket']>;
export type PivotSort = Schemas['PivotSortDto'];
export type ReportFilter = Schemas['ReportFilterDto'];
export type ReportSort = Schemas['ReportSortDto'];
export type ReportAnswer = Schemas['GenerateReportResponseDto'];
export type ReportColumn = Schemas['ReportColumnDto'];
export type PivotMeta = Schemas['PivotMetaDto'];
export type PivotColumnKey = Schemas['PivotColumnDto'];
export type PivotValueMeta = Schemas['PivotValueMetaDto'];
export type DownloadFormat = Schemas['DownloadReportDto']['format'];
export type FieldType = Schemas['FieldDto']['type'];

/** The values the spec lists (section 9); 'All' filters nothing. */
export const BUSINESS_UNITS: readonly BusinessUnit[] = ['All', 'Electrical', 'Plumbing', 'HVAC', 'General'];
export const JOB_STATUSES: readonly JobStatus[] = ['All', 'Completed', 'In Progress', 'Scheduled'];
export const REPORT_FORMATS: readonly ReportFormat[] = ['table', 'pivot', 'summary'];
export const AGGREGATIONS: readonly Aggregation[] = ['count', 'sum', 'avg', 'min', 'max'];
export const DATE_BUCKETS: readonly DateBucket[] = ['day', 'week', 'month', 'quarter', 'year'];
export const DOWNLOAD_FORMATS: readonly DownloadFormat[] = ['csv', 'xlsx', 'pdf'];

export const FORMAT_LABELS: Record<ReportFormat, string> = { table: 'Table', pivot: 'Pivot', summary: 'Summary' };
export const AGGREGATION_LABELS: Record<Aggregation, string> = { count: 'Count', sum: 'Sum', avg: 'Average', min: 'Minimum', max: 'Maximum' };
export const DATE_BUCKET_LABELS: Record<DateBucket, string> = { day: 'Day', week: 'Week', month: 'Month', quarter: 'Quarter', year: 'Year' };

/** The server's limits on a pivot (svc-reporting report-definition.ts): 3 row and 3 column fields, 8 values. */
export const MAX_PIVOT_FIELDS = 3;
export const MAX_PIVOT_VALUES = 8;

/** Spec 001 sections 2.6 and 9: the first 50 rows of a table, the first 100 lines of a pivot; more on demand. */
export const PAGE_SIZES: Record<ReportFormat, number> = { table: 50, pivot: 100, summary: 100 };
/** Spec 001 section 9: the default date range is the last 30 days (today included), in Chicago time. */
export const DEFAULT_RANGE_DAYS = 30;
export const REPORT_TIME_ZONE = 'America/Chicago';

/** The texts of spec 001 sections 5 and 8. */
export const REPORT_TEXTS = {
  noFields: { title: 'No Fields Selected', description: 'Please select at least one field to generate a report.' },
  generationFailed: 'Report Generation Failed',
  generationFailedDescription: 'An error occurred while generating the report',
  generationFallback: 'Failed to generate report',
  downloadFailed: { title: 'Download Failed', description: 'Failed to download the report. Please try again.' },
} as const;

export interface PivotFieldChoice {
  fieldId: string;
  /** Date fields only. */
  dateBucket?: DateBucket;
}

export interface PivotValueChoice {
  /** None: a count of the report's rows. */
  fieldId?: string;
  aggregation: Aggregation;
  /** Computed so the pivot can be sorted by it, not shown. */
  hidden: boolean;
}

/** What the builder's form holds; `definitionOf` turns it into the definition the server takes. */
export interface BuilderState {
  selectedFields: string[];
  /** Date inputs apply only once a date field is chosen (spec 001 section 2.6). */
  dateField?: string;
  dateRange: { startDate: string; endDate: string };
  /** The relative period the dates were filled from ('last-30-days' ...), or 'custom' for dates as typed. */
  datePreset: string;
  businessUnit: BusinessUnit;
  jobStatus: JobStatus;
  format: ReportFormat;
  rows: PivotFieldChoice[];
  columns: PivotFieldChoice[];
  values: PivotValueChoice[];
  sort: { by: 'label' | 'value'; direction: 'asc' | 'desc'; valueKey?: string; columnKey?: string };
  topN?: number;
  /** Kept from the definition the builder opened with, sent back unchanged. */
  name?: string;
  description?: string;
  filters: ReportFilter[];
  tableSort: ReportSort[];
}

const chicagoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Chicago calendar day of an instant, 'YYYY-MM-DD'. */
export function chicagoDay(at: Date): string {
  return chicagoDayFormat.format(at);
}

/** 'YYYY-MM-DD' moved by whole calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The last 30 days in Chicago, today included: what the server applies when a date field comes without a range. */
export function defaultDateRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const endDate = chicagoDay(now);
  return { startDate: addDays(endDate, -(DEFAULT_RANGE_DAYS - 1)), endDate };
}

/** A preset picked beside the dates: the dates it means today (Chicago); 'custom' keeps the dates as they are. */
export function withDatePreset(state: BuilderState, preset: string, now: Date = new Date()): BuilderState {
  const dates = preset === CUSTOM_RANGE ? null : presetDateRange(preset, chicagoDay(now));
  return { ...state, datePreset: dates ? preset : CUSTOM_RANGE, ...(dates ? { dateRange: dates } : {}) };
}

/** A date typed in one of the inputs: the range is then custom, no longer a preset. */
export function withDate(state: BuilderState, key: 'startDate' | 'endDate', day: string): BuilderState {
  return { ...state, dateRange: { ...state.dateRange, [key]: day }, datePreset: CUSTOM_RANGE };
}

/** How many rows (table) or lines (pivot) a page of this format holds. */
export function pageSizeOf(format: ReportFormat | undefined): number {
  return PAGE_SIZES[format ?? 'table'];
}

/** The aggregations a field of this type takes (the server refuses a sum of text, a minimum of a yes/no). */
export function aggregationsFor(type: FieldType | undefined): Aggregation[] {
  if (type === undefined || type === 'number') return [...AGGREGATIONS];
  if (type === 'date') return ['count', 'min', 'max'];
  return ['count'];
}

/** A field picked as a value: summed when it is a number, counted otherwise. */
export function defaultValueChoice(fieldId: string | undefined, type: FieldType | undefined): PivotValueChoice {
  return { ...(fieldId ? { fieldId } : {}), aggregation: fieldId && type === 'number' ? 'sum' : 'count', hidden: false };
}

/** A field picked as a row or column: a date is grouped by month unless told otherwise. */
export function defaultFieldChoice(fieldId: string, type: FieldType | undefined): PivotFieldChoice {
  return type === 'date' ? { fieldId, dateBucket: 'month' } : { fieldId };
}

const fieldChoice = (input: string | Schemas['PivotFieldDto']): PivotFieldChoice =>
  typeof input === 'string' ? { fieldId: input } : { fieldId: input.fieldId, ...(input.dateBucket ? { dateBucket: input.dateBucket } : {}) };

const valueChoice = (input: string | Schemas['PivotValueDto'], fallback: Aggregation): PivotValueChoice => {
  const spec = typeof input === 'string' ? { fieldId: input } : input;
  return {
    ...(spec.fieldId ? { fieldId: spec.fieldId } : {}),
    aggregation: spec.aggregation ?? (spec.fieldId ? fallback : 'count'),
    hidden: spec.hidden === true,
  };
};

/**
 * The builder's form for a definition (a saved one, or the task's): everything it names, and for
 * what it leaves out the spec's defaults: table format, All units and statuses, the last 30 days.
 */
export function builderStateOf(definition: ReportDefinition | undefined, now: Date = new Date()): BuilderState {
  const config = definition?.reportConfig ?? {};
  const pivot = config.pivotConfig ?? {};
  const given = definition?.dateRange ?? config.dateRange ?? {};
  // A preset opens on what it means today; a definition without dates, on the default preset.
  const preset = 'preset' in given && given.preset ? given.preset : given.startDate || given.endDate ? CUSTOM_RANGE : DEFAULT_DATE_PRESET;
  const presetDates = preset === CUSTOM_RANGE ? null : presetDateRange(preset, chicagoDay(now));
  const range = presetDates ?? given;
  const fallbackRange = defaultDateRange(now);
  const endDate = range.endDate ?? fallbackRange.endDate;
  const startDate = range.startDate ?? (range.endDate ? addDays(endDate, -(DEFAULT_RANGE_DAYS - 1)) : fallbackRange.startDate);
  const sort = pivot.sort ?? {};
  const by = sort.by ?? 'label';
  return {
    selectedFields: [...(definition?.selectedFields ?? [])],
    ...(definition?.dateField ? { dateField: definition.dateField } : {}),
    dateRange: { startDate, endDate },
    datePreset: presetDates ? preset : CUSTOM_RANGE,
    businessUnit: config.businessUnit ?? 'All',
    jobStatus: config.jobStatus ?? 'All',
    format: config.format ?? 'table',
    rows: (pivot.rows ?? []).map(fieldChoice),
    columns: (pivot.columns ?? []).map(fieldChoice),
    values: (pivot.values ?? []).map((v) => valueChoice(v, pivot.aggregation ?? 'sum')),
    sort: {
      by,
      direction: sort.direction ?? (by === 'value' ? 'desc' : 'asc'),
      ...(sort.valueKey !== undefined ? { valueKey: sort.valueKey } : {}),
      ...(sort.columnKey !== undefined ? { columnKey: sort.columnKey } : {}),
    },
    ...(pivot.topN !== undefined ? { topN: pivot.topN } : {}),
    ...(config.name !== undefined ? { name: config.name } : {}),
    ...(config.description !== undefined ? { description: config.description } : {}),
    filters: [...(config.filters ?? [])],
    tableSort: [...(config.sort ?? [])],
  };
}

/**
 * The definition of the builder's form, as generate-report and download-report take it: the date
 * range only with a date field, the filters only when they filter (not 'All'), and the pivot's
 * configuration only for a pivot.
 */
export function definitionOf(state: BuilderState): ReportDefinition {
  const reportConfig: ReportConfig = {
    format: state.format,
    ...(state.name ? { name: state.name } : {}),
    ...(state.description ? { description: state.description } : {}),
    ...(state.businessUnit !== 'All' ? { businessUnit: state.businessUnit } : {}),
    ...(state.jobStatus !== 'All' ? { jobStatus: state.jobStatus } : {}),
    ...(state.filters.length > 0 ? { filters: state.filters } : {}),
    ...(state.tableSort.length > 0 ? { sort: state.tableSort } : {}),
    ...(state.format === 'pivot' ? { pivotConfig: pivotConfigOf(state) } : {}),
  };
  return {
    selectedFields: [...state.selectedFields],
    ...(state.dateField
      ? { dateField: state.dateField, dateRange: { ...state.dateRange, ...(state.datePreset !== CUSTOM_RANGE ? { preset: state.datePreset } : {}) } }
      : {}),
    reportConfig,
  };
}

/** The sort the server takes: which value and column only when sorting by value. */
function pivotSortOf({ by, direction, valueKey, columnKey }: BuilderState['sort']): PivotSort {
  return {
    by,
    direction,
    ...(by === 'value' && valueKey !== undefined ? { valueKey } : {}),
    ...(by === 'value' && columnKey !== undefined ? { columnKey } : {}),
  };
}

function pivotConfigOf(state: BuilderState): PivotConfig {
  const field = (c: PivotFieldChoice) => ({ fieldId: c.fieldId, ...(c.dateBucket ? { dateBucket: c.dateBucket } : {}) });
  return {
    ...(state.rows.length > 0 ? { rows: state.rows.map(field) } : {}),
    ...(state.columns.length > 0 ? { columns: state.columns.map(field) } : {}),
    ...(state.values.length > 0
      ? {
          values: state.values.map((v) => ({
            ...(v.fieldId ? { fieldId: v.fieldId } : {}),
            aggregation: v.aggregation,
            ...(v.hidden ? { hidden: true } : {}),
          })),
        }
      : {}),
    sort: pivotSortOf(state.sort),
    ...(state.topN !== undefined ? { topN: state.topN } : {}),
  };
}

/**
 * A new selection of fields: the pivot keeps only the rows, columns and values of fields still
 * selected (a count of rows always stays), and the date field goes when it is no longer selected.
 */
export function withSelectedFields(state: BuilderState, selectedFields: string[]): BuilderState {
  const kept = new Set(selectedFields);
  const { dateField, ...rest } = state;
  const values = state.values.filter((v) => v.fieldId === undefined || kept.has(v.fieldId));
  return {
    ...rest,
    selectedFields,
    ...(dateField && kept.has(dateField) ? { dateField } : {}),
    rows: state.rows.filter((r) => kept.has(r.fieldId)),
    columns: state.columns.filter((c) => kept.has(c.fieldId)),
    values,
    // A sort by a value names it by its place ('v1'): with values gone, sort by the first one.
    sort: values.length === state.values.length ? state.sort : withoutValueKey(state.sort),
  };
}

function withoutValueKey(sort: BuilderState['sort']): BuilderState['sort'] {
  const { valueKey: _valueKey, ...rest } = sort;
  return rest;
}

/** The first page of a definition, sized for its format. */
export function firstPageRequest(definition: ReportDefinition): GenerateReportBody {
  return { ...definition, page: 1, pageSize: pageSizeOf(definition.reportConfig?.format) };
}

/** The page after `loaded` rows of the same definition. */
export function nextPageRequest(definition: ReportDefinition, loaded: number): GenerateReportBody {
  const pageSize = pageSizeOf(definition.reportConfig?.format);
  return { ...definition, page: Math.floor(loaded / pageSize) + 1, pageSize };
}

/** The pages of one report read so far: the first answer's description, and every row or line read. */
export interface LoadedReport {
  definition: ReportDefinition;
  answer: ReportAnswer;
  rows: Array<Record<string, unknown>>;
  /** Rows (table) or lines (pivot) in all. */
  total: number;
}

/** The first page of a report. */
export function loadedReportOf(definition: ReportDefinition, answer: ReportAnswer): LoadedReport {
  return { definition, answer, rows: [...answer.data], total: answer.total };
}

/** A further page added after the rows read (a page already read is not added twice). */
export function withNextPage(report: LoadedReport, answer: ReportAnswer): LoadedReport {
  const start = (answer.page - 1) * answer.pageSize;
  if (start !== report.rows.length) return report;
  return { ...report, rows: [...report.rows, ...answer.data], total: answer.total };
}

/**
 * The rows of a report as shown. A pivot read a page at a time shows its grand total from the
 * first page: the server hands it with every page (pivot.grandTotal) and it stays last until the
 * page that holds it is read.
 */
export function shownRows(report: LoadedReport): Array<Record<string, unknown>> {
  const grand = report.answer.pivot?.grandTotal;
  if (report.answer.format !== 'pivot' || !grand || report.rows.some((row) => row['type'] === 'grandTotal')) return report.rows;
  return [...report.rows, grand];
}

/** Whether there is more to read than is shown: the "Load more" of the results. */
export function hasMoreRows(report: LoadedReport): boolean {
  return report.answer.format !== 'summary' && report.rows.length < report.total;
}

/**
 * What a failed generation says under 'Report Generation Failed' (spec 001 section 8): the server's
 * sentence; 'Failed to generate report' when it refused without one; 'An error occurred while
 * generating the report' when no answer came (the network, the gateway).
 */
export function generationFailureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage?.trim() ? error.serverMessage : REPORT_TEXTS.generationFallback;
  return REPORT_TEXTS.generationFailedDescription;
}

/** The same report sorted another way (a click on the pivot's headers): only its pivot's sort changes. */
export function withPivotSort(definition: ReportDefinition, sort: BuilderState['sort']): ReportDefinition {
  const config = definition.reportConfig ?? {};
  return { ...definition, reportConfig: { ...config, pivotConfig: { ...config.pivotConfig, sort: pivotSortOf(sort) } } };
}

/**
 * The file name of a download from its Content-Disposition header (RFC 6266: the UTF-8
 * `filename*` first, then `filename`), else `report.<format>`.
 */
export function downloadFileName(contentDisposition: string | null, format: DownloadFormat): string {
  const fallback = `report.${format}`;
  if (!contentDisposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(contentDisposition);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim()) : undefined;
  return name || fallback;
}
