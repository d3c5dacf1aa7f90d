import { describe, expect, it } from '@jest/globals';
import { endedRuns } from './useRunFinished.js';

describe(endedRuns.name, () => {
  it('names the runs seen pending or running before and final now', () => {
    const before = new Map([
      [3, 'running'],
      [2, 'pending'],
      [1, 'completed'],
    ]);
    expect(
      endedRuns(before, [
        { id: 3, status: 'completed' },
        { id: 2, status: 'cancelled' },
        { id: 1, status: 'completed' },
      ]),
    ).toEqual([3, 2]);
  });

  it('names nothing on the first reading, for runs still live, or for runs already final before', () => {
    expect(endedRuns(new Map(), [{ id: 1, status: 'failed' }])).toEqual([]);
    expect(endedRuns(new Map([[1, 'pending']]), [{ id: 1, status: 'running' }])).toEqual([]);
    expect(endedRuns(new Map([[1, 'failed']]), [{ id: 1, status: 'failed' }])).toEqual([]);
  });
});
