// The evaluation's comparison rules (README.md, "Comparison rules"): which written file answers
// which expected one, then sheets, rows and normalised cells. Returns null when equal, else the
// first difference in plain words.

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T]00:00(?::00(?:\.0+)?)?)?$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const NUMBER = /^\(?-?\$?-?(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d+)?\)?$/;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const ISO_MONTH = /^(\d{4})-(\d{1,2})$/;
const NAMED_MONTH = /^([A-Za-z]{3,9})\.?[ -](\d{4})$/;

/** A month written as `2025-10`, `October 2025`, `Oct 2025` or `Oct-2025`: `2025-10`; else null. */
function monthOf(text) {
  const iso = ISO_MONTH.exec(text);
  if (iso) return Number(iso[2]) >= 1 && Number(iso[2]) <= 12 ? `${iso[1]}-${iso[2].padStart(2, '0')}` : null;
  const named = NAMED_MONTH.exec(text);
  if (!named) return null;
  const word = named[1].toLowerCase();
  const index = MONTHS.findIndex((month) => month.startsWith(word));
  return index < 0 ? null : `${named[2]}-${String(index + 1).padStart(2, '0')}`;
}

/** A cell as compared: { n } for a number, { t } for text (dates as ISO, blanks as ''). */
export function normaliseCell(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return roundNumber(value);
  const text = String(value);
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'None') return '';
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return iso[1];
  const us = US_DATE.exec(trimmed);
  if (us) return `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}`;
  const month = monthOf(trimmed);
  if (month) return month;
  if (/\d/.test(trimmed) && NUMBER.test(trimmed)) {
    const negative = trimmed.startsWith('(') && trimmed.endsWith(')');
    const number = Number(trimmed.replace(/[()$,]/g, ''));
    if (Number.isFinite(number)) return roundNumber(negative ? -number : number);
  }
  return text;
}

