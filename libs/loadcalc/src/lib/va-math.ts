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
// A group of three digits after a thousands separator: ',000' ... ',999'.
const GROUP: readonly string[] = Array.from({ length: 1000 }, (_, value) => `,${String(value).padStart(3, '0')}`);
// Hundredths as printed: '' for none, '.5' for 50, '.05' for 5, '.25' for 25.
const DECIMALS: readonly string[] = Array.from({ length: 100 }, (_, cents) =>
  cents === 0 ? '' : cents % 10 === 0 ? `.${cents / 10}` : `.${String(cents).padStart(2, '0')}`,
);

/** Whole non-negative number with thousands separators: 1234567 -> '1,234,567'. */
function groupWhole(whole: number): string {
  if (whole < 1000) return SMALL_WHOLE[whole]!;
  // Math.floor and a multiplication rather than `%`: VA figures are doubles in V8, and a double's
  // remainder is a call into C, the costliest step of formatting them.
  let rest = Math.floor(whole / 1000);
  let out = GROUP[whole - rest * 1000]!;
  while (rest >= 1000) {
    const next = Math.floor(rest / 1000);
    out = GROUP[rest - next * 1000]! + out;
    rest = next;
  }
  return SMALL_WHOLE[rest]! + out;
}

/** A number with thousands separators and at most two decimals: 12345.5 -> '12,345.5'. */
export function formatNumber(value: number): string {
  // Runs some hundred times per calculation (every rule text), on every keystroke: whole VA, the
  // common case, takes the short way.
  if (Number.isInteger(value)) return value < 0 ? `-${groupWhole(-value)}` : groupWhole(value);
  const negative = value < 0;
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents - whole * 100;
  const grouped = groupWhole(whole) + DECIMALS[fraction]!;
  return negative ? `-${grouped}` : grouped;
}

/**
 * formatNumber(fromCents(cents)) for a whole number of cents, without the round trip through a
 * fraction of a VA: the engine formats its cent figures this way.
 */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const magnitude = negative ? -cents : cents;
  const whole = Math.floor(magnitude / 100);
  const text = groupWhole(whole) + DECIMALS[magnitude - whole * 100]!;
  return negative ? `-${text}` : text;
}

// Percents of the engine's rules (35, 75, 100, 125, Table 220.55's column factors) as labels.
const PERCENT_TEXT: readonly string[] = Array.from({ length: 201 }, (_, value) => `${value}%`);

/** `${percent}%` ('75%'), the common whole percents made once. */
export function percentText(percent: number): string {
  return Number.isInteger(percent) && percent >= 0 && percent <= 200 ? PERCENT_TEXT[percent]! : `${percent}%`;
}
