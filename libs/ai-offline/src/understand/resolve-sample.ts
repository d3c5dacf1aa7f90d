import type { InputSample } from '../types.js';
import { resolveColumn } from '../codegen/resolve-column.js';
import type { Condition, Operation, Program } from '../program.js';
import { mapExprColumns } from './expressions.js';

/**
 * The user's column words matched to a real input's headers, operation by operation (the header
 * changes as columns are kept, renamed, computed or grouped), by the same rules the generated
 * script applies at run time. A state value with no column named ('drop the voided rows' read as
 * Status is "voided") goes to the column whose sample cells hold that value. Words that match
 * nothing stay as written: the script then stops naming the columns that exist.
 */

type Sheet = InputSample['sheets'][number];

function sheetOf(sample: InputSample, name: string | undefined): Sheet | undefined {
  if (!name) return sample.sheets[0];
  return sample.sheets.find((s) => s.name === name) ?? sample.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
}

/** The column whose sample cells hold `value` (case ignored), when exactly one does. */
function columnHolding(sheet: Sheet, header: string[], value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const want = value.trim().toLowerCase();
  const hits = header.filter((col) => {
    const i = sheet.columns.indexOf(col);
    return (
      i >= 0 &&
      sheet.rows.some(
        (r) =>
          String(r[i] ?? '')
            .trim()
            .toLowerCase() === want,
      )
    );
  });
  return hits.length === 1 ? hits[0] : undefined;
}

/**
 * Resolves the program's column references in place; answers whether every one was found.
 * `chosen`: the user's words the Requirements step asked about, with the column picked for each;
 * `missing`: collects the words no column matched (in order, once each).
 */
export function resolveAgainstSample(program: Program, sample: InputSample, chosen: Readonly<Record<string, string>> = {}, missing?: string[]): boolean {
  const sheet = sheetOf(sample, program.sheet);
  if (!sheet) return false;
  if (program.sheet && sheet.name !== program.sheet) program.sheet = sheet.name;
  let header: string[] | null = [...sheet.columns];
  let allFound = true;
  const r = (name: string): string => {
    if (!header) return name;
    const picked = chosen[name];
    const found = resolveColumn(picked ?? name, header);
    if (!found) {
      allFound = false;
      if (missing && !picked && !missing.includes(name)) missing.push(name);
    }
    return found ?? name;
  };
  const rCond = (c: Condition) => {
    const found = header ? resolveColumn(chosen[c.column] ?? c.column, header) : c.column;
    if (!found && header && c.column === 'Status') {
      const holder = columnHolding(sheet, header, c.value);
      if (holder) {
        c.column = holder;
        return;
      }
    }
    c.column = r(c.column);
  };
  for (const op of program.operations as Operation[]) {
    switch (op.op) {
      case 'filter':
        op.conditions.forEach(rCond);
        break;
      case 'dedupe':
        if (op.columns) op.columns = op.columns.map(r);
        break;
      case 'sort':
        op.by.forEach((k) => (k.column = r(k.column)));
        break;
      case 'select':
        op.columns = op.columns.map(r);
        if (header) header = [...op.columns];
        break;
      case 'drop':
        op.columns = op.columns.map(r);
        if (header) header = header.filter((h) => !op.columns.includes(h));
        break;
      case 'rename':
        for (const m of op.mapping) {
          m.from = r(m.from);
          if (header) header = header.map((h) => (h === m.from ? m.to : h));
        }
        break;
      case 'reorder':
        op.columns = op.columns.map(r);
        if (header) header = [...op.columns, ...header.filter((h) => !op.columns.includes(h))];
        break;
      case 'compute': {
        op.expression = mapExprColumns(op.expression, r);
        const existing = header ? resolveColumn(op.column, header) : null;
        if (existing && existing.toLowerCase() === op.column.toLowerCase()) op.column = existing;
        else if (header) header = [...header, op.column];
        break;
      }
      case 'trim':
      case 'fill_blanks':
        if (op.columns) op.columns = op.columns.map(r);
        break;
      case 'date_range':
        op.column = r(op.column);
        break;
      case 'group':
        op.by = op.by.map(r);
        op.aggregates.forEach((a) => {
          if (a.column) a.column = r(a.column);
        });
        if (header) header = [...op.by, ...op.aggregates.map((a) => a.as)];
        break;
      case 'top':
        op.by = r(op.by);
        break;
      case 'total_row':
        if (op.columns) op.columns = op.columns.map(r);
        break;
      case 'split':
        op.column = r(op.column);
        break;
      case 'merge': {
        op.on = op.on.map(r);
        const other = 'sheet' in op.with ? sheetOf(sample, op.with.sheet) : undefined;
        if (other && 'sheet' in op.with) {
          op.with = { sheet: other.name };
          if (header) {
            const current: string[] = header;
            header = [...current, ...other.columns.filter((c) => !current.includes(c))];
          }
        } else header = null;
        break;
      }
      case 'append':
        break;
    }
  }
  return allFound;
}
