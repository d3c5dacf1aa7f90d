import { DATE_PERIODS, type Condition, type Expr, type Operation, type Program } from '../program.js';
import { describeOperation } from './describe-operation.js';
import { oneLine, pyLiteral } from './python-literal.js';
import { RUNTIME_PRELUDE } from './runtime-prelude.js';

/**
 * The line that starts a generated script's own part (after the runtime prelude). Everything a
 * Program says (its column names as string literals, its steps) is below it, so whoever edits a
 * script on the Program's behalf (the offline diagnosis replacing a column name) touches only that.
 */
export const TASK_PART_MARKER = '# THE TASK';

/** A Program that cannot become a script (an operation missing what it needs). */
export class ProgramError extends Error {}

const NUMBER_OPS = { '+': 'add', '-': 'subtract', '*': 'multiply', '/': 'divide' } as const;
const NEEDS_NO_VALUE = new Set(['is_blank', 'not_blank']);
const NEEDS_LIST = new Set(['in', 'not_in']);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CONDITION_OPS = new Set([
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'contains',
  'not_contains',
  'starts_with',
  'ends_with',
  'is_blank',
  'not_blank',
  'in',
  'not_in',
]);
const FUNCTIONS = new Set(['round', 'abs', 'upper', 'lower', 'concat', 'month']);
const AGGREGATES = new Set(['count', 'sum', 'average', 'min', 'max']);

/**
 * Program -> one self-contained Python 3 script: the fixed runtime prelude (reading, column
 * resolution, the operations, writing) then a `task()` that reads the first input, runs each
 * operation as one commented call, reports progress and writes the output. Deterministic: the
 * same Program gives the same script, byte for byte. Throws ProgramError for a Program whose
 * operations lack what they need (no conditions, a group without columns...).
 */
export function compileProgram(program: Program): string {
  validate(program);
  const steps = program.operations.filter((o) => o.op !== 'split');
  const split = program.operations.find((o): o is Extract<Operation, { op: 'split' }> => o.op === 'split');
  const startsWithAppend = steps[0]?.op === 'append';
  const fileName = outputFileName(program.output.fileName, program.output.format);

  const body: string[] = [];
  body.push(
    `# Read the first input file${program.sheet !== undefined ? ` (its sheet ${oneLine(JSON.stringify(program.sheet))}; a CSV has one table)` : ''}.`,
    `table = read_table(0, sheet=${pyLiteral(program.sheet)}, require_rows=${startsWithAppend ? 'False' : 'True'})`,
    `report(10, 'Read %d rows from "%s"' % (len(table.rows), table.source))`,
  );
  steps.forEach((operation, i) => {
    const label = `Step ${i + 1} of ${steps.length}: ${describeOperation(operation)}`;
    body.push('', `# ${label}.`, ...emit(operation));
    if (operation.op === 'append' && i === 0) body.push('ensure_rows(table)');
    body.push(`report(${Math.round(10 + (80 * (i + 1)) / steps.length)}, ${pyLiteral(label)} + ' (%d rows)' % len(table.rows))`);
  });
  body.push(
    '',
    `# Write the result${split ? ` (${describeOperation(split)}${split.into === 'sheets' && program.output.format === 'csv' ? ': a CSV has one sheet, so one file each' : ''})` : ''}.`,
    `written = write_output(table, ${pyLiteral(fileName)}, ${pyLiteral(program.output.format)}, sheet_name=${pyLiteral(program.output.sheetName)}, split_by=${pyLiteral(split?.column)}, split_into=${pyLiteral(split?.into)})`,
    `report(100, 'Wrote ' + ', '.join(written))`,
  );

  return [
    RUNTIME_PRELUDE,
    '',
    '# =============================================================================',
    `${TASK_PART_MARKER}: what this script does with the data. Each step is one call to`,
    "# the helpers above; column names are as the task's steps wrote them and are",
    "# matched to the file's real headers when the script runs.",
    '# =============================================================================',
    '',
    'def task():',
    ...body.map((line) => (line ? `    ${line}` : '')),
    '',
    '',
    'main(task)',
    '',
  ].join('\n');
}

/** The output's file name: no folders, the format's extension ('report' -> 'report.xlsx'). */
export function outputFileName(name: string, format: 'xlsx' | 'csv'): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f:*?"<>|]/g, '').trim();
  const stem = base.replace(/\.(xlsx|xlsm|xls|csv|txt)$/i, '').trim();
  return `${stem && stem !== '.' && stem !== '..' ? stem : 'output'}.${format}`;
}

