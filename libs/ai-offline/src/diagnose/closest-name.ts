/**
 * Which existing name (a column, a sheet) a missing one most likely meant. Only a clear winner is
 * returned: close enough on its own, and clearly closer than the runner-up, so the assistant never
 * proposes a guess between two plausible columns.
 */

/** Case, spaces, punctuation and a plural 's' ignored: 'Total Hours' -> 'totalhour'. */
export function normaliseName(name: string): string {
  const flat = flatName(name);
  return flat.length > 3 && flat.endsWith('s') ? flat.slice(0, -1) : flat;
}

function flatName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

function tokensOf(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((token) => token !== '')
    .map((token) => (token.length > 3 && token.endsWith('s') ? token.slice(0, -1) : token));
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** Whether every letter of `short` appears in `long` in order ('hrs' in 'hours', 'qty' in 'quantity'). */
function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const ch of long) if (ch === short[at]) at++;
  return at === short.length;
}

/** How alike two names are, 0 (nothing shared) to 1 (the same once normalised). */
export function nameSimilarity(wanted: string, candidate: string): number {
  const a = normaliseName(wanted);
  const b = normaliseName(candidate);
  if (a === '' || b === '') return 0;
  if (a === b) return 1;
  const edit = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  const [fa, fb] = [flatName(wanted), flatName(candidate)];
  const [short, long] = fa.length <= fb.length ? [fa, fb] : [fb, fa];
  // An abbreviation or a shortened name ('Hrs' for 'Hours', 'Tech' for 'Technician') keeps its first letter.
  const abbreviation = short.length >= 2 && short[0] === long[0] && isSubsequence(short, long) ? 0.5 + (0.5 * short.length) / long.length : 0;
  const ta = new Set(tokensOf(wanted));
  const tb = new Set(tokensOf(candidate));
  const shared = [...ta].filter((token) => tb.has(token)).length;
  const overlap = shared === 0 ? 0 : shared / new Set([...ta, ...tb]).size;
  const score = Math.max(edit, abbreviation, overlap);
  // Names that start differently ('Date' and 'Rate') are rarely the same column.
  return a[0] === b[0] ? score : score * 0.75;
}

/** Good enough on its own. */
const MIN_SCORE = 0.6;
/** Ahead of the runner-up by this much. */
const MIN_LEAD = 0.15;

/** The clearly closest of `candidates` to `wanted`, or null when none is, or two are equally likely. */
export function closestName(wanted: string, candidates: readonly string[]): string | null {
  const scored = [...new Set(candidates)]
    .filter((candidate) => candidate.trim() !== '')
    .map((candidate) => ({ candidate, score: nameSimilarity(wanted, candidate) }))
    .sort((x, y) => y.score - x.score);
  const [best, second] = scored;
  if (!best || best.score <= MIN_SCORE) return null;
  if (second && best.score - second.score < MIN_LEAD) return null;
  return best.candidate;
}
