import { UnsafeBlobKeyError } from './blob-store.js';

/** A whole key's length cap (S3 allows 1024 bytes; the keys built here are far shorter). */
export const MAX_KEY_LENGTH = 512;
/** One segment's cap (a file name on common file systems). */
export const MAX_SEGMENT_LENGTH = 255;

/**
 * The only characters a key segment may hold: ASCII letters, digits, '.', '_' and '-'. Everything a
 * traversal needs besides dots is outside it: '/', '\', '%' (encoded forms), ':' (drive letters),
 * NUL and control characters, and every non-ASCII look-alike of a dot or a slash.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

function isSafeSegment(segment: string): boolean {
  // A leading dot is refused too: '.', '..', '...' and the stores' own temporary names (.tmp-*).
  return segment.length > 0 && segment.length <= MAX_SEGMENT_LENGTH && SEGMENT.test(segment);
}

/** Whether `key` is a clean relative key of a store: segments joined by '/', none empty or dotted. */
export function isSafeKey(key: unknown): key is string {
  return typeof key === 'string' && key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split('/').every(isSafeSegment);
}

/**
 * Refuses anything but a clean relative key (UnsafeBlobKeyError): absolute paths, '..' or '.'
 * segments, empty segments (a leading, trailing or doubled '/'), backslashes, NUL and control
 * characters, percent-encoding of any kind, drive letters, non-ASCII characters, overlong keys.
 * Every store calls it before touching its root.
 */
export function assertSafeKey(key: unknown): asserts key is string {
  if (!isSafeKey(key)) throw new UnsafeBlobKeyError(String(key));
}

function assertId(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) throw new UnsafeBlobKeyError(`${name}=${String(value)}`);
}

/**
 * The key of a blob of a task: `<companyId>/<taskId>/<part>/<part>...`, e.g.
 * `blobKey(3, 12, 'inputs', '<uuid>.xlsx')`. Each part is one segment (no '/') and is checked; the
 * only way keys are built, so every blob of a company lies under its `<companyId>/`.
 */
export function blobKey(companyId: number, taskId: number, ...parts: string[]): string {
  assertId('companyId', companyId);
  assertId('taskId', taskId);
  if (parts.length === 0) throw new UnsafeBlobKeyError(`${companyId}/${taskId}/`);
  for (const part of parts) {
    if (!isSafeSegment(part)) throw new UnsafeBlobKeyError(part);
  }
  const key = [String(companyId), String(taskId), ...parts].join('/');
  assertSafeKey(key);
  return key;
}
