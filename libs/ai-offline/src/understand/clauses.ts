/**
 * A description (or a task's steps) cut into clauses, each one instruction: lines and numbered
 * items, sentences, ';', ', then' / 'and then' / 'after that', and commas or 'and' in front of a
 * verb of the catalogue ("drop the voided rows, total hours per technician").
 */

/** Verbs that start an instruction: a comma or 'and' in front of one starts a new clause. */
export const CLAUSE_VERBS = [
  'drop',
  'remove',
  'delete',
  'exclude',
  'filter',
  'keep',
  'only',
  'sort',
  'order',
  'arrange',
  'rank',
  'group',
  'sum',
  'total',
  'count',
  'average',
  'dedupe',
  'deduplicate',
  'de-duplicate',
  'rename',
  'add',
  'compute',
  'calculate',
  'trim',
  'fill',
  'replace',
  'split',
  'merge',
  'match',
  'join',
  'look',
  'lookup',
  'combine',
  'stack',
  'append',
  'convert',
  'save',
  'export',
  'write',
  'output',
  'call',
  'name',
  'put',
  'move',
  'take',
  'read',
  'open',
  'load',
  'show',
  'list',
  'create',
  'make',
  'multiply',
  'round',
  'clean',
  'strip',
  'get',
  'skip',
  'ignore',
  'discard',
  'summarize',
  'summarise',
  'then',
  'finally',
  'include',
  'select',
  'use',
  'give',
  'return',
  'send',
  'download',
  'turn',
  'change',
  'set',
  'uppercase',
  'lowercase',
  'bring',
  'pull',
  'email',
  'upload',
  'import',
  'find',
  'flag',
  'highlight',
  'mark',
  'divide',
  'subtract',
  'reorder',
  'eliminate',
  'throw',
  'sorted',
  'keeping',
  'just',
  'looking',
  'top',
  'bottom',
  'excluding',
  'including',
  'work',
  'count',
  'saved',
  'leave',
  'ordered',
  'grouped',
  'rank',
  'stack',
  'leave',
  'ignore',
  'print',
  'notify',
  'predict',
  'translate',
];

const VERB_AHEAD = new RegExp(
  `^(?:${CLAUSE_VERBS.join('|')})\\b|^(?:one|a|a\\s+separate|separate|each)\\s+(?:separate\\s+)?(?:sheet|tab|worksheet|file|workbook|csv)s?\\s+(?:per|for|by)\\b|^(?:a\\s*-\\s*z|z\\s*-\\s*a|a\\s+to\\s+z|z\\s+to\\s+a|alphabetically)\\s+(?:by|on)\\b|^(?:with\\s+the\\s+)?(?:newest|oldest|latest|earliest|most\\s+recent|highest|lowest|largest|smallest|biggest|cheapest|most\\s+expensive)\\b[^,]*\\b(?:first|at\\s+the\\s+top|on\\s+top)(?=[.!?,;]|$)`,
  'i',
);

/** 'Step 3:', '3.', '3)', '- ', '* ', '• ' at a line's start. */
const ITEM_MARK = /^\s*(?:(?:step\s+)?\d+\s*[.):-]\s*|step\s+\d+\s*|[-*•]\s+)/i;

function protectQuotes(text: string): { text: string; restore: (s: string) => string } {
  const saved: string[] = [];
  const replaced = text.replace(/"[^"\n]*"|“[^”\n]*”/g, (q) => {
    saved.push(q);
    return `\u0003${saved.length - 1}\u0003`;
  });
  return { text: replaced, restore: (s) => s.replace(/\u0003(\d+)\u0003/g, (_, i: string) => saved[Number(i)]) };
}

function splitSentences(line: string): string[] {
  // A period ends a sentence when followed by a space (not inside 1.5, e.g., file.csv).
  return line
    .split(/(?<=[^\s.][.!?])\s+(?=\S)|;\s*|\s+(?=(?:we|i)\s+(?:need|want|use|will|would|'ll)\b)/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

function splitSequence(sentence: string): string[] {
  return sentence
    .split(/,?\s+and\s+then\s+|,\s*then\s+|,?\s+after\s+that,?\s+|,?\s+afterwards,?\s+|,\s*and\s+finally,?\s+|,\s*finally,?\s+|,\s*next,?\s+|,\s*but\s+/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A comma (or ', and' / ' and ') followed by a catalogue verb starts a new clause. */
function splitAtVerbs(part: string): string[] {
  const out: string[] = [];
  let rest = part;
  for (;;) {
    const re = /,\s*(?:and\s+)?|:\s*|\s+and\s+/g;
    let cut: { at: number; next: number } | undefined;
    let m: RegExpExecArray | null;
    while ((m = re.exec(rest))) {
      const ahead = rest.slice(m.index + m[0].length);
      const before = rest.slice(0, m.index);
      if (
        (VERB_AHEAD.test(ahead) || (m[0].startsWith(':') && /^(?:per|for\s+(?:each|every)|by)\b/i.test(ahead))) &&
        !/^(?:for\s+(?:each|every)|per|by|grouped\s+by)\s+[^,]*$/i.test(before.trim()) &&
        !isBetweenOpen(before)
      ) {
        cut = { at: m.index, next: m.index + m[0].length };
        break;
      }
    }
    if (!cut) break;
    out.push((rest.slice(0, cut.at) + (rest[cut.at] === ':' ? ':' : '')).trim());
    rest = rest.slice(cut.next);
  }
  out.push(rest.trim());
  return out.filter(Boolean);
}

/** "between 1 and" waits for its second bound. */
function isBetweenOpen(before: string): boolean {
  return /\bbetween\s+[^,]+$/i.test(before) && !/\bbetween\s+.+\s+and\s+/i.test(before);
}

function tidy(clause: string): string {
  return clause
    .replace(ITEM_MARK, '')
    .replace(/^(?:then|and then|and|next|finally|also|after that|lastly|first(?:ly)?|please|,)\s*,?\s*/i, '')
    .replace(/^(?:then|and)\s+/i, '')
    .replace(/^(?:can|could|would|will)\s+you\s+(?:please\s+)?/i, '')
    .replace(/,?\s+please\b|\bplease\s+/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?;,]+$/, '')
    .trim();
}

/** The clauses of a text or of a list of steps, in order, each tidied (item marks, 'then', final period). */
export function splitClauses(text: string | string[]): string[] {
  const lines = (Array.isArray(text) ? text : [text]).flatMap((t) => t.split(/\r?\n/));
  const clauses: string[] = [];
  for (const rawLine of lines) {
    const line = rawLine.replace(ITEM_MARK, '').trim();
    if (!line) continue;
    const { text: safe, restore } = protectQuotes(line);
    for (const sentence of splitSentences(safe)) {
      for (const part of splitSequence(sentence)) {
        for (const clause of splitAtVerbs(part)) {
          const tidied = tidy(restore(clause));
          if (tidied) clauses.push(tidied);
        }
      }
    }
  }
  return clauses;
}
