import type { Operation, Program, Understanding } from '../program.js';
import { matchClause, type Match, type State } from './catalogue.js';
import { CLAUSE_VERBS, splitClauses } from './clauses.js';
import { ASC_WORDS, DESC_WORDS } from './patterns.js';
import { describeOperation } from './describe.js';
import { rewriteEveryday } from './everyday.js';

/**
 * Plain language (a description, or a task's steps one per element) -> Program. Each clause is
 * matched against the catalogue; what matches nothing is kept verbatim in `notUnderstood`, and
 * then `program` is null: a script that silently skips an instruction is never built.
 */

export const DEFAULT_OUTPUT_NAME = 'Result';

const CLAUSE_START = new RegExp(`^(?:${CLAUSE_VERBS.join('|')})\\b`, 'i');

/** One clause and what it became. */
export interface ClauseReading {
  clause: string;
  /** The operations it added (the same objects as in the program: later clauses may refine them). */
  ops: Operation[];
  /** For clauses that changed the input or output, or did nothing: what they meant. */
  what?: string;
  understood: boolean;
}

export interface Reading {
  /** The program of what was understood (whatever was not). */
  program: Program;
  clauses: ClauseReading[];
}

/** The prefix the quick creator gives a part to rephrase ('Rephrase: <the user's words>'): an edited step is read as any other. */
const REPHRASE = /^\s*rephrase:\s*/i;

/** Parentheticals: '(call it Total Hours)' names, '(biggest first)' orders; others only explain. */
const NAMING = /\s+\(\s*(?:call\s+(?:it|that|this|them)|name\s+it|column|called|named|as)\s+([^)]+)\)/gi;
const AGGREGATE_BEFORE = /\b(?:count|number|total|sum|average|avg|mean|min|max|minimum|maximum|lowest|highest|shortest|longest|how\s+many)\b[^,.;:()]*$/i;