function roundNumber(n) {
  const rounded = Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

function normaliseRows(rows) {
  const out = rows.map((row) => {
    const cells = row.map(normaliseCell);
    while (cells.length && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
  while (out.length && out[out.length - 1].length === 0) out.pop();
  return out;
}

const show = (cell) => (typeof cell === 'number' ? String(cell) : JSON.stringify(cell));

/** The file name as matched: lower case, no extension, letters and digits only. */
export function normaliseName(name) {
  return name
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const words = (name) =>
  name
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const containsRun = (haystack, needle) => needle.length > 0 && haystack.some((_, i) => needle.every((word, j) => haystack[i + j] === word));

function formatOf(name) {
  const ext = name.toLowerCase().split('.').pop();
  return ext === 'csv' ? 'csv' : ext === 'xlsx' || ext === 'xlsm' ? 'xlsx' : ext;
}

/**
 * Pairs each expected file with a written one: by name, or by the name holding the expected one as
 * whole words, else anywhere (a file per value); a single file answers a single expected one when the case does not name it.
 */
export function matchFiles(expected, written, { fileNamed = false } = {}) {
  if (expected.length === 1 && written.length === 1 && !fileNamed) return { pairs: [[expected[0], written[0]]] };
  const free = new Set(written);
  const pairs = [];
  for (const file of expected) {
    const want = normaliseName(file.name);
    const wantWords = words(file.name);
    // The same name; else the value as whole words of the name ('Paid' in 'invoices - Paid', not in
    // 'Unpaid'); else anywhere in it.
    const tries = [(w) => normaliseName(w.name) === want, (w) => containsRun(words(w.name), wantWords), (w) => normaliseName(w.name).includes(want)];
    let found = [];
    for (const test of tries) {
      found = [...free].filter(test);
      if (found.length) break;
    }
    if (found.length !== 1) {
      const names = written.map((w) => w.name).join(', ') || 'none';
      return {
        error: found.length ? `"${file.name}" matches more than one written file (${names})` : `no file like "${file.name}" was written (written: ${names})`,
      };
    }
    free.delete(found[0]);
    pairs.push([file, found[0]]);
  }
  if (free.size) return { error: `unexpected file(s): ${[...free].map((w) => w.name).join(', ')}` };
  return { pairs };
}

/**
 * Compares what a script wrote with expected.json.
 * @param {{ files: Array<{ name: string, sheets: Array<{ name: string, rows: unknown[][] }> }> }} expected
 * @param {Array<{ name: string, format: string, sheets: Array<{ name: string, rows: unknown[][] }>, error?: string }>} written
 * @param {{ sheetNames?: boolean, anyRowOrder?: boolean, formatNamed?: boolean, fileNamed?: boolean, anyHeader?: boolean, anySheetOrder?: boolean }} options
 * @returns {string | null} the first difference, or null
 */
export function compareOutputs(expected, written, options = {}) {
  if (written.length === 0) return 'the script wrote no file';
  const matched = matchFiles(expected.files, written, options);
  if (matched.error) return matched.error;
  for (const [want, got] of matched.pairs) {
    const where = got.name;
    if (got.error) return `${where} could not be read: ${got.error}`;
    if (got.format === 'other') return `${where} is neither a CSV nor an XLSX file`;
    if (options.formatNamed && formatOf(want.name) !== got.format)
      return `${where}: expected a ${formatOf(want.name).toUpperCase()} file, got ${got.format.toUpperCase()}`;
    if (want.sheets.length !== got.sheets.length)
      return `${where}: expected ${want.sheets.length} sheet(s) (${want.sheets.map((s) => s.name).join(', ')}), got ${got.sheets.length} (${got.sheets.map((s) => s.name).join(', ')})`;
    // `anySheetOrder`: the description does not fix the order of the sheets (one tab for each ...), so they are paired by name.
    const byName = (sheet) => sheet.name.trim().toLowerCase();
    const gotSheets = options.anySheetOrder ? want.sheets.map((ws) => got.sheets.find((gs) => byName(gs) === byName(ws))) : got.sheets;
    for (let s = 0; s < want.sheets.length; s++) {
      const ws = want.sheets[s];
      const gs = gotSheets[s];
      if (!gs) return `${where}: no sheet named "${ws.name}" (got ${got.sheets.map((g) => g.name).join(', ')})`;
      if ((options.sheetNames || want.sheets.length > 1) && ws.name.trim().toLowerCase() !== gs.name.trim().toLowerCase()) {
        return `${where}: sheet ${s + 1} should be named "${ws.name}", got "${gs.name}"`;
      }
      const sheet = got.format === 'csv' ? where : `${where}, sheet "${gs.name}"`;
      const difference = compareRows(normaliseRows(ws.rows), normaliseRows(gs.rows), options.anyRowOrder === true, options.anyHeader === true);
      if (difference) return `${sheet}: ${difference}`;
    }
  }
  return null;
}

/** `anyHeader`: the description does not name the output's columns, so the header's texts are not compared (its width is). */
function compareRows(want, got, anyOrder, anyHeader = false) {
  if (anyOrder) {
    const sortBody = (rows) => [rows[0] ?? [], ...rows.slice(1).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1))];
    want = sortBody(want);
    got = sortBody(got);
  }
  const header = want[0] ?? [];
  for (let r = 0; r < Math.max(want.length, got.length); r++) {
    const wr = want[r];
    const gr = got[r];
    if (!gr) return `expected ${want.length - 1} data row(s), got ${got.length - 1}; the first missing row is ${JSON.stringify(wr)}`;
    if (!wr) return `expected ${want.length - 1} data row(s), got ${got.length - 1}; the first extra row is ${JSON.stringify(gr)}`;
    if (r === 0 && anyHeader) {
      if (wr.length !== gr.length) return `header: expected ${wr.length} column(s), got ${gr.length} (${gr.map(show).join(', ')})`;
      continue;
    }
    for (let c = 0; c < Math.max(wr.length, gr.length); c++) {
      const a = wr[c] ?? '';
      const b = gr[c] ?? '';
      if (a !== b) {
        const column = r === 0 ? `header, column ${c + 1}` : `row ${r + 1}, column ${c + 1}${header[c] !== undefined ? ` (${header[c]})` : ''}`;
        return `${column}: expected ${show(a)}, got ${show(b)}`;
      }
    }
  }
  return null;
}