function emit(o: Operation): string[] {
  const columns = (names: string[] | undefined) => (names?.length ? pyLiteral(names) : 'None');
  switch (o.op) {
    case 'filter':
      return [
        `table = filter_rows(table, keep=${pyLiteral(o.keep)}, combine=${pyLiteral(o.combine)}, conditions=[`,
        ...o.conditions.map((c) => `    (${pyLiteral(c.column)}, ${pyLiteral(c.op)}, ${pyLiteral(c.value)}),`),
        '])',
      ];
    case 'dedupe':
      return [`table = remove_duplicates(table, columns=${columns(o.columns)}, keep=${pyLiteral(o.keep)})`];
    case 'sort':
      return [`table = sort_rows(table, [${o.by.map((b) => `(${pyLiteral(b.column)}, ${pyLiteral(b.descending)})`).join(', ')}])`];
    case 'select':
      return [`table = keep_columns(table, ${pyLiteral(o.columns)})`];
    case 'drop':
      return [`table = drop_columns(table, ${pyLiteral(o.columns)})`];
    case 'rename':
      return [`table = rename_columns(table, [${o.mapping.map((m) => `(${pyLiteral(m.from)}, ${pyLiteral(m.to)})`).join(', ')}])`];
    case 'reorder':
      return [`table = move_columns_first(table, ${pyLiteral(o.columns)})`];
    case 'compute':
      return [`table = add_column(table, ${pyLiteral(o.column)}, lambda v: ${topExpr(o.expression)})`];
    case 'trim':
      return [`table = trim_spaces(table, columns=${columns(o.columns)}${o.inner ? ', inner=True' : ''})`];
    case 'fill_blanks':
      return 'previous' in o.with
        ? [`table = fill_blanks(table, columns=${columns(o.columns)}, previous=True)`]
        : [`table = fill_blanks(table, columns=${columns(o.columns)}, value=${pyLiteral(o.with.value)})`];
    case 'date_range':
      if (o.month !== undefined) return [`table = keep_dates_between(table, ${pyLiteral(o.column)}, month=${pyLiteral(o.month)})`];
      if (o.period !== undefined) return [`table = keep_dates_between(table, ${pyLiteral(o.column)}, period=${pyLiteral(o.period)})`];
      return o.lastDays !== undefined
        ? [`table = keep_dates_between(table, ${pyLiteral(o.column)}, last_days=${pyLiteral(o.lastDays)})`]
        : [`table = keep_dates_between(table, ${pyLiteral(o.column)}, start=${pyLiteral(o.from)}, end=${pyLiteral(o.to)})`];
    case 'group':
      return [
        `table = group_rows(table, ${pyLiteral(o.by)}, [`,
        ...o.aggregates.map((a) => `    (${pyLiteral(a.fn)}, ${pyLiteral(a.column ?? null)}, ${pyLiteral(a.as)}),`),
        '])',
      ];
    case 'total_row':
      return [`table = add_total_row(table, ${pyLiteral(o.label)}, ${pyLiteral(o.columns ?? null)})`];
    case 'top':
      return [`table = top_rows(table, ${o.n}, ${pyLiteral(o.by)}, descending=${pyLiteral(o.descending)})`];
    case 'merge': {
      const other = 'input' in o.with ? `read_table(${o.with.input})` : `read_table(0, sheet=${pyLiteral(o.with.sheet)}, strict=True)`;
      return [`table = merge_tables(table, ${other}, ${pyLiteral(o.on)}, how=${pyLiteral(o.how)})`];
    }
    case 'append':
      return [o.source === 'files' ? 'table = append_files(table)' : 'table = append_sheets(table)'];
    case 'split':
      return [];
  }
}

/** A computed column's formula: arithmetic gives a number, text functions give text, a lone column its cell. */
function topExpr(expr: Expr): string {
  if (expr.kind === 'column') return `v.value(${pyLiteral(expr.name)})`;
  if (expr.kind === 'text' || (expr.kind === 'call' && ['upper', 'lower', 'concat', 'month'].includes(expr.fn))) return textExpr(expr);
  return numberExpr(expr);
}

