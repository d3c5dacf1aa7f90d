/**
 * Cells as a user sees them in the preview, the same for xlsx and xls: numbers as their text (15
 * significant digits, as Excel shows them), date-formatted numbers as ISO dates (a date-time when
 * the value has a time of day), booleans TRUE/FALSE.
 */

/** What a number format makes of a number: a plain number, a date (with or without time), a time of day. */
export type NumberKind = 'number' | 'date' | 'time';

/**
 * The built-in number formats that show dates or times (ECMA-376 part 1, 18.8.30, plus the
 * locale-dependent ids 27-36, 50-58 and 71-81 that Excel writes for East Asian and Thai dates).
 */
const BUILT_IN_DATE_IDS = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81]);
const BUILT_IN_TIME_IDS = new Set([18, 19, 20, 21, 32, 33, 45, 46, 47, 55, 56]);

/** The kind of a built-in number format id (0-163 are reserved for built-ins). */
export function builtInFormatKind(id: number): NumberKind {
  if (BUILT_IN_DATE_IDS.has(id)) return 'date';
  if (BUILT_IN_TIME_IDS.has(id)) return 'time';
  return 'number';
}

/**
 * The kind of a format code such as `yyyy-mm-dd`, `[h]:mm:ss` or `#,##0.00 "kg"`: literal text in
 * quotes, escaped characters and bracketed colours or locales (`[Red]`, `[$-409]`) say nothing;
 * d or y is a date, h or s (or AM/PM, or elapsed [h]) a time.
 */
export function formatCodeKind(code: string): NumberKind {
  // Only the first section (positive numbers) decides; sections are separated by unquoted ';'.
  const stripped = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/_./g, '')
    .replace(/\*./g, '')
    .replace(/\[(h+|m+|s+)\]/gi, 'h')
    .replace(/\[[^\]]*\]/g, '')
    .split(';')[0]
    .toLowerCase();
  if (stripped === 'general' || stripped === '@') return 'number';
  const hasDate = /[dy]/.test(stripped);
  const hasTime = /[hs]/.test(stripped) || /am\/pm|a\/p/.test(stripped);
  if (hasDate) return 'date';
  if (hasTime) return 'time';
  // m alone (e.g. "mmm") is a month.
  return /m/.test(stripped) ? 'date' : 'number';
}

const MS_PER_DAY = 86_400_000;
/** Day 0 of the 1900 date system is 1899-12-31, but Excel counts 1900-02-29 (serial 60), which never was. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** A number as Excel shows it in General format: at most 15 significant digits, exponents as E+21, E-07. */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return String(Number(value.toPrecision(15))).replace(/e([+-])(\d+)$/, (_m, sign: string, digits: string) => `E${sign}${digits.padStart(2, '0')}`);
}

/** Text of a number stored in a cell: the number's text, or as a date/time when its format is one. */
export function cellNumberText(value: number, kind: NumberKind, date1904: boolean): string {
  if (kind === 'number' || !Number.isFinite(value) || value < 0) return numberText(value);
  if (kind === 'time' && value < 1) return timeOfDay(Math.round(value * 86_400) * 1000);
  const serial = !date1904 && value < 60 ? value + 1 : value;
  const ms = (date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(serial * 86_400) * 1000;
  return isoDateText(ms);
}

/** 'YYYY-MM-DD' at midnight, else 'YYYY-MM-DDTHH:mm:ss' (the workbook's clock: no zone). */
export function isoDateText(ms: number): string {
  const iso = new Date(ms).toISOString();
  return ms % MS_PER_DAY === 0 ? iso.slice(0, 10) : iso.slice(0, 19);
}

function timeOfDay(ms: number): string {
  return new Date(ms).toISOString().slice(11, 19);
}

/** TRUE/FALSE, as Excel shows a boolean. */
export function booleanText(value: boolean): string {
  return value ? 'TRUE' : 'FALSE';
}

/** OOXML escapes characters XML cannot hold as `_xHHHH_` (e.g. `_x000D_` for a carriage return). */
export function unescapeOoxml(text: string): string {
  return text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}
