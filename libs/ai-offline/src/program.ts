/**
 * The offline provider's program: what it understood of a description or of a task's steps, as a
 * list of spreadsheet operations. `understand` (text -> Program) and `compileProgram` (Program ->
 * Python) meet here. Column names are kept as the user wrote them; the generated script resolves
 * them against the real headers at run time (case, spaces and punctuation ignored) and stops with a
 * clear error naming the columns that exist when one is missing.
 */

/** A column as the user named it ('Tech Name', 'hours'). */
export type ColumnRef = string;

export const DATE_PERIODS = ['last_week', 'this_week', 'last_month', 'this_month'] as const;
export type DatePeriod = (typeof DATE_PERIODS)[number];

export type Scalar = string | number | boolean;

export type ConditionOp =
  'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'contains' | 'not_contains' | 'starts_with' | 'ends_with' | 'is_blank' | 'not_blank' | 'in' | 'not_in';

/**
 * Each condition in plain words, as the step texts, the scripts' comments and the understanding
 * all read it ('Hours is greater than 8'): one table, so a described step is understood again.
 */
export const CONDITION_WORDS: Readonly<Record<ConditionOp, string>> = {
  eq: 'is',
  ne: 'is not',
  gt: 'is greater than',
  ge: 'is at least',
  lt: 'is less than',
  le: 'is at most',
  contains: 'contains',
  not_contains: 'does not contain',
  starts_with: 'starts with',
  ends_with: 'ends with',
  is_blank: 'is blank',
  not_blank: 'is not blank',
  in: 'is one of',
  not_in: 'is not one of',
};

export interface Condition {
  column: ColumnRef;
  op: ConditionOp;
  /** Absent for is_blank / not_blank; a list for in / not_in. Text comparisons ignore case. */
  value?: Scalar | Scalar[];
}

/** Arithmetic over a row's cells: `Hours * Rate`, `Price - Cost`, `round(Total, 2)`. */
export type Expr =
  | { kind: 'column'; name: ColumnRef }
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: Expr; right: Expr }
  | { kind: 'call'; fn: 'round' | 'abs' | 'upper' | 'lower' | 'concat' | 'month'; args: Expr[] };

export type AggregateFn = 'count' | 'sum' | 'average' | 'min' | 'max';

export interface Aggregate {
  fn: AggregateFn;
  /** Absent for count. */
  column?: ColumnRef;
  /** The output column's name ('Total Hours', 'Count'). */
  as: string;
}

export type Operation =
  /** Keep (keep: true) or drop (keep: false) the rows matching the conditions. */
  | { op: 'filter'; keep: boolean; conditions: Condition[]; combine: 'all' | 'any' }
  /** Rows equal on `columns` (all columns when absent) are duplicates; one is kept. */
  | { op: 'dedupe'; columns?: ColumnRef[]; keep: 'first' | 'last' }
  | { op: 'sort'; by: Array<{ column: ColumnRef; descending: boolean }> }
  /** Keep only these columns, in this order. */
  | { op: 'select'; columns: ColumnRef[] }
  | { op: 'drop'; columns: ColumnRef[] }
  | { op: 'rename'; mapping: Array<{ from: ColumnRef; to: string }> }
  /** Move these columns to the front, in this order; the rest follow as they were. */
  | { op: 'reorder'; columns: ColumnRef[] }
  /** A new (or replaced) column computed per row. */
  | { op: 'compute'; column: string; expression: Expr }
  /** Strip spaces around text (all text columns when absent). */
  | { op: 'trim'; columns?: ColumnRef[]; /** Runs of spaces inside the text become one ('extra spaces'). */ inner?: boolean }
  /** Blank cells get a value, or the value above them ('previous'). */
  | { op: 'fill_blanks'; columns?: ColumnRef[]; with: { value: Scalar } | { previous: true } }
  /** Rows whose date in `column` is within [from, to] (ISO dates, inclusive; either may be absent), or within the last N days of the run. */
  | {
      op: 'date_range';
      column: ColumnRef;
      from?: string;
      to?: string;
      lastDays?: number;
      /** A month of any year ('in October'), 1 to 12. */
      month?: number;
      /** A calendar period before the run's date ('last week': Monday to Sunday). */
      period?: DatePeriod;
    }
  /** One row per group (one or two columns) with the aggregates. */
  | { op: 'group'; by: ColumnRef[]; aggregates: Aggregate[] }
  /** The first n rows after sorting by `by`. */
  | { op: 'top'; n: number; by: ColumnRef; descending: boolean }
  /** A last row: `label` in the first column and the sum of `columns` (of every column of numbers when absent) under each. */
  | { op: 'total_row'; label: string; columns?: ColumnRef[] }
  /** The output gets one sheet (or one file) per distinct value of `column`. */
  | { op: 'split'; column: ColumnRef; into: 'sheets' | 'files' }
  /** Join another input (file index or sheet name) on key columns; left keeps every row of the current table. */
  | { op: 'merge'; with: { input: number } | { sheet: string }; on: ColumnRef[]; how: 'left' | 'inner' }
  /** Stack every input (every file, or every sheet of the first file) under one header. */
  | { op: 'append'; source: 'files' | 'sheets' };

export interface Program {
  /** Which sheet of the first input to read (the first when absent); CSV, XLSX and XLS are read alike. */
  sheet?: string;
  operations: Operation[];
  output: {
    format: 'xlsx' | 'csv';
    /** Without folders; the extension follows the format. */
    fileName: string;
    /** Sheet name of the result in xlsx (when not split). */
    sheetName?: string;
  };
}

/** What `understand` makes of a text: the program, and the phrases it used and could not use. */
export interface Understanding {
  program: Program | null;
  /** Each phrase it used, with what it took it for ('drop the voided rows -> remove rows where Status is "voided"'). */
  understood: string[];
  /** Each phrase it could not turn into an operation. */
  notUnderstood: string[];
}
