import type { Scalar } from '../program.js';

/**
 * A value as Python source. Strings go through JSON's escaping, which Python reads the same way
 * (\n, \", \\, \uXXXX), so user text only ever becomes a string literal, never code.
 */
export function pyLiteral(value: Scalar | Scalar[] | null | undefined): string {
  if (value === null || value === undefined) return 'None';
  if (Array.isArray(value)) return `[${value.map((item) => pyLiteral(item)).join(', ')}]`;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${value} is not a number a script can use`);
    return String(value);
  }
  return JSON.stringify(value);
}

/** User text made safe for a one-line Python comment or progress message (no line breaks). */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}
