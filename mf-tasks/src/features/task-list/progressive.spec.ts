import { describe, expect, it } from '@jest/globals';
import { firstShown, nextShown } from './progressive.js';

describe('progressive card rendering', () => {
  it('shows a first chunk at once, or every item when there are fewer', () => {
    expect(firstShown(500)).toBe(24);
    expect(firstShown(7)).toBe(7);
    expect(firstShown(0)).toBe(0);
  });

  it('adds a chunk per step until every item shows', () => {
    let shown = firstShown(500);
    let steps = 0;
    while (shown < 500) {
      shown = nextShown(shown, 500);
      steps += 1;
    }
    expect(shown).toBe(500);
    expect(steps).toBe(4);
    expect(nextShown(480, 500)).toBe(500);
  });
});
