import { describe, expect, it } from '@jest/globals';
import { DATE_PRESETS, presetDateRange, presetLabel } from './date-presets.model.js';

// Wednesday 13 May 2026, a Chicago day.
const TODAY = '2026-05-13';

describe('the date presets', () => {
  it('offers the periods in the picker order, Custom range last', () => {
    expect(DATE_PRESETS.map((p) => p.label)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'This week',
      'Last week',
      'This month',
      'Last month',
      'This quarter',
      'Last quarter',
      'This year',
      'Last year',
      'Custom range',
    ]);
  });

  it.each([
    ['today', '2026-05-13', '2026-05-13'],
    ['yesterday', '2026-05-12', '2026-05-12'],
    ['last-7-days', '2026-05-07', '2026-05-13'],
    ['last-30-days', '2026-04-14', '2026-05-13'],
    ['last-90-days', '2026-02-13', '2026-05-13'],
    ['this-week', '2026-05-11', '2026-05-13'],
    ['last-week', '2026-05-04', '2026-05-10'],
    ['this-month', '2026-05-01', '2026-05-13'],
    ['last-month', '2026-04-01', '2026-04-30'],
    ['this-quarter', '2026-04-01', '2026-05-13'],
    ['last-quarter', '2026-01-01', '2026-03-31'],
    ['this-year', '2026-01-01', '2026-05-13'],
    ['last-year', '2025-01-01', '2025-12-31'],
  ])('reads %s on Wednesday 13 May 2026 as %s to %s, weeks from Monday, both ends included', (preset, startDate, endDate) => {
    expect(presetDateRange(preset, TODAY)).toEqual({ startDate, endDate });
  });

  it('reads any last-<n>-days up to ten years, and knows no other name', () => {
    expect(presetDateRange('last-14-days', TODAY)).toEqual({ startDate: '2026-04-30', endDate: TODAY });
    expect(presetDateRange('last-3661-days', TODAY)).toBeNull();
    expect(presetDateRange('next-week', TODAY)).toBeNull();
    expect(presetDateRange('custom', TODAY)).toBeNull();
  });

  it('names a preset the picker does not list from its words', () => {
    expect(presetLabel('last-30-days')).toBe('Last 30 days');
    expect(presetLabel('last-14-days')).toBe('Last 14 days');
    expect(presetLabel('custom')).toBe('Custom range');
  });
});
