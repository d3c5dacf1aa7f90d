// The upload's rules as the user meets them (spec 000 sections 4, 5, 8 and 9). The browser checks
// type and size before sending anything; the server checks them again, and the content too.
import { ApiError } from '@milestone/platform-sdk';

/** Files over 10 MB are refused (spec 000 section 9), here and by svc-files (UPLOAD_MAX_BYTES). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** After a successful upload the quick upload card's progress resets after 1 s. */
export const UPLOAD_RESET_DELAY_MS = 1000;

/** After a task-detail upload the success indicator shows for 3 s. */
export const UPLOAD_SUCCESS_INDICATOR_MS = 3000;

/** The window event the quick file preview listens to (spec 001 section 2.9). */
export const REFRESH_QUICK_FILE_PREVIEW_EVENT = 'refreshQuickFilePreview';

const TYPES: Record<string, readonly string[]> = {
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  xls: ['application/vnd.ms-excel'],
  // Windows names CSV files after Excel when Excel is installed; some systems call them plain text.
  csv: ['text/csv', 'application/csv', 'text/x-csv', 'text/comma-separated-values', 'text/plain', 'application/vnd.ms-excel'],
};

/** What the file input offers to pick. */
export const UPLOAD_ACCEPT = [
  ...Object.keys(TYPES).map((ext) => `.${ext}`),
  ...new Set(
    Object.values(TYPES)
      .flat()
      .filter((t) => t !== 'text/plain'),
  ),
].join(',');

/** A toast's two lines. */
export interface UploadMessage {
  title: string;
  description: string;
}

export const INVALID_TYPE: UploadMessage = { title: 'Invalid File Type', description: 'Please upload Excel (.xlsx, .xls) or CSV files only.' };
export const TOO_LARGE: UploadMessage = { title: 'File Too Large', description: 'Please upload files smaller than 10MB.' };
export const UPLOADED: UploadMessage = { title: 'File Uploaded', description: 'Your file has been uploaded successfully.' };
export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const UPLOAD_FAILED_FALLBACK = 'Failed to upload file. Please try again.';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why the browser refuses a file before sending it, or null when it may go: an xlsx, xls or csv
 * by name whose type, when the browser names one, fits that extension; at most 10 MB.
 */
export function refusalOf(file: Pick<File, 'name' | 'type' | 'size'>): UploadMessage | null {
  const allowed = TYPES[extensionOf(file.name)];
  const type = file.type.toLowerCase().split(';')[0]!.trim();
  // An unnamed type is left to the server, which reads the content; octet-stream is what some
  // systems call any file they do not know.
  if (!allowed || (type !== '' && type !== 'application/octet-stream' && !allowed.includes(type))) return INVALID_TYPE;
  if (file.size > UPLOAD_MAX_BYTES) return TOO_LARGE;
  return null;
}

/** Only the first file of a drop or selection is used (spec 000 section 5). */
export function firstFile(files: FileList | readonly File[] | null | undefined): File | null {
  return files && files.length > 0 ? (files[0] ?? null) : null;
}

/**
 * The toast of a failed upload (spec 000 section 8): 'Upload Failed' with the server's text,
 * prefixed 'Upload failed:', or 'Failed to upload file. Please try again.' when there is none
 * (a network failure, an answer without a message).
 */
export function uploadFailure(error: unknown): UploadMessage {
  const server = error instanceof ApiError ? error.serverMessage : undefined;
  return { title: UPLOAD_FAILED_TITLE, description: server ? `Upload failed: ${server}` : UPLOAD_FAILED_FALLBACK };
}

/**
 * The progress bar's percent. The spec's steps are 10 when the upload starts, 50, 90 and 100 on
 * the answer; between 10 and 90 the bar follows the bytes really sent, and it waits at 90 while the
 * server checks the file.
 */
export function progressPercent(sent: number, total: number): number {
  if (total <= 0) return 10;
  return Math.round(10 + 80 * Math.min(1, Math.max(0, sent / total)));
}

/** The file status of a task with current input files (spec 000 section 2, Home). */
export function fileReadyText(count: number): string {
  return `File ready - ${count} file(s) uploaded`;
}

/** DELETE /api/files failed (spec 001 section 8). */
export const CLEAR_FAILED: UploadMessage = { title: 'Error', description: 'Failed to clear files. Please try again.' };
export const CLEARED: UploadMessage = { title: 'Files Cleared', description: 'The task has no input files now.' };
