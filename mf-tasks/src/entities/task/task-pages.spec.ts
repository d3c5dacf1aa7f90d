import { describe, expect, it } from '@jest/globals';
import { nextPageOffset, shownLine, type TaskPage } from './task-pages.js';

const page = (count: number, total: number, from = 0): TaskPage => ({
  tasks: Array.from({ length: count }, (_, i) => ({ id: from + i + 1 }) as TaskPage['tasks'][number]),
  total,
});

describe(nextPageOffset.name, () => {
  it('starts the next page after the tasks loaded so far', () => {
    expect(nextPageOffset([page(60, 130)])).toBe(60);
    expect(nextPageOffset([page(60, 130), page(60, 130, 60)])).toBe(120);
  });

  it('stops when every matching task is loaded', () => {
    expect(nextPageOffset([page(60, 130), page(60, 130, 60), page(10, 130, 120)])).toBeUndefined();
    expect(nextPageOffset([page(0, 0)])).toBeUndefined();
    expect(nextPageOffset([])).toBeUndefined();
  });

  it('stops on an empty page even if the total said more (tasks deleted meanwhile)', () => {
    expect(nextPageOffset([page(60, 130), page(0, 130, 60)])).toBeUndefined();
  });
});

describe(shownLine.name, () => {
  it('says how many of the matching tasks show', () => {
    expect(shownLine(60, 130)).toBe('Showing 60 of 130 tasks');
    expect(shownLine(1, 1)).toBe('Showing 1 of 1 task');
  });
});
