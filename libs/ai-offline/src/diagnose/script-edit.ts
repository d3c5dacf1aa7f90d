/**
 * Corrections of a script that change one name and nothing else. Scripts name columns and sheets
 * in string literals ("Hours", 'Jan'); a correction replaces the literals that reference the name
 * (a resolve/COLUMN call, a subscript, a `column`/`sheet` key), never the word inside other text
 * or an output column that happens to share it.
 */

interface Literal {
  /** Offset of the opening quote. */
  start: number;
  end: number;
  quote: string;
  value: string;
}

/** The plain one-line string literals of a Python script whose value is exactly `value` (outside comments). */
function literalsOf(script: string, value: string): Literal[] {
  const found: Literal[] = [];
  let at = 0;
  while (at < script.length) {
    const ch = script[at]!;
    if (ch === '#') {
      const eol = script.indexOf('\n', at);
      at = eol < 0 ? script.length : eol;
      continue;
    }
    if (ch !== '"' && ch !== "'") {
      at++;
      continue;
    }
    const triple = script.startsWith(ch.repeat(3), at);
    if (triple) {
      const close = script.indexOf(ch.repeat(3), at + 3);
      at = close < 0 ? script.length : close + 3;
      continue;
    }
    const prefix = /[A-Za-z]+$/.exec(script.slice(Math.max(0, at - 2), at))?.[0] ?? '';
    let end = at + 1;
    while (end < script.length && script[end] !== ch && script[end] !== '\n') end += script[end] === '\\' ? 2 : 1;
    const text = script.slice(at + 1, end);
    // f-strings and raw strings hold more than a name; a plain literal is the name itself.
    if (!/[fF]/.test(prefix) && text === value) found.push({ start: at, end: end + 1, quote: ch, value: text });
    at = end + 1;
  }
  return found;
}

/** What comes right before a literal when it refers to a column or a sheet. */
const REFERENCE_BEFORE = [
  // resolve(header, "Hours"), table.col("Hours"), keep_columns(table, ["Tech", "Hours"]), sheet_by_name("Jan")
  /\b\w*(?:resolve|column|col|sheet|COLUMN|COL|SHEET)\w*\s*\(\s*(?:[^()]*,\s*)?$/i,
  // row["Hours"], wb['Sheet1'], group_rows(table, ["Tech"], ...)
  /\[\s*$/,
  /\.(?:index|get|num|text|value|date)\(\s*$/,
  // a helper's column argument after the table: keep_dates_between(table, "Date"), top_rows(table, 5, "Hours")
  /\b\w+\(\s*\w+\s*,\s*(?:\d+\s*,\s*)?$/,
  /['"](?:column|col|columns|key|by|sheet|from|source)['"]\s*:\s*(?:\[[^\]]*)?$/i,
  /\b(?:[A-Z_]*COLUMNS?|[A-Z_]*COL|[A-Z_]*SHEET\w*|\w*column|col|\w*sheet|sheet_name|\w*_by|by|on|key)\s*=\s*(?:[[(][^\])]*)?$/,
  // the first element of a tuple: ("Status", "eq", "Void"), sort_rows(table, [("Hours", True)])
  /(?:^|[^\w.\s]|^\s*)\(\s*$/,
  /^\s*(?:[[({][^\])}]*)?$/,
];

/**
 * What comes right before a literal that names a column the script makes (the name the rest of
 * the script then reads): an aggregate's output name, a rename's new name, an added column.
 */
const DEFINITION_BEFORE = [/\(\s*(["'])(?:count|sum|average|min|max)\1\s*,\s*(?:None|"[^"]*"|'[^']*')\s*,\s*$/, /\badd_column\(\s*\w+\s*,\s*$/];

type Site = 'definition' | 'reference' | 'other';

function siteOf(script: string, literal: Literal): Site {
  const lineStart = script.lastIndexOf('\n', literal.start - 1) + 1;
  const lineEnd = script.indexOf('\n', literal.start);
  const line = script.slice(lineStart, lineEnd < 0 ? script.length : lineEnd);
  const before = script.slice(lineStart, literal.start);
  if (DEFINITION_BEFORE.some((pattern) => pattern.test(before))) return 'definition';
  // A rename's new name: ("Hours", "Total Hours") in rename_columns(...).
  if (/rename/i.test(line) && /\(\s*(?:"[^"]*"|'[^']*')\s*,\s*$/.test(before)) return 'definition';
  return REFERENCE_BEFORE.some((pattern) => pattern.test(before)) ? 'reference' : 'other';
}

function quoted(value: string, quote: string): string {
  const escaped = value.replace(/\\/g, '\\\\');
  return quote + (quote === '"' ? escaped.replace(/"/g, '\\"') : escaped.replace(/'/g, "\\'")) + quote;
}

/**
 * The script with the references to the name `from` changed to `to`, or null when it names `from`
 * in no literal (the assistant then explains rather than guesses). References after the script
 * makes a column of that name itself (a group's output, a rename) read that column and stay. When
 * no literal sits at a reference site, every literal that is exactly the name is one (a script
 * written by hand).
 */
export function renameLiteral(script: string, from: string, to: string): string | null {
  if (from === to) return null;
  const literals = literalsOf(script, from).map((literal) => ({ literal, site: siteOf(script, literal) }));
  const defined = literals.findIndex(({ site }) => site === 'definition');
  const before = defined < 0 ? literals : literals.slice(0, defined);
  const references = before.filter(({ site }) => site === 'reference');
  const chosen = (references.length ? references : before).map(({ literal }) => literal);
  if (chosen.length === 0) return null;
  let out = '';
  let at = 0;
  for (const literal of chosen) {
    out += script.slice(at, literal.start) + quoted(to, literal.quote);
    at = literal.end;
  }
  return out + script.slice(at);
}
