import path from 'node:path';

/**
 * The longest name an output is stored under, in bytes of UTF-8: it goes in the URL of svc-files'
 * `PUT /internal/executions/{id}/outputs/{name}` (percent-encoded, at most three times as long) and
 * in its 255-character column, with room for a ' (n)' that keeps it unique.
 */
export const OUTPUT_NAME_MAX_BYTES = 200;

/** An extension longer than this is part of the name, not kept whole when the name is shortened. */
const MAX_EXTENSION_BYTES = 16;

/** Control characters (C0, DEL, C1), U+FFFD (the mark of bytes that were not UTF-8) and lone surrogates (no UTF-8 encodes them). */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The longest start of `text` within `max` bytes of UTF-8, never splitting a character. */
function cut(text: string, max: number): string {
  let out = '';
  let used = 0;
  for (const char of text) {
    used += bytes(char);
    if (used > max) break;
    out += char;
  }
  return out;
}

/** `stem` + `suffix` + `ext` within OUTPUT_NAME_MAX_BYTES, the stem shortened as needed. */
function fitted(stem: string, suffix: string, ext: string): string {
  return `${cut(stem, OUTPUT_NAME_MAX_BYTES - bytes(suffix) - bytes(ext)).trimEnd()}${suffix}${ext}`;
}

/**
 * The name one output is stored under: valid UTF-8 (a byte that was not, a lone surrogate or a
 * control character becomes '_'), a plain file name (a separator too), and at most
 * OUTPUT_NAME_MAX_BYTES bytes with its extension kept; 'output' when nothing is left.
 */
export function storedOutputName(raw: string): string {
  const name = raw.replace(UNSAFE, '_').replace(/[/\\]/g, '_').trim();
  if (name === '' || name === '.' || name === '..') return 'output';
  if (bytes(name) <= OUTPUT_NAME_MAX_BYTES) return name;
  const ext = path.extname(name);
  return bytes(ext) <= MAX_EXTENSION_BYTES ? fitted(name.slice(0, name.length - ext.length), '', ext) : fitted(name, '', '');
}

/**
 * The names a run's outputs are stored under, in their order: each made storable
 * (storedOutputName), and those that sanitising made the same numbered 'name (2).ext', 'name
 * (3).ext'... within the byte limit, so no output replaces another.
 */
export function storedOutputNames(raw: readonly string[]): string[] {
  const names = raw.map(storedOutputName);
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    if (taken.has(candidate)) {
      const ext = bytes(path.extname(name)) <= MAX_EXTENSION_BYTES ? path.extname(name) : '';
      const stem = name.slice(0, name.length - ext.length);
      for (let n = 2; taken.has(candidate); n++) candidate = fitted(stem, ` (${n})`, ext);
    }
    taken.add(candidate);
    return candidate;
  });
}
