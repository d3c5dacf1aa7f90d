import { describe, expect, it } from '@jest/globals';
import { nextPageOffset, shownLine } from './list-pages.js';

const page = (rows: number, total: number) => ({ rows: Array.from({ length: rows }, (_, i) => i), total });

describe('nextPageOffset', () => {
  it('starts the next page after every row loaded so far', () => {
    expect(nextPageOffset([page(100, 250), page(100, 250)])).toBe(200);
  });

  it('is undefined when the list is complete, empty or a page came back empty', () => {
    expect(nextPageOffset([page(100, 250), page(100, 250), page(50, 250)])).toBeUndefined();
    expect(nextPageOffset([])).toBeUndefined();
    expect(nextPageOffset([page(0, 0)])).toBeUndefined();
    // Rows deleted since the total was counted: an empty page ends the paging instead of asking forever.
    expect(nextPageOffset([page(100, 120), page(0, 120)])).toBeUndefined();
  });
});

describe('shownLine', () => {
  it('says how many of the list show, in the singular for one', () => {
    const users = { one: 'user', many: 'users' };
    expect(shownLine(100, 240, users)).toBe('Showing 100 of 240 users');
    expect(shownLine(1, 1, users)).toBe('Showing 1 of 1 user');
  });
});
