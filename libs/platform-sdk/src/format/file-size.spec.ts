import { describe, expect, it } from '@jest/globals';
import { formatFileSize } from './file-size.js';

describe(formatFileSize.name, () => {
  it('uses 1024 as divisor and at most 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(1234567)).toBe('1.18 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.25 GB');
  });
});
