import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** One entry of a zip: its name in the archive, its size, and how to open its bytes when their turn comes. */
export interface ZipEntrySource {
  name: string;
  size: number;
  mtime: Date;
  open: () => Promise<Readable>;
}

/** Already compressed inside (xlsx is a zip itself, and a zip): stored as they are. */
const STORED = /\.(xlsx|zip|docx|png|jpe?g)$/i;

/**
 * A zip written as it is read (yazl): each entry's source is opened only when the zip reaches it,
 * so one blob is open at a time and the first bytes leave before the last file is read. Sizes are
 * checked against the stored ones. Destroying the returned stream (a client that went away)
 * destroys the source being read and opens no more.
 */
export function zipStream(entries: readonly ZipEntrySource[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | null = null;
  let closed = false;
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { compress: !STORED.test(entry.name), size: entry.size, mtime: entry.mtime }, (callback) => {
      if (closed) return callback(new Error('the zip was closed'), undefined as never);
      entry.open().then(
        (stream) => {
          if (closed) {
            stream.destroy();
            return;
          }
          current = stream;
          callback(null, stream);
        },
        (error: Error) => callback(error, undefined as never),
      );
    });
  }
  zip.end();
  zip.on('error', (error: Error) => output.destroy(error));
  output.once('close', () => {
    closed = true;
    if (current && !current.destroyed) current.destroy();
  });
  return output;
}
