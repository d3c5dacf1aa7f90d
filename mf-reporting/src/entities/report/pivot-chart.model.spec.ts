import { describe, expect, it } from '@jest/globals';
import { UNIT_BY_TECHNICIAN_BY_MONTH, UNIT_BY_TECHNICIAN_LINES } from './report.fixture.js';
import { chartKindFor, pivotChartData, MAX_CHART_POINTS } from './pivot-chart.model.js';
import type { PivotLine } from './pivot-table.model.js';
import type { PivotMeta } from './report.model.js';

const month = { fieldId: 'invoices.invoiceDate', label: 'Invoice Date', dateBucket: 'month' as const };
const unit = { fieldId: 'businessUnits.name', label: 'Business Unit', dateBucket: null };
const sum = { key: 'v0', fieldId: 'invoices.subTotal', label: 'Sum of Invoice Subtotal', aggregation: 'sum' as const, currency: true };

describe('the chart of a pivot', () => {
  it('draws a line when the first row field is a date bucket, stacked bars across column fields, bars otherwise', () => {
    expect(chartKindFor({ rows: [month, unit], columns: [unit] })).toBe('line');
    expect(chartKindFor({ rows: [unit], columns: [month] })).toBe('stackedBar');
    expect(chartKindFor({ rows: [unit], columns: [] })).toBe('bar');
  });

  it("draws a bar per group of the first row field, split by the column field's labels, leaving the grand total out", () => {
    const data = pivotChartData(UNIT_BY_TECHNICIAN_LINES, UNIT_BY_TECHNICIAN_BY_MONTH, 'stackedBar');
    expect(data.series).toEqual([
      { dataKey: 's0', name: 'Jan 2026' },
      { dataKey: 's1', name: 'Feb 2026' },
    ]);
    expect(data.points).toEqual([
      { label: 'Electrical', s0: 150, s1: 50 },
      { label: 'HVAC', s0: 200, s1: null },
    ]);
    expect(data.value?.label).toBe('Sum of Invoice Subtotal');
  });

  it("draws the rows' totals as one series when there are no column fields", () => {
    const meta: PivotMeta = { rows: [unit], columns: [], values: [sum], columnKeys: [{ key: '[]', labels: [], type: 'total' }] };
    const lines: PivotLine[] = [
      { type: 'data', depth: 1, labels: ['Plumbing'], values: { '[]': { v0: 70 } } },
      { type: 'data', depth: 1, labels: ['Other'], other: true, values: { '[]': { v0: 5 } } },
      { type: 'grandTotal', depth: 0, labels: [], values: { '[]': { v0: 75 } } },
    ];
    const data = pivotChartData(lines, meta, 'bar');
    expect(data.series).toEqual([{ dataKey: 's0', name: 'Sum of Invoice Subtotal' }]);
    expect(data.points).toEqual([
      { label: 'Plumbing', s0: 70 },
      { label: 'Other', s0: 5 },
    ]);
  });

  it('draws a line over time in time order even when the table is sorted by value', () => {
    const meta: PivotMeta = { rows: [month], columns: [], values: [sum], columnKeys: [{ key: '[]', labels: [], type: 'total' }] };
    const line = (label: string, v0: number): PivotLine => ({ type: 'data', depth: 1, labels: [label], values: { '[]': { v0 } } });
    const data = pivotChartData([line('2026-03', 900), line('2026-01', 500), line('2026-02', 100)], meta, 'line');
    expect(data.points.map((p) => p['label'])).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026']);
  });

  it('draws at most 50 bars and says how many groups it left out', () => {
    const meta: PivotMeta = { rows: [unit], columns: [], values: [sum], columnKeys: [{ key: '[]', labels: [], type: 'total' }] };
    const lines: PivotLine[] = Array.from({ length: 60 }, (_, i) => ({ type: 'data', depth: 1, labels: [`U${i}`], values: { '[]': { v0: i } } }));
    const data = pivotChartData(lines, meta, 'bar');
    expect(MAX_CHART_POINTS.bar).toBe(50);
    expect(data.points).toHaveLength(50);
    expect(data.hiddenPoints).toBe(10);
  });
});
