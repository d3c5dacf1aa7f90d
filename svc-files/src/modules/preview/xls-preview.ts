import type { Readable } from 'node:stream';
import { read, utils, type CellObject, type WorkBook, type WorkSheet } from '@e965/xlsx';
import { booleanText, cellNumberText, formatCodeKind } from './cell-text.js';
import { PreviewError } from './preview-error.js';
import { PreviewGrid } from './preview-grid.js';
import type { PreviewLimits, SheetsAndRows } from './spreadsheet-preview.js';

/*
 * xls (BIFF, an OLE compound file) through SheetJS (@e965/xlsx 0.20.3, the maintained build; never
 * npm `xlsx` 0.18.5). BIFF is not a format to stream: the file is read into memory, at most 10 MB
 * (the upload limit), then parsed twice: once for the sheet names alone (bookSheets), once for the
 * chosen sheet only, stopped after maxRows + 1 rows (sheetRows; the extra row tells truncation).
 */

export const XLS_MAX_BYTES = 10 * 1024 * 1024;

export async function previewXls(input: Readable, limits: PreviewLimits, wanted: string | undefined): Promise<SheetsAndRows> {
  const bytes = await readAll(input, limits.signal);
  const book = parse(bytes, { bookSheets: true });
  const hidden = new Set((book.Workbook?.Sheets ?? []).filter((sheet) => sheet.Hidden).map((sheet) => sheet.name));
  const sheets = book.SheetNames.filter((name) => !hidden.has(name));
  const sheet = wanted ?? sheets[0];
  if (sheet === undefined) return { sheets, sheet: null, rows: [], truncated: false };
  if (!sheets.includes(sheet)) throw PreviewError.unknownSheet(sheet);
  if (limits.signal.aborted) throw PreviewError.timeout();

  const data = parse(bytes, { sheets: sheet, sheetRows: limits.maxRows + 1, cellNF: true, cellText: false, dense: true });
  const worksheet = data.Sheets[sheet];
  const date1904 = Boolean(data.Workbook?.WBProps?.date1904);
  const grid = new PreviewGrid(limits.maxRows, limits.maxColumns);
  denseRows(worksheet).forEach((cells, row) =>
    cells?.forEach((cell, column) => cell && grid.set(row, column, cellText(cell, date1904))),
  );
  return { sheets, sheet, rows: grid.result(), truncated: grid.truncated };
}

async function readAll(input: Readable, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    if (signal.aborted) throw PreviewError.timeout();
    size += chunk.length;
    if (size > XLS_MAX_BYTES) throw PreviewError.tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** An OLE compound file, the container of every BIFF8 workbook Excel 97-2003 wrote. */
const OLE_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

function parse(bytes: Buffer, options: Parameters<typeof read>[1]): WorkBook {
  // SheetJS reads anything (a text or HTML file is a one-column sheet): only an OLE file is an xls here.
  if (!bytes.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE)) throw PreviewError.unreadable();
  try {
    return read(bytes, { type: 'buffer', ...options });
  } catch {
    throw PreviewError.unreadable();
  }
}

/** The sheet's rows of cells (dense mode), [] for a sheet without cells. */
function denseRows(sheet: WorkSheet | undefined): (CellObject[] | undefined)[] {
  return ((sheet as { '!data'?: (CellObject[] | undefined)[] } | undefined)?.['!data'] ?? []);
}

function cellText(cell: CellObject, date1904: boolean): string {
  switch (cell.t) {
    case 'n':
      return cellNumberText(cell.v as number, formatCodeKind(typeof cell.z === 'string' ? cell.z : 'General'), date1904);
    case 'b':
      return booleanText(Boolean(cell.v));
    case 'e':
      return cell.w ?? utils.format_cell(cell);
    case 's':
      return String(cell.v ?? '');
    case 'd':
      return cell.v instanceof Date ? cell.v.toISOString().slice(0, 19) : String(cell.v ?? '');
    default:
      return '';
  }
}
