import { describe, expect, it } from '@jest/globals';
import { formatCell, formatLabel, formatNumber } from './report-format.model.js';

describe('the figures and labels of a report', () => {
  it('shows money in dollars to the cent, counts as whole numbers, other numbers to two decimals', () => {
    expect(formatNumber(1234567.891, { currency: true, aggregation: 'sum' })).toBe('$1,234,567.89');
    expect(formatNumber(-12.5, { currency: true })).toBe('-$12.50');
    expect(formatNumber(15234, { aggregation: 'count', currency: true })).toBe('15,234');
    expect(formatNumber(2.3456, { aggregation: 'avg' })).toBe('2.35');
    expect(formatNumber(0)).toBe('0');
  });

  it('leaves a figure with no rows under it empty', () => {
    expect(formatNumber(null, { currency: true })).toBe('');
    expect(formatNumber(undefined)).toBe('');
  });

  it('reads date buckets as people say them', () => {
    expect(formatLabel('2026-01-05', 'day')).toBe('Jan 5, 2026');
    expect(formatLabel('2026-01-05', 'week')).toBe('Week of Jan 5, 2026');
    expect(formatLabel('2026-12', 'month')).toBe('Dec 2026');
    expect(formatLabel('2026-Q3', 'quarter')).toBe('Q3 2026');
    expect(formatLabel('2026', 'year')).toBe('2026');
  });

  it('names empty values, yes/no and numbers plainly, and leaves other text as it is', () => {
    expect(formatLabel(null)).toBe('(empty)');
    expect(formatLabel(true)).toBe('Yes');
    expect(formatLabel(false)).toBe('No');
    expect(formatLabel(12000)).toBe('12,000');
    expect(formatLabel('HVAC')).toBe('HVAC');
    expect(formatLabel('Other')).toBe('Other');
  });

  it("shows a table's cells by type: money, Chicago times, yes/no", () => {
    expect(formatCell(99.5, { type: 'number', currency: true })).toBe('$99.50');
    expect(formatCell(3, { type: 'number', currency: false })).toBe('3');
    // 15:07 UTC on 5 January is 9:07 in Chicago (CST).
    expect(formatCell('2026-01-05T15:07:00.000Z', { type: 'date', currency: false })).toBe('Jan 05, 2026 at 9:07 AM CST');
    expect(formatCell(true, { type: 'boolean', currency: false })).toBe('Yes');
    expect(formatCell(['a', 'b'], { type: 'array', currency: false })).toBe('["a","b"]');
    expect(formatCell(null, { type: 'string', currency: false })).toBe('');
  });
});
