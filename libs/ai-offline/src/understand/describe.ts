import { CONDITION_WORDS, type Aggregate, type Condition, type Expr, type Operation, type Program } from '../program.js';
import { showColumn as col, showValue } from './values.js';

/**
 * Operations in plain words. Each text is also a step the catalogue understands again (a plan's
 * data flow becomes the task's steps, and the script is generated from those steps).
 */

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Which reading of a period the plan took. */
const PERIOD_READING: Record<string, string> = {
  last_week: 'Monday to Sunday before the run',
  this_week: 'from Monday of the run’s week',
  last_month: 'the calendar month before the run',
  this_month: 'from the 1st of the run’s month',
};

export function describeCondition(c: Condition): string {
  const words = CONDITION_WORDS[c.op];
  if (c.value === undefined) return `${col(c.column)} ${words}`;
  const value = Array.isArray(c.value) ? c.value.map(showValue).join(', ') : showValue(c.value);
  return `${col(c.column)} ${words} ${value}`;
}

/**
 * A column inside a formula: bare when the formula reads it back as that column ('On Hand - Reorder
 * Level'; a quoted word there is text), else as a step writes it.
 */
function formulaColumn(name: string): string {
  return /^[A-Za-z][A-Za-z0-9 _#%$]*$/.test(name) && !/\b(?:where|when|if|then|by|per|times|plus|minus|x)\b/i.test(name) ? name : col(name);
}

export function describeExpr(e: Expr, nested = false): string {
  switch (e.kind) {
    case 'column':
      return formulaColumn(e.name);
    case 'number':
      return String(e.value);
    case 'text':
      return `"${e.value}"`;
    case 'binary': {
      const text = `${describeExpr(e.left, true)} ${e.op} ${describeExpr(e.right, true)}`;
      return nested ? `(${text})` : text;
    }
    case 'call':
      return `${e.fn}(${e.args.map((a) => describeExpr(a)).join(', ')})`;
  }
}

function describeAggregate(a: Aggregate): string {
  const what = a.fn === 'count' ? 'count of rows' : `${a.fn} of ${col(a.column ?? '')}`;
  return `${what} as ${col(a.as)}`;
}

export function describeOperation(op: Operation): string {
  switch (op.op) {
    case 'filter': {
      const joiner = op.combine === 'any' ? ' or ' : ' and ';
      return `${op.keep ? 'Keep only rows' : 'Remove rows'} where ${op.conditions.map(describeCondition).join(joiner)}`;
    }
    case 'dedupe':
      return `Remove duplicate rows${op.columns?.length ? ` by ${op.columns.map(col).join(', ')}` : ''}, keeping the ${op.keep} one`;
    case 'sort':
      return `Sort by ${op.by.map((k) => `${col(k.column)} ${k.descending ? 'descending' : 'ascending'}`).join(', then by ')}`;
    case 'select':
      return `Keep only the columns ${op.columns.map(col).join(', ')}`;
    case 'drop':
      return `Remove the columns ${op.columns.map(col).join(', ')}`;
    case 'rename':
      return `Rename ${op.mapping.map((m) => `${col(m.from)} to ${col(m.to)}`).join(' and ')}`;
    case 'reorder':
      return `Put the columns ${op.columns.map(col).join(', ')} first`;
    case 'compute':
      return `Add a column ${col(op.column)} = ${describeExpr(op.expression)}`;
    case 'trim':
      if (op.inner) return `Remove the extra spaces in ${op.columns?.length ? op.columns.map(col).join(', ') : 'all cells'}`;
      return op.columns?.length ? `Trim spaces in ${op.columns.map(col).join(', ')}` : 'Trim spaces in all text columns';
    case 'fill_blanks': {
      const where = op.columns?.length ? ` in ${op.columns.map(col).join(', ')}` : '';
      const fill = 'previous' in op.with ? 'the value above' : showValue(op.with.value);
      return `Fill blank cells${where} with ${fill}`;
    }
    case 'date_range': {
      if (op.lastDays !== undefined) return `Keep only rows where ${col(op.column)} is in the last ${op.lastDays} days`;
      if (op.month !== undefined) return `Keep only rows where ${col(op.column)} is in ${MONTH_NAMES[op.month - 1]} (of any year)`;
      if (op.period !== undefined) return `Keep only rows where ${col(op.column)} is in ${op.period.replace('_', ' ')} (${PERIOD_READING[op.period]})`;
      if (op.from && op.to) return `Keep only rows where ${col(op.column)} is between ${op.from} and ${op.to}`;
      if (op.from) return `Keep only rows where ${col(op.column)} is on or after ${op.from}`;
      return `Keep only rows where ${col(op.column)} is on or before ${op.to}`;
    }
    case 'group':
      return `Group by ${op.by.map(col).join(' and ')} with ${op.aggregates.map(describeAggregate).join(', ')}`;
    case 'total_row':
      return `Add a total row at the bottom called ${showValue(op.label)}`;
    case 'top':
      return `Keep the top ${op.n} rows by ${col(op.by)} ${op.descending ? 'descending' : 'ascending'}`;
    case 'split':
      return op.into === 'files' ? `Write one file per ${col(op.column)}` : `Write one sheet per ${col(op.column)}`;
    case 'merge': {
      const other = 'input' in op.with ? (op.with.input === 1 ? 'the second file' : `file ${op.with.input + 1}`) : `the "${op.with.sheet}" sheet`;
      return `Merge ${other} on ${op.on.map(col).join(', ')}${op.how === 'inner' ? ', keeping only rows that match' : ''}`;
    }
    case 'append':
      return op.source === 'files' ? 'Combine all the input files into one table' : 'Stack every sheet of the file into one table';
  }
}

export function describeRead(program: Pick<Program, 'sheet'>): string {
  return program.sheet ? `Read the sheet "${program.sheet}" of the uploaded file` : 'Read the uploaded file';
}

export function outputFileName(program: Pick<Program, 'output'>): string {
  return `${program.output.fileName}.${program.output.format}`;
}

export function describeWrite(program: Pick<Program, 'output'>): string {
  const sheet = program.output.sheetName ? ` with the sheet "${program.output.sheetName}"` : '';
  return `Write "${outputFileName(program)}"${sheet}`;
}
