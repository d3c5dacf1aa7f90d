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
