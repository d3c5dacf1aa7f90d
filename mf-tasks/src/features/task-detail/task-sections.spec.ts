import { describe, expect, it } from '@jest/globals';
import { backTarget, parseInstructions, parseTaskId, taskSections } from './task-sections.js';

describe(taskSections.name, () => {
  it('shows only the overview for api-reporting tasks', () => {
    expect(taskSections('api-reporting').map((s) => s.id)).toEqual(['overview']);
  });

  it('adds instructions for the other types', () => {
    expect(taskSections('form-processing').map((s) => s.id)).toEqual(['overview', 'instructions']);
    expect(taskSections('excel-processing').map((s) => s.id)).toEqual(['overview', 'instructions']);
  });
});

describe(backTarget.name, () => {
  it('goes home from the overview and back to the overview elsewhere', () => {
    expect(backTarget('overview')).toBe('home');
    expect(backTarget('instructions')).toBe('overview');
  });
});

describe(parseInstructions.name, () => {
  it('reads JSON steps and legacy plain text', () => {
    expect(parseInstructions('[{"id":"a","content":"Upload the sheet"},{"id":"b","content":"Run"}]')).toEqual([
      { id: 'a', content: 'Upload the sheet' },
      { id: 'b', content: 'Run' },
    ]);
    expect(parseInstructions('First line\n\nSecond line')).toEqual([
      { id: '1', content: 'First line' },
      { id: '2', content: 'Second line' },
    ]);
    expect(parseInstructions(null)).toEqual([]);
  });
});

describe(parseTaskId.name, () => {
  it('accepts positive whole numbers only', () => {
    expect(parseTaskId('42')).toBe(42);
    expect(parseTaskId('0')).toBeNull();
    expect(parseTaskId('abc')).toBeNull();
    expect(parseTaskId('4.2')).toBeNull();
  });
});
