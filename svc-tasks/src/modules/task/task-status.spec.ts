import { TASK_STATUSES } from '@milestone/contracts';
import { STATUS_TRANSITIONS, canMove } from './task-status.js';
import { normalizeInstructions } from './instructions.js';

describe('task status machine', () => {
  it('names a move from every status, to known statuses only', () => {
    expect(Object.keys(STATUS_TRANSITIONS).sort()).toEqual([...TASK_STATUSES].sort());
    for (const targets of Object.values(STATUS_TRANSITIONS)) for (const to of targets) expect(TASK_STATUSES).toContain(to);
  });

  it.each([
    ['inactive', 'active', true],
    ['inactive', 'running', false],
    ['running', 'completed', true],
    ['running', 'draft', false],
    ['completed', 'running', true],
    ['draft', 'draft', true],
  ] as const)('%s -> %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });
});

describe(normalizeInstructions.name, () => {
  it('keeps steps, gives ids to texts, splits legacy text by lines', () => {
    expect(normalizeInstructions('[{"id":"x","content":"A"}]')).toBe('[{"id":"x","content":"A"}]');
    expect(JSON.parse(normalizeInstructions('["A","B"]'))).toEqual([
      { id: 'step-1', content: 'A' },
      { id: 'step-2', content: 'B' },
    ]);
    expect(JSON.parse(normalizeInstructions('A\r\n\nB'))).toEqual([
      { id: 'step-1', content: 'A' },
      { id: 'step-2', content: 'B' },
    ]);
  });

  it('refuses JSON that is not a list of steps', () => {
    expect(() => normalizeInstructions('{"a":1}')).toThrow('Task instructions must be a list of steps, each with an id and a content');
    expect(() => normalizeInstructions('[{"id":"a","content":"x"},{"id":"a","content":"y"}]')).toThrow('distinct ids');
  });
});
