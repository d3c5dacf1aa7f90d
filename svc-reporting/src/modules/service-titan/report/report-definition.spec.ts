import { describe, expect, it } from '@jest/globals';
import { defineReport, type ReportRequest } from './report-definition.js';
import { ReportInputError } from './report.errors.js';

const NOW = new Date('2026-11-02T03:30:00Z'); // 2026-11-01 21:30 in Chicago (CST since that morning)

describe(defineReport.name, () => {
  it('takes the last 30 days in Chicago time when a date field is chosen without a range', () => {
    const sut = defineReport({ selectedFields: ['jobs.id'], dateField: 'jobs.completedOn' }, NOW);
    expect(sut.dateRange).toEqual({ startDate: '2026-10-03', endDate: '2026-11-01' });
  });

  it('filters no dates until a date field is chosen (spec 2.6), whatever range is sent', () => {
    expect(defineReport({ selectedFields: ['jobs.id'], dateRange: { startDate: '2026-01-01' } }, NOW).dateRange).toBeUndefined();
  });

  it('reads an ISO time as its Chicago day', () => {
    const sut = defineReport(
      { selectedFields: ['jobs.id'], dateField: 'jobs.createdOn', dateRange: { startDate: '2026-03-01T05:59:00.000Z', endDate: '2026-03-31T06:00:00Z' } },
      NOW,
    );
    expect(sut.dateRange).toEqual({ startDate: '2026-02-28', endDate: '2026-03-31' });
  });

  it('shows 50 rows a page in a table and 100 in a pivot (spec 001 section 9)', () => {
    expect(defineReport({ selectedFields: ['jobs.id'] }).pageSize).toBe(50);
    expect(defineReport({ selectedFields: ['jobs.jobStatus'], reportConfig: { format: 'pivot' } }).pageSize).toBe(100);
  });

  it('makes a pivot of the selection when no rows are given: the first text field by the number fields summed', () => {
    const sut = defineReport({ selectedFields: ['invoices.subTotal', 'businessUnits.name', 'invoices.total'], reportConfig: { format: 'pivot' } });
    expect(sut.rows.map((r) => r.field.id)).toEqual(['businessUnits.name']);
    expect(sut.measures.map((m) => [m.field?.id, m.aggregation])).toEqual([
      ['invoices.subTotal', 'sum'],
      ['invoices.total', 'sum'],
    ]);
  });

  it("maps the spec's Job Status words onto ServiceTitan's", () => {
    const sut = defineReport({ selectedFields: ['jobs.id'], reportConfig: { jobStatus: 'In Progress', businessUnit: 'HVAC' } });
    expect(sut.filters.map((f) => [f.field.id, f.values])).toEqual([
      ['businessUnits.name', ['HVAC']],
      ['jobs.jobStatus', ['InProgress']],
    ]);
  });

  const garbage: unknown[] = [
    null,
    7,
    'x',
    [],
    {},
    [null],
    [7],
    [{}],
    [{ fieldId: null }],
    { fieldId: 'jobs.id' },
    [[['deep']]],
    true,
    'constructor',
    '__proto__',
  ];
  it('refuses any shape of garbage with a sentence, never another error', () => {
    const requests: ReportRequest[] = [];
    for (const g of garbage) {
      requests.push(
        { selectedFields: g as string[] },
        { selectedFields: ['jobs.id'], dateField: g as string },
        { selectedFields: ['jobs.id'], dateField: 'jobs.createdOn', dateRange: { startDate: g as string } },
        { selectedFields: ['jobs.id'], reportConfig: { format: 'pivot', pivotConfig: { rows: g as string[] } } },
        { selectedFields: ['jobs.jobStatus'], reportConfig: { format: 'pivot', pivotConfig: { values: g as string[] } } },
        {
          selectedFields: ['jobs.jobStatus'],
          reportConfig: { format: 'pivot', pivotConfig: { values: [{ fieldId: 'jobs.total', aggregation: g as string }] } },
        },
        { selectedFields: ['jobs.id'], reportConfig: { filters: [{ fieldId: 'jobs.total', operator: 'between', value: g }] } },
        { selectedFields: ['jobs.id'], reportConfig: { filters: [{ fieldId: 'jobs.createdOn', operator: 'in', value: g }] } },
        { selectedFields: ['jobs.id'], reportConfig: { sort: [{ fieldId: g as string }] } },
        { selectedFields: ['jobs.id'], page: g as number, pageSize: g as number },
        { selectedFields: ['jobs.id'], reportConfig: { jobStatus: g as string, businessUnit: g as string, format: g as string } },
      );
    }
    for (const request of requests) {
      try {
        defineReport(request);
      } catch (error) {
        expect({ request, error: error instanceof ReportInputError }).toEqual({ request, error: true });
      }
    }
  });
});
