export interface MentionOption {
  id: string;
  label: string;
}

/**
 * The @-mention being typed at the caret: the text after the last '@' that starts a word and has
 * no space after it, with its start; null when the caret is not in a mention.
 */
export function activeMention(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  if (/\s/.test(query)) return null;
  return { start: at, query };
}

/** Sections whose label contains the query, case-insensitive; an empty query lists all. */
export function filterMentions(options: MentionOption[], query: string): MentionOption[] {
  const q = query.trim().toLowerCase();
  return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
}

/** The text with the mention at `start..caret` replaced by '@Label ', and the new caret. */
export function insertMention(text: string, start: number, caret: number, label: string): { text: string; caret: number } {
  const inserted = `@${label} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** Arrow keys move the highlight round the list. */
export function moveHighlight(index: number, count: number, by: -1 | 1): number {
  if (count === 0) return 0;
  return (index + by + count) % count;
}
