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
  /\b\w*(?:resolve|column|col|sheet|COLUMN|COL|SHEET)\w*\s*\(\s*(?:[^()]*,\s*)?$/i,
  /\[\s*$/,
  /\.index\(\s*$/,
  /\.get\(\s*$/,
  /['"](?:column|col|columns|key|by|sheet|from|source)['"]\s*:\s*(?:\[[^\]]*)?$/i,
  /\b(?:[A-Z_]*COLUMNS?|[A-Z_]*COL|[A-Z_]*SHEET\w*|column|col|sheet|sheet_name)\s*=\s*(?:[[(][^\])]*)?$/,
  /^\s*(?:[[({][^\])}]*)?$/,
];

function isReference(script: string, literal: Literal): boolean {
  const lineStart = script.lastIndexOf('\n', literal.start - 1) + 1;
  const before = script.slice(lineStart, literal.start);
  return REFERENCE_BEFORE.some((pattern) => pattern.test(before));
}

function quoted(value: string, quote: string): string {
  const escaped = value.replace(/\\/g, '\\\\');
  return quote + (quote === '"' ? escaped.replace(/"/g, '\\"') : escaped.replace(/'/g, "\\'")) + quote;
}

/**
 * The script with the references to the name `from` changed to `to`, or null when it names `from`
 * in no literal (the assistant then explains rather than guesses). When no literal sits at a
 * reference site, every literal that is exactly the name is one (a script written by hand).
 */
export function renameLiteral(script: string, from: string, to: string): string | null {
  if (from === to) return null;
  let literals = literalsOf(script, from);
  if (literals.length === 0) return null;
  const references = literals.filter((literal) => isReference(script, literal));
  if (references.length > 0) literals = references;
  let out = '';
  let at = 0;
  for (const literal of literals) {
    out += script.slice(at, literal.start) + quoted(to, literal.quote);
    at = literal.end;
  }
  return out + script.slice(at);
}
