import { describe, expect, it } from '@jest/globals';
import { chicagoDateIso, formatChicagoTime } from './time.js';

describe(formatChicagoTime.name, () => {
  it('shows winter times in CST (UTC-6)', () => {
    expect(formatChicagoTime('2025-01-05T21:07:00Z')).toBe('Jan 05, 2025 at 3:07 PM CST');
  });

  it('shows summer times in CDT (UTC-5)', () => {
    expect(formatChicagoTime('2025-07-04T14:30:00Z')).toBe('Jul 04, 2025 at 9:30 AM CDT');
  });

  it('switches at the daylight-saving boundary', () => {
    // 2025-03-09 02:00 local is the switch: 07:59 UTC is 1:59 AM CST, 08:00 UTC is 3:00 AM CDT.
    expect(formatChicagoTime('2025-03-09T07:59:00Z')).toBe('Mar 09, 2025 at 1:59 AM CST');
    expect(formatChicagoTime('2025-03-09T08:00:00Z')).toBe('Mar 09, 2025 at 3:00 AM CDT');
  });

  it('reads Unknown date for missing or unparseable input', () => {
    expect(formatChicagoTime('not a date')).toBe('Unknown date');
    expect(formatChicagoTime(null)).toBe('Unknown date');
  });
});

describe(chicagoDateIso.name, () => {
  it("is Chicago's day, not UTC's: 03:00 UTC on Dec 9 is still Dec 8 in Chicago (UTC-6)", () => {
    expect(chicagoDateIso(new Date('2026-12-09T03:00:00Z'))).toBe('2026-12-08');
    expect(chicagoDateIso(new Date('2026-12-09T06:00:00Z'))).toBe('2026-12-09');
  });

  it('follows daylight saving: the day turns at 05:00 UTC in summer (UTC-5)', () => {
    expect(chicagoDateIso(new Date('2026-07-04T04:59:00Z'))).toBe('2026-07-03');
    expect(chicagoDateIso(new Date('2026-07-04T05:00:00Z'))).toBe('2026-07-04');
  });

  it('writes the month and day with two digits, as the date dialog does', () => {
    expect(chicagoDateIso(new Date('2026-01-05T18:00:00Z'))).toBe('2026-01-05');
  });
});
