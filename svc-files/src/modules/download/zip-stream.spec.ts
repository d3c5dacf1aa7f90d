import { Readable } from 'node:stream';
import { once } from 'node:events';
import yauzl from 'yauzl';
import { zipStream, type ZipEntrySource } from './zip-stream.js';

interface Tracked {
  source: ZipEntrySource;
  opened: Readable[];
}

/** An entry whose bytes are `data`, recording every stream it opens. */
function entry(name: string, data: Buffer): Tracked {
  const opened: Readable[] = [];
  return {
    opened,
    source: {
      name,
      size: data.length,
      mtime: new Date('2026-03-02T15:00:00Z'),
      open: async () => {
        const chunks = [];
        for (let i = 0; i < data.length; i += 64 * 1024) chunks.push(data.subarray(i, i + 64 * 1024));
        const stream = Readable.from(chunks);
        opened.push(stream);
        return stream;
      },
    },
  };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function entriesOf(buffer: Buffer): Promise<Array<{ name: string; method: number; data: Buffer }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const found: Array<{ name: string; method: number; data: Buffer }> = [];
      zip.on('entry', (e: yauzl.Entry) =>
        zip.openReadStream(e, async (err, s) => {
          if (err || !s) return reject(err);
          found.push({ name: e.fileName, method: e.compressionMethod, data: await collect(s) });
          zip.readEntry();
        }),
      );
      zip.on('end', () => resolve(found));
      zip.readEntry();
    });
  });
}

describe('zipStream', () => {
  it('writes every entry, storing xlsx as it is and deflating the rest', async () => {
    const xlsx = Buffer.alloc(100_000, 7);
    const csv = Buffer.from('a,b\n'.repeat(10_000));
    const entries = [entry('book.xlsx', xlsx), entry('data.csv', csv)];
    const found = await entriesOf(await collect(zipStream(entries.map((e) => e.source))));
    expect(found).toEqual([
      { name: 'book.xlsx', method: 0, data: xlsx },
      { name: 'data.csv', method: 8, data: csv },
    ]);
  });

  it('opens one source at a time, only when the zip reaches it', async () => {
    const entries = [entry('a.bin', Buffer.alloc(300_000, 1)), entry('b.bin', Buffer.alloc(300_000, 2)), entry('c.bin', Buffer.alloc(10, 3))];
    const stream = zipStream(entries.map((e) => e.source));
    await once(stream, 'readable');
    expect(entries.map((e) => e.opened.length)).toEqual([1, 0, 0]);
    await collect(stream);
    expect(entries.map((e) => e.opened.length)).toEqual([1, 1, 1]);
  });

  it('destroys the source it reads and opens no other when the zip is destroyed (the client left)', async () => {
    const entries = [entry('a.bin', Buffer.alloc(2_000_000, 1)), entry('b.bin', Buffer.alloc(2_000_000, 2))];
    const stream = zipStream(entries.map((e) => e.source));
    await once(stream, 'readable');
    stream.read();
    stream.destroy();
    await once(stream, 'close');
    await new Promise((resolve) => setImmediate(resolve));
    expect(entries[0]!.opened).toHaveLength(1);
    expect(entries[0]!.opened[0]!.destroyed).toBe(true);
    expect(entries[1]!.opened).toHaveLength(0);
  });

  it('fails the stream when a source’s size is not the stored one', async () => {
    const lying = entry('a.bin', Buffer.alloc(100, 1));
    const stream = zipStream([{ ...lying.source, size: 50 }]);
    await expect(collect(stream)).rejects.toThrow();
  });
});
