import { PassThrough, Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { writeCsv } from './csv-export.js';
import { writeXlsx } from './xlsx-export.js';
import { pdfCapNote, reportPdfDocument } from './pdf-export.js';
import type { ReportSheet, SheetRow } from './report-sheet.js';

const COLUMNS: ReportSheet['columns'] = [
  { header: 'Name', kind: 'text' },
  { header: 'Balance', kind: 'currency' },
  { header: 'Created', kind: 'date' },
  { header: 'Active', kind: 'boolean' },
];

/** A sheet of `count` generated rows in batches of `size`, counting the batches it was asked for. */
function generatedSheet(count: number, size = 1000): { sheet: ReportSheet; pulled: () => number } {
  let pulled = 0;
  async function* batches(): AsyncIterable<SheetRow[]> {
    for (let start = 0; start < count; start += size) {
      pulled++;
      yield Array.from({ length: Math.min(size, count - start) }, (_, i) => ({
        type: 'data' as const,
        values: [`Customer ${start + i}`, (start + i) / 4, new Date(Date.UTC(2026, 0, 1, 18, 30) + (start + i) * 60_000), (start + i) % 2 === 0],
      }));
    }
  }
  const sheet: ReportSheet = {
    title: 'Generated',
    notes: ['All dates', 'No filters'],
    columns: COLUMNS,
    batches: batches(),
    total: count,
    shown: count,
    close: async () => undefined,
  };
  return { sheet, pulled: () => pulled };
}

function sheetOf(rows: SheetRow[]): ReportSheet {
  return { title: 'T', notes: [], columns: COLUMNS, batches: Readable.from([rows]), total: rows.length, shown: rows.length, close: async () => undefined };
}

async function collect(write: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await write(out);
  return Buffer.concat(chunks);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the report file writers', () => {
  it('writes csv with a BOM, times as Chicago wall time, and formulas escaped but negative numbers kept', async () => {
    const rows: SheetRow[] = ['=1+2', '+A1', '-A1', '@SUM(A1)', '\tx', '\ry', '＝1', 'plain'].map((name, i) => ({
      type: 'data',
      values: [name, -1.5 - i, new Date('2026-07-04T17:00:00Z'), i === 0],
    }));
    const bytes = await collect((out) => writeCsv(sheetOf(rows), out));
    expect(bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const [header, ...lines] = parseCsv(bytes, { bom: true }) as string[][];
    expect(header).toEqual(['Name', 'Balance', 'Created', 'Active']);
    expect(lines.map((l) => l[0])).toEqual(["'=1+2", "'+A1", "'-A1", "'@SUM(A1)", "'\tx", "'\ry", "'＝1", 'plain']);
    expect(lines.map((l) => l[1])).toEqual(rows.map((_, i) => String(-1.5 - i)));
    expect(lines[0]!.slice(2)).toEqual(['2026-07-04 12:00:00', 'true']);
  });

  it('streams 100,000 rows to xlsx, pulling rows only as fast as the reader takes the file', async () => {
    const { sheet, pulled } = generatedSheet(100_000);
    const out = new PassThrough();
    const started = performance.now();
    const written = writeXlsx(sheet, out);
    // Nobody reads: the writer stops once the zip's and the answer's buffers are full, a few batches in.
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      await sleep(200);
      seen.push(pulled());
    }
    process.stdout.write(`batches pulled while nobody reads: ${seen.join(' ')}\n`);
    const stalled = pulled();
    expect(seen.slice(-4)).toEqual([stalled, stalled, stalled, stalled]);
    expect(stalled).toBeLessThan(20);
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await written;
    const bytes = Buffer.concat(chunks);
    process.stdout.write(`xlsx writer: 100,000 rows, ${(bytes.length / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - started - 2000)} ms\n`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const report = workbook.getWorksheet('Report')!;
    expect(report.rowCount).toBe(100_001);
    expect(report.getCell('A100001').value).toBe('Customer 99999');
    expect(report.getCell('B3').value).toBe(0.25);
    // 18:30 UTC on 1 January is 12:30 in Chicago (CST), written as the wall time.
    expect(report.getCell('C2').value).toEqual(new Date('2026-01-01T12:30:00Z'));
    expect(report.getCell('D2').value).toBe(true);
  });

  it('gives the pdf a header row repeated on each page, page numbers and the caps it applied', () => {
    const rows: SheetRow[] = [
      { type: 'subtotal', values: ['Electrical', 10, null, null] },
      { type: 'data', values: ['x', -2, new Date('2026-07-04T17:00:00Z'), true] },
    ];
    const doc = reportPdfDocument({ title: 'Revenue', notes: ['No filters'], columns: COLUMNS, total: 54_168, shown: 2000, totalColumns: 20 }, rows);
    const table = (doc.content as Array<{ table?: { headerRows: number; body: Array<Array<{ text: string; bold?: boolean }>> } }>).find((c) => c.table)!.table!;
    expect(table.headerRows).toBe(1);
    expect(table.body[0]!.map((c) => c.text)).toEqual(['Name', 'Balance', 'Created', 'Active']);
    expect(table.body[1]!.map((c) => c.text)).toEqual(['Electrical', '$10.00', '', '']);
    expect(table.body[1]![0]!.bold).toBe(true);
    expect(table.body[2]!.map((c) => c.text)).toEqual(['x', '-$2.00', '2026-07-04 12:00', 'Yes']);
    expect(JSON.stringify(doc.content)).toContain('First 2,000 of 54,168 rows, first 4 of 20 columns: download CSV or XLSX for all.');
    expect((doc.footer as (page: number, pages: number) => { columns: Array<{ text: string }> })(2, 5).columns[1]!.text).toBe('Page 2 of 5');
    expect(pdfCapNote({ total: 10, shown: 10, columns: COLUMNS })).toBeNull();
  });
});
