// Volt-amperes are carried as whole hundredths (cents of a VA) inside the engine, so that every
// factor (35 %, 75 %, 125 %, Table 220.55) and every sum is exact; a line never drifts by
// 0.000000001 VA, and the lines of a printout add up to its totals to the last digit.

export function toCents(va: number): number {
  return Math.round(va * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** `percent` % of an amount of cents, rounded half up to a whole cent. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/** `part` of `whole` out of `of`, rounded to a whole cent. */
export function shareOfCents(cents: number, part: number, of: number): number {
  return Math.round((cents * part) / of);
}

// Quantities, percents and counts (mostly under 1,000) are formatted dozens of times per calculation.
const SMALL_WHOLE: readonly string[] = Array.from({ length: 1000 }, (_, value) => String(value));

/** Whole non-negative number with thousands separators: 1234567 -> '1,234,567'. */
function groupWhole(whole: number): string {
  if (whole < 1000) return SMALL_WHOLE[whole]!;
  let out = '';
  let rest = whole;
  while (rest >= 1000) {
    const group = rest % 1000;
    out = (group < 10 ? ',00' : group < 100 ? ',0' : ',') + group + out;
    rest = (rest - group) / 1000;
  }
  return rest + out;
}

/** A number with thousands separators and at most two decimals: 12345.5 -> '12,345.5'. */
export function formatNumber(value: number): string {
  // Runs some hundred times per calculation (every rule text), on every keystroke: whole VA, the
  // common case, takes the short way.
  if (Number.isInteger(value)) return value < 0 ? `-${groupWhole(-value)}` : groupWhole(value);
  const negative = value < 0;
  const cents = Math.round(Math.abs(value) * 100);
  const fraction = cents % 100;
  const grouped = groupWhole((cents - fraction) / 100);
  const decimals = fraction === 0 ? '' : fraction % 10 === 0 ? `.${fraction / 10}` : `.${String(fraction).padStart(2, '0')}`;
  return `${negative ? '-' : ''}${grouped}${decimals}`;
}
