import { unwrap } from '@milestone/platform-sdk';
import { filesClient } from './files-client.js';

/**
 * A link that opens one download (a file's downloadUrl, or an execution's Download All path)
 * without the bearer token for a minute: svc-files mints it only when the caller may download the
 * path now. A new window or an `<a download>` cannot send the token; the link is what lets the
 * browser download the file itself instead of the tab fetching it into memory.
 */
export async function mintDownloadLink(path: string): Promise<string> {
  const { url } = await unwrap(filesClient.POST('/api/download-links', { body: { path } }));
  return url;
}

/**
 * Hands a download link to the browser: it fetches and saves the file itself (its own download
 * bar, streamed to disk), so nothing of the file is held in the tab's memory. `name` is a hint:
 * the answer's Content-Disposition names the file.
 */
export function saveFromLink(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Opens a download link in a new window (spec: Download All opens the zip in a new window). A
 * browser that blocks the window (the link was minted after the click, a popup blocker) still gets
 * the file, as a link's download.
 */
export function openInNewWindow(url: string, name: string): void {
  const opened = window.open(url, '_blank');
  if (!opened) saveFromLink(url, name);
}