function foldParentheses(clause: string): string {
  return clause
    .replace(NAMING, ' (call it $1)')
    .replace(/\s+\(((?:[A-Z][\w-]*)(?:\s+[A-Z][\w-]*){0,3})\)/g, (all: string, name: string, at: number, whole: string) =>
      AGGREGATE_BEFORE.test(whole.slice(0, at)) ? ` (call it ${name})` : all,
    )
    .replace(/\s+\(\s*([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3})\s*(?:=|==|is|equals)\s*([^)]+?)\s*\)/g, ' where $1 = $2')
    .replace(
      /\s+\(\s*([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3}\s+(?:contains|starts\s+with|ends\s+with|is\s+not|is\s+blank|is\s+empty|is\s+over|is\s+under|>|<)[^)]*?)\s*\)/g,
      ' where $1',
    )
    .replace(new RegExp(`\\s+\\((${DESC_WORDS}|${ASC_WORDS})\\)`, 'gi'), ', $1')
    .replace(/\s+\((?!call\s+it\s)(?![^)]*\s[-+*/×xX]\s)[^)]*\)/gi, '')
    .replace(/,?\s+(?:with|keeping)\s+all\s+(?:of\s+)?(?:their|the|its)\s+columns\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function apply(match: Match, state: State, reading: ClauseReading): void {
  if (match.kind === 'ops') {
    state.ops.push(...match.ops);
    reading.ops = match.ops;
  } else if (match.kind === 'effect') {
    const before = state.ops.length;
    match.apply(state);
    reading.ops = state.ops.slice(before);
    reading.what = match.what;
  } else {
    reading.what = match.what;
  }
}

/**
 * A reading that cannot be what was meant, so the part is asked about instead: the same aggregate
 * twice ('count the approved entries and the total entries' is two different counts), or a vague
 * word taken for a value of the Status column ('the big jobs': big how?).
 */
const VAGUE_VALUE =
  /^(?:big|bigger|biggest|small|smaller|large|larger|huge|tiny|expensive|cheap|long|short|old|important|bad|good|major|minor|main|best|worst|weird|odd|strange|nice|nicer)$/i;
function misread(match: Match): boolean {
  if (match.kind !== 'ops') return false;
  return match.ops.some(
    (op) =>
      (op.op === 'group' && op.aggregates.some((a, i) => op.aggregates.some((b, j) => j > i && a.fn === b.fn && a.column === b.column && a.as === b.as))) ||
      (op.op === 'filter' && op.conditions.some((c) => c.column === 'Status' && typeof c.value === 'string' && VAGUE_VALUE.test(c.value.trim()))),
  );
}

/** What a clause became, in words. */
export function readingText(r: ClauseReading): string {
  if (!r.understood) return r.clause;
  const parts = r.ops.map(describeOperation);
  if (r.what && (r.ops.length === 0 || !parts.some((p) => r.what?.startsWith(p)))) parts.unshift(r.what);
  if (r.what && r.ops.length && parts.length > 1 && r.what.startsWith(parts[1] ?? '\u0000')) parts.splice(1, 1);
  return `${r.clause} -> ${parts.join('; ')}`;
}

/** A column named by a later clause after a group: 'hours' is now 'Total Hours'. */
function followGroups(ops: Operation[]): void {
  const renames = new Map<string, string>();
  const key = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .replace(/s$/, '');
  const map = (c: string) => renames.get(key(c)) ?? c;
  for (const op of ops) {
    switch (op.op) {
      case 'sort':
        op.by.forEach((k) => (k.column = map(k.column)));
        break;
      case 'top':
        op.by = map(op.by);
        break;
      case 'total_row':
        if (op.columns) op.columns = op.columns.map(map);
        break;
      case 'filter':
        op.conditions.forEach((c) => (c.column = map(c.column)));
        break;
      case 'select':
      case 'reorder':
      case 'drop':
        op.columns = op.columns.map(map);
        break;
      default:
        break;
    }
    if (op.op === 'group') {
      if (op.aggregates.length === 0) op.aggregates.push({ fn: 'count', as: 'Count' });
      renames.clear();
      for (const a of op.aggregates) {
        if (a.column && !op.aggregates.some((b) => b !== a && b.column && key(b.column) === key(a.column as string))) renames.set(key(a.column), a.as);
        renames.set(key(a.as), a.as);
        if (op.aggregates.filter((b) => b.fn === a.fn).length === 1) renames.set(key(a.fn), a.as);
      }
    }
  }
}

/** Every clause read, understood or not, and the program of what was understood. */
export function read(text: string | string[]): Reading {
  const prepare = (t: string) => foldParentheses(rewriteEveryday(t.replace(REPHRASE, '')).text);
  const rawClauses = splitClauses(Array.isArray(text) ? text.map(prepare) : prepare(text));
  const state: State = { ops: [], output: {} };
  const clauses: ClauseReading[] = [];
  for (let i = 0; i < rawClauses.length; i += 1) {
    const clause = rawClauses[i];
    const reading: ClauseReading = { clause, ops: [], understood: false };
    let match = matchClause(clause.replace(/:$/, ''), state);
    if (!match && /:$/.test(clause)) match = { kind: 'noop', what: 'a heading (the instructions follow)' };
    if (!match && i + 1 < rawClauses.length) {
      // A clause cut too early ('total hours, total pay per technician'): try it with the next one.
      const joined = `${clause}, ${rawClauses[i + 1]}`;
      const joinedMatch = matchClause(joined, state);
      if (joinedMatch && joinedMatch.kind !== 'noop') {
        match = joinedMatch;
        reading.clause = joined;
        i += 1;
      }
    }
    if (!match && clauses.length > 0) {
      // Or cut too late ('keep the columns Tech, Total and Date'): the previous clause with this one.
      const prev = clauses[clauses.length - 1];
      if (prev.understood && prev.ops.length && !prev.what) {
        const joined = `${prev.clause}, ${clause}`;
        const withoutPrev: State = { ...state, ops: state.ops.filter((op) => !prev.ops.includes(op)) };
        const joinedMatch = matchClause(joined, withoutPrev);
        // A clause starting with a verb joins back only into a list of columns ('keep the columns Job #, Customer, Total and Status').
        const columnList = joinedMatch?.kind === 'ops' && joinedMatch.ops.every((o) => ['select', 'drop', 'reorder'].includes(o.op));
        if (joinedMatch?.kind === 'ops' && (!CLAUSE_START.test(clause) || columnList)) {
          state.ops = withoutPrev.ops;
          clauses.pop();
          reading.clause = joined;
          match = joinedMatch;
        }
      }
    }
    if (match && !misread(match)) {
      reading.understood = true;
      apply(match, state, reading);
    }
    clauses.push(reading);
  }
  followGroups(state.ops);
  const program: Program = {
    ...(state.sheet ? { sheet: state.sheet } : {}),
    operations: state.ops,
    output: {
      format: state.output.format ?? 'xlsx',
      fileName: state.output.fileName ?? DEFAULT_OUTPUT_NAME,
      ...(state.output.sheetName ? { sheetName: state.output.sheetName } : {}),
    },
  };
  return { program, clauses };
}

/** Text -> Program, with what was understood ('<clause> -> <what it does>') and what was not (verbatim). */
export function understand(text: string | string[]): Understanding {
  const reading = read(text);
  return toUnderstanding(reading);
}

export function toUnderstanding(reading: Reading): Understanding {
  const understood = reading.clauses.filter((c) => c.understood).map(readingText);
  const notUnderstood = reading.clauses.filter((c) => !c.understood).map((c) => c.clause);
  return { program: notUnderstood.length ? null : reading.program, understood, notUnderstood };
}
