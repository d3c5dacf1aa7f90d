import { describeCron, nextRunAfter, nextRuns, parseCron } from './cron.js';

describe('cron expressions of schedules', () => {
  const at = new Date('2026-11-24T12:00:00Z'); // 06:00 in Chicago (CST), a Tuesday

  it('reads the presets in Chicago time, in plain English', () => {
    const weekdays = parseCron('0 7 * * 1-5');
    expect(nextRuns(weekdays.cron, 5, at).map((d) => d.toISOString())).toEqual([
      '2026-11-24T13:00:00.000Z',
      '2026-11-25T13:00:00.000Z',
      '2026-11-26T13:00:00.000Z',
      '2026-11-27T13:00:00.000Z',
      '2026-11-30T13:00:00.000Z',
    ]);
    expect(describeCron(weekdays.expression)).toBe('At 07:00 AM, Monday through Friday');
    expect(describeCron('0 6 * * 1')).toBe('At 06:00 AM, only on Monday');
    expect(describeCron('0 * * * *')).toBe('Every hour');
  });

  it('follows daylight saving time (7:00 in Chicago is 12:00 UTC in summer)', () => {
    expect(nextRunAfter(parseCron('0 7 * * *').cron, new Date('2026-07-01T00:00:00Z'))?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });

  it('answers the next time strictly after the given one', () => {
    expect(nextRunAfter(parseCron('0 * * * *').cron, at)?.toISOString()).toBe('2026-11-24T13:00:00.000Z');
  });

  it('keeps the expression with single spaces', () => {
    expect(parseCron('  0   7 * *  1-5 ').expression).toBe('0 7 * * 1-5');
  });

  it.each([
    ['', 'Invalid cron expression: it is empty'],
    ['* * *', 'Invalid cron expression: it needs five fields (minute hour day-of-month month day-of-week), not 3'],
    ['0 0 * * * *', 'Invalid cron expression: it needs five fields (minute hour day-of-month month day-of-week), not 6'],
    ['@hourly', 'Invalid cron expression: it needs five fields (minute hour day-of-month month day-of-week), not 1'],
    ['61 * * * *', 'Invalid cron expression: Invalid value for minute: 61'],
    ['0 0 31 2 *', 'Invalid cron expression: it never runs'],
  ])('refuses %j with its reason', (input, message) => {
    expect(() => parseCron(input)).toThrow(message);
  });

  it('refuses letters that are not names of days or months', () => {
    expect(() => parseCron('abc * * * *')).toThrow(/^Invalid cron expression: .*illegal characters/);
  });
});
