import { describe, expect, it } from '@jest/globals';
import { countText } from './count-text.js';

describe('countText', () => {
  it('says one of a thing in the singular and any other count in the plural', () => {
    expect([0, 1, 2].map((n) => countText(n, 'run'))).toEqual(['0 runs', '1 run', '2 runs']);
    expect(countText(3, 'entry', 'entries')).toBe('3 entries');
  });
});
