import { describe, expect, it } from '@jest/globals';
import { isPreset, presetRange } from './report-periods.js';

// The dates expected here are written out from a calendar, not computed with the module's arithmetic.
describe(presetRange.name, () => {
  it('counts this and last month around a month boundary, months of different lengths', () => {
    expect(presetRange('this-month', '2026-12-01')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(presetRange('last-month', '2026-12-01')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(presetRange('this-month', '2026-11-30')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(presetRange('last-month', '2026-03-31')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(presetRange('last-month', '2027-01-05')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('starts weeks on Monday: a Monday begins this week, the Sunday before ends the last one', () => {
    // 2026-11-30 is a Monday, 2026-11-29 a Sunday.
    expect(presetRange('this-week', '2026-11-30')).toEqual({ startDate: '2026-11-30', endDate: '2026-11-30' });
    expect(presetRange('last-week', '2026-11-30')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(presetRange('this-week', '2026-11-29')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(presetRange('last-week', '2026-11-29')).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
    // A week across a year's end.
    expect(presetRange('last-week', '2027-01-06')).toEqual({ startDate: '2026-12-28', endDate: '2027-01-03' });
  });

  it('counts the last n days, weeks and months back to today, today included', () => {
    expect(presetRange('last-30-days', '2026-12-01')).toEqual({ startDate: '2026-11-02', endDate: '2026-12-01' });
    expect(presetRange('last-7-days', '2026-03-02')).toEqual({ startDate: '2026-02-24', endDate: '2026-03-02' });
    expect(presetRange('last-2-weeks', '2026-12-01')).toEqual({ startDate: '2026-11-18', endDate: '2026-12-01' });
    expect(presetRange('last-3-months', '2026-05-31')).toEqual({ startDate: '2026-03-01', endDate: '2026-05-31' });
  });

  it('reads today, yesterday, quarters and years', () => {
    expect(presetRange('today', '2026-01-01')).toEqual({ startDate: '2026-01-01', endDate: '2026-01-01' });
    expect(presetRange('yesterday', '2026-01-01')).toEqual({ startDate: '2025-12-31', endDate: '2025-12-31' });
    expect(presetRange('this-quarter', '2026-11-18')).toEqual({ startDate: '2026-10-01', endDate: '2026-11-18' });
    expect(presetRange('last-quarter', '2026-01-15')).toEqual({ startDate: '2025-10-01', endDate: '2025-12-31' });
    expect(presetRange('last-year', '2026-06-01')).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });

  it('crosses years and leap days: last month in January, last week across New Year, last quarter from February, the last 7 days to 1 March of a leap year', () => {
    expect(presetRange('last-month', '2027-01-15')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(presetRange('last-week', '2027-01-02')).toEqual({ startDate: '2026-12-21', endDate: '2026-12-27' });
    expect(presetRange('last-quarter', '2027-02-28')).toEqual({ startDate: '2026-10-01', endDate: '2026-12-31' });
    expect(presetRange('last-7-days', '2028-03-01')).toEqual({ startDate: '2028-02-24', endDate: '2028-03-01' });
    // A Sunday is the last day of its week.
    expect(presetRange('this-week', '2026-05-17')).toEqual({ startDate: '2026-05-11', endDate: '2026-05-17' });
  });

  it.each(['', 'last-0-days', 'last-3661-days', 'last-day', 'next-week', 'last-30-day', 'Last-Month', ' last-month', '2026-01-01'])(
    'names no preset in %j',
    (preset) => {
      expect(presetRange(preset, '2026-11-18')).toBeNull();
      expect(isPreset(preset)).toBe(false);
    },
  );
});
