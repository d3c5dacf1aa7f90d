// Exact arithmetic for a form's computations: every value is a fraction of big integers, so
// 0.1 + 0.2 is 3/10 and a line of 3 x $19.99 is 5997 cents; only a field's result is rounded
// (currency to cents, a number to its decimals), half away from zero.

export interface Exact {
  n: bigint;
  /** Always > 0. */
  d: bigint;
}

const ZERO: Exact = { n: 0n, d: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function of(n: bigint, d: bigint): Exact {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

/** A number or decimal text read exactly as written in decimal ("19.99", 19.99, "1e3"); null when it is not a finite number. */
export function exactOf(value: unknown): Exact | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string' && value.trim() !== '') {
    text = value.trim();
  } else return null;
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const exp = Number(exponent) - fraction.length;
  if (Math.abs(exp) > 60) return null;
  let n = BigInt(`${whole}${fraction}` || '0');
  let d = 1n;
  if (exp >= 0) n *= 10n ** BigInt(exp);
  else d = 10n ** BigInt(-exp);
  return of(sign === '-' ? -n : n, d);
}

export const exact = {
  zero: ZERO,
  add: (a: Exact, b: Exact): Exact => of(a.n * b.d + b.n * a.d, a.d * b.d),
  sub: (a: Exact, b: Exact): Exact => of(a.n * b.d - b.n * a.d, a.d * b.d),
  mul: (a: Exact, b: Exact): Exact => of(a.n * b.n, a.d * b.d),
  /** Null for a division by zero. */
  div: (a: Exact, b: Exact): Exact | null => (b.n === 0n ? null : of(a.n * b.d, a.d * b.n)),
  neg: (a: Exact): Exact => ({ n: -a.n, d: a.d }),
};

/** `value` as a whole count of 10^-decimals (cents for 2), rounded half away from zero. */
export function scaled(value: Exact, decimals: number): bigint {
  const scale = 10n ** BigInt(decimals);
  const num = value.n * scale;
  const q = num / value.d;
  const r = num % value.d;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= value.d) return num < 0n ? q - 1n : q + 1n;
  return q;
}

/** A scaled count as decimal text: 123456n at 2 decimals is "1234.56". */
export function scaledText(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Money for people: 123456n cents is "$1,234.56". */
export function formatCents(cents: bigint): string {
  const text = scaledText(cents < 0n ? -cents : cents, 2);
  const [whole, fraction] = text.split('.') as [string, string];
  return `${cents < 0n ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
