import { formatCents, formatNumber } from './va-math.js';

/** What formatNumber promises: en-US grouping, at most two decimals. */
function expected(value: number): string {
  const text = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return text === '-0' ? '0' : text;
}

describe('numbers formatted lately are kept', () => {
  it('gives the same text the first time, again, and after many other numbers have been formatted', () => {
    // More distinct numbers than are kept, twice over: every text comes back from the table of
    // recent ones or is made again, never a stale or a wrong one.
    const values = Array.from({ length: 6000 }, (_, index) => (index % 2 === 0 ? index * 1001 : -index * 37.25 - 0.01 * (index % 100)));
    for (let round = 0; round < 2; round += 1) {
      for (const value of values) expect(formatNumber(value)).toBe(expected(value));
      for (let cents = -3000; cents < 9000; cents += 7) expect(formatCents(cents)).toBe(expected(cents / 100));
    }
    expect(formatNumber(12000)).toBe('12,000');
    expect(formatCents(1_200_050)).toBe('12,000.5');
    expect(formatCents(-0)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });
});
