import { describe, expect, it } from '@jest/globals';
import { compareSteps, diffLines, proposalOf, recentAiChanges, stepSourceLabel, type StepVersionSummary } from './ai.model.js';

function version(n: number, source: StepVersionSummary['source'], request: string | null = null, message: string | null = null): StepVersionSummary {
  return { version: n, source, request, message, createdBy: 1, createdByName: 'Ann Lee', createdAt: `2026-11-2${n}T15:00:00.000Z`, stepCount: 2 };
}

describe('recentAiChanges', () => {
  it('lists the last three AI requests with their answers, newest first, and nothing else', () => {
    const versions = [
      version(6, 'ai', 'sort by Hours descending', 'Added a step that sorts by Hours, largest first.'),
      version(5, 'manual'),
      version(4, 'ai', 'drop voided rows', 'Added a filter.'),
      version(3, 'restore'),
      version(2, 'ai', 'group by tech', 'Grouped.'),
      version(1, 'ai', 'first', 'First.'),
    ];
    expect(recentAiChanges(versions)).toEqual([
      { version: 6, request: 'sort by Hours descending', answer: 'Added a step that sorts by Hours, largest first.', at: '2026-11-26T15:00:00.000Z' },
      { version: 4, request: 'drop voided rows', answer: 'Added a filter.', at: '2026-11-24T15:00:00.000Z' },
      { version: 2, request: 'group by tech', answer: 'Grouped.', at: '2026-11-22T15:00:00.000Z' },
    ]);
  });

  it('is empty when no step change came from the AI', () => {
    expect(recentAiChanges([version(2, 'manual'), version(1, 'create')])).toEqual([]);
  });
});

describe('compareSteps', () => {
  it('marks the positions whose step differs, and the steps one side lacks', () => {
    expect(compareSteps(['Read the file', 'Keep Status = Open'], ['Read the file', 'Keep Status = Closed', 'Sort by Hours'])).toEqual([
      { index: 0, then: 'Read the file', now: 'Read the file', changed: false },
      { index: 1, then: 'Keep Status = Open', now: 'Keep Status = Closed', changed: true },
      { index: 2, then: null, now: 'Sort by Hours', changed: true },
    ]);
  });

  it('does not count surrounding spaces as a change', () => {
    expect(compareSteps(['Sort by Hours '], ['Sort by Hours'])[0]?.changed).toBe(false);
  });
});

describe('diffLines', () => {
  it('drops the file headers and marks added, removed, context and hunk lines', () => {
    const diff = [
      'Index: script.py',
      '===================================================================',
      '--- current',
      '+++ proposed',
      '@@ -1,3 +1,3 @@',
      ' import milestone',
      '-HOURS = "Hours"',
      '+HOURS = "Hrs"',
      '\\ No newline at end of file',
      '',
    ].join('\n');
    expect(diffLines(diff)).toEqual([
      { kind: 'hunk', text: '@@ -1,3 +1,3 @@' },
      { kind: 'context', text: 'import milestone' },
      { kind: 'removed', text: 'HOURS = "Hours"' },
      { kind: 'added', text: 'HOURS = "Hrs"' },
    ]);
  });
});

describe('proposalOf', () => {
  it("reads the script the assistant's message proposes", () => {
    const proposal = { script: 'print(1)\n', diff: '@@', baseVersion: 'a1b2' };
    expect(proposalOf({ role: 'assistant', metadata: { proposal } })).toBe(proposal);
  });

  it('is null for a user message, an answer without a script, and a blank script', () => {
    expect(proposalOf({ role: 'user', metadata: { proposal: { script: 'x', diff: '', baseVersion: 'a1b2' } } })).toBeNull();
    expect(proposalOf({ role: 'assistant', metadata: {} })).toBeNull();
    expect(proposalOf({ role: 'assistant', metadata: { proposal: { script: '  ', diff: '', baseVersion: 'a1b2' } } })).toBeNull();
  });
});

describe('stepSourceLabel', () => {
  it('names where a list of steps came from', () => {
    expect((['create', 'manual', 'ai', 'restore'] as const).map(stepSourceLabel)).toEqual(['Created', 'Edited', 'AI request', 'Restored']);
  });
});
