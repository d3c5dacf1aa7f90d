import type { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { ReportFile } from '../report-export.service.js';

/** The reply, as far as a streamed report file needs it. */
export interface StreamReply {
  header(name: string, value: string): unknown;
  send(payload: Readable): unknown;
  raw: { once(event: 'close', listener: () => void): unknown };
}

const PRINTABLE_ASCII = /^[\x20-\x7e]$/;

/** A file name as `filename` can hold it: printable ASCII, the rest '_'. */
export const asciiFallback = (fileName: string): string => [...fileName].map((c) => (PRINTABLE_ASCII.test(c) ? c : '_')).join('');

/**
 * Streams a report file: its type, `attachment; filename=...` (an ASCII fallback, and the UTF-8
 * name when it is not plain ASCII: RFC 6266; `utf8Name` writes `filename*` always, for a client that
 * reads only it), nosniff, no caching, and the `headers` given. A client that goes away destroys
 * the stream, which ends the export's cursor.
 */
export function sendReportFile(reply: StreamReply, file: ReportFile, options: { headers?: Record<string, string>; utf8Name?: boolean } = {}): void {
  const fallback = asciiFallback(file.fileName);
  const disposition = options.utf8Name
    ? `attachment; filename="${fallback.replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeRfc5987(file.fileName)}`
    : contentDisposition(file.fileName, { type: 'attachment', fallback });
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', disposition);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, no-store');
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  reply.raw.once('close', () => {
    if (!file.stream.destroyed) file.stream.destroy();
  });
  reply.send(file.stream);
}

/** RFC 5987 ext-value characters: percent-encoded UTF-8 beyond attr-char. */
export function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
