import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anXls } from '../../../../test/support/crafted-files.js';
import { InvalidFileTypeError } from '../upload.errors.js';
import { inspectOleWorkbook } from './ole-workbook.js';

describe('inspectOleWorkbook', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ole-workbook-'));
  let n = 0;
  const fileOf = (bytes: Buffer) => {
    const path = join(dir, `${++n}.xls`);
    writeFileSync(path, bytes);
    return path;
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(['Workbook', 'Book', 'WORKBOOK'])('passes an OLE file with a %s stream', async (name) => {
    await expect(inspectOleWorkbook(fileOf(anXls(name)))).resolves.toBeUndefined();
  });

  it('passes a workbook SheetJS wrote (the preview tests’ generator)', async () => {
    const { createRequire } = await import('node:module');
    const XLSX = createRequire(import.meta.url)('@e965/xlsx') as {
      utils: { book_new(): unknown; aoa_to_sheet(rows: unknown[][]): unknown; book_append_sheet(book: unknown, sheet: unknown, name: string): void };
      write(book: unknown, options: { type: 'buffer'; bookType: 'xls' }): Buffer;
    };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Technician', 'Hours'],
        ['Ana', 38.5],
      ]),
      'Hours',
    );
    await expect(inspectOleWorkbook(fileOf(XLSX.write(book, { type: 'buffer', bookType: 'xls' })))).resolves.toBeUndefined();
  });

  it.each([
    ['a Word document', anXls('WordDocument')],
    ['a header alone', anXls().subarray(0, 512)],
    [
      'a directory sector out of the file',
      (() => {
        const b = Buffer.from(anXls());
        b.writeUInt32LE(9_999, 0x30);
        return b;
      })(),
    ],
    [
      'a directory chain that loops (no workbook stream before it)',
      (() => {
        const b = Buffer.from(anXls('WordDocument'));
        b.writeUInt32LE(1, 512 + 4);
        return b;
      })(),
    ],
    [
      'a bad sector size',
      (() => {
        const b = Buffer.from(anXls());
        b.writeUInt16LE(20, 0x1e);
        return b;
      })(),
    ],
    [
      'a FAT larger than any file needs',
      (() => {
        const b = Buffer.from(anXls());
        b.writeUInt32LE(5_000, 0x2c);
        return b;
      })(),
    ],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_what, bytes) => {
    await expect(inspectOleWorkbook(fileOf(bytes))).rejects.toThrow(InvalidFileTypeError);
  });
});
