/** The kinds of upload taken (spec 000 section 5): by extension and by content. */
export type UploadKind = 'xlsx' | 'xls' | 'csv';

export const MIME_TYPES: Readonly<Record<UploadKind, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
};

/** The longest original name kept (the column is varchar(255)). */
export const MAX_NAME_LENGTH = 255;

// C0 and C1 control characters, DEL, and the invisible ones that reorder or hide text
// (bidirectional overrides and isolates, zero-width characters, the BOM).
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * The user's file name as kept for display and Content-Disposition: only its last path part
 * (after the last '/' or '\'), without NUL, control or invisible characters, trimmed, at most
 * MAX_NAME_LENGTH characters (the extension kept). It is never used to build a storage key.
 */
export function sanitizeOriginalName(raw: string): string {
  const lastPart = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = lastPart.replace(UNSAFE_CHARACTERS, '').trim();
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  if (extension.length > 16) return chars.slice(0, MAX_NAME_LENGTH).join('');
  return chars.slice(0, MAX_NAME_LENGTH - extension.length).join('') + extension.join('');
}

/** The upload kind a (sanitised) name claims by its extension, or null for any other. */
export function kindOfName(name: string): UploadKind | null {
  const match = /\.([A-Za-z]+)$/.exec(name);
  const extension = match?.[1]?.toLowerCase();
  return extension === 'xlsx' || extension === 'xls' || extension === 'csv' ? extension : null;
}
