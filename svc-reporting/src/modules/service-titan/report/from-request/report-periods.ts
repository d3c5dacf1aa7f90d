import { endOf, presetRange, type PeriodUnit } from '@milestone/contracts/report-periods';

/**
 * Time phrases as Chicago days. Reports count in the company's calendar (Chicago), weeks from
 * Monday (spec 001 section 9), both ends included. Every phrase names a unit and a way to count
 * it: 'this <unit>' (its start to today), 'last/previous <unit>' (the whole one before),
 * 'last N <units>' (N of them back to today), a month's name, a quarter, a year, or fixed dates.
 */

export interface ReadPeriod {
  /** The words as found. */
  phrase: string;
  /** A name a screen can recompute on another day; null for fixed dates. */
  preset: string | null;
  startDate: string;
  endDate: string;
}

type Unit = PeriodUnit;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_WORD =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
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
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  thirty: 30,
  ninety: 90,
};
const COUNT = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;
const UNIT = '(days?|weeks?|months?|quarters?|years?)';
const ISO = '(\\d{4}-\\d{2}-\\d{2})';
const ORDINAL_QUARTERS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  q1: 1,
  q2: 2,
  q3: 3,
  q4: 4,
};

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const unitOf = (word: string): Unit => word.replace(/s$/, '') as Unit;
const countOf = (word: string): number => NUMBER_WORDS[word] ?? Number(word);

interface Rule {
  pattern: RegExp;
  read: (match: RegExpExecArray, today: string) => Omit<ReadPeriod, 'phrase'> | null;
}

const fixed = (startDate: string, endDate: string) =>
  startDate <= endDate ? { preset: null, startDate, endDate } : { preset: null, startDate: endDate, endDate: startDate };

function monthIndex(word: string): number {
  return MONTHS.findIndex((name) => name.startsWith(word.slice(0, 3))) + 1;
}

/** The most recent whole or current month named, in `year` when given. */
function namedMonth(word: string, year: string | undefined, today: string): Omit<ReadPeriod, 'phrase'> {
  const [ty, tm] = parts(today);
  const month = monthIndex(word);
  const y = year ? Number(year) : month > tm ? ty - 1 : ty;
  const start = iso(y, month, 1);
  return { preset: null, startDate: start, endDate: endOf('month', start) };
}

function quarterOf(n: number, year: string | undefined, today: string): Omit<ReadPeriod, 'phrase'> {
  const [ty, tm] = parts(today);
  const current = Math.floor((tm - 1) / 3) + 1;
  const y = year ? Number(year) : n > current ? ty - 1 : ty;
  const start = iso(y, (n - 1) * 3 + 1, 1);
  return { preset: null, startDate: start, endDate: endOf('quarter', start) };
}

/** Longest and most specific first: each is tried on the whole text, the first that matches wins. */
const RULES: Rule[] = [
  { pattern: new RegExp(`\\b(?:from|between)?\\s*${ISO}\\s*(?:to|through|thru|until|and|-|–)\\s*${ISO}`), read: (m) => fixed(m[1]!, m[2]!) },
  { pattern: new RegExp(`\\bsince\\s+${ISO}`), read: (m, today) => fixed(m[1]!, today) },
  { pattern: new RegExp(`\\b(?:on\\s+)?${ISO}`), read: (m) => fixed(m[1]!, m[1]!) },
  { pattern: /\b(?:year|month|quarter|week)[\s-]to[\s-]date\b|\b(?:ytd|mtd|qtd|wtd)\b/, read: (m, today) => toDate(m[0], today) },
  {
    pattern: new RegExp(`\\b(?:in\\s+|over\\s+|during\\s+|for\\s+)?(?:the\\s+)?(?:last|past|previous|prior|trailing)\\s+${COUNT}\\s+${UNIT}\\b`),
    read: (m, today) => lastN(countOf(m[1]!), unitOf(m[2]!), today),
  },
  {
    pattern: new RegExp(`\\b(?:in\\s+|over\\s+|during\\s+|for\\s+)?(?:the\\s+)?(?:last|past|previous|prior)\\s+(day|week|month|quarter|year)\\b`),
    read: (m, today) => previous(unitOf(m[1]!), m[0], today),
  },
  {
    pattern: /\b(?:in\s+|for\s+|during\s+)?(?:this|the\s+current|current)\s+(week|month|quarter|year)(?:\s+so\s+far)?\b/,
    read: (m, today) => current(unitOf(m[1]!), today),
  },
  { pattern: /\b(?:so\s+far\s+this|this)\s+(week|month|quarter|year)\b/, read: (m, today) => current(unitOf(m[1]!), today) },
  { pattern: /\byesterday\b/, read: (_m, today) => relative('yesterday', today) },
  { pattern: /\btoday\b/, read: (_m, today) => relative('today', today) },
  {
    pattern:
      /\b(?:in\s+|for\s+|during\s+)?(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th)\s+quarter(?:\s+(?:of\s+)?(\d{4}))?\b|\b(?:in\s+|for\s+|during\s+)?(q[1-4])(?:\s+(\d{4}))?\b/,
    read: (m, today) => quarterOf(ORDINAL_QUARTERS[(m[1] ?? m[3])!]!, m[2] ?? m[4], today),
  },
  {
    pattern: new RegExp(`\\b(?:in\\s+|for\\s+|during\\s+)?${MONTH_WORD}(?:\\s+(\\d{4}))?\\b`),
    // 'may' alone is a verb more often than a month: it needs 'in May' or 'May 2026'.
    read: (m, today) => (m[0].trim() === 'may' ? null : namedMonth(m[1]!, m[2], today)),
  },
  { pattern: /\b(?:in|for|during|of)\s+((?:19|20)\d{2})\b/, read: (m) => fixed(`${m[1]}-01-01`, `${m[1]}-12-31`) },
];

