/** How long a saved file's object URL lives: the browser has read it long before. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Hands bytes fetched with the bearer token to the browser as a download named `name` (the
 * browser's own download bar, as a link would).
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
