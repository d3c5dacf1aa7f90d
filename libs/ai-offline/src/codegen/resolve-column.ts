import type { ColumnRef } from '../program.js';

/** 'Hours Worked' -> 'hoursworked': case, spaces, '_', '-', punctuation and a plural 's' ignored (Python's normalise_name). */
export function normaliseColumnName(name: string): string {
  const text = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return text.length > 2 && text.endsWith('s') ? text.slice(0, -1) : text;
}

/**
 * The header a ColumnRef names, by the rules the generated script applies at run time (its
 * `find_column`): the exact name, then the same name ignoring case, spaces, punctuation and a
 * plural 's', then the one header starting with it, then the one header containing it. Null when
 * none matches or several do.
 */
export function resolveColumn(ref: ColumnRef, header: readonly string[]): string | null {
  if (header.includes(ref)) return ref;
  const want = normaliseColumnName(ref);
  if (!want) return null;
  const names = header.map(normaliseColumnName);
  const same = names.indexOf(want);
  if (same >= 0) return header[same];
  for (const test of [(name: string) => name.startsWith(want), (name: string) => name.includes(want)]) {
    const found = names.flatMap((name, i) => (test(name) ? [i] : []));
    if (found.length === 1) return header[found[0]];
  }
  return null;
}