function toDate(words: string, today: string): Omit<ReadPeriod, 'phrase'> {
  const letter = /\b(y|m|q|w)(?:ear|onth|uarter|eek)?[\s-]?t/.exec(words)?.[1] ?? words[0]!;
  const unit: Unit = letter === 'y' ? 'year' : letter === 'q' ? 'quarter' : letter === 'w' ? 'week' : 'month';
  return current(unit, today);
}

/** A preset's days on `today` (presetRange, the one source of what a preset covers). */
function relative(preset: string, today: string): Omit<ReadPeriod, 'phrase'> {
  return { preset, ...presetRange(preset, today)! };
}

function current(unit: Unit, today: string): Omit<ReadPeriod, 'phrase'> {
  return relative(`this-${unit}`, today);
}

/** 'last week' is the whole week before this one; 'past week' is read the same way, and so said. */
function previous(unit: Unit, _words: string, today: string): Omit<ReadPeriod, 'phrase'> {
  return relative(unit === 'day' ? 'yesterday' : `last-${unit}`, today);
}

/** 'last 30 days': the 30 days ending today; 'last 3 months': from the day 3 months back (after it) to today. */
function lastN(n: number, unit: Unit, today: string): Omit<ReadPeriod, 'phrase'> | null {
  if (!Number.isInteger(n) || n < 1) return null;
  const preset = `last-${n}-${unit}s`;
  const range = presetRange(preset, today);
  return range ? { preset, ...range } : null;
}

/** Spec 001 section 9: a report without a period covers the last 30 days. */
export function defaultPeriod(today: string): ReadPeriod {
  return { phrase: 'the last 30 days (the default)', ...relative('last-30-days', today) };
}

/**
 * The first period named in `text` (lower case), and the text with every period phrase blanked
 * out (so its words are not read again as something else: 'last month' is not a 'by month').
 */
export function readPeriods(text: string, today: string): { period: ReadPeriod | null; rest: string; phrases: string[] } {
  let rest = text;
  let period: ReadPeriod | null = null;
  const phrases: string[] = [];
  for (let guard = 0; guard < 8; guard++) {
    let found: { at: number; length: number; value: ReadPeriod } | null = null;
    for (const rule of RULES) {
      const match = rule.pattern.exec(rest);
      if (!match) continue;
      const value = rule.read(match, today);
      if (!value) continue;
      const phrase = match[0].trim();
      const at = match.index + match[0].indexOf(phrase);
      found = { at, length: phrase.length, value: { phrase, ...value } };
      break;
    }
    if (!found) break;
    // A relative phrase beside fixed dates (as a step writes 'last month (2026-10-01 to 2026-10-31)') is kept: it moves with the calendar.
    if (period === null || (period.preset === null && found.value.preset !== null)) period = found.value;
    phrases.push(found.value.phrase);
    rest = `${rest.slice(0, found.at)} , ${rest.slice(found.at + found.length)}`.replace(/\(\s*,\s*\)/g, ' ');
  }
  return { period, rest, phrases };
}
