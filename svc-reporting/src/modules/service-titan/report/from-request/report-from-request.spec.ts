import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { ReportDefinitionV1 } from '@milestone/contracts';
import { GenerateReportDto } from '../dto/generate-report.dto.js';
import { FIELD_BY_ID } from '../report-catalog.js';
import { planReport } from '../report.service.js';
import { NotAReportError, asReportRequest, readReport } from './report-from-request.js';
import { ReportFromRequestService } from './report-from-request.service.js';

// The dates expected here are computed with the calendar of JavaScript's Date in UTC (months and
// days counted by Date itself), not with the module's own day arithmetic.
const TODAY = '2026-11-18'; // a Wednesday
const d = (y: number, m: number, day: number) => new Date(Date.UTC(y, m - 1, day)).toISOString().slice(0, 10);
function calendar(today: string) {
  const [y, m, day] = today.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, day)).getUTCDay() + 6) % 7; // Monday 0
  const q = Math.floor((m - 1) / 3);
  return {
    lastMonth: { startDate: d(y, m - 1, 1), endDate: d(y, m, 0), preset: 'last-month' },
    lastQuarter: { startDate: d(y, q * 3 - 2, 1), endDate: d(y, q * 3 + 1, 0), preset: 'last-quarter' },
    thisYear: { startDate: d(y, 1, 1), endDate: today, preset: 'this-year' },
    lastWeek: { startDate: d(y, m, day - weekday - 7), endDate: d(y, m, day - weekday - 1), preset: 'last-week' },
    last30Days: { startDate: d(y, m, day - 29), endDate: today, preset: 'last-30-days' },
  };
}
const CAL = calendar(TODAY);

const read = (text: string, today = TODAY) => readReport(text, { today });

/** The definition as generate-report's DTO reads it (whitelisted, nothing unknown), and planned by its join planner. */
async function expectGenerates(definition: ReportDefinitionV1): Promise<void> {
  const dto = plainToInstance(GenerateReportDto, definition);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  expect(errors.map((e) => e.toString())).toEqual([]);
  for (const id of definition.selectedFields) expect(FIELD_BY_ID.has(id)).toBe(true);
  expect(() => planReport(asReportRequest(definition), new Date(`${TODAY}T18:00:00Z`))).not.toThrow();
}

const pivot = (definition: ReportDefinitionV1) => definition.reportConfig.pivotConfig!;

