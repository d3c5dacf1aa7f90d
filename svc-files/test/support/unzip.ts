import yauzl from 'yauzl';

export interface UnzippedEntry {
  name: string;
  data: Buffer;
  /** 0 stored, 8 deflated. */
  compressionMethod: number;
}

/** Every entry of a zip, read back with yauzl (CRCs and sizes checked as it reads). */
export function unzip(buffer: Buffer): Promise<UnzippedEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries: UnzippedEntry[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks), compressionMethod: entry.compressionMethod });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
