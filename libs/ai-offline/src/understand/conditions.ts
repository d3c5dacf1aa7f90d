import type { Condition, DatePeriod, Operation, Scalar } from '../program.js';
import { addDays, cleanColumn, isQuoted, parseDate, parseMonth, parseNumber, parseValue, splitList, unquote, MONTH_PATTERN, monthNumber } from './values.js';

/**
 * Conditions on columns in plain words: 'Status is Voided', 'Hours over 40', 'Amount between $100
 * and $1,200', 'Notes is blank', 'Name contains "test"', 'Status is Open or Pending', joined by
 * 'and' / 'or'. A comparison with a date ('Date after 1/15/2025') becomes a date range.
 */

export type DateRange = Extract<Operation, { op: 'date_range' }>;

export interface ParsedConditions {
  conditions: Condition[];
  combine: 'all' | 'any';
  dates: DateRange[];
}

type Atom = { kind: 'cond'; cond: Condition; bare?: boolean } | { kind: 'date'; range: DateRange } | { kind: 'multi'; conds: Condition[] };

const GT = '(?:is\\s+|are\\s+|of\\s+)?(?:(?:greater|more|higher|larger|bigger)\\s+than|over|above|exceeds?|exceeding|>)';
const GE = '(?:is\\s+|are\\s+|of\\s+)?(?:at\\s+least|greater\\s+than\\s+or\\s+equal\\s+to|>=|≥|no\\s+less\\s+than)';
const LT = '(?:is\\s+|are\\s+|of\\s+)?(?:(?:less|lower|smaller|fewer)\\s+than|under|below|<)';
const LE = '(?:is\\s+|are\\s+|of\\s+)?(?:at\\s+most|less\\s+than\\s+or\\s+equal\\s+to|<=|≤|no\\s+more\\s+than|up\\s+to)';
const AFTER = '(?:is\\s+|was\\s+|are\\s+)?(?:after|later\\s+than|past)';
const ON_OR_AFTER = '(?:is\\s+|was\\s+|are\\s+)?(?:on\\s+or\\s+after|since|from|starting(?:\\s+from|\\s+on)?)';
const BEFORE = '(?:is\\s+|was\\s+|are\\s+)?(?:before|earlier\\s+than|prior\\s+to)';
const ON_OR_BEFORE = '(?:is\\s+|was\\s+|are\\s+)?(?:on\\s+or\\s+before|until|through|up\\s+to|by|no\\s+later\\s+than|not\\s+after)';

function column(text: string): string | undefined {
  const c = cleanColumn(text);
  return c && c.split(/\s+/).length <= 6 ? c : undefined;
}

function dateRange(col: string, from?: string, to?: string, lastDays?: number): Atom {
  return {
    kind: 'date',
    range: { op: 'date_range', column: col, ...(from ? { from } : {}), ...(to ? { to } : {}), ...(lastDays !== undefined ? { lastDays } : {}) },
  };
}

