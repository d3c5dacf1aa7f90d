import type { Scalar } from '../program.js';
import { CLAUSE_VERBS } from './clauses.js';

/**
 * Words of a plain-language clause turned into values: numbers ('$1,200', '(5)', '10%'), dates
 * ('1/15/2025', 'Jan 15 2025', '2025-01-15' -> ISO), quoted texts and column names as the user
 * wrote them ('the "Tech Name" column' -> 'Tech Name').
 */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** 'jan', 'january', 'sept' -> 1..12; undefined otherwise. */
export function monthNumber(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const index = MONTHS.findIndex((m) => m.startsWith(w) || (w === 'sept' && m === 'september'));
  return index >= 0 ? index + 1 : undefined;
}

export const MONTH_PATTERN =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

function iso(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1) return undefined;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The last day of a month, ISO. */
export function monthEnd(year: number, month: number): string {
  return iso(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate()) as string;
}

/** An ISO date shifted by whole days. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '2025-01-15', '1/15/2025', '1/15/25', 'Jan 15 2025', 'January 15, 2025', '15 Jan 2025' -> '2025-01-15'. */
export function parseDate(text: string): string | undefined {
  const s = unquote(text.trim())
    .replace(/(\d)(st|nd|rd|th)\b/gi, '$1')
    .trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(s);
  if (m) {
    const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return iso(year, Number(m[1]), Number(m[2]));
  }
  m = new RegExp(`^(${MONTH_PATTERN})\\s+(\\d{1,2}),?\\s+(\\d{4})$`, 'i').exec(s);
  if (m) return iso(Number(m[3]), monthNumber(m[1]) ?? 0, Number(m[2]));
  m = new RegExp(`^(\\d{1,2})\\s+(${MONTH_PATTERN}),?\\s+(\\d{4})$`, 'i').exec(s);
  if (m) return iso(Number(m[3]), monthNumber(m[2]) ?? 0, Number(m[1]));
  return undefined;
}

/** A month with its year ('January 2025', 'jan 2025', '2025-01') -> first and last day. */
export function parseMonth(text: string): { from: string; to: string } | undefined {
  const s = text.trim();
  let m = new RegExp(`^(${MONTH_PATTERN}),?\\s+(?:of\\s+)?(\\d{4})$`, 'i').exec(s);
  if (m) {
    const month = monthNumber(m[1]) as number;
    const year = Number(m[2]);
    return { from: iso(year, month, 1) as string, to: monthEnd(year, month) };
  }
  m = /^(\d{4})-(\d{1,2})$/.exec(s);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) {
    return { from: iso(Number(m[1]), Number(m[2]), 1) as string, to: monthEnd(Number(m[1]), Number(m[2])) };
  }
  m = /^(?:the\s+year\s+)?(\d{4})$/i.exec(s);
  if (m && Number(m[1]) >= 1900 && Number(m[1]) <= 2200) return { from: `${m[1]}-01-01`, to: `${m[1]}-12-31` };
  return undefined;
}

/** '$1,200', '1200.50', '(5)', '-3', '10%' (0.1), 'zero' -> a number; undefined otherwise. */
export function parseNumber(text: string): number | undefined {
  let s = text.trim().toLowerCase();
  const words: Record<string, number> = {
    zero: 0,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    twelve: 12,
    twenty: 20,
    fifty: 50,
    hundred: 100,
  };
  if (s in words) return words[s];
  s = s.replace(/\s*(?:dollars?|usd|hours?|hrs?)$/, '');
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  }
  s = s.replace(/^\$\s*/, '');
  let percent = false;
  if (/%$|\s*percent$/.test(s)) {
    percent = true;
    s = s.replace(/\s*(?:%|percent)$/, '');
  }
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/.test(s) || s === '' || s === '.') return undefined;
  let n = Number(s.replace(/,/g, ''));
  if (percent) n = n / 100;
  return negative ? -n : n;
}

/** Strips one pair of surrounding quotes. */
export function unquote(text: string): string {
  const s = text.trim();
  const m = /^["'“”‘’`](.*)["'“”‘’`]$/s.exec(s);
  return m ? m[1] : s;
}

export function isQuoted(text: string): boolean {
  return /^["'“”‘’`].*["'“”‘’`]$/s.test(text.trim());
}

/** A condition's value: a quoted text stays text; a number or a date is read as one; otherwise the words. */
export function parseValue(text: string): Scalar {
  const s = text.trim().replace(/[.,;:!]+$/, '');
  if (isQuoted(s)) return unquote(s);
  const n = parseNumber(s);
  if (n !== undefined) return n;
  const d = parseDate(s);
  if (d) return d;
  if (/^(?:true|yes)$/i.test(s)) return true;
  if (/^(?:false|no)$/i.test(s)) return false;
  return s.replace(/^(?:the|a|an)\s+/i, '');
}

/**
 * A column as the user named it: 'the "Tech Name" column' -> 'Tech Name', "the Hours field" ->
 * 'Hours', 'each technician' -> 'technician'. Empty when nothing is left.
 */
export function cleanColumn(text: string): string {
  let s = text
    .trim()
    .replace(/[.,;:!?]+$/, '')
    .trim();
  const quoted = /["“'‘`]([^"”'’`]+)["”'’`]/.exec(s);
  if (quoted) return quoted[1].trim();
  s = s.replace(/^(?:the|a|an|its|their|each|every|all|any|same|column|field|header)\s+/i, '');
  s = s.replace(/^(?:the|a|an|its|their|each|every|all|any|same)\s+/i, '');
  s = s.replace(/^(?:columns?|fields?|headers?)\s+(?:called|named)?\s*/i, '');
  s = s.replace(/\s+(?:columns?|fields?|headers?|values?|cells?)$/i, '');
  return s.trim();
}

/** 'A, B and C', 'A, B, C', '"A", "B" & "C"', 'A or B' -> ['A', 'B', 'C'] (quotes respected). */
export function splitList(text: string): string[] {
  const parts: string[] = [];
  const protectedText = text.replace(/["“][^"”]*["”]/g, (q) => q.replace(/,/g, '\u0001').replace(/ (and|or|&) /gi, ' \u0002$1\u0002 '));
  for (const raw of protectedText.split(/\s*,\s*(?:and\s+|or\s+|&\s+)?|\s+(?:and|or|&|plus)\s+/i)) {
    const restored = raw
      .replace(/\u0001/g, ',')
      .replace(/ \u0002(and|or|&)\u0002 /gi, ' $1 ')
      .trim();
    if (restored) parts.push(restored);
  }
  return parts;
}

/** A list of columns, each cleaned. */
export function columnList(text: string): string[] {
  const cleaned = text
    .trim()
    .replace(/^(?:the\s+)?(?:columns?|fields?)\s*:?\s*/i, '')
    .replace(/\s+(?:columns?|fields?)$/i, '');
  return splitList(cleaned)
    .map(cleanColumn)
    .filter((c) => c.length > 0);
}

/** How a column is written in a step: quoted when it holds spaces or punctuation that would read as grammar. */
export function showColumn(name: string): string {
  return /^[A-Za-z0-9_#%$/()-]+(?: [A-Za-z0-9_#%$/()-]+)*$/.test(name) &&
    !/\b(?:and|or|by|to|as|with|where|then|is|first|last)\b/i.test(name) &&
    !/^\d/.test(name) &&
    !CLAUSE_VERBS.includes(name.split(' ')[0].toLowerCase())
    ? name
    : `"${name}"`;
}

/** How a value is written in a step: numbers bare, texts quoted. */
export function showValue(value: Scalar): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `"${value}"`;
}
