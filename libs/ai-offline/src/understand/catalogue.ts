import type { Aggregate, Expr, Operation, Program } from '../program.js';
import { parseConditions, parseDateRangeWords, type DateRange } from './conditions.js';
import { describeOperation } from './describe.js';
import { parseExpr } from './expressions.js';
import {
  aggFn,
  AGG_WORD,
  ASC_WORDS,
  DESC_WORDS,
  DROP_VERB,
  INPUT_NOUN,
  isGenericRowNoun,
  isRowNoun,
  KEEP_VERB,
  ROWS,
  ROW_NOUN,
  titleCase,
} from './patterns.js';
import { CLAUSE_VERBS } from './clauses.js';
import { cleanColumn, columnList, parseNumber, parseValue, splitList, unquote } from './values.js';

/**
 * The catalogue: each matcher reads one clause and answers the operations it stands for, or a
 * change of the program's input or output, or a no-op (reading and saving words, context), or
 * nothing. Matchers are phrase patterns over the clause, never one sentence each.
 */

export interface State {
  sheet?: string;
  ops: Operation[];
  output: { format?: Program['output']['format']; fileName?: string; sheetName?: string };
}

export type Match =
  | { kind: 'ops'; ops: Operation[] }
  /** Changes the state (output, sheet, the previous operation): `what` says how. */
  | { kind: 'effect'; what: string; apply: (state: State) => void }
  | { kind: 'noop'; what: string };

type Matcher = (clause: string, state: State) => Match | undefined;

const compiled = new Map<string, RegExp>();
/** A case-insensitive pattern, compiled once (the catalogue builds its patterns from shared pieces). */
function re(source: string, flags = 'i'): RegExp {
  const key = `${flags}/${source}`;
  let pattern = compiled.get(key);
  if (!pattern) {
    pattern = new RegExp(source, flags);
    compiled.set(key, pattern);
  }
  return pattern;
}
const CLAUSE_START = new RegExp(`^(?:${CLAUSE_VERBS.join('|')})\\b`, 'i');
const last = (state: State) => state.ops[state.ops.length - 1];

// ---------------------------------------------------------------------------------------------
// Reading, saving, context.

