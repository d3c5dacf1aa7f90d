import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { chicagoDateTime, ROW_TYPE_HEADER, ROW_TYPE_LABELS, type CellKind, type CellValue, type ReportSheet, type SheetRow } from './report-sheet.js';
import { drained } from './stream-writes.js';

/** Number formats by kind (Excel's codes); text and booleans keep the general format. */
export const XLSX_NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  count: '#,##0',
  currency: '"$"#,##0.00;[Red]-"$"#,##0.00',
  number: '#,##0.##########',
  date: 'yyyy-mm-dd hh:mm',
};

const SUBTOTAL_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF2F7' } };
const GRAND_TOTAL_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDE3EC' } };
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/**
 * Excel shows a date cell's serial as it is, with no time zone: a time goes in as its Chicago
 * wall clock (the report's time), written as if it were UTC (exceljs turns a Date into a serial by
 * its UTC fields).
 */
function wallClock(at: Date): Date {
  return new Date(`${chicagoDateTime(at).replace(' ', 'T')}Z`);
}

function xlsxValue(value: CellValue): ExcelJS.CellValue {
  return value instanceof Date ? wallClock(value) : value;
}

function textLength(value: CellValue, kind: CellKind): number {
  if (value === null) return 0;
  if (value instanceof Date || kind === 'date') return 16;
  if (typeof value === 'number') return (kind === 'currency' ? value.toFixed(2) : value.toLocaleString('en-US')).length + (kind === 'currency' ? 2 : 0);
  return String(value).length;
}

/** Widths from the header and the first rows (the widths are written before the first row). */
function widths(sheet: ReportSheet, first: readonly SheetRow[]): number[] {
  return sheet.columns.map((column, i) => {
    const longest = Math.max(column.header.length, ...first.map((row) => textLength(row.values[i] ?? null, row.kinds?.[i] ?? column.kind)));
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
}

/**
 * Where exceljs writes a worksheet's XML: its buffer pipes into the zip's deflate stream, without
 * heeding that stream's backpressure (exceljs 4.4 utils/stream-buf.js). Waiting on it (and on the
 * answer) is what keeps a large export from piling its rows up in the zip's buffers.
 */
function zipEntryOf(sheet: ExcelJS.Worksheet): Writable | undefined {
  const buffer = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream;
  const sink = buffer?.pipes?.[0] as Writable | undefined;
  return sink && typeof sink.write === 'function' && typeof sink.on === 'function' ? sink : undefined;
}

/**
 * A report as an xlsx workbook, streamed (exceljs' WorkbookWriter: each row is committed, so
 * only the rows not yet zipped are held): a sheet of the rows with a bold frozen header row, an
 * autofilter over the columns, typed cells with number, money and date formats, widths from the
 * first rows, subtotal and grand-total rows bold and shaded; a second sheet 'About' with the
 * title, the date range, filters and row count. After each batch the writer waits until the
 * zip and the reader have taken what was written.
 */
export async function writeXlsx(sheet: ReportSheet, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Milestone';
  workbook.created = new Date();
  workbook.title = sheet.title;
  const rows = workbook.addWorksheet('Report', { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  const last = sheet.columns.length;
  rows.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: last } };

  let started = false;
  const start = (first: readonly SheetRow[]) => {
    const width = widths(sheet, first);
    rows.columns = sheet.columns.map((column, i) => ({
      key: `c${i}`,
      width: width[i],
      ...(XLSX_NUMBER_FORMATS[column.kind] ? { style: { numFmt: XLSX_NUMBER_FORMATS[column.kind] } } : {}),
    }));
    const header = rows.addRow(sheet.columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    started = true;
  };

  for await (const batch of sheet.batches) {
    if (!started) start(batch);
    for (const line of batch) {
      const row = rows.addRow(line.values.map(xlsxValue));
      line.kinds?.forEach((kind, i) => {
        const format = kind ? XLSX_NUMBER_FORMATS[kind] : undefined;
        if (format) row.getCell(i + 1).numFmt = format;
      });
      if (line.type !== 'data') {
        row.font = { bold: true };
        row.fill = line.type === 'grandTotal' ? GRAND_TOTAL_FILL : SUBTOTAL_FILL;
      }
      row.commit();
    }
    const entry = zipEntryOf(rows);
    if (entry) await drained(entry);
    await drained(out);
  }
  if (!started) start([]);
  rows.commit();

  const about = workbook.addWorksheet('About');
  about.columns = [{ key: 'a', width: 100 }];
  about.addRow([sheet.title]).font = { bold: true, size: 14 };
  for (const note of sheet.notes) about.addRow([note]);
  about.addRow([
    `${sheet.total.toLocaleString('en-US')} rows${sheet.columns.some((c) => c.header === ROW_TYPE_HEADER) ? ` (${Object.values(ROW_TYPE_LABELS).join(', ')} in the Row Type column)` : ''}`,
  ]);
  about.commit();
  // The workbook's commit waits for the answer to finish, which a client gone never lets happen.
  const ended = finished(out);
  await Promise.race([workbook.commit(), ended]);
  await ended;
}
