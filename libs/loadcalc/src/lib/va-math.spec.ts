import fc from 'fast-check';
import { formatNumber, percentOfCents, shareOfCents } from './va-math.js';

describe('VA arithmetic in cents', () => {
  it('takes percentages and shares exactly, rounding half a cent up', () => {
    expect(percentOfCents(750_000, 35)).toBe(262_500); // 7500 VA x 35 % = 2625 VA
    expect(percentOfCents(1, 35)).toBe(0);
    expect(percentOfCents(2, 25)).toBe(1); // 0.5 cent rounds up
    expect(shareOfCents(1_400_000, 1, 3)).toBe(466_667);
  });

  it('formats with thousands separators and at most two decimals', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(3000.35)).toBe('3,000.35');
    expect(formatNumber(14437.5)).toBe('14,437.5');
    expect(formatNumber(217.33333)).toBe('217.33');
    expect(formatNumber(-5)).toBe('-5');
  });

  it('groups every whole and fractional number as en-US does, to two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const value = whole + Math.sign(whole || 1) * (cents / 100);
        const expected = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
        expect(formatNumber(value)).toBe(expected === '-0' ? '0' : expected);
      }),
    );
  });
});
