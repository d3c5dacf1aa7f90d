import { withIds } from './step-routes.service.js';

describe('the ids of rewritten steps', () => {
  const old = [
    { id: 'step-1', content: 'Keep the Open rows' },
    { id: 'step-2', content: 'Sort by Date' },
    { id: 'a7', content: 'Save as CSV' },
  ];

  it('keeps the id of a step whose text is kept, wherever it moves, and gives new steps ids no old step has', () => {
    expect(withIds(old, ['Sort by Date', 'Remove duplicate rows', 'Keep the Open rows', 'Save as Excel'])).toEqual([
      { id: 'step-2', content: 'Sort by Date' },
      { id: 'step-4', content: 'Remove duplicate rows' },
      { id: 'step-1', content: 'Keep the Open rows' },
      { id: 'step-5', content: 'Save as Excel' },
    ]);
  });

  it('uses an old id once when a text comes twice, and skips ids already taken', () => {
    expect(withIds([{ id: 'step-2', content: 'A' }], ['A', 'A', 'B'])).toEqual([
      { id: 'step-2', content: 'A' },
      { id: 'step-3', content: 'A' },
      { id: 'step-4', content: 'B' },
    ]);
  });
});
