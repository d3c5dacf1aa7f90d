const PRINTABLE_ASCII = /^[\x20-\x7e]$/;

/** RFC 5987 ext-value: percent-encoded UTF-8 beyond attr-char. */
function extValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<the name>` (RFC 6266): both always,
 * so a client reading either gets the name; in the fallback any non-ASCII character, quote or
 * backslash is '_'.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = [...filename].map((c) => (PRINTABLE_ASCII.test(c) && c !== '"' && c !== '\\' ? c : '_')).join('');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${extValue(filename)}`;
}
