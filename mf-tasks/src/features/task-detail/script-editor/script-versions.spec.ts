import { describe, expect, it } from '@jest/globals';
import { sourceLabel, syntaxErrorLine } from './script-versions.js';

describe('syntaxErrorLine', () => {
  it('reads the line of the server’s syntax error', () => {
    expect(syntaxErrorLine("Syntax error on line 12: '(' was never closed")).toBe(12);
    expect(syntaxErrorLine('Syntax error on line 1: invalid syntax')).toBe(1);
  });

  it('answers null for other messages', () => {
    expect(syntaxErrorLine('This task was changed by someone else. Reload to see the latest version.')).toBeNull();
    expect(syntaxErrorLine(undefined)).toBeNull();
  });
});

describe('sourceLabel', () => {
  it('names each source', () => {
    expect([sourceLabel('manual'), sourceLabel('ai'), sourceLabel('restore')]).toEqual(['Edited', 'Generated', 'Restored']);
  });
});
