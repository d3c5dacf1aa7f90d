import { describe, expect, it } from '@jest/globals';
import { formatFileSize } from './size.js';

describe(formatFileSize.name, () => {
  it('shows bytes below 1 KB as B', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('divides by 1024 and keeps at most 2 decimals', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024 - 1)).toBe('10 MB');
    expect(formatFileSize(1_234_567)).toBe('1.18 MB');
    expect(formatFileSize(3 * 1024 ** 3 + 512 * 1024 ** 2)).toBe('3.5 GB');
  });

  it('moves to the next unit when the rounded value reaches 1024', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
  });

  it('stays in GB past it', () => {
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2048 GB');
  });

  it('reads Unknown size for what is not a size', () => {
    expect(formatFileSize(undefined)).toBe('Unknown size');
    expect(formatFileSize(-1)).toBe('Unknown size');
    expect(formatFileSize(Number.NaN)).toBe('Unknown size');
  });
});
