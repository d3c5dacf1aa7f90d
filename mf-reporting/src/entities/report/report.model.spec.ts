import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@milestone/platform-sdk';
import { UNIT_BY_TECHNICIAN_BY_MONTH, UNIT_BY_TECHNICIAN_LINES, pivotAnswer, tableAnswer } from './report.fixture.js';
import {
  aggregationsFor,
  builderStateOf,
  defaultDateRange,
  definitionOf,
  downloadFileName,
  firstPageRequest,
  generationFailureText,
  hasMoreRows,
  loadedReportOf,
  nextPageRequest,
  shownRows,
  withNextPage,
  withPivotSort,
  withDate,
  withDatePreset,
  withSelectedFields,
  type BuilderState,
  type ReportAnswer,
  type ReportDefinition,
} from './report.model.js';

// 03:00 UTC on 1 March 2026 is still 28 February in Chicago (CST, UTC-6).
const NOW = new Date('2026-03-01T03:00:00Z');

function pivotState(): BuilderState {
  return {
    ...builderStateOf(undefined, NOW),
    selectedFields: ['businessUnits.name', 'invoices.invoiceDate', 'invoices.subTotal', 'invoices.total'],
    dateField: 'invoices.invoiceDate',
    format: 'pivot',
    rows: [{ fieldId: 'businessUnits.name' }],
    columns: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'month' }],
    values: [
      { fieldId: 'invoices.subTotal', aggregation: 'sum', hidden: false },
      { fieldId: 'invoices.total', aggregation: 'avg', hidden: true },
    ],
    sort: { by: 'value', direction: 'desc', valueKey: 'v1', columnKey: '["2026-01"]' },
    topN: 5,
  };
}