/** 'in the last 30 days', 'between 1/1/2025 and 1/31/2025', 'in January 2025', 'on or after 2025-01-01' after a column. */
export function parseDateRangeWords(words: string): { from?: string; to?: string; lastDays?: number; month?: number; period?: DatePeriod } | undefined {
  const s = words.trim().replace(/[.,;]+$/, '');
  // 'in October' (of any year), 'last week', 'this month'.
  const month = new RegExp(`^(?:is\\s+|was\\s+|are\\s+)?(?:in|during|for|from|of)\\s+(?:the\\s+month\\s+of\\s+)?(${MONTH_PATTERN})$`, 'i').exec(s);
  if (month) {
    const n = monthNumber(month[1]);
    if (n) return { month: n };
  }
  const period = /^(?:is\s+|was\s+|are\s+)?(?:in|during|for|from|of|over)?\s*(?:the\s+)?(last|previous|past|this|current)\s+(week|month)$/i.exec(s);
  if (period) return { period: `${/^(?:this|current)$/i.test(period[1]) ? 'this' : 'last'}_${period[2].toLowerCase()}` as DatePeriod };
  let m = /^(?:is\s+|was\s+|are\s+)?(?:in|within|during|for|from|over)?\s*(?:the\s+)?(?:last|past|previous|latest)\s+(\d+|\w+)\s+(days?|weeks?)$/i.exec(s);
  if (m) {
    const n = parseNumber(m[1]);
    if (n === undefined || n <= 0 || !Number.isInteger(n)) return undefined;
    return { lastDays: /^week/i.test(m[2]) ? n * 7 : n };
  }
  m = /^(?:is\s+|was\s+|are\s+)?(?:between|from)\s+(.+?)\s+(?:and|to|through|thru|until|-)\s+(.+)$/i.exec(s);
  if (m) {
    const to = parseDate(m[2]) ?? parseMonth(m[2])?.to;
    const year = to?.slice(0, 4);
    const from =
      parseDate(m[1]) ??
      parseMonth(m[1])?.from ??
      (year && !/\d{4}/.test(m[1]) ? (parseDate(`${m[1]} ${year}`) ?? parseMonth(`${m[1]} ${year}`)?.from) : undefined);
    return from && to ? { from, to } : undefined;
  }
  m = new RegExp(
    `^(?:is\\s+|was\\s+|are\\s+)?(?:in|during|for|within|from|of)\\s+((?:${MONTH_PATTERN},?\\s+(?:of\\s+)?\\d{4})|\\d{4}(?:-\\d{1,2})?)$`,
    'i',
  ).exec(s);
  if (m) return parseMonth(m[1]);
  m = /^(?:is\s+|was\s+|are\s+)?(?:on|=|equals?)\s+(.+)$/i.exec(s);
  const day = m ? parseDate(m[1]) : undefined;
  if (day) return { from: day, to: day };
  const bound = (pattern: string, shift: number, side: 'from' | 'to') => {
    const b = new RegExp(`^${pattern}\\s+(.+)$`, 'i').exec(s);
    if (!b) return undefined;
    const d = parseDate(b[1]);
    const month = d ? undefined : parseMonth(b[1]);
    if (d) return { [side]: addDays(d, shift) };
    if (month) return side === 'from' ? { from: shift > 0 ? addDays(month.to, 1) : month.from } : { to: shift < 0 ? addDays(month.from, -1) : month.to };
    return undefined;
  };
  return bound(ON_OR_AFTER, 0, 'from') ?? bound(AFTER, 1, 'from') ?? bound(ON_OR_BEFORE, 0, 'to') ?? bound(BEFORE, -1, 'to');
}

function listValues(text: string): Scalar[] {
  return splitList(text.replace(/^\(|\)$/g, '')).map(parseValue);
}

/** Words after 'is' that are not a value: a comparison it could not read, or a description ('a weekend', 'the average'). */
const NOT_A_VALUE =
  /^(?:more|less|greater|fewer|higher|lower|above|below|over|under|bigger|smaller|larger|equal|at\s+(?:least|most)|an?\s|the\s+(?:average|mean|same|max|min|maximum|minimum|median|total|previous|next|last|first))/i;

function eqAtom(col: string, valueText: string, negate: boolean): Atom | undefined {
  if (!isQuoted(valueText) && NOT_A_VALUE.test(valueText.trim())) return undefined;
  const values = /\s(?:or|,)\s?/i.test(valueText) && !isQuoted(valueText) ? listValues(valueText) : [parseValue(valueText)];
  if (values.length > 1) return { kind: 'cond', cond: { column: col, op: negate ? 'not_in' : 'in', value: values } };
  return { kind: 'cond', cond: { column: col, op: negate ? 'ne' : 'eq', value: values[0] } };
}

