import { extname } from 'node:path';

/** The longest display name kept (the column's width). */
export const MAX_OUTPUT_NAME_LENGTH = 255;

// C0 and C1 control characters, DEL, and the Unicode format/separator characters that reorder or
// hide text (bidi overrides, zero-width joiners, line and paragraph separators, the BOM).
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/**
 * The display name of an output as the worker named it: the last path segment only (a name is
 * never a path), no control or invisible characters, no leading dots, spaces collapsed, at most
 * 255 characters with the extension kept; 'output' when nothing is left.
 */
export function sanitiseOutputName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (name.length > MAX_OUTPUT_NAME_LENGTH) {
    const ext = extname(name).slice(0, 16);
    name = `${name.slice(0, MAX_OUTPUT_NAME_LENGTH - ext.length).trimEnd()}${ext}`;
  }
  return name || 'output';
}

/**
 * `name` itself when the execution has no output of that name, else the first free
 * `stem (2).ext`, `stem (3).ext`... (within the length cap).
 */
export function uniqueOutputName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const ext = extname(name);
  const stem = name.slice(0, name.length - ext.length);
  for (let n = 2; ; n++) {
    const suffix = ` (${n})${ext}`;
    const candidate = `${stem.slice(0, MAX_OUTPUT_NAME_LENGTH - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const MIME_BY_EXTENSION: Record<string, string> = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.csv': 'text/csv; charset=utf-8',
  '.zip': 'application/zip',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.log': 'text/plain; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** The media type a file is served with, by its name's extension; application/octet-stream otherwise. */
export function mimeTypeOf(name: string): string {
  return MIME_BY_EXTENSION[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** The spreadsheet kind a preview reads, by extension; null for other files. */
export function spreadsheetKindOf(name: string): 'xlsx' | 'xls' | 'csv' | null {
  const ext = extname(name).toLowerCase();
  return ext === '.xlsx' || ext === '.xls' || ext === '.csv' ? (ext.slice(1) as 'xlsx' | 'xls' | 'csv') : null;
}
