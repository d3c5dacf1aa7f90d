import { describe, expect, it } from '@jest/globals';
import { HEADER_PRINT_CSS, isPrintMode } from './print-mode.js';

describe(isPrintMode.name, () => {
  it('is on for ?print=1 and ?print=true, as the task pages use it', () => {
    expect(isPrintMode('?print=1')).toBe(true);
    expect(isPrintMode('?tab=steps&print=true')).toBe(true);
  });

  it('is off without the parameter or with another value', () => {
    expect(isPrintMode('')).toBe(false);
    expect(isPrintMode('?print=0')).toBe(false);
    expect(isPrintMode('?printer=1')).toBe(false);
  });
});

describe('the header when printing', () => {
  it('is hidden by a print media rule on its class', () => {
    expect(HEADER_PRINT_CSS).toMatch(/@media print\s*{\s*\.shell-header\s*{\s*display:\s*none/);
  });
});
