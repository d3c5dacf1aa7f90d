import { describe, expect, it } from '@jest/globals';
import { parseInstructions } from './instructions-markup.js';

describe('parseInstructions', () => {
  it('reads ## and ### headings and === title === banners', () => {
    expect(parseInstructions('## Setup\n### Tools\n=== Purchase Order ===')).toEqual([
      { kind: 'heading', level: 2, text: 'Setup' },
      { kind: 'heading', level: 3, text: 'Tools' },
      { kind: 'title', text: 'Purchase Order' },
    ]);
  });

  it('nests two-space * sub-bullets under the - bullet above', () => {
    expect(parseInstructions('- Open the file\n  * check the date\n  * check the total\n- Send it')).toEqual([
      {
        kind: 'list',
        items: [
          { text: 'Open the file', children: ['check the date', 'check the total'] },
          { text: 'Send it', children: [] },
        ],
      },
    ]);
  });

  it('reads [ ] and [x] lines as three-column check rows, detail after the first |', () => {
    expect(parseInstructions('[ ] Breaker | 200 A | main panel\n[X] Permit')).toEqual([
      {
        kind: 'checks',
        rows: [
          { checked: false, item: 'Breaker', detail: '200 A | main panel' },
          { checked: true, item: 'Permit', detail: '' },
        ],
      },
    ]);
  });

  it('joins plain lines into paragraphs split by blank lines and keeps tags as text', () => {
    expect(parseInstructions('Line one\nline <b>two</b>\n\nNext')).toEqual([
      { kind: 'paragraph', lines: ['Line one', 'line <b>two</b>'] },
      { kind: 'paragraph', lines: ['Next'] },
    ]);
  });

  it('does not read a heading without a space, or a single #, as a heading', () => {
    expect(parseInstructions('#1 priority\n##nospace')).toEqual([{ kind: 'paragraph', lines: ['#1 priority', '##nospace'] }]);
  });

  it('gives nothing for empty content', () => {
    expect(parseInstructions('\n\n')).toEqual([]);
  });
});