describe(readReport.name, () => {
  it('reads "revenue by business unit and technician last month": the lines credited to technicians, rows business unit then technician, last month', async () => {
    const sut = read('revenue by business unit and technician last month');
    await expectGenerates(sut.definition);
    expect(pivot(sut.definition).rows).toEqual([{ fieldId: 'businessUnits.name' }, { fieldId: 'technicians.name' }]);
    expect(pivot(sut.definition).values).toEqual([expect.objectContaining({ fieldId: 'invoiceItems.total', aggregation: 'sum' })]);
    expect(sut.definition.dateField).toBe('invoices.invoiceDate');
    expect(sut.definition.dateRange).toEqual(CAL.lastMonth);
    expect(sut.notUnderstood).toEqual([]);
    // Why it is not the invoice subtotal is said to the person.
    expect(sut.notes.join(' ')).toMatch(/credited to each technician/);
  });

  it('reads revenue by business unit alone as the sum of invoice subtotals (the catalog’s revenue), with month as the column', async () => {
    const sut = read('Revenue by business unit and month, last month');
    await expectGenerates(sut.definition);
    expect(pivot(sut.definition)).toMatchObject({
      rows: [{ fieldId: 'businessUnits.name' }],
      columns: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'month' }],
      values: [expect.objectContaining({ fieldId: 'invoices.subTotal', aggregation: 'sum' })],
    });
    expect(sut.definition.dateRange).toEqual(CAL.lastMonth);
    expect(sut.summary).toMatch(/^Revenue \(sum of Invoice Subtotal\) by Business Unit across month; last month/);
  });

  it('reads "how much did each tech bring in last quarter" as revenue per technician over the previous calendar quarter', async () => {
    const sut = read('how much did each tech bring in last quarter');
    await expectGenerates(sut.definition);
    expect(pivot(sut.definition).rows).toEqual([{ fieldId: 'technicians.name' }]);
    expect(pivot(sut.definition).values.map((v) => [v.fieldId, v.aggregation])).toEqual([['invoiceItems.total', 'sum']]);
    expect(sut.definition.dateRange).toEqual(CAL.lastQuarter);
    expect(sut.notUnderstood).toEqual([]);
  });

  it('reads "completed jobs per campaign per week": a count of completed jobs, campaigns down, weeks of completion across, the default 30 days', async () => {
    const sut = read('completed jobs per campaign per week');
    await expectGenerates(sut.definition);
    expect(sut.definition.reportConfig.jobStatus).toBe('Completed');
    expect(pivot(sut.definition)).toMatchObject({
      rows: [{ fieldId: 'campaigns.name' }],
      columns: [{ fieldId: 'jobs.completedOn', dateBucket: 'week' }],
      values: [expect.objectContaining({ fieldId: 'jobs.id', aggregation: 'count' })],
    });
    expect(sut.definition.dateField).toBe('jobs.completedOn');
    expect(sut.definition.dateRange).toEqual(CAL.last30Days);
    expect(sut.notes.join(' ')).toMatch(/No period was named/);
  });

  it('reads "average ticket by business unit this year" as the average invoice subtotal, from 1 January to today', async () => {
    const sut = read('average ticket by business unit this year');
    await expectGenerates(sut.definition);
    expect(pivot(sut.definition).rows).toEqual([{ fieldId: 'businessUnits.name' }]);
    expect(pivot(sut.definition).values.map((v) => [v.fieldId, v.aggregation])).toEqual([['invoices.subTotal', 'avg']]);
    expect(sut.definition.dateRange).toEqual(CAL.thisYear);
  });

  it('reads "jobs by status for plumbing last 30 days": the status of jobs as rows, the spec’s Business Unit filter', async () => {
    const sut = read('jobs by status for plumbing last 30 days');
    await expectGenerates(sut.definition);
    expect(pivot(sut.definition).rows).toEqual([{ fieldId: 'jobs.jobStatus' }]);
    expect(pivot(sut.definition).values.map((v) => [v.fieldId, v.aggregation])).toEqual([['jobs.id', 'count']]);
    expect(sut.definition.reportConfig.businessUnit).toBe('Plumbing');
    expect(sut.definition.dateField).toBe('jobs.createdOn');
    expect(sut.definition.dateRange).toEqual(CAL.last30Days);
  });

  interface Wanted {
    rows: string[];
    columns?: string[];
    value: string[];
    range: { startDate: string; endDate: string; preset?: string };
    jobStatus?: string;
    businessUnit?: string;
  }
  it.each<[string, Wanted]>([
    [
      'the number of jobs each technician completed last week',
      { rows: ['technicians.name'], value: ['jobs.id', 'count'], range: CAL.lastWeek, jobStatus: 'Completed' },
    ],
    [
      'HVAC invoice totals by job type and quarter this year',
      { rows: ['jobTypes.name'], columns: ['invoices.invoiceDate:quarter'], value: ['invoices.total', 'sum'], range: CAL.thisYear, businessUnit: 'HVAC' },
    ],
    ['payments collected per payment method last month', { rows: ['payments.type'], value: ['payments.total', 'sum'], range: CAL.lastMonth }],
    ['how many residential customers per city', { rows: ['locations.city'], value: ['customers.id', 'count'], range: CAL.last30Days }],
    [
      'sales by campaign category and business unit, last 30 days',
      { rows: ['campaigns.category'], columns: ['businessUnits.name'], value: ['invoices.subTotal', 'sum'], range: CAL.last30Days },
    ],
  ])('reads %j onto the catalog', async (text, want) => {
    const sut = read(text);
    await expectGenerates(sut.definition);
    const p = pivot(sut.definition);
    const ids = (fields: typeof p.rows) => fields.map((f) => (f.dateBucket ? `${f.fieldId}:${f.dateBucket}` : f.fieldId));
    expect(ids(p.rows)).toEqual(want.rows);
    expect(ids(p.columns)).toEqual(want.columns ?? []);
    expect(p.values.map((v) => [v.fieldId, v.aggregation])).toEqual([want.value]);
    expect(sut.definition.dateRange).toEqual(want.range);
    expect(sut.definition.reportConfig.jobStatus).toBe(want.jobStatus);
    expect(sut.definition.reportConfig.businessUnit).toBe(want.businessUnit);
    expect(sut.notUnderstood).toEqual([]);
  });

  it('keeps the top N, sorted by value, and reads a month’s name as that month (the latest one not in the future)', async () => {
    const sut = read('top 5 technicians by revenue in October');
    await expectGenerates(sut.definition);
    expect(pivot(sut.definition)).toMatchObject({ topN: 5, sort: { by: 'value', direction: 'desc' } });
    expect(sut.definition.dateRange).toEqual({ startDate: d(2026, 10, 1), endDate: d(2026, 10, 31) });
    expect(read('revenue by business unit in December').definition.dateRange).toEqual({ startDate: d(2025, 12, 1), endDate: d(2025, 12, 31) });
  });

  it('counts periods across a year’s turn', () => {
    const cal = calendar('2027-01-05');
    expect(read('revenue by technician last month', '2027-01-05').definition.dateRange).toEqual(cal.lastMonth);
    expect(read('revenue by technician last month', '2027-01-05').definition.dateRange).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      preset: 'last-month',
    });
    expect(read('revenue by technician last quarter', '2027-01-05').definition.dateRange).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      preset: 'last-quarter',
    });
    expect(read('jobs by technician last week', '2027-01-05').definition.dateRange).toEqual(cal.lastWeek);
  });

  it('filters by what is said: unpaid invoices over an amount, per customer', async () => {
    const sut = read('unpaid invoices over $500 by customer');
    await expectGenerates(sut.definition);
    expect(sut.definition.reportConfig.filters).toEqual([
      { fieldId: 'invoices.balance', operator: 'gt', value: 0 },
      { fieldId: 'invoices.subTotal', operator: 'gt', value: 500 },
    ]);
  });

  it('lists rows when asked for a list', async () => {
    const sut = read('list of jobs with customer name and job total last week');
    await expectGenerates(sut.definition);
    expect(sut.definition.reportConfig.format).toBe('table');
    expect(sut.definition.selectedFields).toEqual(['jobs.jobNumber', 'customers.name', 'jobs.total', 'jobs.createdOn']);
    expect(sut.definition.dateRange).toEqual(CAL.lastWeek);
  });

  it.each([
    'revenue by business unit and technician last month',
    'completed jobs per campaign per week',
    'average ticket by business unit this year',
    'jobs by status for plumbing last 30 days',
    'top 5 technicians by revenue in October',
    'unpaid invoices over $500 by customer',
  ])('writes %j as a summary that reads back to the same definition (the task’s step is its report)', (text) => {
    const sut = read(text);
    const again = read(sut.summary);
    const withoutDescription = (def: ReportDefinitionV1) => ({ ...def, reportConfig: { ...def.reportConfig, description: '' } });
    expect(withoutDescription(again.definition)).toEqual(withoutDescription(sut.definition));
    expect(again.notUnderstood).toEqual([]);
  });

  it('names the words it did not understand and still builds what it did', () => {
    const sut = read('revenue by technician last month, and email it to the boss');
    expect(pivot(sut.definition).rows).toEqual([{ fieldId: 'technicians.name' }]);
    expect(sut.notUnderstood).toEqual(['email', 'boss']);
  });

  it('refuses words that name nothing to report, and fields that cannot be in one report', () => {
    expect(() => read('water the plants and feed the cat')).toThrow(NotAReportError);
    try {
      read('average ticket by technician');
    } catch (error) {
      expect(error).toBeInstanceOf(NotAReportError);
      expect((error as NotAReportError).failure).toBe('not-joinable');
      expect((error as Error).message).toMatch(/double counts/);
    }
    expect.assertions(4);
  });

  it('checks a model’s proposal against the catalog: a field id that does not exist is named, never stored', async () => {
    const sut = readReport('revenue for the trades', {
      today: TODAY,
      proposal: {
        values: [
          { field: 'invoices.revenue', aggregation: 'sum' },
          { field: 'invoices.subTotal', aggregation: 'sum' },
        ],
        rows: ['businessUnits.name', 'invoices.invoiceDate:quarter'],
        period: 'last month',
      },
    });
    await expectGenerates(sut.definition);
    expect(JSON.stringify(sut.definition)).not.toContain('invoices.revenue');
    expect(sut.notUnderstood).toContain("proposed value 'invoices.revenue' (not a field of the catalog)");
    expect(pivot(sut.definition)).toMatchObject({
      rows: [{ fieldId: 'businessUnits.name' }],
      columns: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'quarter' }],
    });
    expect(sut.definition.dateRange).toEqual(CAL.lastMonth);
  });

  it('reads a proposal written in words, as a model may name fields', async () => {
    const sut = readReport('whatever the model was told', {
      today: TODAY,
      proposal: { values: [{ field: 'revenue' }], rows: ['tech'], filters: ['plumbing'], period: 'this year' },
    });
    await expectGenerates(sut.definition);
    expect(pivot(sut.definition).rows).toEqual([{ fieldId: 'technicians.name' }]);
    expect(sut.definition.reportConfig.businessUnit).toBe('Plumbing');
    expect(sut.definition.dateRange).toEqual(CAL.thisYear);
  });
});

describe(ReportFromRequestService.name, () => {
  const sut = new ReportFromRequestService();

  it('counts relative periods from today in Chicago, not in UTC', () => {
    // 03:00 UTC on 1 November is the evening of 31 October in Chicago.
    const reply = sut.answer({ companyId: 7, text: 'jobs by technician today' }, new Date('2026-11-01T03:00:00Z'));
    expect('reading' in reply && reply.reading.definition.dateRange).toEqual({ startDate: '2026-10-31', endDate: '2026-10-31', preset: 'today' });
  });

  it.each([
    [null, 'A report request is a JSON object'],
    [{ text: 'revenue' }, 'A report request needs the companyId (a positive whole number)'],
    [{ companyId: 7, text: '  ' }, 'A report request needs the text of what to report'],
    [{ companyId: 7, text: 'revenue', today: '2026-02-30' }, 'today is a day written YYYY-MM-DD'],
  ])('answers a request it cannot read (%j) as invalid', (request, message) => {
    expect(sut.answer(request)).toEqual({ failure: 'invalid', message, understood: [], notUnderstood: [] });
  });
});