describe('the report definition', () => {
  it('opens on the last 30 days in Chicago time, today included, in table format with no filter', () => {
    const state = builderStateOf(undefined, NOW);
    // 30 Jan .. 28 Feb 2026: 2 days of January and the 28 of February.
    expect(state.dateRange).toEqual({ startDate: '2026-01-30', endDate: '2026-02-28' });
    expect(state.format).toBe('table');
    expect(state.businessUnit).toBe('All');
    expect(state.jobStatus).toBe('All');
    expect(state.dateField).toBeUndefined();
  });

  it('counts the 30 days by the Chicago calendar across the end of daylight time', () => {
    // 05:30 UTC on 1 November 2026 is 00:30 CDT that day; 3 October is 29 days earlier.
    expect(defaultDateRange(new Date('2026-11-01T05:30:00Z'))).toEqual({ startDate: '2026-10-03', endDate: '2026-11-01' });
  });

  it('sends no date range until a date field is chosen, then the last 30 days as a preset the server recomputes', () => {
    const state = { ...builderStateOf(undefined, NOW), selectedFields: ['jobs.jobNumber'] };
    expect(definitionOf(state)).toEqual({ selectedFields: ['jobs.jobNumber'], reportConfig: { format: 'table' } });
    expect(definitionOf({ ...state, dateField: 'jobs.completedOn' })).toEqual({
      selectedFields: ['jobs.jobNumber'],
      dateField: 'jobs.completedOn',
      dateRange: { startDate: '2026-01-30', endDate: '2026-02-28', preset: 'last-30-days' },
      reportConfig: { format: 'table' },
    });
  });

  it('fills the dates from a preset picked, in Chicago time, and sends the preset with them', () => {
    const state = { ...builderStateOf(undefined, NOW), selectedFields: ['jobs.jobNumber'], dateField: 'jobs.completedOn' };
    const lastMonth = withDatePreset(state, 'last-month', NOW);
    expect(lastMonth.dateRange).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(definitionOf(lastMonth).dateRange).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31', preset: 'last-month' });
    // Custom range keeps the dates shown and sends no preset.
    const custom = withDatePreset(lastMonth, 'custom', NOW);
    expect(definitionOf(custom).dateRange).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
  });

  it('turns the range custom when a date is typed', () => {
    const state = { ...builderStateOf(undefined, NOW), dateField: 'jobs.completedOn' };
    const typed = withDate(state, 'startDate', '2026-02-10');
    expect(typed.datePreset).toBe('custom');
    expect(definitionOf(typed).dateRange).toEqual({ startDate: '2026-02-10', endDate: '2026-02-28' });
  });

  it("opens a saved preset on today's dates, and saved dates without one as a custom range", () => {
    const later = new Date('2026-05-20T15:00:00Z');
    const saved: ReportDefinition = {
      selectedFields: ['jobs.jobNumber'],
      dateField: 'jobs.completedOn',
      dateRange: { startDate: '2026-01-01', endDate: '2026-01-31', preset: 'last-month' },
    };
    const opened = builderStateOf(saved, later);
    expect(opened.datePreset).toBe('last-month');
    expect(opened.dateRange).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
    const fixed = builderStateOf({ ...saved, dateRange: { startDate: '2026-01-01', endDate: '2026-01-31' } }, later);
    expect(fixed.datePreset).toBe('custom');
    expect(fixed.dateRange).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
    // A preset this builder does not know keeps the dates it came with.
    expect(builderStateOf({ ...saved, dateRange: { startDate: '2026-01-01', endDate: '2026-01-31', preset: 'next-week' } }, later).datePreset).toBe('custom');
  });

  it('sends the Business Unit and Job Status filters only when they are not All', () => {
    const state = { ...builderStateOf(undefined, NOW), selectedFields: ['jobs.jobNumber'], businessUnit: 'HVAC' as const, jobStatus: 'In Progress' as const };
    expect(definitionOf(state).reportConfig).toEqual({ format: 'table', businessUnit: 'HVAC', jobStatus: 'In Progress' });
  });

  it("sends a pivot's rows, date buckets, values with their aggregation, the hidden sort value, the sort and top N", () => {
    expect(definitionOf(pivotState()).reportConfig).toEqual({
      format: 'pivot',
      pivotConfig: {
        rows: [{ fieldId: 'businessUnits.name' }],
        columns: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'month' }],
        values: [
          { fieldId: 'invoices.subTotal', aggregation: 'sum' },
          { fieldId: 'invoices.total', aggregation: 'avg', hidden: true },
        ],
        sort: { by: 'value', direction: 'desc', valueKey: 'v1', columnKey: '["2026-01"]' },
        topN: 5,
      },
    });
  });

  it('sends no pivot configuration for a table or a summary', () => {
    expect(definitionOf({ ...pivotState(), format: 'summary' }).reportConfig).toEqual({ format: 'summary' });
  });

  it('reopens a definition it wrote as the same form', () => {
    const state = { ...pivotState(), name: 'Revenue by unit', businessUnit: 'Plumbing' as const };
    expect(builderStateOf(definitionOf(state), NOW)).toEqual(state);
  });

  it('reads the short forms a saved definition may use: field ids as strings, a default aggregation', () => {
    const saved: ReportDefinition = {
      selectedFields: ['businessUnits.name', 'invoices.subTotal'],
      reportConfig: { format: 'pivot', pivotConfig: { rows: ['businessUnits.name'], values: ['invoices.subTotal', {}], aggregation: 'max' } },
    };
    const state = builderStateOf(saved, NOW);
    expect(state.rows).toEqual([{ fieldId: 'businessUnits.name' }]);
    expect(state.values).toEqual([
      { fieldId: 'invoices.subTotal', aggregation: 'max', hidden: false },
      { aggregation: 'count', hidden: false },
    ]);
    expect(state.sort).toEqual({ by: 'label', direction: 'asc' });
  });

  it('drops the pivot rows, columns, values and date field of a field that is no longer selected, keeping a count of rows', () => {
    const state = { ...pivotState(), values: [...pivotState().values, { aggregation: 'count' as const, hidden: false }] };
    const next = withSelectedFields(state, ['businessUnits.name', 'invoices.subTotal']);
    expect(next.rows).toEqual([{ fieldId: 'businessUnits.name' }]);
    expect(next.columns).toEqual([]);
    expect(next.dateField).toBeUndefined();
    expect(next.values).toEqual([
      { fieldId: 'invoices.subTotal', aggregation: 'sum', hidden: false },
      { aggregation: 'count', hidden: false },
    ]);
    // The sort named the second value by its place, which now holds another: sort by the first.
    expect(next.sort).toEqual({ by: 'value', direction: 'desc', columnKey: '["2026-01"]' });
  });

  it('sorts a report shown another way without touching the rest of its definition', () => {
    const definition = definitionOf(pivotState());
    const sorted = withPivotSort(definition, { by: 'label', direction: 'desc', valueKey: 'v0' });
    expect(sorted.reportConfig?.pivotConfig?.sort).toEqual({ by: 'label', direction: 'desc' });
    expect({ ...sorted.reportConfig?.pivotConfig, sort: undefined }).toEqual({ ...definition.reportConfig?.pivotConfig, sort: undefined });
    expect(sorted.selectedFields).toEqual(definition.selectedFields);
  });

  it('offers a sum or an average of numbers only, and a minimum or maximum of numbers and dates', () => {
    expect(aggregationsFor('number')).toEqual(['count', 'sum', 'avg', 'min', 'max']);
    expect(aggregationsFor('date')).toEqual(['count', 'min', 'max']);
    expect(aggregationsFor('string')).toEqual(['count']);
  });
});