function numberExpr(expr: Expr): string {
  switch (expr.kind) {
    case 'column':
      return `v.num(${pyLiteral(expr.name)})`;
    case 'number':
      return pyLiteral(expr.value);
    case 'text': {
      const number = Number(expr.value.replace(/[,$\s]/g, ''));
      if (expr.value.trim() === '' || !Number.isFinite(number)) throw new ProgramError(`"${expr.value}" is text, not a number, in a calculation`);
      return pyLiteral(number);
    }
    case 'binary':
      return `${NUMBER_OPS[expr.op]}(${numberExpr(expr.left)}, ${numberExpr(expr.right)})`;
    case 'call':
      if (expr.fn === 'round') return `round_half_up(${numberExpr(expr.args[0])}, ${roundDigits(expr.args[1])})`;
      if (expr.fn === 'abs') return `absolute(${numberExpr(expr.args[0])})`;
      throw new ProgramError(`${expr.fn}() gives text, not a number, in a calculation`);
  }
}

function roundDigits(arg: Expr | undefined): string {
  if (arg === undefined) return '0';
  if (arg.kind !== 'number' || !Number.isInteger(arg.value) || arg.value < 0 || arg.value > 10) {
    throw new ProgramError('round() takes a whole number of decimals (0 to 10)');
  }
  return String(arg.value);
}

function textExpr(expr: Expr): string {
  switch (expr.kind) {
    case 'column':
      return `v.text(${pyLiteral(expr.name)})`;
    case 'text':
      return pyLiteral(expr.value);
    case 'number':
      return pyLiteral(String(expr.value));
    case 'binary':
      return `as_text(${numberExpr(expr)})`;
    case 'call':
      if (expr.fn === 'upper' || expr.fn === 'lower') return `${textExpr(expr.args[0])}.${expr.fn}()`;
      if (expr.fn === 'concat') return `(${expr.args.map(textExpr).join(' + ')})`;
      if (expr.fn === 'month') {
        const date = expr.args[0];
        if (date?.kind !== 'column') throw new ProgramError('month() takes a date column');
        return `v.month(${pyLiteral(date.name)})`;
      }
      return `as_text(${numberExpr(expr)})`;
  }
}

function validate(program: Program): void {
  if (!program || !Array.isArray(program.operations)) throw new ProgramError('A program needs a list of operations');
  if (program.output?.format !== 'xlsx' && program.output?.format !== 'csv') throw new ProgramError('The output format must be xlsx or csv');
  if (typeof program.output.fileName !== 'string') throw new ProgramError('The output needs a file name');
  for (const name of [program.sheet, program.output.sheetName]) {
    if (name !== undefined && !named(name)) throw new ProgramError('A sheet name must be non-blank text');
  }
  program.operations.forEach((o, i) => {
    const problem = o && typeof o === 'object' ? operationProblem(o) : 'not an operation';
    if (problem) throw new ProgramError(`Operation ${i + 1} (${String(o?.op)}): ${problem}`);
  });
  if (program.operations.filter((o) => o.op === 'split').length > 1) throw new ProgramError('The output can be split by one column only');
}

const named = (name: unknown) => typeof name === 'string' && name.trim() !== '';
const allNamed = (names: unknown) => Array.isArray(names) && names.length > 0 && names.every(named);

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
const oneOf = (value: unknown, ...allowed: unknown[]) => allowed.includes(value);

function conditionProblem(c: Condition): string | null {
  if (!named(c.column)) return 'a condition needs a column';
  if (!CONDITION_OPS.has(c.op)) return `unknown condition "${String(c.op)}"`;
  if (NEEDS_NO_VALUE.has(c.op)) return null;
  if (NEEDS_LIST.has(c.op)) return Array.isArray(c.value) && c.value.length > 0 && c.value.every(isScalar) ? null : `"${c.op}" needs a list of values`;
  return isScalar(c.value) ? null : `"${c.op}" needs one value (text, a number or true/false)`;
}

function exprProblem(expr: Expr): string | null {
  switch (expr?.kind) {
    case 'column':
      return named(expr.name) ? null : 'a formula names a column without a name';
    case 'number':
      return Number.isFinite(expr.value) ? null : 'a formula has a number that is not one';
    case 'text':
      return typeof expr.value === 'string' ? null : 'a formula has text that is not text';
    case 'binary':
      if (!(expr.op in NUMBER_OPS)) return `unknown arithmetic "${String(expr.op)}"`;
      return exprProblem(expr.left) ?? exprProblem(expr.right);
    case 'call':
      if (!FUNCTIONS.has(expr.fn)) return `unknown function "${String(expr.fn)}"`;
      if (!Array.isArray(expr.args) || expr.args.length === 0) return `${expr.fn}() needs an argument`;
      return expr.args.map(exprProblem).find((p) => p !== null) ?? null;
    default:
      return 'a formula has a part that is not a column, a number, text, arithmetic or a function';
  }
}

