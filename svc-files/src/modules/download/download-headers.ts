import type { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { sanitiseOutputName } from '../execution-file/output-name.js';

/** An attachment the answer streams. */
export interface Attachment {
  stream: Readable;
  /** The display name (the user's upload name, or the output's). */
  name: string;
  /** Known for stored files; not for a zip built as it streams. */
  size?: number;
  mimeType: string;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * `attachment; filename="<ASCII fallback>"` (unquoted when the name is an RFC 7230 token) plus `filename*=UTF-8''<percent-encoded>` when the
 * name is not plain ASCII (RFC 6266 / RFC 5987): control and invisible characters removed, any
 * other non-ASCII character '_' in the fallback, quotes and backslashes escaped by the package.
 */
export function attachmentDisposition(rawName: string): string {
  const name = sanitiseOutputName(rawName);
  const fallback = [...name].map((c) => (PRINTABLE_ASCII.test(c) ? c : '_')).join('');
  return contentDisposition(name, { type: 'attachment', fallback });
}

/** csv goes out as UTF-8 text; every other type as stored. */
export function downloadContentType(mimeType: string): string {
  return mimeType === 'text/csv' ? 'text/csv; charset=utf-8' : mimeType;
}

/**
 * Streams an attachment: its type, length when known, the Content-Disposition above and nosniff.
 * A client that goes away ends the read: the source stream is destroyed with the answer.
 */
export function sendAttachment(reply: FastifyReply, file: Attachment): FastifyReply {
  reply.header('content-type', downloadContentType(file.mimeType));
  reply.header('content-disposition', attachmentDisposition(file.name));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, no-store');
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  reply.raw.once('close', () => {
    if (!file.stream.destroyed) file.stream.destroy();
  });
  return reply.send(file.stream);
}
