import { createReadStream } from 'node:fs';
import { open as openFile, type FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { fromRandomAccessReader, RandomAccessReader, type Entry, type ZipFile } from 'yauzl';
import { InvalidFileTypeError, UnsafeSpreadsheetError } from '../upload.errors.js';

export interface ZipLimits {
  /** Most entries the directory may list. */
  maxEntries: number;
  /** Most bytes all entries may add up to, unpacked. */
  maxUncompressedBytes: number;
  /** Highest uncompressed : compressed ratio of one entry. */
  maxRatio: number;
}

/** The entries every xlsx holds (ECMA-376 part 2 and the SpreadsheetML main part). */
const REQUIRED_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];

/**
 * Entries smaller than this unpacked are not held to the ratio: a few bytes of XML deflate to a
 * handful of bytes at ratios that mean nothing. The total size limit still counts them.
 */
export const RATIO_GRACE_BYTES = 1024 * 1024;

const MIB = 1024 * 1024;
const count = (n: number) => n.toLocaleString('en-US');

/** How much of the file's end is read at once: the central directory of 10,000 entries fits. */
export const DIRECTORY_READ_BYTES = 2 * 1024 * 1024;

/**
 * The zip file for yauzl, its last DIRECTORY_READ_BYTES read in one go: yauzl reads the directory
 * record by record (two small reads each), which from the file took about 0.1 ms a record through
 * the thread pool, over a second for 10,000 entries; from memory it is a copy. Reads before that
 * tail go to the file.
 */
class TailCachedReader extends RandomAccessReader {
  constructor(
    private readonly path: string,
    private readonly file: FileHandle,
    private readonly tail: Buffer,
    private readonly tailStart: number,
  ) {
    super();
  }

  static async open(path: string): Promise<{ reader: TailCachedReader; size: number }> {
    const file = await openFile(path, 'r');
    try {
      const { size } = await file.stat();
      const length = Math.min(size, DIRECTORY_READ_BYTES);
      const tail = Buffer.alloc(length);
      await file.read(tail, 0, length, size - length);
      return { reader: new TailCachedReader(path, file, tail, size - length), size };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  override read(buffer: Buffer, offset: number, length: number, position: number, callback: (error: Error | null, bytesRead?: number) => void): void {
    if (position >= this.tailStart) {
      const copied = this.tail.copy(buffer, offset, position - this.tailStart, position - this.tailStart + length);
      setImmediate(() => callback(null, copied));
      return;
    }
    this.file.read(buffer, offset, length, position).then(
      ({ bytesRead }) => callback(null, bytesRead),
      (error: Error) => callback(error),
    );
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return createReadStream(this.path, { start, end: end - 1 });
  }

  override close(callback: (error: Error | null) => void): void {
    this.file.close().then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }
}

async function openZip(path: string): Promise<ZipFile> {
  const { reader, size } = await TailCachedReader.open(path);
  return new Promise((resolve, reject) =>
    fromRandomAccessReader(reader, size, { lazyEntries: true, autoClose: true, decodeStrings: true, validateEntrySizes: true }, (error, zip) => {
      if (error) {
        reader.close(() => undefined);
        return reject(error);
      }
      resolve(zip);
    }),
  );
}

/**
 * Checks that the zip at `path` is a workbook that can be opened safely, from its central
 * directory alone (no entry is unpacked): at most `maxEntries` entries (read from the end record
 * before any entry), their declared sizes adding up to at most `maxUncompressedBytes`, no entry
 * above `maxRatio` to 1, and `[Content_Types].xml` and `xl/workbook.xml` among them. A zip that
 * passes a limit is refused with UnsafeSpreadsheetError (422), one that is no workbook or cannot
 * be read as a zip with InvalidFileTypeError (415). Declared sizes are what a reader must later
 * hold the entries to: yauzl's validateEntrySizes stops an entry that inflates past its own.
 */
export async function inspectWorkbookZip(path: string, limits: ZipLimits): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw new InvalidFileTypeError();
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new UnsafeSpreadsheetError(`more than ${count(limits.maxEntries)} entries`);
  }
  const missing = new Set(REQUIRED_ENTRIES);
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const stop = (error: Error) => {
      zip.close();
      reject(error);
    };
    zip.on('entry', (entry: Entry) => {
      total += entry.uncompressedSize;
      if (total > limits.maxUncompressedBytes) {
        return stop(new UnsafeSpreadsheetError(`over ${count(Math.floor(limits.maxUncompressedBytes / MIB))} MB unpacked`));
      }
      if (entry.uncompressedSize > RATIO_GRACE_BYTES && entry.uncompressedSize > limits.maxRatio * entry.compressedSize) {
        return stop(new UnsafeSpreadsheetError(`compressed over ${count(limits.maxRatio)} to 1`));
      }
      missing.delete(entry.fileName);
      zip.readEntry();
    });
    zip.once('end', () => resolve());
    // A broken directory, an entry named outside the archive ('../x', '/x'), a bad encoding.
    zip.once('error', () => stop(new InvalidFileTypeError()));
    zip.readEntry();
  });
  if (missing.size > 0) throw new InvalidFileTypeError();
}
