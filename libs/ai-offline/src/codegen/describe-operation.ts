import { CONDITION_WORDS, type Condition, type Expr, type Operation, type Scalar } from '../program.js';
import { oneLine } from './python-literal.js';

const quote = (name: string) => `"${name}"`;
const list = (names: string[]) => names.map(quote).join(', ');

function scalar(value: Scalar): string {
  return typeof value === 'string' ? quote(value) : String(value);
}

function condition(c: Condition): string {
  const value = c.value === undefined ? '' : ` ${Array.isArray(c.value) ? c.value.map(scalar).join(', ') : scalar(c.value)}`;
  return `${quote(c.column)} ${CONDITION_WORDS[c.op]}${value}`;
}

/** An expression as a person writes it: Hours * Rate, round(Total, 2). */
export function describeExpr(expr: Expr): string {
  switch (expr.kind) {
    case 'column':
      return /^[\p{L}\p{N}_]+$/u.test(expr.name) ? expr.name : `[${expr.name}]`;
    case 'number':
      return String(expr.value);
    case 'text':
      return quote(expr.value);
    case 'binary':
      return `(${describeExpr(expr.left)} ${expr.op} ${describeExpr(expr.right)})`;
    case 'call':
      return `${expr.fn}(${expr.args.map(describeExpr).join(', ')})`;
  }
}

/** One operation in plain words ('remove the rows where "Status" is "voided"'), one line. */
export function describeOperation(operation: Operation): string {
  return oneLine(describe(operation));
}

function describe(o: Operation): string {
  switch (o.op) {
    case 'filter':
      return `${o.keep ? 'keep only' : 'remove'} the rows where ${o.conditions.map(condition).join(o.combine === 'all' ? ' and ' : ' or ')}`;
    case 'dedupe':
      return `remove duplicate rows (${o.columns?.length ? `same ${list(o.columns)}` : 'same in every column'}; keep the ${o.keep} one)`;
    case 'sort':
      return `sort by ${o.by.map((b) => `${quote(b.column)}${b.descending ? ' (descending)' : ''}`).join(', then ')}`;
    case 'select':
      return `keep only the columns ${list(o.columns)}`;
    case 'drop':
      return `remove the columns ${list(o.columns)}`;
    case 'rename':
      return `rename ${o.mapping.map((m) => `${quote(m.from)} to ${quote(m.to)}`).join(', ')}`;
    case 'reorder':
      return `move the columns ${list(o.columns)} to the front`;
    case 'compute':
      return `set the column ${quote(o.column)} to ${describeExpr(o.expression).replace(/^\((.*)\)$/, '$1')}`;
    case 'trim':
      return `trim the spaces ${o.inner ? 'around and inside' : 'around'} text in ${o.columns?.length ? list(o.columns) : 'every column'}`;
    case 'fill_blanks':
      return `fill the blank cells of ${o.columns?.length ? list(o.columns) : 'every column'} with ${'previous' in o.with ? 'the value above' : scalar(o.with.value)}`;
    case 'date_range':
      if (o.lastDays !== undefined) return `keep only the rows where ${quote(o.column)} is within the last ${o.lastDays} days`;
      if (o.month !== undefined) return `keep only the rows where ${quote(o.column)} is in month ${o.month} of any year`;
      if (o.period !== undefined) return `keep only the rows where ${quote(o.column)} is in ${o.period.replace('_', ' ')}`;
      return `keep only the rows where ${quote(o.column)} is ${o.from ? `from ${o.from}` : ''}${o.from && o.to ? ' ' : ''}${o.to ? `to ${o.to}` : ''}`;
    case 'group':
      return `one row per ${o.by.map(quote).join(' and ')}${o.aggregates.length ? ` with ${o.aggregates.map((a) => `${quote(a.as)} = ${a.fn === 'count' ? 'count of rows' : `${a.fn} of ${quote(a.column ?? '')}`}`).join(', ')}` : ''}`;
    case 'total_row':
      return `add a last row ${quote(o.label)} with the sum of ${o.columns?.length ? o.columns.map(quote).join(', ') : 'every column of numbers'}`;
    case 'top':
      return `keep the ${o.n} rows with the ${o.descending ? 'largest' : 'smallest'} ${quote(o.by)}`;
    case 'split':
      return `one ${o.into === 'sheets' ? 'sheet' : 'file'} per value of ${quote(o.column)}`;
    case 'merge':
      return `add the columns of ${'input' in o.with ? `input file ${o.with.input + 1}` : `sheet ${quote(o.with.sheet)}`}, matching ${list(o.on)} (${o.how === 'left' ? 'rows without a match kept' : 'rows without a match removed'})`;
    case 'append':
      return o.source === 'files' ? 'add the rows of every other input file under these' : 'add the rows of every other sheet under these';
  }
}
