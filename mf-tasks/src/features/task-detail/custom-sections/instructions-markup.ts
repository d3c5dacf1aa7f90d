/**
 * The markup of an instructions section (spec 001 section 2.11), parsed into a small tree that the
 * viewer renders as React elements (never as HTML strings).
 *
 *   ## Heading            -> heading level 2
 *   ### Heading           -> heading level 3
 *   === Title ===         -> title (a banner line)
 *   - item                -> bullet
 *     * sub item          -> sub-bullet of the bullet above (two spaces, then '* ')
 *   [ ] item | detail     -> check row, unchecked
 *   [x] item | detail     -> check row, checked
 *   anything else         -> paragraph line; a blank line ends a paragraph
 *
 * Check rows: this is our reading of the spec's "three-column check rows". A line starting with
 * '[ ]' or '[x]' (either case) is a row of three columns: the box, the item and an optional detail
 * after the first '|'. Adjacent rows form one block. A line such as '| a | b | c |' stays text.
 */
export type InstructionBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'title'; text: string }
  | { kind: 'list'; items: { text: string; children: string[] }[] }
  | { kind: 'checks'; rows: { checked: boolean; item: string; detail: string }[] }
  | { kind: 'paragraph'; lines: string[] };

export function parseInstructions(content: string): InstructionBlock[] {
  const blocks: InstructionBlock[] = [];
  const last = () => blocks.at(-1);
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, '');
    let m: RegExpExecArray | null;
    if (line.trim() === '') {
      // A blank line closes a paragraph; lists and check blocks may continue after it.
      if (last()?.kind === 'paragraph') blocks.push({ kind: 'paragraph', lines: [] });
      continue;
    }
    if ((m = /^(#{2,3})\s+(.*)$/.exec(line))) {
      blocks.push({ kind: 'heading', level: m[1]!.length as 2 | 3, text: m[2]!.trim() });
    } else if ((m = /^\s*={3,}\s*(.*?)\s*={3,}\s*$/.exec(line))) {
      blocks.push({ kind: 'title', text: m[1]! });
    } else if ((m = /^ {2,}\*\s+(.*)$/.exec(line))) {
      const prev = last();
      if (prev?.kind === 'list' && prev.items.length > 0) prev.items.at(-1)!.children.push(m[1]!.trim());
      else blocks.push({ kind: 'list', items: [{ text: '', children: [m[1]!.trim()] }] });
    } else if ((m = /^-\s+(.*)$/.exec(line))) {
      const prev = last();
      const item = { text: m[1]!.trim(), children: [] };
      if (prev?.kind === 'list') prev.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if ((m = /^\s*\[( |x|X)\]\s*(.*)$/.exec(line))) {
      const [item = '', ...rest] = m[2]!.split('|');
      const row = { checked: m[1] !== ' ', item: item.trim(), detail: rest.join('|').trim() };
      const prev = last();
      if (prev?.kind === 'checks') prev.rows.push(row);
      else blocks.push({ kind: 'checks', rows: [row] });
    } else {
      const prev = last();
      if (prev?.kind === 'paragraph') prev.lines.push(line.trim());
      else blocks.push({ kind: 'paragraph', lines: [line.trim()] });
    }
  }
  return blocks.filter((b) => b.kind !== 'paragraph' || b.lines.length > 0);
}