function operationProblem(o: Operation): string | null {
  switch (o.op) {
    case 'filter':
      if (!oneOf(o.keep, true, false) || !oneOf(o.combine, 'all', 'any')) return 'keep must be true or false and combine "all" or "any"';
      if (!Array.isArray(o.conditions) || o.conditions.length === 0) return 'no conditions';
      return o.conditions.map(conditionProblem).find((p) => p !== null) ?? null;
    case 'dedupe':
      if (!oneOf(o.keep, 'first', 'last')) return 'keep must be "first" or "last"';
      return optionalColumnsProblem(o.columns);
    case 'fill_blanks':
      if (!o.with || !('previous' in o.with ? o.with.previous === true : isScalar(o.with.value)))
        return 'blanks are filled with a value or with the value above';
      return optionalColumnsProblem(o.columns);
    case 'trim':
      return optionalColumnsProblem(o.columns);
    case 'sort':
      return Array.isArray(o.by) && o.by.length > 0 && o.by.every((b) => named(b.column) && oneOf(b.descending, true, false)) ? null : 'no column to sort by';
    case 'select':
    case 'drop':
    case 'reorder':
      return allNamed(o.columns) ? null : 'no columns';
    case 'rename':
      return Array.isArray(o.mapping) && o.mapping.length > 0 && o.mapping.every((m) => named(m.from) && named(m.to))
        ? null
        : 'a rename needs the old and the new name';
    case 'compute':
      return named(o.column) ? exprProblem(o.expression) : 'the new column needs a name';
    case 'date_range':
      if (!named(o.column)) return 'no date column';
      if (o.lastDays !== undefined) return Number.isInteger(o.lastDays) && o.lastDays > 0 ? null : 'lastDays must be a whole number of days';
      if (o.month !== undefined) return Number.isInteger(o.month) && o.month >= 1 && o.month <= 12 ? null : 'month must be 1 to 12';
      if (o.period !== undefined) return (DATE_PERIODS as readonly string[]).includes(o.period) ? null : `period must be one of ${DATE_PERIODS.join(', ')}`;
      if (o.from === undefined && o.to === undefined) return 'neither a start nor an end date';
      return [o.from, o.to].every((d) => d === undefined || ISO_DAY.test(d)) ? null : 'dates must be written YYYY-MM-DD';
    case 'group':
      if (!allNamed(o.by)) return 'no column to group by';
      if (!Array.isArray(o.aggregates) || !o.aggregates.every((a) => AGGREGATES.has(a.fn))) return 'a total is count, sum, average, min or max';
      return o.aggregates.every((a) => named(a.as) && (a.fn === 'count' || named(a.column))) ? null : 'each total needs a name and (but for count) a column';
    case 'total_row':
      return named(o.label) && (o.columns === undefined || allNamed(o.columns)) ? null : 'a total row needs a label (and the columns it adds up)';
    case 'top':
      return Number.isInteger(o.n) && o.n > 0 && named(o.by) && oneOf(o.descending, true, false) ? null : 'top needs a positive number of rows and a column';
    case 'split':
      return named(o.column) && oneOf(o.into, 'sheets', 'files') ? null : 'a split needs a column and "sheets" or "files"';
    case 'merge':
      if (!allNamed(o.on)) return 'no key column to match on';
      if (!oneOf(o.how, 'left', 'inner') || !o.with) return 'a merge is "left" or "inner", with an input file or a sheet';
      if ('input' in o.with) return Number.isInteger(o.with.input) && o.with.input >= 1 ? null : 'the other input is a file number from 1 (the second file)';
      return named(o.with.sheet) ? null : 'the other sheet needs a name';
    case 'append':
      return oneOf(o.source, 'files', 'sheets') ? null : 'append takes "files" or "sheets"';
    default:
      return 'not an operation the offline provider knows';
  }
}

function optionalColumnsProblem(columns: string[] | undefined): string | null {
  return columns === undefined || (Array.isArray(columns) && (columns.length === 0 || allNamed(columns))) ? null : 'a column without a name';
}
