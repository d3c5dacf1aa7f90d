import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anXlsx, xlsxEntries, zip, type ZipEntrySpec } from '../../../../test/support/crafted-files.js';
import { InvalidFileTypeError, UnsafeSpreadsheetError } from '../upload.errors.js';
import { DIRECTORY_READ_BYTES, inspectWorkbookZip, type ZipLimits } from './workbook-zip.js';

const LIMITS: ZipLimits = { maxEntries: 10_000, maxUncompressedBytes: 200 * 1024 * 1024, maxRatio: 200 };

describe('inspectWorkbookZip', () => {
  const dir = mkdtempSync(join(tmpdir(), 'workbook-zip-'));
  let n = 0;
  const fileOf = (bytes: Buffer) => {
    const path = join(dir, `${++n}.xlsx`);
    writeFileSync(path, bytes);
    return path;
  };
  const empties = (count: number, name: (i: number) => string): ZipEntrySpec[] =>
    Array.from({ length: count }, (_, i) => ({ name: name(i), data: Buffer.alloc(0), deflate: false }));

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes a workbook', async () => {
    await expect(inspectWorkbookZip(fileOf(anXlsx()), LIMITS)).resolves.toBeUndefined();
  });

  it('reads a directory longer than the part of the file it reads at once', async () => {
    // 9,000 entries with 250-character names: a directory of about 2.7 MB, beyond the tail read first.
    const bytes = zip([...xlsxEntries([['a']]), ...empties(9_000, (i) => `xl/media/${String(i).padStart(240, 'x')}.bin`)]);
    expect(bytes.length).toBeGreaterThan(DIRECTORY_READ_BYTES);
    await expect(inspectWorkbookZip(fileOf(bytes), LIMITS)).resolves.toBeUndefined();
  });

  it.each([
    ['more than the entry limit', zip([...xlsxEntries([['a']]), ...empties(10_000, (i) => `e${i}`)]), 'more than 10,000 entries'],
    [
      'entries adding up past the size limit',
      zip(
        xlsxEntries(
          [['a']],
          [1, 2, 3].map((i) => ({ name: `s${i}.xml`, data: Buffer.from('<x/>'), claim: { uncompressedSize: 70 * 1024 * 1024, compressedSize: 1024 * 1024 } })),
        ),
      ),
      'over 200 MB unpacked',
    ],
    [
      'an entry deflated more than 200 to 1',
      zip(xlsxEntries([['a']], [{ name: 'xl/worksheets/sheet2.xml', data: Buffer.alloc(5 * 1024 * 1024, 0x20) }])),
      'compressed over 200 to 1',
    ],
  ])('refuses %s before unpacking anything (422)', async (_what, bytes, reason) => {
    const refusal = inspectWorkbookZip(fileOf(bytes), LIMITS);
    await expect(refusal).rejects.toThrow(UnsafeSpreadsheetError);
    await expect(refusal).rejects.toThrow(`This spreadsheet is too large to open safely: ${reason}.`);
  });

  it('holds small entries to the size limit but not to the ratio', async () => {
    // 1 MB of spaces deflates about 1000 to 1: under the grace size, it passes.
    const bytes = zip(xlsxEntries([['a']], [{ name: 'xl/styles.xml', data: Buffer.alloc(1024 * 1024, 0x20) }]));
    await expect(inspectWorkbookZip(fileOf(bytes), LIMITS)).resolves.toBeUndefined();
  });

  it.each([
    ['a zip without [Content_Types].xml', zip(xlsxEntries([['a']]).filter((e) => e.name !== '[Content_Types].xml'))],
    ['a zip without xl/workbook.xml', zip(xlsxEntries([['a']]).filter((e) => e.name !== 'xl/workbook.xml'))],
    ['a zip with an entry named out of the archive', zip([...xlsxEntries([['a']]), { name: '../../evil.sh', data: Buffer.from('x') }])],
    ['an absolute entry name', zip([...xlsxEntries([['a']]), { name: '/etc/cron.d/x', data: Buffer.from('x') }])],
    ['bytes that are no zip', Buffer.from('PK\u0003\u0004 and then nothing of a zip')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s as no workbook (415)', async (_what, bytes) => {
    await expect(inspectWorkbookZip(fileOf(bytes), LIMITS)).rejects.toThrow(InvalidFileTypeError);
  });
});
