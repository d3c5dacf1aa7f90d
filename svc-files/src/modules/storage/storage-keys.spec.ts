import { UnsafeBlobKeyError } from './blob-store.js';
import { assertSafeKey, blobKey, isSafeKey } from './storage-keys.js';
import { UNSAFE_KEYS } from './unsafe-keys.fixture.js';

describe('assertSafeKey', () => {
  it.each(UNSAFE_KEYS.map((key) => [JSON.stringify(key), key]))('refuses %s', (_label, key) => {
    expect(isSafeKey(key)).toBe(false);
    expect(() => assertSafeKey(key)).toThrow(UnsafeBlobKeyError);
  });

  it.each([[undefined], [null], [12], [['1', '2']]])('refuses a non-string (%p)', (key) => {
    expect(() => assertSafeKey(key)).toThrow(UnsafeBlobKeyError);
  });

  it.each([
    '3/12/inputs/0b7c2f7e-4d1a-4c55-9a0e-4f3a1c2b9d10.xlsx',
    '3/12/executions/41/0b7c2f7e-4d1a-4c55-9a0e-4f3a1c2b9d10',
    'a',
    'a.b.c/d_e-f',
    'x'.repeat(255),
  ])('accepts the clean relative key %s', (key) => {
    expect(isSafeKey(key)).toBe(true);
    expect(() => assertSafeKey(key)).not.toThrow();
  });
});

describe('blobKey', () => {
  it('builds <companyId>/<taskId>/<parts...>', () => {
    expect(blobKey(3, 12, 'inputs', 'f00d.xlsx')).toBe('3/12/inputs/f00d.xlsx');
    expect(blobKey(3, 12, 'executions', '41', 'f00d')).toBe('3/12/executions/41/f00d');
  });

  it.each([
    ['a zero company', 0, 1],
    ['a negative company', -1, 1],
    ['a fractional task', 1, 1.5],
    ['a NaN task', 1, Number.NaN],
    ['an unsafe integer', Number.MAX_SAFE_INTEGER + 1, 1],
  ])('refuses %s', (_label, companyId, taskId) => {
    expect(() => blobKey(companyId, taskId, 'inputs', 'x')).toThrow(UnsafeBlobKeyError);
  });

  it('refuses a key with no part below the task', () => {
    expect(() => blobKey(1, 2)).toThrow(UnsafeBlobKeyError);
  });

  it.each(['..', '.', '', 'a/b', 'a\\b', '%2e%2e', '..%2f', '\u2024\u2024', 'x\0', '.tmp-1', 'C:'])(
    'refuses the part %p (one segment each, checked)',
    (part) => {
      expect(() => blobKey(1, 2, 'inputs', part)).toThrow(UnsafeBlobKeyError);
      expect(() => blobKey(1, 2, part, 'x')).toThrow(UnsafeBlobKeyError);
    },
  );
});