/** One condition, or undefined. */
function parseAtom(raw: string, defaultColumn: string): Atom | undefined {
  const text = raw
    .trim()
    .replace(/\s*([<>]=?|!=|==|≥|≤)\s*/g, ' $1 ')
    .replace(/\s+/g, ' ')
    .replace(/[.,;]+$/, '')
    .replace(/^(?:the\s+)?(?:rows?\s+)?(?:where|whose|with|that\s+have|having|if)\s+/i, '')
    .replace(/^(?:an?|the)\s+(?=\S+\s)/i, '');
  let m: RegExpExecArray | null;

  // Dates first: 'Date is in the last 7 days', 'Date between 1/1/2025 and 1/31/2025', 'Date after Jan 1 2025'.
  m =
    /^(.+?)\s+((?:is\s+|was\s+|are\s+|falls?\s+)?(?:in|within|during|between|from|on|after|before|since|until|through|prior|earlier|later|past|starting|on or|up\s+to|by|no\s+later\s+than|not\s+after).*)$/i.exec(
      text,
    );
  if (m) {
    const range = parseDateRangeWords(m[2].replace(/^falls?\s+/i, ''));
    const col = column(m[1]);
    if (range && col) return dateRange(col, range.from, range.to, range.lastDays);
  }

  m = /^(.+?)\s+(?:is|are)\s+(not\s+)?between\s+(.+?)\s+and\s+(.+)$/i.exec(text);
  if (m && !m[2]) {
    const lo = parseNumber(m[3]);
    const hi = parseNumber(m[4]);
    const col = column(m[1]);
    if (lo !== undefined && hi !== undefined && col) {
      return {
        kind: 'multi',
        conds: [
          { column: col, op: 'ge', value: lo },
          { column: col, op: 'le', value: hi },
        ],
      };
    }
  }
  m = /^(.+?)\s+between\s+(.+?)\s+and\s+(.+)$/i.exec(text);
  if (m) {
    const lo = parseNumber(m[2]);
    const hi = parseNumber(m[3]);
    const col = column(m[1]);
    if (lo !== undefined && hi !== undefined && col)
      return {
        kind: 'multi',
        conds: [
          { column: col, op: 'ge', value: lo },
          { column: col, op: 'le', value: hi },
        ],
      };
  }

  // Blanks.
  m =
    /^(.+?)\s+(?:is|are)\s+(?:blank|empty|missing|null|left\s+blank|not\s+filled(?:\s+in)?|not\s+set)$/i.exec(text) ??
    /^(.+?)\s+(?:blank|empty|missing)$/i.exec(text);
  if (m && column(m[1])) return { kind: 'cond', cond: { column: column(m[1]) as string, op: 'is_blank' } };
  m = /^(?:no|an?\s+(?:blank|empty|missing)|blank|empty|missing|without\s+(?:an?\s+)?)\s*(.+)$/i.exec(text);
  if (m && column(m[1])) return { kind: 'cond', cond: { column: column(m[1]) as string, op: 'is_blank' } };
  m = /^(.+?)\s+(?:is|are)\s+(?:not\s+(?:blank|empty|missing|null)|filled(?:\s+in)?|present|set)$/i.exec(text);
  if (m && column(m[1])) return { kind: 'cond', cond: { column: column(m[1]) as string, op: 'not_blank' } };
  m = /^(?:an?\s+|any\s+)?(?:non-?blank|non-?empty)\s+(.+)$/i.exec(text);
  if (m && column(m[1])) return { kind: 'cond', cond: { column: column(m[1]) as string, op: 'not_blank' } };

  // Comparisons with numbers.
  const compare: Array<[string, Condition['op']]> = [
    [GE, 'ge'],
    [LE, 'le'],
    [GT, 'gt'],
    [LT, 'lt'],
  ];
  for (const [pattern, op] of compare) {
    m = new RegExp(`^(.+?)\\s+${pattern}\\s+(.+)$`, 'i').exec(text);
    if (m) {
      const n = parseNumber(m[2]);
      const col = column(m[1]);
      if (n !== undefined && col) return { kind: 'cond', cond: { column: col, op, value: n } };
    }
  }
  m = /^(.+?)\s+(?:of\s+)?(.+?)\s+or\s+(more|less|fewer|higher|lower|above|below|over|under)$/i.exec(text);
  if (m) {
    const n = parseNumber(m[2]);
    const col = column(m[1]);
    if (n !== undefined && col) return { kind: 'cond', cond: { column: col, op: /more|higher|above|over/i.test(m[3]) ? 'ge' : 'le', value: n } };
  }
  m = /^(negative|positive|zero)\s+(.+)$/i.exec(text);
  if (m && column(m[2])) {
    const op: Condition['op'] = m[1].toLowerCase() === 'negative' ? 'lt' : m[1].toLowerCase() === 'positive' ? 'gt' : 'eq';
    return { kind: 'cond', cond: { column: column(m[2]) as string, op, value: 0 } };
  }
  m = /^(.+?)\s+(?:is|are)\s+(negative|positive|zero)$/i.exec(text);
  if (m && column(m[1])) {
    const op: Condition['op'] = m[2].toLowerCase() === 'negative' ? 'lt' : m[2].toLowerCase() === 'positive' ? 'gt' : 'eq';
    return { kind: 'cond', cond: { column: column(m[1]) as string, op, value: 0 } };
  }

  // Text.
  m = /^(.+?)\s+(?:does\s+not|doesn't|do\s+not|don't)\s+(?:contain|include|mention|have)\s+(.+)$/i.exec(text);
  if (m && column(m[1])) return { kind: 'cond', cond: { column: column(m[1]) as string, op: 'not_contains', value: unquote(m[2]) } };
  m = /^(.+?)\s+(?:starts?|starting|begins?|beginning)\s+with\s+(.+)$/i.exec(text);
  if (m && column(m[1])) return { kind: 'cond', cond: { column: column(m[1]) as string, op: 'starts_with', value: unquote(m[2]) } };
  m = /^(.+?)\s+(?:ends?|ending)\s+(?:with|in)\s+(.+)$/i.exec(text);
  if (m && column(m[1])) return { kind: 'cond', cond: { column: column(m[1]) as string, op: 'ends_with', value: unquote(m[2]) } };

  m = /^(.+?)\s+(?:contains?|containing|includes?|including|mentions?|mentioning|has|with)\s+(?:the\s+(?:word|text)\s+)?(.+)$/i.exec(text);
  if (m && column(m[1]) && !/^(?:is|are)\b/i.test(m[2]))
    return { kind: 'cond', cond: { column: column(m[1]) as string, op: 'contains', value: unquote(m[2]) } };
  // A bare state: 'voided', 'that are voided', 'marked "Void"': the status-like column.
  m = /^(?:(?:that|which)\s+(?:are|is|were|was)\s+|marked\s+(?:as\s+)?)(["“][^"”]+["”]|[a-z][\w-]*(?:\s[a-z][\w-]*)?)$/i.exec(text);
  if (m) return { kind: 'cond', cond: { column: defaultColumn, op: 'eq', value: unquote(m[1]) }, bare: true };
  // Lists and equality.
  m = /^(.+?)\s+(?:is|are)\s+not\s+(?:one\s+of|any\s+of|in)\s+(.+)$/i.exec(text);
  if (m && column(m[1])) return { kind: 'cond', cond: { column: column(m[1]) as string, op: 'not_in', value: listValues(m[2]) } };
  m = /^(.+?)\s+(?:is|are)\s+(one\s+of|any\s+of|in)\s+(.+)$/i.exec(text);
  if (m && column(m[1])) {
    // 'is in Texas' is not a list: only 'one of A', 'in A, B' or 'in (A)' are.
    const values = listValues(m[3]);
    if (/^in$/i.test(m[2]) && values.length < 2 && !/^\(/.test(m[3].trim())) return undefined;
    return { kind: 'cond', cond: { column: column(m[1]) as string, op: 'in', value: values } };
  }
  m =
    /^(.+?)\s+(?:is\s+not|isn't|are\s+not|aren't|does\s+not\s+equal|doesn't\s+equal|not\s+equal\s+to|is\s+not\s+equal\s+to|!=|<>|≠|other\s+than|is\s+anything\s+but)\s+(.+)$/i.exec(
      text,
    );
  if (m && column(m[1])) return eqAtom(column(m[1]) as string, m[2], true);
  m = /^(.+?)\s+(?:is\s+equal\s+to|equals?|==|=|is\s+set\s+to|is\s+marked(?:\s+as)?|marked(?:\s+as)?|is|are|of|says|reads|matches|set\s+to)\s+(.+)$/i.exec(
    text,
  );
  if (m && column(m[1])) return eqAtom(column(m[1]) as string, m[2], false);

  return undefined;
}

/** Joins 'between 1 and 5' back after an and-split. */
function splitJoined(raw: string): Array<{ part: string; joiner: 'and' | 'or' | null }> {
  // 'on or after' is one word here.
  const text = raw.replace(/\bon\s+or\s+(after|before)\b/gi, 'on\u0004or\u0004$1');
  const pieces = text.split(/\s+(and|or)\s+/i).map((p) => p.replace(/\u0004/g, ' '));
  const out: Array<{ part: string; joiner: 'and' | 'or' | null }> = [{ part: pieces[0], joiner: null }];
  for (let i = 1; i < pieces.length; i += 2) {
    const joiner = pieces[i].toLowerCase() as 'and' | 'or';
    const last = out[out.length - 1];
    if (joiner === 'and' && /\b(?:between|from)\s+\S+(?:\s+\S+){0,3}$/i.test(last.part) && !/\band\b/i.test(last.part.split(/between|from/i).pop() ?? '')) {
      last.part = `${last.part} and ${pieces[i + 1]}`;
    } else {
      out.push({ part: pieces[i + 1], joiner });
    }
  }
  return out;
}

/** Conditions joined by 'and' / 'or' (not both); a value after 'or' alone extends the previous condition's list. */
export function parseConditions(raw: string, defaultColumn = 'Status'): ParsedConditions | undefined {
  // 'Date 2025-03-10 or later' -> 'Date on or after 2025-03-10'; '... that are still Unpaid' -> '... and that are Unpaid'.
  const text = raw
    .replace(/\s+(?:is\s+|was\s+)?(?:on\s+)?(\S+(?:\s+\d{1,2},?\s+\d{4})?)\s+or\s+(?:later|after|newer|more\s+recent)\b/i, ' on or after $1')
    .replace(/\s+(?:is\s+|was\s+)?(?:on\s+)?(\S+(?:\s+\d{1,2},?\s+\d{4})?)\s+or\s+(?:earlier|before|sooner|older)\b/i, ' on or before $1')
    .replace(/\s+(that|which)\s+(are|is|were|was)\s+(?:still\s+|now\s+|currently\s+)?(?=\S+$)/i, ' and $1 $2 ');
  const conditions: Condition[] = [];
  const dates: DateRange[] = [];
  let combine: 'all' | 'any' | undefined;
  let last: Condition | undefined;
  for (const { part, joiner } of splitJoined(text.trim())) {
    const atom = parseAtom(part, defaultColumn);
    if (joiner === 'or' && last && /^(?:is\s+|are\s+)?(?:blank|empty|missing)$/i.test(part.trim()) && combine !== 'all') {
      // 'Hours is 0 or blank': a second condition on the same column.
      const blank: Condition = { column: last.column, op: 'is_blank' };
      conditions.push(blank);
      combine = 'any';
      last = blank;
      continue;
    }
    if (joiner && last && (atom === undefined || (atom.kind === 'cond' && atom.bare)) && ['eq', 'ne', 'in', 'not_in'].includes(last.op)) {
      // 'Status is Open or Pending' -> Status in (Open, Pending); 'is not A or B' -> not in.
      const current = Array.isArray(last.value) ? last.value : last.value !== undefined ? [last.value] : [];
      last.op = last.op === 'ne' || last.op === 'not_in' ? 'not_in' : 'in';
      last.value = [...current, parseValue(part)];
      continue;
    }
    if (!atom) return undefined;
    if (joiner) {
      const c = joiner === 'or' ? 'any' : 'all';
      if (combine && combine !== c) return undefined;
      combine = c;
    }
    if (atom.kind === 'date') {
      if (combine === 'any') return undefined;
      dates.push(atom.range);
    } else if (atom.kind === 'multi') {
      if (combine === 'any') return undefined;
      conditions.push(...atom.conds);
      last = undefined;
    } else {
      conditions.push(atom.cond);
      last = atom.cond;
    }
  }
  if (combine === 'any' && dates.length > 0) return undefined;
  if (conditions.length === 0 && dates.length === 0) return undefined;
  return { conditions, combine: combine ?? 'all', dates };
}
