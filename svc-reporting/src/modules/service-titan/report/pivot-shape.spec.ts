import { describe, expect, it } from '@jest/globals';
import { FIELD_BY_ID } from './report-catalog.js';
import type { Dimension, Measure } from './report-definition.js';
import { shapePivot, type RollupRow } from './pivot-shape.js';

const unit: Dimension = { field: FIELD_BY_ID.get('businessUnits.name')! };
const type: Dimension = { field: FIELD_BY_ID.get('jobTypes.name')! };
const sum: Measure = { key: 'v0', field: FIELD_BY_ID.get('invoices.subTotal')!, aggregation: 'sum', hidden: false, label: 'Sum' };
const hidden: Measure = { key: 'v1', field: FIELD_BY_ID.get('invoices.total')!, aggregation: 'sum', hidden: true, label: 'Hidden' };

/** Rollup rows of units x types (no columns): leaves, unit subtotals, the grand total. */
const row = (d0: string | null, d1: string | null, g0: number, g1: number, v0: number, v1: number): RollupRow => ({
  d0,
  d1,
  g_d0: g0,
  g_d1: g1,
  v0: String(v0),
  v1: String(v1),
});
const ROWS: RollupRow[] = [
  row('Plumbing', 'Drain', 0, 0, 10, 90),
  row('Plumbing', null, 0, 0, 5, 1),
  row('Plumbing', null, 0, 1, 15, 91),
  row('HVAC', 'Install', 0, 0, 30, 2),
  row('HVAC', null, 0, 1, 30, 2),
  row(null, null, 1, 1, 45, 93),
];

describe(shapePivot.name, () => {
  it('writes each group’s subtotal line before its rows and the grand total last, telling a real empty label from a subtotal', () => {
    const { lines, columns } = shapePivot(ROWS, [unit, type], [], [sum], { by: 'label', direction: 'asc' });
    expect(lines.map((l) => [l.type, l.labels, l.values['[]']!['v0']])).toEqual([
      ['subtotal', ['HVAC'], 30],
      ['data', ['HVAC', 'Install'], 30],
      ['subtotal', ['Plumbing'], 15],
      ['data', ['Plumbing', 'Drain'], 10],
      ['data', ['Plumbing', null], 5],
      ['grandTotal', [], 45],
    ]);
    expect(columns).toEqual([{ key: '[]', labels: [], type: 'total' }]);
  });

  it('sorts groups by a hidden value without showing it', () => {
    const { lines } = shapePivot(ROWS, [unit, type], [], [sum, hidden], { by: 'value', direction: 'desc', valueKey: 'v1' });
    expect(lines.map((l) => l.labels.join('/'))).toEqual(['Plumbing', 'Plumbing/Drain', 'Plumbing/', 'HVAC', 'HVAC/Install', '']);
    expect(Object.keys(lines[0]!.values['[]']!)).toEqual(['v0']);
  });

  it("keeps top N's Other last whatever the sort", () => {
    const rows: RollupRow[] = [
      { d0: 'A', o0: false, g_d0: 0, v0: '1' },
      { d0: null, o0: true, g_d0: 0, v0: '100' },
      { d0: 'B', o0: false, g_d0: 0, v0: '2' },
      { d0: null, o0: null, g_d0: 1, v0: '103' },
    ];
    const { lines } = shapePivot(rows, [unit], [], [sum], { by: 'value', direction: 'desc' });
    expect(lines.map((l) => [l.labels[0], l.other ?? false])).toEqual([
      ['B', false],
      ['A', false],
      ['Other', true],
      [undefined, false],
    ]);
  });
});