const FILLER_READ = re(
  `^(?:take(?!\\s+(?:out|away|off)\\b)|read|open|load|use|start\\s+with|grab|upload|import|pull\\s+in|process|look\\s+at|go\\s+through|with|from|in|for|using|on)\\s+(?:in\\s+|at\\s+)?(?:the|this|that|my|our|a|an|each|every)?\\s*(?:[\\w'’-]+\\s+){0,4}?${INPUT_NOUN}(?:\\s+(?:file|export|report|sheet|workbook|we\\s+get|i\\s+get|from\\s+[\\w\\s]+))?$`,
);
const FILLER_SAVE = re(
  `^(?:save|write|export|output|download|return|give(?:\\s+it)?(?:\\s+back)?|send|produce|create|make|generate|keep)\\s+(?:me\\s+)?(?:it|this|that|them|everything|the\\s+(?:result|results|output|file|new\\s+file|report|data|sheet|spreadsheet|workbook|summary|table|list|changes)|a\\s+(?:new\\s+)?(?:file|report|spreadsheet|workbook|summary|table))(?:\\s+(?:back|out|for\\s+me|to\\s+me|for\\s+download|back\\s+to\\s+me))*$`,
);
const NOTHING_ELSE =
  /^(?:nothing\s+else\s+(?:changes?|should\s+change)|(?:leave|keep)\s+(?:everything\s+else|the\s+rest|the\s+other\s+columns|all\s+other\s+columns)(?:\s+(?:as\s+(?:it\s+is|they\s+are)|unchanged|the\s+same|in\s+the\s+order\s+they\s+are|in\s+(?:their|the\s+same)\s+order))?|(?:that's|that\s+is)\s+(?:it|all)|done|thanks?(?:\s+you)?|please|(?:with\s+)?all\s+(?:their|the|its)\s+columns)$/i;
const CONTEXT =
  /^(?:our|the|my|this|these|each|every|it|we|they)\b(?!.*\b(?:should|must|needs?\s+to|has\s+to|have\s+to|want|wants|please)\b).*?\b(?:has|have|had|contains?|comes?|came|lists?|includes?|is|are|was|were|only\s+writes|writes|shows|holds|gets?|got|use|uses)\b/i;
const PURPOSE = /^(?:we|i)\s+(?:need|want|use|will\s+use|'ll\s+use)\s+(?:it|this|that|them|the\s+[\w\s-]+?)\s+(?:for|to|in|as\s+part\s+of)\b.+$/i;

const PREPOSITION_CONTEXT = /^(?:for|in|from|on|with|using|inside)\s+(?:the|this|that|our|my|these|those)\s+(?:[\w'’-]+\s*){1,5}$/i;

const BLANK_ROWS = re(
  `^(?:${DROP_VERB}|skip|ignore)\\s+(?:all\\s+|any\\s+|the\\s+)*(?:completely\\s+|fully\\s+|totally\\s+)?(?:blank|empty)\\s+(?:rows|lines)$`,
);

const filler: Matcher = (clause) => {
  if (BLANK_ROWS.test(clause)) return { kind: 'noop', what: 'blank rows are always skipped when the file is read' };
  if (PREPOSITION_CONTEXT.test(clause) && !/\b(?:where|per|by|each|every|sort|total|sum|count|average)\b/i.test(clause))
    return { kind: 'noop', what: 'the input it works on' };
  if (FILLER_READ.test(clause)) return { kind: 'noop', what: 'read the input file' };
  if (FILLER_SAVE.test(clause)) return { kind: 'noop', what: 'write the result' };
  if (NOTHING_ELSE.test(clause)) return { kind: 'noop', what: 'nothing else changes' };
  if (PURPOSE.test(clause)) return { kind: 'noop', what: 'why it is needed (nothing to do)' };
  return undefined;
};

const STATEMENT =
  /^(?:[a-z][\w'’-]*\s+){1,3}?(?:go|goes|went|are|is|were|was|has|have|had|will|increase[sd]?|rise|rises|rose|change[sd]?|drop\s+by)\s+(?!to\b)/i;

/** 'A job completion form with fields: ...': what the form is. */
const FORM = /^(?:an?|the|our|this)\s+(?:[\w-]+\s+){0,3}?form\b(?!.*\b(?:should|must|please)\b)/i;

/** A question ('which parts are below their reorder level?') asks for something: never a description of the input. */
const QUESTION_START = /^(?:which|what|who|how|show|list|find|give)\b/i;

const context: Matcher = (clause) =>
  QUESTION_START.test(clause)
    ? undefined
    : CONTEXT.test(clause) || FORM.test(clause) || (STATEMENT.test(clause) && !CLAUSE_START.test(clause))
      ? { kind: 'noop', what: 'a description of the input (nothing to do)' }
      : undefined;

// ---------------------------------------------------------------------------------------------
// Output: format, file name, sheet name; the input sheet.

const FORMAT = '(?:an?\\s+)?(csv|xlsx|xls|excel)(?:\\s+(?:file|format|workbook|spreadsheet|document|sheet))?';

function formatOf(word: string): 'csv' | 'xlsx' {
  return word.toLowerCase() === 'csv' ? 'csv' : 'xlsx';
}

/** 'hours-by-technician', 'Weekly Hours.xlsx', '"all-invoices.csv"' -> name and maybe format. */
function fileName(text: string): { fileName: string; format?: 'csv' | 'xlsx' } | undefined {
  const s = unquote(text.trim().replace(/[.,;]+$/, ''));
  if (!s || s.split(/\s+/).length > 12) return undefined;
  const ext = /^(.+)\.(csv|xlsx|xls)$/i.exec(s);
  if (ext) return { fileName: unquote(ext[1].trim()), format: formatOf(ext[2]) };
  return { fileName: s };
}

const outputVerbs =
  '(?:save|saved|convert|converted|export|exported|output|write|turn|change|make|give|return|download|produce|send|deliver|need|want|provide|put)';

const output: Matcher = (clause) => {
  let m: RegExpExecArray | null;
  const effect = (patch: State['output'], what: string): Match => ({ kind: 'effect', what, apply: (s) => Object.assign(s.output, patch) });

  const mentionsFormat = /\b(?:csv|xlsx|xls|excel)\b/i.test(clause);
  const mentionsSheet = /\b(?:sheet|tab|worksheet)\b/i.test(clause);
  m = !mentionsSheet
    ? null
    : /^(?:put|write|save|place)\s+(?:it|this|them|everything|the\s+(?:results?|output|data|rows))\s+(?:in|on|into|onto)\s+(?:a|one|the)\s+(?:new\s+)?(?:sheet|tab|worksheet)\s+(?:called|named)\s+(.+)$/i.exec(
        clause,
      );
  if (m) return effect({ sheetName: unquote(m[1]) }, `with the sheet named "${unquote(m[1])}"`);
  // Sheet name: 'with the sheet named Price List', 'name the sheet Summary'.
  m = !mentionsSheet
    ? null
    : re(
        `^(?:(?:${outputVerbs})\\s+(?:it|this|the\\s+\\w+(?:\\s+\\w+){0,3})?\\s*(?:(?:from\\s+(?:csv|xlsx|excel)\\s+)?(?:as|to|into|in)\\s+)?${FORMAT}\\s+)?(?:with|and\\s+name|and\\s+call|named?|call)\\s+the\\s+(?:output\\s+)?(?:sheet|tab|worksheet)\\s+(?:named\\s+|called\\s+)?(.+)$`,
      ).exec(clause);
  if (m) {
    const patch: State['output'] = { sheetName: unquote(m[2]) };
    if (m[1]) patch.format = formatOf(m[1]);
    return effect(patch, `${patch.format ? `write ${patch.format.toUpperCase()} ` : ''}with the sheet named "${patch.sheetName}"`);
  }

  // Format (and name): 'save it as an Excel file named hours-by-technician', 'convert from CSV to Excel', 'I need it as a CSV file'.
  m = !mentionsFormat
    ? null
    : re(
        `^(?:(?:i|we)\\s+(?:need|want|would\\s+like)\\s+|(?:please\\s+)?)?(?:${outputVerbs})?\\s*(?:it|this|that|them|each(?:\\s+(?:one|file|sheet))?|everything|the\\s+(?:[\\w-]+\\s+){0,3}?[\\w-]+)?\\s*(?:back\\s+)?(?:to\\s+me\\s+|for\\s+me\\s+)?(?:from\\s+(?:csv|xlsx|xls|excel)\\s+)?(?:as|to|into|in)\\s+${FORMAT}(?:\\s+(?:file\\s+|workbook\\s+)?(?:called|named)\\s+(.+))?$`,
      ).exec(clause);
  if (m && m[0].trim()) {
    const patch: State['output'] = { format: formatOf(m[1]) };
    if (m[2]) {
      const f = fileName(m[2]);
      if (!f) return undefined;
      patch.fileName = f.fileName;
      if (f.format) patch.format = f.format;
    }
    return effect(patch, `write ${patch.format?.toUpperCase()}${patch.fileName ? ` named "${patch.fileName}"` : ''}`);
  }
  m = !mentionsFormat
    ? null
    : re(
        `^(?:(?:the\\s+)?(?:output|result)\\s+(?:should\\s+be|must\\s+be|is|as)|(?:give|send|get|make|produce|return)\\s+(?:me|us)?)\\s+${FORMAT}(?:\\s+(?:version|copy))?$`,
      ).exec(clause);
  if (m) return effect({ format: formatOf(m[1]) }, `write ${formatOf(m[1]).toUpperCase()}`);

  // File name: 'call the output Weekly Hours', 'save it as all-invoices.csv', 'Write "Weekly Hours.xlsx"'.
  m =
    re(`^(?:call|name)\\s+(?:the\\s+)?(?:output|result|new|final)?\\s*(?:file|workbook|spreadsheet|report|output|result|csv)\\s+(?:as\\s+)?(.+)$`).exec(
      clause,
    ) ??
    re(
      `^(?:the\\s+)?(?:output|result|new)?\\s*(?:file|workbook|output)(?:'s)?\\s+(?:name\\s+)?(?:should\\s+be\\s+|is\\s+|must\\s+be\\s+)?(?:called|named|:)\\s+(.+)$`,
    ).exec(clause) ??
    re(
      `^(?:save|saved|export|exported|write|written|output|download|store|stored)\\s+(?:it|this|them|everything|the\\s+(?:result|results|output|file|data|list))?\\s*(?:as|to|into|in)\\s+((?:["“][^"”]+["”])|[\\w ,()-]+\\.(?:csv|xlsx|xls))$`,
    ).exec(clause) ??
    re(`^(?:save|export|write|output)\\s+(?:it|this|them|the\\s+(?:result|results|output|file))\\s+as\\s+(.+)$`).exec(clause) ??
    re(`^(?:write|save|create|produce)\\s+((?:["“][^"”]+["”])|[\\w ,()-]+\\.(?:csv|xlsx|xls))(?:\\s+with\\s+the\\s+sheet\\s+["“]([^"”]+)["”])?$`).exec(clause);
  if (m) {
    const f = fileName(m[1]);
    if (!f) return undefined;
    const patch: State['output'] = { fileName: f.fileName };
    if (f.format) patch.format = f.format;
    if (m[2]) patch.sheetName = m[2];
    return effect(patch, `write "${f.fileName}${f.format ? `.${f.format}` : ''}"${patch.sheetName ? ` with the sheet "${patch.sheetName}"` : ''}`);
  }
  return undefined;
};

const inputSheet: Matcher = (clause) => {
  const m =
    re(
      `^(?:read|use|take|open|load|start\\s+with|work\\s+(?:on|from)|only\\s+use)\\s+(?:only\\s+)?(?:the\\s+)?(?:sheet|tab|worksheet)\\s+(?:called\\s+|named\\s+)?(["“][^"”]+["”]|\\S+)(?:\\s+(?:of|in|from)\\s+the\\s+(?:uploaded\\s+)?(?:file|workbook))?$`,
    ).exec(clause) ??
    re(
      `^(?:read|use|take|open|load|start\\s+with|work\\s+(?:on|from)|only\\s+use|from)\\s+(?:only\\s+)?(?:the\\s+)?(["“][^"”]+["”]|[\\w-]+(?:\\s+[\\w-]+)?)\\s+(?:sheet|tab|worksheet)(?:\\s+(?:of|in|from)\\s+the\\s+(?:uploaded\\s+)?(?:file|workbook))?$`,
    ).exec(clause);
  if (!m) return undefined;
  const sheet = unquote(m[1]);
  if (/^(?:first|1st)$/i.test(sheet)) return { kind: 'noop', what: 'read the first sheet' };
  if (/^(?:second|third|other|last|next)$/i.test(sheet)) return undefined;
  return { kind: 'effect', what: `read the sheet "${sheet}"`, apply: (s) => (s.sheet = sheet) };
};

// ---------------------------------------------------------------------------------------------
// Whole inputs: append, merge.

const OTHER_FILE =
  /\b(?:(second|2nd|other|another|third|3rd)\s+(?:uploaded\s+|input\s+)?(?:file|upload|spreadsheet|export|workbook|csv|list)|(?:file|input|upload)\s*#?\s*([23]))\b/i;

function otherSource(text: string): { input: number } | { sheet: string } | undefined {
  const f = OTHER_FILE.exec(text);
  if (f) return { input: /third|3rd/i.test(f[1] ?? '') || f[2] === '3' ? 2 : 1 };
  const sheet =
    /\bthe\s+(["“][^"”]+["”]|[\w-]+(?:\s+[\w-]+)?)\s+(?:sheet|tab|worksheet)\b/i.exec(text) ??
    /\b(?:sheet|tab|worksheet)\s+(["“][^"”]+["”]|[\w-]+)/i.exec(text);
  if (sheet) return { sheet: unquote(sheet[1]) };
  if (/\b(?:the\s+two|both(?:\s+the)?)\s+(?:[\w-]+\s+){0,2}(?:files|lists|exports|spreadsheets|workbooks|csvs|uploads)\b/i.test(text)) return { input: 1 };
  const named = /\bthe\s+(?:[\w-]+\s+){0,3}(?:file|list|export|spreadsheet|workbook|csv)\b/i.exec(text);
  if (named) return { input: 1 };
  return undefined;
}

const append: Matcher = (clause) => {
  if (
    /\b(?:on|by|using|matching|where)\b\s+(?!the\s+other\b|one\s+another\b)/i.test(
      clause.replace(/\bone\s+(?:under|on\s+top\s+of|after)\s+(?:the\s+)?(?:other|another)\b/i, ''),
    )
  )
    return undefined;
  const m = re(
    `^(?:combine|merge|append|stack|concatenate|join|put|bring|pile)\\s+(?:together\\s+)?(?:all|every|each|both)?\\s*(?:of\\s+)?(?:the\\s+)?(?:[\\w-]+(?:,)?\\s+){0,6}?(files?|sheets?|tabs?|worksheets?|exports?|csvs?|spreadsheets?|workbooks?|lists?)\\b(?:\\s+(?:together|of\\s+the\\s+(?:file|workbook)|in\\s+the\\s+(?:file|workbook)|into\\s+(?:one|a\\s+single|a|the\\s+same)(?:\\s+[\\w-]+){0,2}|one\\s+(?:under|after|below)\\s+(?:the\\s+)?(?:other|another)|under\\s+one\\s+header(?:\\s+row)?|with\\s+one\\s+header(?:\\s+row)?)|,)*$`,
  ).exec(clause);
  if (!m) return undefined;
  const source = /^(?:sheets?|tabs?|worksheets?)$/i.test(m[1]) ? 'sheets' : 'files';
  if (source === 'files' && /^(?:sheet|tab)/i.test(m[1])) return undefined;
  return { kind: 'ops', ops: [{ op: 'append', source }] };
};

const merge: Matcher = (clause) => {
  const text = clause.replace(/,?\s+so\s+(?:that\s+)?.+$/i, '');
  const m = re(
    `^(?:merge|join|match|combine|link|connect|relate|vlookup|look\\s*up|lookup|bring(?:\\s+in)?|pull(?:\\s+in)?|copy|add|get|fetch)\\s+(.+?)\\s+(?:on|by|using|via|matching(?:\\s+on)?|based\\s+on|with\\s+the\\s+same|where\\s+(?:the\\s+)?)\\s*(?:the\\s+)?(.+?)(?:\\s+(?:matches|match|is\\s+the\\s+same|are\\s+the\\s+same|columns?))?(?:,?\\s+(keeping\\s+only\\s+rows\\s+that\\s+match|only\\s+(?:keeping\\s+)?(?:the\\s+)?(?:rows|ones)\\s+(?:that|which)\\s+match|(?:and\\s+)?keep(?:ing)?\\s+(?:every|all)\\s+(?:row|rows|\\w+)))?$`,
  ).exec(text);
  if (!m) return undefined;
  const middle = m[1];
  let main: string | undefined;
  let other = middle;
  const into = /^(.+?)\s+(?:into|onto|to)\s+(.+)$/i.exec(middle);
  const withM = /^(.+?)\s+(?:with|against|and|from|in)\s+(.+)$/i.exec(middle);
  if (into && otherSource(into[1]) && otherSource(into[2])) {
    other = into[1];
    main = into[2];
  } else if (withM && otherSource(withM[2])) {
    other = withM[2];
    main = withM[1];
  }
  const source = otherSource(other);
  if (!source) return undefined;
  const mainSheet = main ? otherSource(main) : undefined;
  const on = columnList(m[2]);
  if (on.length === 0 || on.length > 3) return undefined;
  const op: Operation = { op: 'merge', with: source, on, how: m[3] && /only/i.test(m[3]) ? 'inner' : 'left' };
  if (mainSheet && 'sheet' in mainSheet && 'sheet' in source) {
    return {
      kind: 'effect',
      what: `${describeOperation(op)}, reading the sheet "${mainSheet.sheet}"`,
      apply: (s) => {
        s.sheet = mainSheet.sheet;
        s.ops.push(op);
      },
    };
  }
  return { kind: 'ops', ops: [op] };
};

// ---------------------------------------------------------------------------------------------
// Rows: dedupe, filter, date range, top, sort.

const KEEP_WHICH =
  '(?:,?\\s*(?:and\\s+)?keep(?:ing)?\\s+(?:only\\s+)?the\\s+(first|last|latest|newest|earliest|oldest|most\\s+recent|top|bottom)(?:\\s+(?:one|row|occurrence|entry|record|copy|duplicate))?)?';

function keepWhich(word: string | undefined): 'first' | 'last' {
  return word && /last|latest|newest|recent|bottom/i.test(word) ? 'last' : 'first';
}

const dedupe: Matcher = (clause) => {
  const text = clause.replace(re(`\\s+(?:from|in)\\s+(?:the\\s+)?(?:[\\w-]+\\s+){0,3}?${INPUT_NOUN}(?=\\s|$)`), '').replace(/\s+/g, ' ');
  let m = re(
    `^(?:remove|drop|delete|get\\s+rid\\s+of|eliminate|exclude|filter\\s+out|strip(?:\\s+out)?|take\\s+out|clean\\s+up|dedupe|de-?duplicate|skip|ignore)\\s+(?:any\\s+|all\\s+|the\\s+)?(?:exact\\s+|exactly\\s+)?(?:duplicates?|duplicated|dupes?|doubles|repeats|repeated)(?:\\s+(.+?))??(?:\\s+(?:by|on|based\\s+on|using|per|in|of|for|(?:that|which)\\s+(?:have|has|share)\\s+(?:the\\s+same|an?)|sharing\\s+(?:the\\s+same|an?)|with\\s+the\\s+same|where\\s+(?:the\\s+)?)\\s+(.+?)(?:\\s+(?:is|are)\\s+the\\s+same)?)?${KEEP_WHICH}$`,
  ).exec(text);
  if (!m) {
    m = re(
      `^(?:dedupe|de-?duplicate|deduplicate)(?:\\s+(?:the\\s+)?(?:rows|data|file|list|sheet|it|them|${ROW_NOUN}))?()(?:\\s+(?:by|on|using|based\\s+on)\\s+(.+?))?${KEEP_WHICH}$`,
    ).exec(text);
  }
  if (!m) {
    m = re(
      `^(?:remove|drop|delete)\\s+(?:the\\s+)?(?:rows|entries|records|lines|${ROW_NOUN})()\\s+(?:with|that\\s+have|having|sharing)\\s+(?:the\\s+)?same\\s+(.+?)${KEEP_WHICH}$`,
    ).exec(text);
  }
  if (!m) {
    m = re(
      `^(?:keep|only\\s+keep|show|return)\\s+(?:only\\s+)?(?:the\\s+)?(?:unique|distinct)\\s+(?:rows|lines|records|entries)()(?:\\s+(?:by|on|based\\s+on)\\s+(.+?))?${KEEP_WHICH}$`,
    ).exec(text);
  }
  if (!m) {
    m = re(
      `^(?:keep|only\\s+keep|leave)\\s+(?:only\\s+)?(?:one|a\\s+single|the\\s+(first|last|latest|newest|earliest|oldest))\\s+(?:row|entry|record|line|occurrence|copy)\\s+(?:per|for\\s+each|for\\s+every|by|for|of\\s+each|of\\s+every|of)\\s+(.+)$`,
    ).exec(text);
    if (m) return { kind: 'ops', ops: [{ op: 'dedupe', columns: columnList(m[2]), keep: keepWhich(m[1]) }] };
    return undefined;
  }
  const what = (m[1] ?? '').trim();
  let columns: string[] = [];
  if (m[2]) columns = columnList(m[2]);
  else if (what && !isRowNoun(what) && !/^(?:rows?|values?|data|ones|copies)$/i.test(what)) columns = columnList(what);
  else if (what && isRowNoun(what) && !/^(?:(?:the|all|any)\s+)?(?:rows?|lines?|records?|entries|entry)$/i.test(what) && !m[2]) columns = [];
  if (columns.some((c) => c.split(/\s+/).length > 5)) return undefined;
  return { kind: 'ops', ops: [{ op: 'dedupe', ...(columns.length ? { columns } : {}), keep: keepWhich(m[3]) }] };
};

/** 'keeping the first one' after a dedupe; 'keep every job, even when ...' after a merge. */
const modifier: Matcher = (clause, state) => {
  const prev = last(state);
  let m =
    /^keep(?:ing)?\s+(?:only\s+)?the\s+(first|last|latest|newest|earliest|oldest|most\s+recent)(?:\s+(?:one|row|occurrence|entry|record|copy|duplicate|of\s+each))?$/i.exec(
      clause,
    );
  if (m && prev?.op === 'dedupe') {
    const keep = keepWhich(m[1]);
    return { kind: 'effect', what: `keep the ${keep} of each duplicate`, apply: () => (prev.keep = keep) };
  }
  m = /^(?:call|name|label)\s+(?:it|that|this|them|the\s+(?:new\s+)?(?:column|total|result|count|sum|average))\s+["“]?([^"”]+?)["”]?$/i.exec(clause);
  if (m && prev?.op === 'group' && prev.aggregates.length) {
    const name = m[1];
    return { kind: 'effect', what: `name the column "${name}"`, apply: () => (prev.aggregates[prev.aggregates.length - 1].as = name) };
  }
  if (m && prev?.op === 'compute') {
    const name = m[1];
    return { kind: 'effect', what: `name the column "${name}"`, apply: () => (prev.column = name) };
  }
  m = /^keep(?:ing)?\s+(?:every|all(?:\s+the)?|each)\s+([\w\s-]+?)(?:,?\s+even\s+(?:when|if)\s+.+)?$/i.exec(clause);
  if (m && prev?.op === 'merge') return { kind: 'effect', what: 'keep every row, matched or not', apply: () => (prev.how = 'left') };
  m =
    /^(?:only\s+)?keep(?:ing)?\s+only\s+(?:the\s+)?(?:(?:rows|ones|items|lines|records)\s+(?:that|which)\s+match|matching\s+(?:rows|ones|items|lines|records|\w+))$/i.exec(
      clause,
    ) ??
    /^(?:only\s+)?keep(?:ing)?\s+(?:only\s+)?(?:the\s+)?(?:[\w-]+\s+){0,2}?[\w-]+\s+(?:whose|where|with|that\s+have|that\s+has)\s+(?:the\s+|a\s+|their\s+|its\s+)?[\w\s-]+?\s+(?:is|are|was|were)\s+(?:found|present|listed|known|matched)\b.*$/i.exec(
      clause,
    );
  if (m && prev?.op === 'merge') return { kind: 'effect', what: 'keep only rows that match', apply: () => (prev.how = 'inner') };
  return undefined;
};

/** ' from the timesheet', ' in the price list' at a clause's end: where, not what. */
function stripSource(text: string): string {
  return text.replace(re(`\\s+(?:from|in|of|on)\\s+(?:the|this|our|my)\\s+(?:[\\w-]+\\s+){0,3}?${INPUT_NOUN}$`), '').trim();
}

function dateOps(ranges: DateRange[]): Operation[] {
  return ranges.map((r) => ({ ...r }));
}

const CONNECT =
  '(?:(?:dated|scheduled|created|completed|invoiced|due|done|made)(?=\\s+(?:in|on|from|between|before|after|since|during|within|until|through|\\d|[a-z]{3,9}\\.?\\s+\\d))|where|with|whose|that\\s+have|that\\s+has|that\\s+are|that\\s+is|that\\s+were|that\\s+was|which\\s+have|which\\s+are|which\\s+has|having|if|when|in\\s+which|for\\s+which|marked(?:\\s+as)?|that\\s+contain|that\\s+show|showing|dated)';

const filter: Matcher = (clause, state) => {
  // 'Keep only Approved rows from 1/1/2025 to Jan 31 2025': a filter, then a date range.
  for (const start of clause.matchAll(RANGE_START)) {
    if (!start.index) continue;
    const range = parseDateRangeWords(clause.slice(start.index).replace(/^(?:dated|that\s+are|which\s+are)\s+/i, ''));
    if (!range) continue;
    const rest = filterOnly(clause.slice(0, start.index).replace(/\s+(?:dated|that\s+are|which\s+are)$/i, ''), state);
    if (rest?.kind === 'ops' && rest.ops.every((o) => o.op === 'filter') && (rest.ops[0] as Extract<Operation, { op: 'filter' }>).keep) {
      return { kind: 'ops', ops: [...rest.ops, { op: 'date_range', column: 'Date', ...range }] };
    }
  }
  return filterOnly(clause, state);
};

const filterOnly: Matcher = (clause, state) => {
  const text = stripSource(clause.replace(/\s+only$/i, ''));
  let m = re(
    `^(?:(${DROP_VERB})|(${KEEP_VERB}))\\s+(?:only\\s+)?(?:(?:${ROWS}|(?:the\\s+|all\\s+|any\\s+)?(?:[\\w'’-]+\\s+){1,3}?${ROW_NOUN}|(?:the\\s+|all\\s+|any\\s+)?(?:[\\w'’-]+\\s+){0,2}[a-z][\\w'’-]*s|anything|everything|whatever)(?:\\s+(?:from|in|of)\\s+the\\s+(?:[\\w-]+\\s+){0,2}?${INPUT_NOUN})?\\s+)?(${CONNECT})\\s+(.+)$`,
  ).exec(text);
  let keep: boolean | undefined;
  let condText: string | undefined;
  let connector = '';
  if (m) {
    keep = !m[1];
    connector = m[3];
    condText = /^(?:that\s+are|that\s+is|that\s+were|that\s+was|which\s+are|marked)/i.test(connector)
      ? `${/marked/i.test(connector) ? 'marked ' : 'that are '}${m[4]}`
      : m[4];
    if (/^dated$/i.test(connector)) condText = `Date ${m[4]}`;
  }
  if (!m) {
    m = re(
      `^(?:the\\s+|any\\s+|all\\s+)?(?:${ROW_NOUN})\\s+(${CONNECT})\\s+(.+?)\\s+(?:should|must|need\\s+to|have\\s+to|are\\s+to|can)\\s+be\\s+(removed|dropped|deleted|excluded|ignored|skipped|kept|included)$`,
    ).exec(text);
    if (m) {
      keep = /kept|included/i.test(m[3]);
      connector = m[1];
      condText = m[2];
    }
  }
  if (!m) {
    m = /^(?:where|if|when)\s+(.+?),?\s+(?:remove|drop|delete|skip|ignore|exclude)\s+(?:it|them|the\s+row|that\s+row|those\s+rows)$/i.exec(text);
    if (m) {
      keep = false;
      condText = m[1];
    }
  }
  if (!m) {
    m = /^(?:filter(?:\s+(?:to|for|on|by|where))?|only\s+where|where)\s+(.+)$/i.exec(text);
    if (m && /\b(?:is|are|equals?|contains?|over|under|greater|less|between|blank|empty)\b|[=<>]/i.test(m[1])) {
      keep = true;
      condText = m[1].replace(/^(?:rows\s+)?(?:where|with)\s+/i, '');
    } else m = null;
  }
  if (!m) {
    // 'drop the voided rows', 'remove cancelled or test jobs', 'keep only Approved timesheet rows'.
    m = re(
      `^(?:(${DROP_VERB})|(${KEEP_VERB}))\\s+(?:only\\s+)?(?:the\\s+|all\\s+|any\\s+|those\\s+|every\\s+)?(?:rows?\\s+(?:marked|that\\s+are)\\s+)?((?:["“][^"”]+["”]|[\\w-]+)(?:(?:,\\s*|\\s+or\\s+|\\s+and\\s+)(?:["“][^"”]+["”]|[\\w-]+)){0,3})\\s+(?:(?:timesheet|invoice|job|customer|supplier|service|work\\s+order|payroll|order|dispatch|sales)\\s+)?(?:${ROW_NOUN})$`,
    ).exec(text);
    if (
      m &&
      !/^(?:duplicate|duplicated|blank|empty|extra|other|first|last|top|bottom|same|new|old|remaining|following|unique|distinct|matching|matched|unmatched)$/i.test(
        m[3].split(/\s+/)[0],
      )
    ) {
      keep = !m[1];
      const values = splitList(m[3]).map((v) => parseValue(v));
      if (values.some((v) => typeof v !== 'string')) return undefined;
      const cond = values.length > 1 ? { column: 'Status', op: 'in' as const, value: values } : { column: 'Status', op: 'eq' as const, value: values[0] };
      return { kind: 'ops', ops: [{ op: 'filter', keep, conditions: [cond], combine: 'all' }] };
    }
    return undefined;
  }
  if (condText === undefined || keep === undefined) return undefined;
  let parsed = parseConditions(condText);
  const prevGroup = state.ops.length ? state.ops[state.ops.length - 1] : undefined;
  if (!parsed && prevGroup?.op === 'group' && /^(?:more|greater|fewer|less|over|under|above|below|at\s+least|at\s+most)\b/i.test(condText)) {
    // 'keep only customers with more than 3' after a count: the group's first figure.
    parsed = parseConditions(`${prevGroup.aggregates[0].as} is ${condText}`);
  }
  if (!parsed && /^with$/i.test(connector)) {
    // 'with status Voided': a one-word column, then its value.
    const two = /^(?:an?\s+|the\s+)?(\S+)\s+(?!is\b|are\b)(["“][^"”]+["”]|\S+)$/i.exec(condText);
    if (two) parsed = parseConditions(`${two[1]} is ${two[2]}`);
  }
  if (!parsed) return undefined;
  const ops: Operation[] = [];
  if (parsed.dates.length) {
    if (!keep) {
      // Dropping before/after a date keeps the other side.
      for (const d of parsed.dates) {
        if (d.lastDays !== undefined || d.month !== undefined || d.period !== undefined || (d.from && d.to)) return undefined;
        ops.push(
          d.from ? { op: 'date_range', column: d.column, to: shiftDay(d.from, -1) } : { op: 'date_range', column: d.column, from: shiftDay(d.to as string, 1) },
        );
      }
      if (parsed.conditions.length) return undefined;
    } else ops.push(...dateOps(parsed.dates));
  }
  if (parsed.conditions.length) ops.push({ op: 'filter', keep, conditions: parsed.conditions, combine: parsed.combine });
  return { kind: 'ops', ops };
};

function shiftDay(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const RANGE_START =
  /\b(?:(?:is|was|are|falls?)\s+)?(?:in\s+the\s+(?:last|past|previous)|within|between|from|since|after|before|until|through|during|in|for|on\s+or|on|over\s+the\s+(?:last|past))\b/gi;

const dateRange: Matcher = (clause) => {
  const text = clause.replace(/\s+only$/i, '').replace(/\s*\((?:both|inclusive|including)[^)]*\)/i, '');
  for (const start of text.matchAll(RANGE_START)) {
    const prefix = text.slice(0, start.index).trim();
    const rest = text.slice(start.index);
    let column: string | undefined;
    const by = /\s+(?:by|using|based\s+on|according\s+to|on|in)\s+(?:the\s+)?([\w\s"“”-]+?)(?:\s+(?:column|field))?$/i.exec(rest);
    let range = parseDateRangeWords(rest);
    if (!range && by) {
      range = parseDateRangeWords(rest.slice(0, by.index));
      column = cleanColumn(by[1]);
    }
    if (!range) continue;
    const p = re(
      `^(?:(${DROP_VERB})\\s+|${KEEP_VERB}\\s+)?(?:only\\s+)?(?:(?:${ROWS}|anything|everything)\\s*)?(?:(?:${CONNECT})\\s*(?:the\\s+)?(.*?))?(?:\\s+(?:is|was|are|falls?))?$`,
    ).exec(prefix);
    if (!p) continue;
    if (p[2]) column = cleanColumn(p[2]);
    else if (/dated$/i.test(prefix)) column = column ?? 'Date';
    if (!prefix && !/^(?:in|during|for|from|between|within|over)\b/i.test(text)) continue;
    const col = column || 'Date';
    if (p[1]) {
      if (range.lastDays !== undefined || range.month !== undefined || range.period !== undefined || (range.from && range.to)) return undefined;
      const op: Operation = range.from
        ? { op: 'date_range', column: col, to: shiftDay(range.from, -1) }
        : { op: 'date_range', column: col, from: shiftDay(range.to as string, 1) };
      return { kind: 'ops', ops: [op] };
    }
    return { kind: 'ops', ops: [{ op: 'date_range', column: col, ...range }] };
  }
  return undefined;
};

function direction(text: string | undefined, fallback: boolean): boolean {
  if (!text) return fallback;
  if (re(`^${DESC_WORDS}$`).test(text.trim())) return true;
  if (re(`^${ASC_WORDS}$`).test(text.trim())) return false;
  return fallback;
}

const DIR = `(${DESC_WORDS}|${ASC_WORDS})`;

/** 'Date descending, then Name', 'Amount, highest first' -> sort keys. */
function sortKeys(text: string, fallbackDesc: boolean): Array<{ column: string; descending: boolean }> | undefined {
  const keys: Array<{ column: string; descending: boolean }> = [];
  const parts = text.split(/,?\s+then\s+(?:by\s+)?|,\s*(?:and\s+)?(?:then\s+)?(?:by\s+)?|\s+and\s+(?:then\s+)?(?:by\s+)?/i);
  for (const raw of parts) {
    const part = raw
      .trim()
      .replace(/^(?:with\s+)?(?:the\s+)?/i, (s) => (re(`^${DIR}`).test(raw.trim()) ? s : ''))
      .trim();
    if (!part) continue;
    const onlyDir = re(`^(?:in\\s+|with\\s+the\\s+|the\\s+)?${DIR}$`).exec(part);
    if (onlyDir && keys.length) {
      keys[keys.length - 1].descending = direction(onlyDir[1], false);
      continue;
    }
    const m = re(`^(.+?)(?:\\s*,?\\s+(?:in\\s+|with\\s+the\\s+)?${DIR})?$`).exec(part);
    if (!m) return undefined;
    const column = cleanColumn(m[1]);
    if (!column || column.split(/\s+/).length > 5) return undefined;
    keys.push({ column, descending: direction(m[2], fallbackDesc) });
  }
  return keys.length ? keys : undefined;
}

const sort: Matcher = (clause, state) => {
  const text = stripSource(clause);
  let m = re(
    `^(?:sort|sorted|order|ordered|arrange|arranged|rank|ranked|organi[sz]e|list|show|put)\\s+(?:it\\s+|them\\s+|everything\\s+|what(?:'s|\\s+is)\\s+left\\s+|the\\s+rest\\s+|the\\s+(?:[\\w-]+\\s+){0,3}?(?:rows|data|results?|list|output|table|file|sheet|lines|${ROW_NOUN})\\s+|${ROW_NOUN}\\s+)?${DIR}?\\s*(?:by|on|according\\s+to|using|in\\s+order\\s+of)\\s+(.+)$`,
  ).exec(text);
  if (m) {
    const rank = /^rank/i.test(text);
    const keys = sortKeys(m[2], m[1] ? direction(m[1], false) : rank);
    if (!keys) return undefined;
    return { kind: 'ops', ops: [{ op: 'sort', by: keys }] };
  }
  // 'sort the invoice list so the oldest invoices come first'.
  m = re(
    `^(?:sort|order|arrange)\\s+(?:it|them|the\\s+(?:[\\w-]+\\s+){0,3}?(?:list|rows|data|table|file|${ROW_NOUN}))\\s+so\\s+(?:that\\s+)?(?:the\\s+)?(newest|latest|most\\s+recent|oldest|earliest|highest|largest|biggest|lowest|smallest|cheapest|most\\s+expensive)(?:\\s+([\\w\\s-]+?))?\\s+(?:come|comes|are|is|show|shows|appear|appears)\\s+(?:first|on\\s+top|at\\s+the\\s+top)$`,
  ).exec(text);
  if (m) {
    const dated = /newest|latest|recent|oldest|earliest/i.test(m[1]);
    const column = !m[2] || isRowNoun(m[2]) ? (dated ? 'Date' : 'Amount') : cleanColumn(m[2]);
    return { kind: 'ops', ops: [{ op: 'sort', by: [{ column, descending: /newest|latest|recent|highest|largest|biggest|expensive/i.test(m[1]) }] }] };
  }
  // 'A-Z by Technician'.
  m = re(`^(?:sorted\\s+|sort\\s+)?${DIR}\\s+by\\s+(.+)$`).exec(text);
  if (m) {
    const keys = sortKeys(m[2], direction(m[1], false));
    if (keys) return { kind: 'ops', ops: [{ op: 'sort', by: keys }] };
  }
  // 'sorted with the most hours at the top'.
  m =
    /^(?:sort|sorted|order|ordered|rank|ranked|list|arrange)\s+(?:it\s+|them\s+)?(?:with\s+)?(?:the\s+)?(most|highest|largest|biggest|newest|latest|fewest|lowest|smallest|least|oldest|earliest)\s+(.+?)\s+(?:first|on\s+top|at\s+the\s+top)$/i.exec(
      text,
    );
  if (m) {
    return { kind: 'ops', ops: [{ op: 'sort', by: [{ column: cleanColumn(m[2]), descending: /most|highest|largest|biggest|newest|latest/i.test(m[1]) }] }] };
  }
  // 'sort from the highest Total Amount to the lowest'.
  m =
    /^(?:sort|sorted|order|ordered|rank|list|arrange)\s+(?:it\s+|them\s+|the\s+\w+\s+)?(?:from\s+)?(?:the\s+)?(highest|largest|biggest|most|newest|latest|lowest|smallest|least|oldest|earliest)\s+(.+?)\s+(?:to|down\s+to|up\s+to)\s+(?:the\s+)?(?:lowest|smallest|least|oldest|earliest|highest|largest|biggest|most|newest|latest)$/i.exec(
      text,
    );
  if (m) {
    const column = cleanColumn(m[2]);
    return { kind: 'ops', ops: [{ op: 'sort', by: [{ column, descending: /highest|largest|biggest|most|newest|latest/i.test(m[1]) }] }] };
  }
  // 'Technician' or 'by Technician descending' after a sort: one more key.
  const prev = last(state);
  m = re(`^(?:then\\s+)?(?:by\\s+)(.+)$`).exec(text);
  if (m && prev?.op === 'sort') {
    const keys = sortKeys(m[1], false);
    if (!keys) return undefined;
    return { kind: 'effect', what: `then sort by ${keys.map((k) => k.column).join(', ')}`, apply: () => prev.by.push(...keys) };
  }
  // 'newest first', 'highest first' after a sort, a group or a top.
  m = re(`^(?:(?:put|show|list|with)\\s+)?(?:the\\s+)?${DIR}$`).exec(text);
  if (m && prev?.op === 'sort') {
    const desc = direction(m[1], false);
    return { kind: 'effect', what: desc ? 'descending' : 'ascending', apply: () => (prev.by[prev.by.length - 1].descending = desc) };
  }
  if (m && prev?.op === 'top') {
    const desc = direction(m[1], true);
    return { kind: 'effect', what: desc ? 'highest first' : 'lowest first', apply: () => (prev.descending = desc) };
  }
  if (m && prev?.op === 'group') {
    // 'Highest average first' after a group: sort by the aggregate it names (the first one otherwise).
    const word =
      /^(?:with\s+)?(?:the\s+)?(?:highest|largest|biggest|most|greatest|lowest|smallest|least)\s+(\w+(?:\s+\w+)?)\s+(?:first|on\s+top|at\s+the\s+top)$/i.exec(
        text,
      )?.[1];
    const named = word
      ? prev.aggregates.find((a) => a.fn === aggFn(word) || a.as.toLowerCase() === word.toLowerCase() || (a.column ?? '').toLowerCase() === word.toLowerCase())
      : undefined;
    const column = (named ?? prev.aggregates[0])?.as;
    if (column) return { kind: 'ops', ops: [{ op: 'sort', by: [{ column, descending: direction(m[1], true) }] }] };
  }
  if (m && prev?.op === 'filter' && /cheapest|expensive|highest|lowest|largest|smallest|biggest/i.test(m[1])) {
    // 'under 20, cheapest on top': the number the filter just compared.
    const compared = prev.conditions.find((c) => ['gt', 'ge', 'lt', 'le'].includes(c.op));
    if (compared) return { kind: 'ops', ops: [{ op: 'sort', by: [{ column: compared.column, descending: direction(m[1], false) }] }] };
  }
  if (m && /newest|latest|recent|oldest|earliest/i.test(m[1])) {
    const word = /^(?:with\s+)?(?:the\s+)?(?:newest|latest|most\s+recent|oldest|earliest)\s+(\w+(?:\s+\w+)?)\s+(?:first|on\s+top|at\s+the\s+top)$/i.exec(
      text,
    )?.[1];
    return { kind: 'ops', ops: [{ op: 'sort', by: [{ column: word ? cleanColumn(word) : 'Date', descending: direction(m[1], false) }] }] };
  }
  return undefined;
};

const NUMBER_WORD = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred)';

const top: Matcher = (clause, state) => {
  const text = stripSource(clause);
  // 'Which 3 work orders were the most expensive', 'which 5 technicians worked the most hours'.
  const which = re(
    `^which\\s+${NUMBER_WORD}\\s+(?:[\\w-]+\\s+){0,3}?(?:${ROW_NOUN})\\s+(?:[\\w-]+\\s+)?(?:the\\s+)?(most\\s+expensive|priciest|biggest|largest|highest|cheapest|least\\s+expensive|smallest|lowest|most|fewest|least)(?:\\s+(.+?))?$`,
  ).exec(text);
  if (which) {
    const n = parseNumber(which[1]);
    const money = /expensive|priciest|cheapest/i.test(which[2]);
    const by = which[3]
      ? cleanColumn(which[3].replace(/^(?:by|in)\s+/i, ''))
      : money || /biggest|largest|highest|smallest|lowest/i.test(which[2])
        ? 'Amount'
        : undefined;
    if (n === undefined || !Number.isInteger(n) || n <= 0 || !by) return undefined;
    return { kind: 'ops', ops: [{ op: 'top', n, by, descending: !/cheapest|least|smallest|lowest|fewest/i.test(which[2]) }] };
  }
  const m =
    re(
      `^(?:${KEEP_VERB}\\s+)?(?:only\\s+)?(?:me\\s+)?(?:the\\s+)?(top|bottom|highest|lowest|largest|smallest|biggest|first|best|worst)\\s+${NUMBER_WORD}(?:\\s+([\\w\\s-]+?))??(?:\\s+(?:by|on|in|for|with\\s+the\\s+(most|highest|largest|biggest|least|lowest|fewest|smallest))\\s+(.+?))?(?:\\s*,?\\s+${DIR})?$`,
    ).exec(text) ??
    re(
      `^(?:${KEEP_VERB}\\s+)?(?:only\\s+)?(?:me\\s+)?(?:the\\s+)?${NUMBER_WORD}\\s+(top|bottom|highest|lowest|largest|smallest|biggest|best|worst)(?:\\s+([\\w\\s-]+?))??(?:\\s+(?:by|on|in|with\\s+the\\s+(most|highest|largest|biggest|least|lowest|fewest|smallest))\\s+(.+?))?(?:\\s*,?\\s+${DIR})?$`,
    ).exec(text);
  if (!m) {
    const withMost = re(
      `^(?:${KEEP_VERB}\\s+)?(?:me\\s+)?(?:the\\s+)?${NUMBER_WORD}\\s+(?:[\\w-]+\\s+){0,2}?(?:${ROW_NOUN})\\s+with\\s+the\\s+(most|highest|largest|biggest|greatest|least|lowest|fewest|smallest)\\s+(.+)$`,
    ).exec(text);
    const n = withMost ? parseNumber(withMost[1]) : undefined;
    if (!withMost || n === undefined || !Number.isInteger(n) || n <= 0) return undefined;
    return { kind: 'ops', ops: [{ op: 'top', n, by: cleanColumn(withMost[3]), descending: !/least|lowest|fewest|smallest/i.test(withMost[2]) }] };
  }
  const [word, countWord] = /^\d|^[a-z]+$/i.test(m[1]) && parseNumber(m[1]) !== undefined ? [m[2], m[1]] : [m[1], m[2]];
  const n = parseNumber(countWord);
  if (n === undefined || !Number.isInteger(n) || n <= 0) return undefined;
  let descending = !/bottom|lowest|smallest|worst/i.test(word) && !(m[4] && /least|lowest|fewest|smallest/i.test(m[4]));
  if (m[6]) descending = direction(m[6], descending);
  let by = m[5] ? cleanColumn(m[5]) : undefined;
  const prev = last(state);
  if (!by) {
    const noun = (m[3] ?? '').trim();
    if (/^first$/i.test(word)) return undefined;
    if (noun && !isRowNoun(noun) && state.ops.length === 0) by = cleanColumn(noun);
    else if (prev?.op === 'group' && prev.aggregates.length) by = prev.aggregates[0].as;
    else if (prev?.op === 'sort') by = prev.by[0].column;
    else return undefined;
  }
  if (/^first$/i.test(word) && !m[5]) return undefined;
  return { kind: 'ops', ops: [{ op: 'top', n, by, descending }] };
};

// ---------------------------------------------------------------------------------------------
// Groups.

function defaultName(fn: Aggregate['fn'], column: string | undefined): string {
  if (fn === 'count' || !column) return 'Count';
  const prefix = { sum: 'Total', average: 'Average', min: 'Min', max: 'Max' }[fn];
  return `${prefix} ${titleCase(column)}`;
}

/** 'the sum of Hours as Total Hours and the number of rows as Entries', 'the average, the shortest and the longest Duration Minutes'. */
function parseAggregates(text: string, names: string[] = []): Aggregate[] | undefined {
  const items = splitList(text.replace(/\s+(?:as\s+well\s+as|along\s+with|plus)\s+/gi, ', '));
  const parsed: Array<{ fn?: Aggregate['fn']; column?: string; as?: string; count?: boolean }> = [];
  for (const raw of items) {
    let item = raw.trim().replace(/^(?:the|a|an|their|its)\s+/i, '');
    let as: string | undefined;
    const named =
      /^(.+?)\s+(?:as|called|named|in\s+(?:a\s+)?(?:column|field)\s+(?:called|named))\s+(.+)$/i.exec(item) ?? /^(.+?)\s*\(call\s+it\s+(.+)\)$/i.exec(item);
    if (named) {
      item = named[1];
      as = unquote(named[2]);
    }
    let m = re(`^(${AGG_WORD})(?:\\s+(?:of|for|in))?(?:\\s+(?:the|all|all\\s+the))?(?:\\s+(.+))?$`).exec(item);
    if (m) {
      const fn = aggFn(m[1]) as Aggregate['fn'];
      const target = m[2] ? cleanColumn(m[2].replace(/^(?:the|all)\s+/i, '')) : undefined;
      if (fn === 'count' || (fn === 'sum' && target && isRowNoun(target))) parsed.push({ fn: 'count', as, count: true });
      else parsed.push({ fn, column: target, as });
      continue;
    }
    m = re(`^(.+?)\\s+(count|total|sum|average|avg)$`).exec(item);
    if (m) {
      const fn = aggFn(m[2]) as Aggregate['fn'];
      if (fn === 'count' || isRowNoun(m[1])) parsed.push({ fn: 'count', as, count: true });
      else parsed.push({ fn, column: cleanColumn(m[1]), as });
      continue;
    }
    // 'hours' after 'total': the previous function.
    const col = cleanColumn(item);
    if (!col || col.split(/\s+/).length > 5 || parsed.length === 0) return undefined;
    const prevFn = parsed[parsed.length - 1].fn;
    if (prevFn === 'count' || isRowNoun(col)) parsed.push({ fn: 'count', as, count: true });
    else parsed.push({ fn: prevFn, column: col, as });
  }
  // 'the average, the shortest and the longest Duration Minutes': a column given once at the end.
  for (let i = parsed.length - 1; i >= 0; i -= 1) {
    const p = parsed[i];
    if (!p.count && !p.column) {
      const next = parsed.slice(i + 1).find((q) => q.column);
      if (!next) return undefined;
      p.column = next.column;
    }
  }
  if (parsed.length === 0) return undefined;
  if (names.length && names.length !== parsed.length) return undefined;
  return parsed.map((p, i) => {
    const fn = p.fn as Aggregate['fn'];
    const as = names[i] ?? p.as ?? defaultName(fn, p.column);
    return fn === 'count' ? { fn, as } : { fn, column: p.column as string, as };
  });
}

function groupColumns(text: string): string[] | undefined {
  const cleaned = stripSource(text.trim())
    .replace(/\s+(?:in|from)\s+the\s+(?:[\w-]+\s+){0,3}?(?:list|file|sheet|export|report|data)$/i, '')
    .replace(/^([\w-]+(?:\s+(?!and\b)[\w-]+)?)\s+(?:and\s+)?(?:per|by)\s+(?!.*\b(?:sheets?|files?|tabs?)\b)([\w-]+(?:\s+[\w-]+)?)$/i, '$1 and $2');
  const cols = columnList(cleaned).map((c) => c.replace(/^(?:by|per|each)\s+/i, ''));
  if (cols.some((c) => CLAUSE_START.test(c) || re(`^(?:the\\s+)?${AGG_WORD}\\b`).test(c))) return undefined;
  if (cols.length === 0 || cols.length > 2 || cols.some((c) => c.split(/\s+/).length > 5 || isGenericRowNoun(c) || /\b(?:per|sheets?|files?|tabs?)\b/i.test(c)))
    return undefined;
  return cols;
}

/** Column names after the aggregates: ', in columns named A, B and C' / '(column Total Labour Cost)'. */
function takeNames(text: string): { text: string; names: string[] } {
  const m =
    /,?\s+(?:in|into|as)\s+(?:new\s+)?(?:columns?|fields?)\s+(?:called|named)\s+(.+)$/i.exec(text) ??
    /,?\s+(?:in\s+|into\s+)?(?:a\s+)?(?:new\s+)?column\s+(?:called\s+|named\s+)?(.+)$/i.exec(text);
  if (!m) return { text, names: [] };
  return { text: text.slice(0, m.index), names: splitList(m[1]).map(unquote) };
}

function mergeAggregates(group: Extract<Operation, { op: 'group' }>, aggregates: Aggregate[]): void {
  for (const a of aggregates) {
    const same = group.aggregates.findIndex((p) => p.fn === a.fn && (p.column ?? '').toLowerCase() === (a.column ?? '').toLowerCase());
    if (same >= 0) group.aggregates[same] = a;
    else group.aggregates.push(a);
  }
}

const BY_WORD = '(?:per|by|for\\s+each|for\\s+every|for\\s+all|grouped\\s+by|broken\\s+down\\s+by|split\\s+by|across|in\\s+each|within\\s+each|of\\s+each|for)';

const group: Matcher = (clause, state) => {
  const text = clause
    .replace(/\s*\(call\s+it\s+([^)]+)\)/gi, ' as $1')
    .replace(/\s+/g, ' ')
    .trim();
  let m: RegExpExecArray | null;
  const prevGroup = last(state)?.op === 'group' ? (last(state) as Extract<Operation, { op: 'group' }>) : undefined;
  const make = (by: string[] | undefined, aggregates: Aggregate[] | undefined): Match | undefined => {
    if (!by || !aggregates) return undefined;
    const sameBy = prevGroup && prevGroup.by.length === by.length && prevGroup.by.every((c, i) => c.toLowerCase() === by[i].toLowerCase());
    if (prevGroup && sameBy) {
      // 'How many invoices per Status? One row per Status with the count in a column called Invoices': the same group, refined.
      return { kind: 'effect', what: `with ${aggregates.map((a) => a.as).join(', ')}`, apply: () => mergeAggregates(prevGroup, aggregates) };
    }
    return { kind: 'ops', ops: [{ op: 'group', by, aggregates }] };
  };

  // 'total the Hours per Technician in a column called Total Hours', 'count of jobs by team and status'.
  {
    const { text: body, names } = takeNames(text);
    // 'Count how many timesheet entries each Team has per Status'.
    m = re(
      `^(?:count|show|give(?:\\s+me)?)\\s+(?:how\\s+many|the\\s+number\\s+of)\\s+(?:[\\w-]+\\s+){0,2}?(?:${ROW_NOUN})\\s+(?:each|every)\\s+(.+?)\\s+(?:has|have|had|gets?|got|did|does|made|makes)(?:\\s+(?:per|by|for\\s+each|in\\s+each)\\s+(.+?))?(?:\\s+as\\s+(.+))?$`,
    ).exec(body);
    if (m) {
      const by = groupColumns(m[2] ? `${m[1]} and ${m[2]}` : m[1]);
      const as = m[3] ? unquote(m[3]) : (names[0] ?? 'Count');
      const result = make(by, [{ fn: 'count', as }]);
      if (result) return result;
    }
    m = re(
      `^(?:(?:show|give(?:\\s+me)?|calculate|compute|work\\s+out|get|find|create|make|build|produce|report|list|summari[sz]e|i\\s+(?:need|want)|we\\s+(?:need|want))\\s+)?(?:me\\s+)?(?:the\\s+)?(${AGG_WORD}\\b.*?|[\\w\\s-]+?\\s+(?:count|total|sum))\\s+${BY_WORD}\\s+(.+?)(?:\\s+as\\s+(.+))?$`,
    ).exec(body);
    if (m) {
      let byText = m[2];
      let aggText = m[3] ? `${m[1]} as ${m[3]}` : m[1];
      // 'the average job amount by business unit and the number of jobs': more aggregates after the columns.
      const more = re(`^(.+?)\\s*,?\\s+and\\s+((?:the\\s+)?${AGG_WORD}\\b.*)$`).exec(byText);
      if (more && !m[3]) {
        byText = more[1];
        aggText = `${aggText}, ${more[2]}`;
      }
      // 'Total Amount by Customer for March 2025 only': a date range after the columns.
      const dated = /^(.+?)\s+((?:for|in|during|from|between|within|over)\s+.+?)(?:\s+only)?$/i.exec(byText);
      const range = dated ? parseDateRangeWords(dated[2]) : undefined;
      if (dated && range) byText = dated[1];
      const result = make(groupColumns(byText), parseAggregates(aggText, names));
      if (result?.kind === 'ops' && range) return { kind: 'ops', ops: [{ op: 'date_range', column: 'Date', ...range }, ...result.ops] };
      if (result) return result;
    }
    m = re(`^summari[sz]e\\s+(?:the\\s+)?(.+?)\\s+${BY_WORD}\\s+(.+)$`).exec(body);
    if (m) {
      const result = make(groupColumns(m[2]), parseAggregates(`total ${m[1]}`, names));
      if (result) return result;
    }
    // 'Give me each technician's total hours'.
    m = re(
      `^(?:(?:give(?:\\s+me)?|show(?:\\s+me)?|list|get|find|calculate|work\\s+out)\\s+)?(?:each|every|the)\\s+([\\w\\s-]+?)['’]s?\\s+((?:${AGG_WORD})\\b.+)$`,
    ).exec(body);
    if (m) {
      const result = make(groupColumns(m[1]), parseAggregates(m[2], names));
      if (result) return result;
    }
    // 'How many invoices do we have per Status', 'how many jobs each technician did'.
    m = re(`^how\\s+many\\s+(.+?)\\s+(?:do\\s+we\\s+have\\s+|are\\s+there\\s+|there\\s+are\\s+|we\\s+have\\s+)?${BY_WORD}\\s+(.+)$`).exec(body);
    if (m && isRowNoun(m[1])) return make(groupColumns(m[2]), names.length ? [{ fn: 'count', as: names[0] }] : [{ fn: 'count', as: 'Count' }]);
    // 'For each Team and Technician give the sum of Hours as Total Hours and the number of rows as Entries'.
    m = re(
      `^(?:for\\s+(?:each|every)|per)\\s+(.+?),?\\s+(?:(?:give(?:\\s+me)?|show(?:\\s+me)?|calculate|compute|work\\s+out|get|find|list|report|add\\s+up|total|sum\\s+up|count|tell\\s+me)\\s+)?(?:the\\s+)?((?:${AGG_WORD})\\b.*)$`,
    ).exec(body);
    if (m) {
      const result = make(groupColumns(m[1]), parseAggregates(m[2], names));
      if (result) return result;
    }
    // 'show each PO Number with how many lines it has and the sum of Qty as Total Qty'.
    m = re(
      `^(?:show|list|give(?:\\s+me)?|report|get)\\s+(?:each|every)\\s+(.+?)\\s+(?:with|and|along\\s+with)\\s+(?:the\\s+|its\\s+|their\\s+)?((?:${AGG_WORD})\\b.*)$`,
    ).exec(body);
    if (m) {
      const result = make(groupColumns(m[1]), parseAggregates(m[2], names));
      if (result) return result;
    }
    // 'One row per Status with the count in a column called Invoices'.
    m = re(`^(?:one|a)\\s+(?:row|line)\\s+(?:per|for\\s+each|for\\s+every)\\s+(.+?)\\s+(?:with|showing|and)\\s+(?:the\\s+)?(.+)$`).exec(body);
    if (m) {
      const result = make(groupColumns(m[1]), parseAggregates(m[2], names));
      if (result) return result;
    }
    // 'Group by Team and Status with sum of Hours as Total Hours'.
    m = re(
      `^group\\s+(?:the\\s+)?(?:rows\\s+|data\\s+|it\\s+|them\\s+|everything\\s+|${ROW_NOUN}\\s+)?by\\s+(.+?)(?:\\s*(?:,|:|with|showing|to\\s+get|and\\s+(?:show|give|get|calculate))\\s+(?:the\\s+)?(.+))?$`,
    ).exec(body);
    if (m) {
      const by = groupColumns(m[1]);
      if (!m[2]) return by ? { kind: 'ops', ops: [{ op: 'group', by, aggregates: [] }] } : undefined;
      const result = make(by, parseAggregates(m[2], names));
      if (result) return result;
    }
  }

  // 'total the hours', 'count of rows as Count' right after a group: one more aggregate.
  const prev = last(state);
  if (prev?.op === 'group' && !/\b(?:first|on\s+top|at\s+the\s+top)$/i.test(text)) {
    const { text: body, names } = takeNames(
      text
        .replace(/^(?:and\s+|with\s+|also\s+)/i, '')
        .replace(
          /^(?:take|give(?:\s+me)?|show|get|calculate|compute|work\s+out|find|include|add)\s+(?=(?:the\s+|an?\s+)?(?:sum|total|count|number|average|avg|mean|min|minimum|max|maximum|lowest|highest|smallest|largest|shortest|longest)\b)/i,
          '',
        ),
    );
    const verb = /^(?:total|sum|add\s+up|count|average)\s+(?:the\s+|up\s+the\s+)?(.+)$/i.exec(body);
    const aggregates = parseAggregates(verb ? `${body.split(/\s+/)[0]} ${verb[1]}` : body, names);
    if (aggregates && (verb || re(`^(?:the\\s+)?${AGG_WORD}\\b`).test(body))) {
      return {
        kind: 'effect',
        what: `with ${aggregates.map((a) => a.as).join(', ')}`,
        apply: () => mergeAggregates(prev, aggregates),
      };
    }
  }
  return undefined;
};

// ---------------------------------------------------------------------------------------------
// Columns: split, rename, reorder, drop, select, compute, trim, fill blanks.

const split: Matcher = (clause) => {
  const text = clause.replace(/,?\s+with\s+only\s+(?:their|its|the\s+matching)\s+(?:own\s+)?rows$/i, '').trim();
  let m: RegExpExecArray | null;
  const into = (word: string | undefined): 'sheets' | 'files' => (word && /file|csv|workbook|xlsx/i.test(word) ? 'files' : 'sheets');
  const result = (column: string, target: string | undefined, extra?: string): Match | undefined => {
    const col = cleanColumn(column);
    if (!col || col.split(/\s+/).length > 4 || isGenericRowNoun(col)) return undefined;
    const op: Operation = { op: 'split', column: col, into: into(target) };
    const patch: State['output'] = {};
    if (target && /csv/i.test(target)) patch.format = 'csv';
    if (extra) {
      const name = /(?:called|named)\s+(.+)$/i.exec(extra);
      if (name) {
        const f = fileName(name[1]);
        if (f) Object.assign(patch, { fileName: f.fileName }, f.format ? { format: f.format } : {});
      }
    }
    if (Object.keys(patch).length === 0) return { kind: 'ops', ops: [op] };
    return {
      kind: 'effect',
      what: `${describeOperation(op)}${patch.fileName ? ` in "${patch.fileName}"` : ''}${patch.format ? ` (${patch.format.toUpperCase()})` : ''}`,
      apply: (s) => (s.ops.push(op), Object.assign(s.output, patch)),
    };
  };
  const TARGET = '((?:separate\\s+|different\\s+|individual\\s+)?(?:csv\\s+|excel\\s+|xlsx\\s+)?(?:sheet|tab|worksheet|file|workbook|csv|spreadsheet)s?)';
  const EXTRA = '(\\s+(?:of|in|into|inside)\\s+(?:one|a|the|a\\s+single)\\s+(?:workbook|file|spreadsheet)(?:\\s+(?:called|named)\\s+.+)?)?';
  m = re(
    `^(?:put|write|create|make|give(?:\\s+me)?|save|output|export|produce|i\\s+want|we\\s+want|with)?\\s*(?:a|one|each|an)?\\s*(?:separate|different|individual|its\\s+own|own)?\\s*${TARGET}\\s+(?:per|for\\s+each|for\\s+every|by|for)\\s+(.+?)${EXTRA}$`,
  ).exec(text);
  if (m) return result(m[2], m[1], m[3]);
  m = re(
    `^(?:save|saved|write|export|output|put|split|break)\\s+(?:it|them|everything|the\\s+(?:[\\w-]+\\s+){0,2}?[\\w-]+)\\s+(?:as|into|in|to|up\\s+into)\\s+(?:one|a|separate)\\s+${TARGET}\\s+(?:per|for\\s+each|for\\s+every|by)\\s+(.+?)${EXTRA}$`,
  ).exec(text);
  if (m) return result(m[2], m[1], m[3]);
  m = re(`^(?:put|place|move|write)\\s+(?:each|every)\\s+(.+?)\\s+(?:on|in|into)\\s+(?:its|their)\\s+own\\s+${TARGET}${EXTRA}$`).exec(text);
  if (m) return result(m[1], m[2], m[3]);
  m = re(
    `^(?:split|break|separate|divide)\\s+(?:up\\s+|out\\s+)?(?:it\\s+|them\\s+|everything\\s+|the\\s+(?:[\\w-]+\\s+){0,2}?(?:rows|data|file|list|results?|${ROW_NOUN})\\s+)?(?:up\\s+|out\\s+)?(?:(?:into|in|to)\\s+(?:one\\s+|a\\s+)?${TARGET}\\s+)?(?:by|per|on|for\\s+each|for\\s+every)\\s+(.+?)(?:\\s+(?:into|in|as|onto|on)\\s+${TARGET})?${EXTRA}$`,
  ).exec(text);
  if (m) return result(m[2], m[1] ?? m[3], m[4]);
  return undefined;
};

const rename: Matcher = (clause) => {
  let m = /^(?:rename|relabel|retitle)\s+(.+)$/i.exec(clause);
  if (m) {
    const mapping: Array<{ from: string; to: string }> = [];
    for (const pair of m[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=(?:the\s+)?["“]?[\w\s-]+?["”]?\s+(?:column\s+|header\s+)?(?:to|as|into|->)\s)/i)) {
      const p = /^(.+?)\s+(?:(?:column|header|field)\s+)?(?:to|as|into|->|→)\s+(.+)$/i.exec(pair.trim());
      if (!p) return undefined;
      const from = cleanColumn(p[1]);
      const to = unquote(p[2].trim().replace(/[.]$/, '')).replace(/^(?:the\s+)?/i, '');
      if (!from || !to) return undefined;
      mapping.push({ from, to: cleanColumn(to) || to });
    }
    return mapping.length ? { kind: 'ops', ops: [{ op: 'rename', mapping }] } : undefined;
  }
  m =
    /^(?:change|switch|update)\s+(?:the\s+)?(.+?)\s+(?:column\s+|header\s+|heading\s+|title\s+)(?:name\s+)?to\s+(.+)$/i.exec(clause) ??
    /^(?:change|switch|update)\s+(?:the\s+)?(?:column\s+|header\s+|heading\s+)(?:name\s+)?(.+?)\s+to\s+(.+)$/i.exec(clause) ??
    /^(?:call|label|name)\s+the\s+(.+?)\s+(?:column|field|header)\s+(.+)$/i.exec(clause) ??
    /^(?:the\s+)?(.+?)\s+(?:column\s+|header\s+)?should\s+(?:be\s+(?:called|named|renamed(?:\s+to)?|labell?ed)|say|read)\s+(.+)$/i.exec(clause);
  if (m) {
    const from = cleanColumn(m[1]);
    const to = unquote(m[2].trim());
    if (!from || !to || /^(?:output|result|file|workbook)$/i.test(from)) return undefined;
    return { kind: 'ops', ops: [{ op: 'rename', mapping: [{ from, to }] }] };
  }
  return undefined;
};

const reorder: Matcher = (clause) => {
  const text = clause.replace(/\s*\([^)]*\)/g, '').trim();
  const first = /^(?:make|have|set)\s+(?:the\s+)?(.+?)\s+(?:column\s+)?(?:the\s+)?(?:first|leftmost)(?:\s+column)?$/i.exec(text);
  if (first) {
    const columns = columnList(first[1]);
    return columns.length === 1 ? { kind: 'ops', ops: [{ op: 'reorder', columns }] } : undefined;
  }
  let m =
    /^(?:put|move|place|bring)\s+(?:the\s+)?(?:columns?\s+)?(.+?)\s*(?:columns?\s+)?(?:first|at\s+the\s+(?:front|start|beginning|left)|to\s+the\s+(?:front|start|beginning|left)|in\s+front|on\s+the\s+left)$/i.exec(
      text,
    );
  if (m) {
    const columns = columnList(m[1]);
    if (columns.some((c) => /^(?:newest|oldest|latest|earliest|highest|lowest|largest|smallest|biggest|cheapest|most\s+recent)(?:\s+\w+)?$/i.test(c)))
      return undefined;
    return columns.length ? { kind: 'ops', ops: [{ op: 'reorder', columns }] } : undefined;
  }
  m =
    /^(?:reorder|re-order|order|arrange|rearrange|sort|put)\s+(?:the\s+)?columns?\s*(?:as|to|in\s+(?:this|the\s+following)\s+order|in\s+order|like\s+this|so\s+(?:they|it)\s+(?:go|goes|read|reads))?\s*:?\s+(.+)$/i.exec(
      text,
    ) ??
    /^(?:the\s+)?columns?\s+(?:should\s+be\s+|go\s+)?in\s+(?:this\s+|the\s+following\s+)?order\s*:?\s+(.+)$/i.exec(text) ??
    /^(?:put|arrange|order)\s+(?:the\s+)?columns\s+in\s+(?:the\s+|this\s+)?order\s*:?\s+(.+)$/i.exec(text);
  if (m) {
    const columns = columnList(m[1]);
    return columns.length > 1 ? { kind: 'ops', ops: [{ op: 'reorder', columns }] } : undefined;
  }
  return undefined;
};

const dropColumns: Matcher = (clause) => {
  clause = clause.replace(/^(.*?\bcolumns?\b)[^:]*:\s*/i, '$1 ');
  const m =
    /^(?:take|leave|cut|pull)\s+(?:the\s+)?(.+?)\s+(?:columns?|fields?)\s+out(?:\s+(?:of|from)\s+.+)?$/i.exec(clause) ??
    re(`^(?:${DROP_VERB}|hide|lose)\\s+(?:the\\s+)?(?:columns?|fields?)\\s*:?\\s+(.+)$`).exec(clause) ??
    re(`^(?:${DROP_VERB}|hide|lose)\\s+(?:the\\s+)?(.+?)\\s+(?:columns?|fields?)(?:\\s+(?:from|in)\\s+.+)?$`).exec(clause);
  if (!m) return undefined;
  const columns = columnList(m[1]);
  if (
    !columns.length ||
    columns.some(
      (c) => c.split(/\s+/).length > 5 || /\b(?:duplicate|blank|empty|spaces?)\b/i.test(c) || /^(?:first|second|third|last|other|extra|unused|empty)$/i.test(c),
    )
  )
    return undefined;
  return { kind: 'ops', ops: [{ op: 'drop', columns }] };
};

const select: Matcher = (clause) => {
  const text = clause.replace(/\s+only$/i, '').replace(/,?\s+in\s+(?:that|this|the\s+same)\s+order$/i, '');
  let m =
    re(`^(?:${KEEP_VERB}|show(?:\\s+me)?)\\s+(?:only\\s+|just\\s+)?(?:the\\s+)?(?:columns?|fields?)\\s*:?\\s+(.+)$`).exec(text) ??
    re(`^(?:${KEEP_VERB}|show(?:\\s+me)?)\\s+(?:only\\s+|just\\s+)?(?:the\\s+)?(.+?)\\s+(?:columns?|fields?)$`).exec(text) ??
    re(
      `^(?:the\\s+)?(?:output|result|file)\\s+(?:should\\s+(?:only\\s+)?(?:have|contain|show|keep)|only\\s+(?:has|have|needs)|has|contains)\\s+(?:only\\s+)?(?:the\\s+)?(?:columns?\\s+)?(.+?)(?:\\s+columns?)?$`,
    ).exec(text);
  if (!m) {
    m = re(`^(?:keep|keeping|only\\s+keep|keep\\s+only|show(?:\\s+me)?(?:\\s+only)?|select|just\\s+keep)\\s+(?:only\\s+|just\\s+)?(?:the\\s+)?(.+)$`).exec(
      text,
    );
    if (
      m &&
      (/\b(?:where|with|whose|that|rows?|if|when|first|last|between|from|since|before|after|until|dated|scheduled|over|under)\b|\d/i.test(m[1]) ||
        splitList(m[1]).length < 2)
    )
      return undefined;
  }
  if (!m) return undefined;
  const columns = columnList(m[1]);
  if (!columns.length || columns.some((c) => c.split(/\s+/).length > 5 || isGenericRowNoun(c))) return undefined;
  return { kind: 'ops', ops: [{ op: 'select', columns }] };
};

const compute: Matcher = (clause) => {
  const text = clause.replace(/\s+(?:for|on|in)\s+(?:each|every)\s+(?:row|line)$|\s+per\s+row$|\s+row\s+by\s+row$/i, '').trim();
  const rounding = /,?\s+(?:and\s+)?round(?:ed)?\s+(?:off\s+)?to\s+(\d+|one|two|three|four|zero|no)\s+(?:decimal(?:\s+places?)?|decimals|places|digits)$/i.exec(
    text,
  );
  const places = rounding ? (/^no$/i.test(rounding[1]) ? 0 : parseNumber(rounding[1])) : undefined;
  const op = (column: string, exprText: string): Match | undefined => {
    const parsed = parseExpr(rounding ? exprText.slice(0, exprText.length - rounding[0].length) : exprText);
    const expression: Expr | undefined =
      parsed && places !== undefined ? { kind: 'call', fn: 'round', args: [parsed, { kind: 'number', value: places }] } : parsed;
    const name = unquote(column.trim()).replace(/^(?:the\s+)/i, '');
    if (!expression || !name || name.split(/\s+/).length > 5) return undefined;
    return { kind: 'ops', ops: [{ op: 'compute', column: cleanColumn(name) || name, expression }] };
  };
  let m =
    /^(?:add|create|insert|make|compute|calculate|work\s+out|derive|include|put\s+in)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:column|field)?\s*(?:called\s+|named\s+)?(["“][^"”]+["”]|[\w\s#%/-]+?)\s*(?:column|field)?\s*(?:=|as|that\s+is|which\s+is|equal\s+to|equals|that\s+equals|being|:|to\s+be|that\s+(?:has|holds|shows))\s+(.+)$/i.exec(
      text,
    );
  if (m) {
    const r = op(m[1], m[2]);
    if (r) return r;
  }
  m =
    /^(?:add|create|insert|make|compute|calculate|work\s+out|derive)\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:column\s+)?(["“][^"”]+["”]|[\w\s#%/-]+?)\s*\((.+)\)$/i.exec(
      text,
    );
  if (m) {
    const r = op(m[1], m[2]);
    if (r) return r;
  }
  m =
    /^(?:add|create|insert|make)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:column|field)\s+(?:called\s+|named\s+)?(["“][^"”]+["”]|[\w\s#%/-]+?)\s+(?:that|which|to)\s+(multipl(?:y|ies)|divides?|adds?|subtracts?)\s+(?:the\s+)?(.+?)\s+(by|and|to|from)\s+(?:the\s+)?(.+)$/i.exec(
      text,
    );
  if (m) {
    const verb = m[2].toLowerCase().slice(0, 3);
    const [a, b] = verb === 'sub' ? [m[5], m[3]] : [m[3], m[5]];
    const sym = { mul: '*', div: '/', add: '+', sub: '-' }[verb] as string;
    const r = op(m[1], `${a} ${sym} ${b}`);
    if (r) return r;
  }
  m = /^(?:add|create|insert)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:column|field)\s+(?:for|with|of)\s+(.+?)\s+(?:called|named|as)\s+(.+)$/i.exec(text);
  if (m) {
    const r = op(m[2], m[1]);
    if (r) return r;
  }
  m = /^(["“][^"”]+["”]|[\w\s#%/-]+?)\s*(=|\s+as\s+)\s*(.+)$/i.exec(text);
  if (
    m &&
    !CLAUSE_START.test(m[1]) &&
    m[1].trim().split(/\s+/).length <= 4 &&
    (m[2].trim() === '=' || /\s(?:[-+*/×x]|plus|minus|times|multiplied|divided)\s|\(/i.test(` ${m[3]} `))
  ) {
    m = [m[0], m[1], m[3]] as unknown as RegExpExecArray;
    const r = op(m[1], m[2]);
    if (r) return r;
  }
  m =
    /^(multiply|divide|subtract|add)\s+(?:the\s+)?(.+?)\s+(by|from|to|and)\s+(?:the\s+)?(.+?)(?:\s+(?:to\s+get|into|as|and\s+call\s+it|giving|for|in\s+a\s+(?:new\s+)?column\s+(?:called|named))\s+(.+))?$/i.exec(
      text,
    );
  if (m) {
    const verb = m[1].toLowerCase();
    if ((verb === 'multiply' || verb === 'divide') && m[3].toLowerCase() !== 'by') return undefined;
    const [a, b] = verb === 'subtract' ? [m[4], m[2]] : [m[2], m[4]];
    const sym = { multiply: '*', divide: '/', subtract: '-', add: '+' }[verb];
    const name = m[5] ?? `${cleanColumn(a)} ${sym === '*' ? 'x' : sym} ${cleanColumn(b)}`;
    if (verb === 'add' && !m[5]) return undefined;
    return op(name, `${a} ${sym} ${b}`);
  }
  m =
    /^round\s+(?:the\s+|all\s+)?(.+?)(?:\s+(?:values?|column))?(?:\s+to\s+(\d+|one|two|three|zero|no)\s+(?:decimal(?:\s+places?)?|decimals|places|digits))?$/i.exec(
      text,
    );
  if (m) {
    const places = m[2] ? (parseNumber(m[2]) ?? (/^no$/i.test(m[2]) ? 0 : undefined)) : 0;
    const cols = columnList(m[1]);
    if (places === undefined || !cols.length) return undefined;
    return {
      kind: 'ops',
      ops: cols.map((c) => ({
        op: 'compute' as const,
        column: c,
        expression: {
          kind: 'call' as const,
          fn: 'round' as const,
          args: [
            { kind: 'column' as const, name: c },
            { kind: 'number' as const, value: places },
          ],
        },
      })),
    };
  }
  m =
    /^(?:make|convert|change|turn|put)\s+(?:the\s+|all\s+)?(.+?)\s+(?:values\s+)?(?:to\s+|into\s+|in\s+)?(upper|lower)\s*-?case$/i.exec(text) ??
    /^(upper|lower)-?case\s+(?:the\s+)?(.+)$/i.exec(text);
  if (m) {
    const [colText, fnText] = /^(upper|lower)$/i.test(m[1]) ? [m[2], m[1]] : [m[1], m[2]];
    const fn = fnText.toLowerCase() === 'upper' ? 'upper' : 'lower';
    const cols = columnList(colText);
    return cols.length
      ? {
          kind: 'ops',
          ops: cols.map((c) => ({
            op: 'compute' as const,
            column: c,
            expression: { kind: 'call' as const, fn, args: [{ kind: 'column' as const, name: c }] },
          })),
        }
      : undefined;
  }
  m =
    /^(?:combine|join|merge|concatenate|put\s+together)\s+(?:the\s+)?(.+?)\s+and\s+(?:the\s+)?(.+?)\s+(?:columns\s+)?(?:into|as|in)\s+(?:a\s+|one\s+)?(?:new\s+)?(?:column\s+)?(?:called\s+|named\s+)?(.+?)(?:\s+column)?(?:,?\s+(?:separated\s+)?with\s+a\s+space(?:\s+between)?)?$/i.exec(
      text,
    );
  if (m && !/\b(?:files?|sheets?)\b/i.test(m[1] + m[2])) {
    const a = cleanColumn(m[1]);
    const b = cleanColumn(m[2]);
    const name = unquote(m[3]);
    return {
      kind: 'ops',
      ops: [
        {
          op: 'compute',
          column: name,
          expression: {
            kind: 'call',
            fn: 'concat',
            args: [
              { kind: 'column', name: a },
              { kind: 'text', value: ' ' },
              { kind: 'column', name: b },
            ],
          },
        },
      ],
    };
  }
  return undefined;
};

const ALL_CELLS =
  /^(?:(?:all|every|each)\s+(?:the\s+)?(?:text\s+)?(?:cells?|columns?|values?|fields?)|everything|all\s+text|the\s+(?:text|data|file|sheet)|all\s+text\s+columns|the\s+whole\s+(?:file|sheet))$/i;

const trim: Matcher = (clause) => {
  const text = clause
    .replace(/\s+(?:at|from|on)\s+the\s+(?:start|beginning|front)\s+(?:and|or)\s+(?:the\s+)?end\b/i, '')
    .replace(/\b(?:leading|trailing)\s+(?:and|or|\/)\s+(?:leading|trailing)\b/i, 'extra')
    .replace(/\s+(?:around|before\s+and\s+after)\s+(?:the\s+)?(?:values?|text)\b/i, '')
    .trim();
  const m =
    /^(?:trim|strip)\s+(?:off\s+)?(?:the\s+|any\s+|all\s+|those\s+|these\s+|them\s+)?(?:extra\s+|leading\s+|trailing\s+|surrounding\s+|stray\s+|excess\s+|unnecessary\s+)?(?:white\s*)?(?:spaces?|whitespace|blanks)?(?:\s+(?:from|in|of|on|around))?\s*(?:the\s+)?(.*?)$/i.exec(
      text,
    ) ??
    /^(?:remove|delete|get\s+rid\s+of|clean\s+up|clean|take\s+out)\s+(?:the\s+|any\s+|all\s+|those\s+|these\s+)?(?:extra|leading|trailing|surrounding|stray|excess|unnecessary|double)\s+(?:white\s*)?(?:spaces?|whitespace)(?:\s+(?:from|in|of|on|around))?\s*(?:the\s+)?(.*?)$/i.exec(
      text,
    ) ??
    /^(?:remove|delete|strip|clean\s+up|clean|tidy\s+up)\s+(?:the\s+|all\s+|any\s+)?(?:white\s*space|whitespace|spaces)(?:\s+(?:from|in|of|on|around))?\s*(?:the\s+)?(.*?)$/i.exec(
      text,
    );
  if (!m) return undefined;
  const target = m[1].trim().replace(/\s+(?:columns?|cells?|values?)$/i, '');
  // 'extra', 'double', 'excess' spaces: those inside the text too ('John   Smith').
  const inner =
    /\b(?:extra|double|excess|unnecessary|stray)\s+(?:white\s*)?(?:spaces?|whitespace)/i.test(text) &&
    !/\b(?:start|end|leading|trailing|around|surrounding|beginning)\b/i.test(clause)
      ? { inner: true }
      : {};
  if (!target || ALL_CELLS.test(target) || ALL_CELLS.test(m[1].trim()) || /^(?:cells?|values?|text)$/i.test(target))
    return { kind: 'ops', ops: [{ op: 'trim', ...inner }] };
  const columns = columnList(target);
  if (!columns.length || columns.some((c) => c.split(/\s+/).length > 5)) return undefined;
  return { kind: 'ops', ops: [{ op: 'trim', columns, ...inner }] };
};

const PREVIOUS =
  /^(?:the\s+)?(?:(?:value|name|one|entry|text)\s+)?(?:from\s+|in\s+)?(?:the\s+)?(?:(?:value|row|cell|one|line)\s+)?(?:above|before|previous(?:\s+(?:value|row|one|cell))?|last\s+(?:value|non-?blank\s+value)|from\s+the\s+row\s+above)(?:\s+it)?$/i;

function fillValue(text: string): { value: string | number | boolean } | { previous: true } | undefined {
  const s = text.trim().replace(/[.]$/, '');
  if (PREVIOUS.test(s) || /\b(?:row|value|cell)\s+above\b|\bprevious\s+(?:row|value)\b/i.test(s)) return { previous: true };
  if (!s || s.split(/\s+/).length > 4) return undefined;
  const v = parseValue(s);
  return { value: typeof v === 'string' ? v.replace(/^(?:the\s+(?:word|text)\s+)/i, '') : v };
}

const fill: Matcher = (clause) => {
  const ops: Operation[] = [];
  // 'fill the empty Team cells with Unassigned and the empty Priority cells with Normal'.
  const body = clause.replace(/^(?:fill|replace|set)\s+(?:in\s+)?/i, (s) => s);
  const verb = /^(fill(?:\s+in)?|replace|set|treat|count|change)\s+/i.exec(body);
  if (verb) {
    const rest = body.slice(verb[0].length);
    const pieces = rest.split(/\s+and\s+(?=(?:the\s+|any\s+|all\s+|each\s+)?(?:blank|empty|missing)\b)/i);
    for (const piece of pieces) {
      const m =
        /^(?:the\s+|any\s+|all\s+(?:the\s+)?|each\s+|every\s+)?(?:blank|empty|missing|null)\s+(?:cells?|values?|ones|spots|entries|fields)?\s*(?:(?:in|of|for|under)\s+(?:the\s+)?(.+?)\s+)?(?:with|to|as|by)\s+(.+)$/i.exec(
          piece,
        ) ??
        /^(?:the\s+|any\s+|all\s+(?:the\s+)?|each\s+|every\s+)?(?:blank|empty|missing|null)\s+(.+?)\s+(?:cells?|values?|fields|entries|ones)?\s*(?:with|to|as|by)\s+(.+)$/i.exec(
          piece,
        ) ??
        /^(?:the\s+|any\s+)?(?:blanks|gaps)\s*(?:(?:in|of)\s+(?:the\s+)?(.+?)\s+)?(?:with|to|as)\s+(.+)$/i.exec(piece);
      if (!m) break;
      const value = fillValue(m[2]);
      if (!value) break;
      const colText = (m[1] ?? '').trim();
      const columns = colText && !ALL_CELLS.test(colText) && !/^(?:cells?|values?)$/i.test(colText) ? columnList(colText) : [];
      ops.push({ op: 'fill_blanks', ...(columns.length ? { columns } : {}), with: value });
    }
    if (ops.length === pieces.length) return { kind: 'ops', ops };
    ops.length = 0;
  }
  let m = /^fill\s+(?:down\s+(?:the\s+)?(.+?)|(?:the\s+)?(.+?)\s+down|down)(?:\s+(?:where|when)\s+(?:it\s+is|it's)\s+(?:blank|empty))?$/i.exec(clause);
  if (m) {
    const cols = columnList(m[1] ?? m[2] ?? '');
    return { kind: 'ops', ops: [{ op: 'fill_blanks', ...(cols.length ? { columns: cols } : {}), with: { previous: true } }] };
  }
  m =
    /^(?:if|where|when)\s+(?:the\s+)?(.+?)\s+is\s+(?:blank|empty|missing),?\s+(?:use|put|set\s+it\s+to|make\s+it|fill\s+(?:it\s+)?(?:in\s+)?with|write)\s+(.+)$/i.exec(
      clause,
    );
  if (m) {
    const value = fillValue(m[2]);
    const cols = columnList(m[1]);
    return value && cols.length ? { kind: 'ops', ops: [{ op: 'fill_blanks', columns: cols, with: value }] } : undefined;
  }
  return undefined;
};

/**
 * 'add a grand total row at the bottom (called Grand Total)', 'put a totals line under it', 'add a
 * grand total at the end': a last row with the sums. After a grouping it adds up the group's counts
 * and sums (an average or a maximum is not added up); else every column of numbers.
 */
const totalRow: Matcher = (clause, state) => {
  const m =
    /^(?:(?:and\s+|then\s+)?(?:add|put|include|append|insert|give(?:\s+me)?|show|with)\s+)?(?:a|an|the|one)?\s*(?:(grand)\s+total(?:s)?(?:\s+(?:row|line))?|totals?\s+(?:row|line))(?:\s+(?:at\s+the\s+(?:bottom|end)|underneath|below|under\s+(?:it|them|the\s+rows)))?(?:\s*,?\s*(?:called|named|labell?ed|saying|that\s+says)\s+["“]?([^"”]+?)["”]?)?(?:\s+(?:at\s+the\s+(?:bottom|end)|underneath|below))?$/i.exec(
      clause,
    );
  if (!m) return undefined;
  const label = m[2]?.trim() || (m[1] ? 'Grand Total' : 'Total');
  const prev = [...state.ops].reverse().find((o) => o.op === 'group' || o.op === 'select' || o.op === 'compute');
  if (prev?.op === 'group') {
    const columns = prev.aggregates.filter((a) => a.fn === 'sum' || a.fn === 'count').map((a) => a.as);
    // Only averages or extremes: a sum of them means nothing, so the clause is not taken.
    if (!columns.length) return undefined;
    return { kind: 'ops', ops: [{ op: 'total_row', label, columns }] };
  }
  return { kind: 'ops', ops: [{ op: 'total_row', label }] };
};

/** In order: the first that answers wins. */
export const CATALOGUE: Array<[string, Matcher]> = [
  ['modifier', modifier],
  ['output', output],
  ['input sheet', inputSheet],
  ['filler', filler],
  ['append', append],
  ['merge', merge],
  ['split', split],
  ['dedupe', dedupe],
  ['total row', totalRow],
  ['top', top],
  ['group', group],
  ['sort', sort],
  ['rename', rename],
  ['reorder', reorder],
  ['fill', fill],
  ['trim', trim],
  ['compute', compute],
  ['drop columns', dropColumns],
  ['date range', dateRange],
  ['filter', filter],
  ['select', select],
  ['context', context],
];

export function matchClause(clause: string, state: State): Match | undefined {
  for (const [, matcher] of CATALOGUE) {
    const match = matcher(clause, state);
    if (match) return match;
  }
  return undefined;
}
