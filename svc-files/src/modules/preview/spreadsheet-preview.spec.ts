import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { bigCsv, bigWorkbook, HEADERS } from '../../../bench/spreadsheet-files.mjs';
import { zip } from '../../../test/support/crafted-files.js';
import { gridCells, gridWorkbook, gridXls, peopleWorkbook, peopleXls, streamedWorkbook } from '../../../test/support/spreadsheets.js';
import { PreviewError } from './preview-error.js';
import { previewSpreadsheet, type PreviewOptions, type SpreadsheetKind } from './spreadsheet-preview.js';

const preview = (bytes: Buffer | string, kind: SpreadsheetKind, options?: PreviewOptions) =>
  previewSpreadsheet(Readable.from([Buffer.from(bytes)]), kind, options);

async function failure(promise: Promise<unknown>): Promise<PreviewError> {
  const error = await promise.then(
    () => null,
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(PreviewError);
  return error as PreviewError;
}

const UNREADABLE = 'This file could not be read as a spreadsheet.';

describe('previewSpreadsheet: xlsx', () => {
  let people: Buffer;
  beforeAll(async () => {
    people = await peopleWorkbook();
  });

  it('shows the first visible sheet with every cell as the user sees it, and lists the visible sheets', async () => {
    const result = await preview(people, 'xlsx');
    expect(result).toEqual({
      kind: 'xlsx',
      sheets: ['People', 'Totals'],
      sheet: 'People',
      truncated: false,
      rows: [
        ['Name', 'Born', 'Signed in', 'Score', 'Active', 'Double', 'Note'],
        // date, date-time, 15 significant digits, boolean, a formula's cached result, rich text as plain text
        ['Ada', '1985-07-14', '2024-03-05T14:30:00', '0.3', 'TRUE', '0.6', 'Bold and plain'],
        // empty cells keep their columns; every row is as wide as the widest
        ['a', '', 'c', '', '', '', ''],
        ['', '', '', '', '', '', ''],
        // a merged range shows its top-left value, the cells it covers are empty
        ['Merged title', '', '', '', '', '', ''],
        ['1234567.891', '-5', '', '', '', '', ''],
      ],
    });
  });

  it('shows another sheet by name', async () => {
    const result = await preview(people, 'xlsx', { sheet: 'Totals' });
    expect(result).toMatchObject({ sheets: ['People', 'Totals'], sheet: 'Totals', rows: [['Total', '99']], truncated: false });
  });

  it.each(['Nope', 'Secret', 'people'])('refuses the sheet %j, which is not listed', async (sheet) => {
    const error = await failure(preview(people, 'xlsx', { sheet }));
    expect(error.message).toBe(`Sheet "${sheet}" not found`);
  });

  it('caps rows and columns at 100 and says it did', async () => {
    const result = await preview(await gridWorkbook(120, 150), 'xlsx');
    expect(result.rows).toEqual(gridCells(100, 100));
    expect(result.truncated).toBe(true);
  });

  it('takes smaller caps, and is not truncated when everything fits', async () => {
    const grid = await gridWorkbook(3, 4);
    expect(await preview(grid, 'xlsx', { maxRows: 2, maxColumns: 3 })).toMatchObject({ rows: gridCells(2, 3), truncated: true });
    expect(await preview(grid, 'xlsx', { maxRows: 3, maxColumns: 4 })).toMatchObject({ rows: gridCells(3, 4), truncated: false });
  });

  it('reads a 10 MB sheet laid out as Excel writes it (shared strings after the sheet) in its first 100 rows', async () => {
    const big = await bigWorkbook({ rows: 135_000 });
    expect(big.length).toBeGreaterThan(10_000_000);
    const result = await preview(big, 'xlsx');
    expect(result.sheets).toEqual(['Jobs']);
    expect(result.truncated).toBe(true);
    expect(result.rows).toHaveLength(100);
    expect(result.rows[0]).toEqual(HEADERS);
    const row = result.rows[1];
    expect(row[0]).toBe('1');
    expect(row[1]).toMatch(/^Customer 1 [0-9a-z]+$/);
    expect(row[2]).toMatch(/^City \d+ [0-9a-z]+$/);
    expect(row[4]).toBe('2024-01-02');
    expect(row[5]).toMatch(/^2024-01-02T\d{2}:\d{2}:\d{2}$/);
    expect(row[6]).toBe('FALSE');
    expect(Number(row[7])).toBeCloseTo(Number(row[3]) * 2, 6);
    expect(result.rows[99][1]).toMatch(/^Customer 99 /);
  }, 120_000);

  it('reads a workbook whose sheet names and shared strings come after the sheets (exceljs streaming writer)', async () => {
    const book = await streamedWorkbook();
    expect(await preview(book, 'xlsx')).toMatchObject({
      sheets: ['First', 'Second'],
      sheet: 'First',
      rows: [
        ['Name', 'When'],
        ['Ada', '2024-01-31'],
      ],
    });
    expect(await preview(book, 'xlsx', { sheet: 'Second' })).toMatchObject({ sheet: 'Second', rows: [['Grace', '1906']] });
  });

  it('reads what other writers write: prefixed tags, absolute targets, inline and phonetic text, errors, the 1904 system', async () => {
    const ns =
      'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const part = (name: string, text: string) => ({ name, data: Buffer.from(text) });
    const book = zip([
      part('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      part(
        '_rels/.rels',
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="a" Type="${rel}/officeDocument" Target="/xl/book.xml"/></Relationships>`,
      ),
      part('xl/book.xml', `<x:workbook ${ns}><x:workbookPr date1904="1"/><x:sheets><x:sheet name="Données" sheetId="1" r:id="s1"/></x:sheets></x:workbook>`),
      part(
        'xl/_rels/book.xml.rels',
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="s1" Type="${rel}/worksheet" Target="/xl/sheets/data.xml"/><Relationship Id="s2" Type="${rel}/sharedStrings" Target="strings.xml"/><Relationship Id="s3" Type="${rel}/styles" Target="styles.xml"/></Relationships>`,
      ),
      part(
        'xl/sheets/data.xml',
        `<x:worksheet ${ns}><x:sheetData><x:row r="1"><x:c r="B1" t="inlineStr"><x:is><x:r><x:t>Inline </x:t></x:r><x:r><x:t>runs</x:t></x:r></x:is></x:c>` +
          `<x:c r="C1" t="s"><x:v>1</x:v></x:c><x:c r="D1" t="e"><x:f>1/0</x:f><x:v>#DIV/0!</x:v></x:c><x:c r="E1" s="1"><x:v>0</x:v></x:c>` +
          `<x:c r="F1" t="str"><x:f>"a"&amp;"b"</x:f><x:v>ab</x:v></x:c><x:c r="G1"><x:f>SUM(1)</x:f></x:c><x:c r="H1" t="s"><x:v>0</x:v></x:c></x:row>` +
          `<x:row><x:c t="d"><x:v>2024-02-29T00:00:00</x:v></x:c><x:c><x:v>1E-3</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
      ),
      part(
        'xl/strings.xml',
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>line_x000D_break &amp; more</t></si><si><r><t>漢字</t></r><rPh><t>かんじ</t></rPh></si></sst>',
      ),
      part(
        'xl/styles.xml',
        '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>',
      ),
    ]);
    const result = await preview(book, 'xlsx');
    expect(result).toEqual({
      kind: 'xlsx',
      sheets: ['Données'],
      sheet: 'Données',
      truncated: false,
      rows: [
        ['', 'Inline runs', '漢字', '#DIV/0!', '1904-01-01', 'ab', '', 'line\rbreak & more'],
        ['2024-02-29', '0.001', '', '', '', '', '', ''],
      ],
    });
  });

  it.each([
    ['random bytes', Buffer.from('this is not a zip at all, just text pretending to be one')],
    ['a zip that is no workbook', zip([{ name: 'hello.txt', data: Buffer.from('hello') }])],
    ['a workbook whose sheet XML is broken', zip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets><sheet name="A" r:id="x"') }])],
  ])('answers %s with the unreadable message', async (_label, bytes) => {
    expect((await failure(preview(bytes, 'xlsx'))).message).toBe(UNREADABLE);
  });

  it('leaves no temporary file behind, whether the preview succeeds, fails or times out', async () => {
    const tempDir = await mkdtemp(join(tmpdir(), 'preview-spec-'));
    try {
      await preview(people, 'xlsx', { tempDir });
      await failure(preview(people, 'xlsx', { tempDir, sheet: 'Nope' }));
      await failure(preview(people.subarray(0, 1000), 'xlsx', { tempDir }));
      expect(await readdir(tempDir)).toEqual([]);
      const silent = new Readable({ read() {} });
      await failure(previewSpreadsheet(silent, 'xlsx', { tempDir, timeoutMs: 50 }));
      // The abandoned reader removes its file as it sees the signal: wait for that, at most 5 s.
      const deadline = Date.now() + 5_000;
      while ((await readdir(tempDir)).length > 0 && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
      expect(await readdir(tempDir)).toEqual([]);
    } finally {
      await rm(tempDir, { recursive: true, force: true });
    }
  });

  it('answers a cut-off upload with the unreadable message', async () => {
    expect((await failure(preview(people.subarray(0, people.length - 200), 'xlsx'))).message).toBe(UNREADABLE);
  });
});

describe('previewSpreadsheet: xls', () => {
  it('shows the first sheet with dates, numbers, booleans and cached formula results, and lists the visible sheets', async () => {
    expect(await preview(peopleXls(), 'xls')).toEqual({
      kind: 'xls',
      sheets: ['People', 'Totals'],
      sheet: 'People',
      truncated: false,
      rows: [
        ['Name', 'Born', 'Signed in', 'Score', 'Active', 'Double'],
        ['Ada', '1985-07-14', '2024-03-05T14:30:00', '0.3', 'TRUE', '0.6'],
        ['a', '', 'c', '', '', ''],
      ],
    });
  });

  it('shows another sheet by name and refuses one that is not there or hidden', async () => {
    expect(await preview(peopleXls(), 'xls', { sheet: 'Totals' })).toMatchObject({ sheet: 'Totals', rows: [['Total', '99']] });
    expect((await failure(preview(peopleXls(), 'xls', { sheet: 'Nope' }))).message).toBe('Sheet "Nope" not found');
    expect((await failure(preview(peopleXls(), 'xls', { sheet: 'Secret' }))).message).toBe('Sheet "Secret" not found');
  });

  it('answers five previews asked at once (the workers take turns)', async () => {
    // Turns, not time, are the subject: each worker loads SheetJS (about a second on a busy machine)
    // and the last preview waits for two turns, so the time bound is set far from that.
    const results = await Promise.all(
      ['People', 'Totals', 'People', 'Totals', 'People'].map((sheet) => preview(peopleXls(), 'xls', { sheet, timeoutMs: 60_000 })),
    );
    expect(results.map((result) => result.rows[0][0])).toEqual(['Name', 'Total', 'Name', 'Total', 'Name']);
  });

  it('caps rows and columns at 100 and says it did', async () => {
    const result = await preview(gridXls(101, 101), 'xls');
    expect(result.rows).toEqual(gridCells(100, 100));
    expect(result.truncated).toBe(true);
  });

  it.each([
    ['random bytes', Buffer.from('not an OLE compound file')],
    ['an OLE signature followed by garbage', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 7)])],
    ['a csv named .xls', Buffer.from('a,b\n1,2\n')],
  ])('answers %s with the unreadable message', async (_label, bytes) => {
    expect((await failure(preview(bytes, 'xls'))).message).toBe(UNREADABLE);
  });

  it('refuses an xls over 10 MB without parsing it', async () => {
    expect((await failure(preview(Buffer.alloc(10 * 1024 * 1024 + 1), 'xls'))).message).toBe('This file is too large to preview.');
  });
});

describe('previewSpreadsheet: csv', () => {
  it('shows the rows as written, quoted fields and a BOM handled, ragged rows padded', async () => {
    const csv = '\uFEFFName,Note,City\r\nAda,"said ""hi"", then left",London\r\nBob\r\n\r\n"multi\nline",x\r\n';
    expect(await preview(csv, 'csv')).toEqual({
      kind: 'csv',
      sheets: [],
      sheet: null,
      truncated: false,
      rows: [
        ['Name', 'Note', 'City'],
        ['Ada', 'said "hi", then left', 'London'],
        ['Bob', '', ''],
        ['', '', ''],
        ['multi\nline', 'x', ''],
      ],
    });
  });

  it('reads Windows-1252 when the bytes are not UTF-8, and semicolons when they separate the first line', async () => {
    const latin = Buffer.from('Name;Ville\r\nZoë;Orléans\r\nStraße;"a;b"\r\n', 'latin1');
    expect((await preview(latin, 'csv')).rows).toEqual([
      ['Name', 'Ville'],
      ['Zoë', 'Orléans'],
      ['Straße', 'a;b'],
    ]);
    expect((await preview('A\tB\n1\t2\n', 'csv')).rows).toEqual([
      ['A', 'B'],
      ['1', '2'],
    ]);
  });

  it('caps rows and columns and says it did', async () => {
    const csv = gridCells(130, 110)
      .map((row) => row.join(','))
      .join('\n');
    const result = await preview(csv, 'csv');
    expect(result.rows).toEqual(gridCells(100, 100));
    expect(result.truncated).toBe(true);
  });

  it('stops reading after the rows it needs: an endless stream is previewed and destroyed', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 1;
        this.push(`${produced},row ${produced}\n`);
      },
    });
    const result = await previewSpreadsheet(endless, 'csv', { maxRows: 5 });
    expect(result.rows).toEqual([1, 2, 3, 4, 5].map((n) => [String(n), `row ${n}`]));
    expect(result.truncated).toBe(true);
    expect(endless.destroyed).toBe(true);
    expect(produced).toBeLessThan(100_000);
  });

  it('previews the first 100 rows of a 10 MB csv, reading only its start', async () => {
    const csv = bigCsv({ rows: 100_000 });
    expect(csv.length).toBeGreaterThan(10_000_000);
    // In 64 KiB chunks, as the store streams a file (one 10 MB chunk would be parsed whole).
    let served = 0;
    const chunks = function* () {
      for (; served * 65_536 < csv.length; served++) yield csv.subarray(served * 65_536, (served + 1) * 65_536);
    };
    const result = await previewSpreadsheet(Readable.from(chunks()), 'csv');
    // Of its 160 chunks, the first few (and what the stream reads ahead) are read.
    expect(served).toBeLessThan(40);
    expect(result.rows).toHaveLength(100);
    expect(result.rows[0]).toEqual(HEADERS);
    expect(result.rows[1].slice(0, 2)[1]).toMatch(/^Customer 1 /);
    expect(result.truncated).toBe(true);
  });

  it('answers a binary file named .csv with the unreadable message', async () => {
    expect((await failure(preview(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x41, 0x0a]), 'csv'))).message).toBe(UNREADABLE);
  });
});

describe('previewSpreadsheet: bounds and failures', () => {
  it('gives up after timeoutMs with its own message and destroys the input', async () => {
    const silent = new Readable({ read() {} });
    const started = Date.now();
    const error = await failure(previewSpreadsheet(silent, 'xlsx', { timeoutMs: 100 }));
    expect(error.message).toBe('The preview took too long.');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(silent.destroyed).toBe(true);
  });

  it('passes on an error of the input stream (the store failing) as it is', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('store went away'));
      },
    });
    await expect(previewSpreadsheet(failing, 'csv')).rejects.toThrow('store went away');
  });

  it('passes on a failure of the machine (no place to spool an xlsx) as it is, not as an unreadable file', async () => {
    await expect(preview(await gridWorkbook(1, 1), 'xlsx', { tempDir: join(tmpdir(), 'no-such-dir', 'below') })).rejects.toMatchObject({
      code: 'ENOENT',
      syscall: 'mkdtemp',
    });
  });

  it.each([{ maxRows: 0 }, { maxColumns: -1 }, { timeoutMs: 1.5 }])('refuses the option %j', async (options) => {
    await expect(preview('a', 'csv', options)).rejects.toThrow(RangeError);
  });
});
