/** Grid column widths (spec 001 section 9). */
export const DEFAULT_COLUMN_WIDTH = 200;
export const MIN_COLUMN_WIDTH = 100;

/** A data-table section's content in memory: a header row and body rows of the same length. */
export interface TableData {
  headers: string[];
  rows: string[][];
}

/** Shown (not saved) while a data-table section is empty: 3 example columns (spec 001 section 9). */
export const PLACEHOLDER_TABLE: TableData = {
  headers: ['Item Code', 'Name', 'Quantity'],
  rows: [['A-100', 'Example item', '1']],
};

function fit(cells: string[], width: number): string[] {
  if (cells.length >= width) return cells.slice(0, width);
  return [...cells, ...Array<string>(width - cells.length).fill('')];
}

/**
 * Tab-separated content, first line the header row (spec 001 section 3). Blank lines are skipped;
 * body rows are padded or cut to the header count. Empty content gives an empty table.
 */
export function parseTsv(content: string | undefined): TableData {
  const lines = (content ?? '').split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) return { headers: [], rows: [] };
  const headers = lines[0]!.split('\t');
  return { headers, rows: lines.slice(1).map((l) => fit(l.split('\t'), headers.length)) };
}

/** Tabs and line breaks inside a cell would break the format: they become spaces. */
function clean(cell: string): string {
  return cell.replace(/[\t\r\n]+/g, ' ');
}

export function serializeTsv(table: TableData): string {
  if (table.headers.length === 0) return '';
  return [table.headers, ...table.rows].map((r) => r.map(clean).join('\t')).join('\n');
}

const HEADER_WORDS = /code|name|qty|quantity|hand/i;

function isNumeric(cell: string): boolean {
  const t = cell.trim().replace(/,/g, '');
  return t !== '' && !Number.isNaN(Number(t));
}

/** The first pasted line is a header when a non-numeric cell mentions code, name, qty, quantity or hand. */
export function looksLikeHeader(cells: string[]): boolean {
  return cells.some((c) => !isNumeric(c) && HEADER_WORDS.test(c));
}

/**
 * 'Replace Table Data' (spec 001 section 5): pasted lines split on tab or comma; a header-looking
 * first line becomes the header, otherwise the current header is kept (or, when the table has none,
 * generic 'Column N' names as wide as the first line). Rows are padded or truncated to the header
 * count.
 */
export function applyPaste(current: TableData, pasted: string): TableData {
  const lines = pasted
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) => l.split(/\t|,/).map((c) => c.trim()));
  if (lines.length === 0) return current;
  let headers = current.headers;
  let body = lines;
  if (looksLikeHeader(lines[0]!)) {
    headers = lines[0]!;
    body = lines.slice(1);
  } else if (headers.length === 0) {
    headers = lines[0]!.map((_, i) => `Column ${i + 1}`);
  }
  return { headers: [...headers], rows: body.map((r) => fit(r, headers.length)) };
}

export function setCell(table: TableData, row: number, col: number, value: string): TableData {
  return { ...table, rows: table.rows.map((r, i) => (i === row ? r.map((c, j) => (j === col ? value : c)) : r)) };
}

export function setHeader(table: TableData, col: number, value: string): TableData {
  return { ...table, headers: table.headers.map((h, j) => (j === col ? value : h)) };
}

export function addRow(table: TableData): TableData {
  return { ...table, rows: [...table.rows, table.headers.map(() => '')] };
}

export function deleteRow(table: TableData, row: number): TableData {
  return { ...table, rows: table.rows.filter((_, i) => i !== row) };
}

/** A new column at the end named 'Column N' (N the next free number). */
export function addColumn(table: TableData): TableData {
  let n = table.headers.length + 1;
  while (table.headers.includes(`Column ${n}`)) n++;
  return { headers: [...table.headers, `Column ${n}`], rows: table.rows.map((r) => [...r, '']) };
}

/** Column deletion is refused when one column remains (spec 001 section 5). */
export function canDeleteColumn(table: TableData): boolean {
  return table.headers.length > 1;
}

export function deleteColumn(table: TableData, col: number): TableData {
  if (!canDeleteColumn(table)) return table;
  return { headers: table.headers.filter((_, j) => j !== col), rows: table.rows.map((r) => r.filter((_, j) => j !== col)) };
}

function move<T>(list: T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** Moves column `from` to position `to` (header, cells and width alike). */
export function moveColumn(table: TableData, from: number, to: number): TableData {
  const n = table.headers.length;
  if (from === to || from < 0 || to < 0 || from >= n || to >= n) return table;
  return { headers: move(table.headers, from, to), rows: table.rows.map((r) => move(r, from, to)) };
}

export function moveWidth(widths: number[], from: number, to: number): number[] {
  if (from === to || from < 0 || to < 0 || from >= widths.length || to >= widths.length) return widths;
  return move(widths, from, to);
}

/** A dragged width, never under the minimum. */
export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return DEFAULT_COLUMN_WIDTH;
  return Math.max(MIN_COLUMN_WIDTH, Math.round(width));
}

/** The widths for `count` columns: the known ones kept, new ones at the default. */
export function fitWidths(widths: number[], count: number): number[] {
  return Array.from({ length: count }, (_, i) => widths[i] ?? DEFAULT_COLUMN_WIDTH);
}