describe('paging a report', () => {
  const table: ReportDefinition = { selectedFields: ['jobs.jobNumber'], reportConfig: { format: 'table' } };
  const pivot: ReportDefinition = { selectedFields: ['businessUnits.name'], reportConfig: { format: 'pivot' } };

  it('shows the first 50 rows of a table and the first 100 lines of a pivot', () => {
    expect(firstPageRequest(table)).toEqual({ ...table, page: 1, pageSize: 50 });
    expect(firstPageRequest(pivot)).toEqual({ ...pivot, page: 1, pageSize: 100 });
    expect(firstPageRequest({ selectedFields: ['jobs.jobNumber'] })).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('reads the next page after the rows shown, and says when every row is shown', () => {
    let report = loadedReportOf(table, tableAnswer(1, 50, 120));
    expect(hasMoreRows(report)).toBe(true);
    expect(nextPageRequest(table, report.rows.length)).toMatchObject({ page: 2, pageSize: 50 });
    report = withNextPage(report, tableAnswer(2, 50, 120));
    expect(nextPageRequest(table, report.rows.length)).toMatchObject({ page: 3 });
    report = withNextPage(report, tableAnswer(3, 50, 120));
    expect(report.rows).toHaveLength(120);
    expect(report.rows[119]).toEqual({ 'jobs.jobNumber': 'J-120' });
    expect(hasMoreRows(report)).toBe(false);
  });

  it('does not add a page twice', () => {
    const report = withNextPage(loadedReportOf(table, tableAnswer(1, 50, 120)), tableAnswer(2, 50, 120));
    expect(withNextPage(report, tableAnswer(2, 50, 120)).rows).toHaveLength(100);
  });

  it("shows a pivot's grand total from its first page, last, and once when the page that holds it is read", () => {
    const lines = UNIT_BY_TECHNICIAN_LINES as unknown as ReportAnswer['data'];
    const grand = UNIT_BY_TECHNICIAN_LINES.at(-1) as unknown as Record<string, unknown>;
    const meta = { ...UNIT_BY_TECHNICIAN_BY_MONTH, grandTotal: grand };
    const first = loadedReportOf(pivot, pivotAnswer({ data: lines.slice(0, 3), total: 6, pageSize: 3, pivot: meta }));
    expect(shownRows(first)).toEqual([...lines.slice(0, 3), grand]);
    const whole = withNextPage(first, pivotAnswer({ data: lines.slice(3), total: 6, page: 2, pageSize: 3, pivot: meta }));
    expect(shownRows(whole)).toEqual(lines);
    // A table, and a pivot answered without it, show what was read.
    const table = loadedReportOf(pivot, tableAnswer(1, 50, 120));
    expect(shownRows(table)).toBe(table.rows);
    expect(shownRows(loadedReportOf(pivot, pivotAnswer({ data: lines.slice(0, 3) })))).toEqual(lines.slice(0, 3));
  });

  it('has no more to read of a pivot that fits its first page', () => {
    expect(hasMoreRows(loadedReportOf(pivot, pivotAnswer()))).toBe(false);
    expect(hasMoreRows(loadedReportOf(pivot, pivotAnswer({ total: 250 })))).toBe(true);
  });
});

describe('what the user reads of a failure or a download', () => {
  it("shows the server's reason for a refused report, its fallback for a refusal without one, the spec's sentence when no answer came", () => {
    const refused = new ApiError(400, 'Bad Request', JSON.stringify({ statusCode: 400, message: 'Choose at least one row field for the pivot table.' }));
    expect(generationFailureText(refused)).toBe('Choose at least one row field for the pivot table.');
    expect(generationFailureText(new ApiError(502, 'Bad Gateway', ''))).toBe('Failed to generate report');
    expect(generationFailureText(new TypeError('Failed to fetch'))).toBe('An error occurred while generating the report');
  });

  it("saves a download under the server's file name, its UTF-8 name first", () => {
    expect(downloadFileName(`attachment; filename="Revenue _ unit.xlsx"; filename*=UTF-8''Revenue%20%E2%80%93%20unit.xlsx`, 'xlsx')).toBe(
      'Revenue – unit.xlsx',
    );
    expect(downloadFileName('attachment; filename="report-2026-02-28.csv"', 'csv')).toBe('report-2026-02-28.csv');
    expect(downloadFileName('attachment; filename=report.pdf', 'pdf')).toBe('report.pdf');
    expect(downloadFileName(null, 'pdf')).toBe('report.pdf');
    expect(downloadFileName('attachment', 'csv')).toBe('report.csv');
  });
});
