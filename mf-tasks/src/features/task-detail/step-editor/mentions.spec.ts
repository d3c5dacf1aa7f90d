import { describe, expect, it } from '@jest/globals';
import { activeMention, filterMentions, insertMention, moveHighlight } from './mentions.js';

const options = [
  { id: 'overview', label: 'Overview' },
  { id: 'instructions', label: 'Instructions' },
  { id: 'generated-script', label: 'Generated Script' },
];

describe(activeMention.name, () => {
  it('finds the mention typed at the caret', () => {
    expect(activeMention('Read @ins', 9)).toEqual({ start: 5, query: 'ins' });
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' });
  });

  it('ignores e-mail addresses and finished mentions', () => {
    expect(activeMention('mail bob@acme', 13)).toBeNull();
    expect(activeMention('see @Overview then', 18)).toBeNull();
    expect(activeMention('no mention', 10)).toBeNull();
  });
});

describe(filterMentions.name, () => {
  it('filters by label, case-insensitive; an empty query lists all', () => {
    expect(filterMentions(options, 'SCRI').map((o) => o.id)).toEqual(['generated-script']);
    expect(filterMentions(options, 'ti').map((o) => o.id)).toEqual(['instructions']);
    expect(filterMentions(options, '')).toEqual(options);
    expect(filterMentions(options, 'zzz')).toEqual([]);
  });
});

describe(insertMention.name, () => {
  it('replaces the typed mention with the label and puts the caret after it', () => {
    expect(insertMention('Read @ins now', 5, 9, 'Instructions')).toEqual({ text: 'Read @Instructions  now', caret: 19 });
  });
});

describe(moveHighlight.name, () => {
  it('wraps round the list', () => {
    expect(moveHighlight(2, 3, 1)).toBe(0);
    expect(moveHighlight(0, 3, -1)).toBe(2);
    expect(moveHighlight(0, 0, 1)).toBe(0);
  });
});
