import type { ColumnRef } from '../program.js';

/** 'Hours Worked' -> 'hoursworked': case, spaces, '_', '-', punctuation and a plural 's' ignored (Python's normalise_name). */
export function normaliseColumnName(name: string): string {
  const text = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return text.length > 2 && text.endsWith('s') ? text.slice(0, -1) : text;
}

/**
 * Words people use for a column that a header spells otherwise: each word of the user's name is
 * also tried as its synonym ('tech' for 'technician', 'qty' for 'quantity'). The generated script's
 * Python `find_column` has the same list (runtime-prelude.ts): add a pair in both.
 */
export const COLUMN_SYNONYMS: ReadonlyArray<readonly [string, string]> = [
  ['technician', 'tech'],
  ['quantity', 'qty'],
  ['amount', 'amt'],
  ['number', 'no'],
  ['telephone', 'phone'],
  ['cellphone', 'phone'],
  ['mobile', 'phone'],
  ['email', 'e-mail'],
  ['cost', 'price'],
  ['vendor', 'supplier'],
  ['client', 'customer'],
  ['description', 'desc'],
  ['department', 'dept'],
  ['hours', 'hrs'],
];

/** Words that only say what kind of column it is: 'phone number' is Phone, 'amount billed' is Amount. */
export const COLUMN_FILLER_WORDS = ['number', 'no', 'num', 'name', 'billed', 'charged', 'value', 'field', 'column', 'the', 'of', 'amount', 'total', 'address'];

function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
}

function synonymOf(word: string): string | undefined {
  for (const [a, b] of COLUMN_SYNONYMS) {
    if (word === a) return b;
    if (word === b) return a;
  }
  return undefined;
}

/** The one index `test` picks, else -1 (none or several). */
function only(names: readonly string[], test: (name: string, i: number) => boolean): number {
  const found = names.flatMap((name, i) => (test(name, i) ? [i] : []));
  return found.length === 1 ? found[0] : -1;
}

/**
 * The header a ColumnRef names, by the rules the generated script applies at run time (its
 * `find_column`): the exact name, then the same name ignoring case, spaces, punctuation and a
 * plural 's', then the one header starting with it, then the one header containing it, then the one
 * header a one-word name starts with ('technician' for Tech), then the same with each word's synonym, then the
 * one header whose words are all in it and the rest only say what kind of column it is ('phone
 * number' for Phone). Null when none matches or several do.
 */
export function resolveColumn(ref: ColumnRef, header: readonly string[]): string | null {
  if (header.includes(ref)) return ref;
  const want = normaliseColumnName(ref);
  if (!want) return null;
  const names = header.map(normaliseColumnName);
  const same = names.indexOf(want);
  if (same >= 0) return header[same];
  for (const test of [
    (name: string) => name.startsWith(want),
    (name: string) => name.includes(want),
    (name: string) => name.length >= 3 && words(ref).length === 1 && want.startsWith(name),
  ]) {
    const found = only(names, test);
    if (found >= 0) return header[found];
  }
  const refWords = words(ref);
  const swapped = refWords.map((w) => synonymOf(w) ?? w).join('');
  if (swapped !== refWords.join('')) {
    const w2 = normaliseColumnName(swapped);
    const found = only(names, (name) => name === w2 || name.startsWith(w2));
    if (found >= 0) return header[found];
  }
  const headerWords = header.map(words);
  const found = only(names, (_, i) => {
    const hw = headerWords[i];
    if (!hw.length || !hw.every((w) => refWords.includes(w) || refWords.includes(synonymOf(w) ?? '\u0000'))) return false;
    return refWords.every((w) => hw.includes(w) || hw.includes(synonymOf(w) ?? '\u0000') || COLUMN_FILLER_WORDS.includes(w));
  });
  return found >= 0 ? header[found] : null;
}

/** The header nearest to a name nothing matched (for the message that names the columns): shared words, then shared start. */
export function nearestColumn(ref: ColumnRef, header: readonly string[]): string | null {
  const want = normaliseColumnName(ref);
  const refWords = words(ref);
  let best: string | null = null;
  let bestScore = 0;
  for (const name of header) {
    const n = normaliseColumnName(name);
    let prefix = 0;
    while (prefix < n.length && prefix < want.length && n[prefix] === want[prefix]) prefix += 1;
    const score = words(name).filter((w) => refWords.includes(w) || refWords.includes(synonymOf(w) ?? '\u0000')).length * 10 + prefix;
    if (score > bestScore) {
      bestScore = score;
      best = name;
    }
  }
  return bestScore >= 3 ? best : null;
}
