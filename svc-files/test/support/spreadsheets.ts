import { utils, write, type CellObject, type WorkSheet } from '@e965/xlsx';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * Spreadsheets the preview tests make: xlsx by exceljs' writer (what a user's tool writes),
 * xls (BIFF8) by SheetJS' writer. Nothing is read from disk.
 */

/**
 * Two visible sheets and a hidden one. 'People' holds, by row: a header; a date, a date-time,
 * a float with binary noise, a boolean, a formula with its cached result, rich text; A and C only;
 * an empty row; a merged A5:C5; a large number and a negative one.
 */
export async function peopleWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const people = book.addWorksheet('People');
  people.addRow(['Name', 'Born', 'Signed in', 'Score', 'Active', 'Double', 'Note']);
  people.addRow([
    'Ada',
    new Date(Date.UTC(1985, 6, 14)),
    new Date(Date.UTC(2024, 2, 5, 14, 30, 0)),
    0.1 + 0.2,
    true,
    { formula: 'D2*2', result: 0.6 },
    { richText: [{ text: 'Bold', font: { bold: true } }, { text: ' and plain' }] },
  ]);
  people.getCell('B2').numFmt = 'yyyy-mm-dd';
  people.getCell('C2').numFmt = 'dd/mm/yyyy hh:mm';
  people.getCell('A3').value = 'a';
  people.getCell('C3').value = 'c';
  people.getCell('A5').value = 'Merged title';
  people.mergeCells('A5:C5');
  people.getCell('A6').value = 1234567.891;
  people.getCell('B6').value = -5;
  book.addWorksheet('Totals').addRow(['Total', 99]);
  book.addWorksheet('Secret', { state: 'hidden' }).addRow(['hidden']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One sheet of `rows` x `columns` cells, each holding its own coordinates ('r1c1', 'r1c2', ...). */
export async function gridWorkbook(rows: number, columns: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Grid');
  for (let r = 1; r <= rows; r++) sheet.addRow(Array.from({ length: columns }, (_v, c) => `r${r}c${c + 1}`));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The cells ['r1c1', ...] gridWorkbook writes, cut to `rows` x `columns`. */
export function gridCells(rows: number, columns: number): string[][] {
  return Array.from({ length: rows }, (_r, r) => Array.from({ length: columns }, (_c, c) => `r${r + 1}c${c + 1}`));
}

/** 1985-07-14 and 2024-03-05 14:30 as Excel serials (1900 date system). */
const SERIAL_DAY = 31242;
const SERIAL_DATE_TIME = 45356 + (14 * 60 + 30) / 1440;

/** An xls (BIFF8) with the sheets 'People' (a date, a date-time, numbers, a boolean, a formula), 'Secret' (hidden) and 'Totals'. */
export function peopleXls(): Buffer {
  const people: WorkSheet = utils.aoa_to_sheet([
    ['Name', 'Born', 'Signed in', 'Score', 'Active', 'Double'],
    ['Ada', null, null, 0.1 + 0.2, true, null],
    ['a', null, 'c'],
  ]);
  people.B2 = { t: 'n', v: SERIAL_DAY, z: 'yyyy-mm-dd' } satisfies CellObject;
  people.C2 = { t: 'n', v: SERIAL_DATE_TIME, z: 'dd/mm/yyyy hh:mm' } satisfies CellObject;
  people.F2 = { t: 'n', v: 0.6, f: 'D2*2' } satisfies CellObject;
  const book = utils.book_new();
  utils.book_append_sheet(book, people, 'People');
  utils.book_append_sheet(book, utils.aoa_to_sheet([['hidden']]), 'Secret');
  utils.book_append_sheet(book, utils.aoa_to_sheet([['Total', 99]]), 'Totals');
  book.Workbook = { Sheets: [{ name: 'People' }, { name: 'Secret', Hidden: 1 }, { name: 'Totals' }] };
  return write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** An xls of one sheet of `rows` x `columns` cells holding their coordinates, like gridWorkbook. */
export function gridXls(rows: number, columns: number): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(gridCells(rows, columns)), 'Grid');
  return write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/**
 * Two sheets written by exceljs' streaming writer, which stores each sheet as it is committed and
 * the workbook part (the sheet names) and the shared strings last.
 */
export async function streamedWorkbook(): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true, useStyles: true });
  const first = book.addWorksheet('First');
  first.addRow(['Name', 'When']).commit();
  first.addRow(['Ada', new Date(Date.UTC(2024, 0, 31))]).commit();
  first.commit();
  const second = book.addWorksheet('Second');
  second.addRow(['Grace', 1906]).commit();
  second.commit();
  await book.commit();
  return Buffer.concat(chunks);
}
