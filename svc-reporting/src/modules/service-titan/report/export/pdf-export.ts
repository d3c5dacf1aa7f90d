import { createRequire } from 'node:module';
import path from 'node:path';
import pdfMake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { chicagoDateTime, type CellKind, type CellValue, type ReportSheet, type SheetRow } from './report-sheet.js';

/**
 * pdfmake lays a table out whole before it writes a page (2,000 rows of a few columns take about
 * a second, ten thousand many): a PDF shows the first rows and says so; CSV and XLSX carry all.
 */
export const PDF_MAX_ROWS = 2000;
/** Columns beyond these do not fit a landscape page legibly; the PDF says it left them out. */
export const PDF_MAX_COLUMNS = 14;

// Roboto (pdfmake's own files) is embedded rather than the standard Helvetica: customers' names
// and addresses hold any letter, which WinAnsi cannot all show and a reader would not find.
const FONT_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfMake.setFonts({
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
// A report is text only: nothing of it is fetched from a URL or read from a file but the fonts.
pdfMake.setUrlAccessPolicy(() => false);
pdfMake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));

const MUTED = 'gray';
const HEADER_FILL = '#eef2f7';
const SUBTOTAL_FILL = '#f4f6f9';
const GRAND_TOTAL_FILL = '#dde3ec';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A cell's text as the PDF prints it. */
export function pdfText(value: CellValue, kind: CellKind): string {
  if (value === null) return '';
  if (value instanceof Date) return chicagoDateTime(value).slice(0, 16);
  if (typeof value === 'number') return kind === 'currency' ? money.format(value) : kind === 'count' ? whole.format(value) : decimal.format(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

const numeric = (kind: CellKind) => kind === 'currency' || kind === 'count' || kind === 'number';

/** The sentence that states the caps, or none when the PDF shows the whole report. */
export function pdfCapNote(sheet: Pick<ReportSheet, 'total' | 'shown' | 'columns' | 'totalColumns'>): string | null {
  const parts: string[] = [];
  if (sheet.shown < sheet.total) parts.push(`First ${sheet.shown.toLocaleString('en-US')} of ${sheet.total.toLocaleString('en-US')} rows`);
  const columns = sheet.totalColumns ?? sheet.columns.length;
  if (columns > sheet.columns.length) parts.push(`first ${sheet.columns.length} of ${columns} columns`);
  if (parts.length === 0) return null;
  const sentence = parts.join(', ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}: download CSV or XLSX for all.`;
}

/**
 * The report as a pdfmake document: the title, its date range and filters, the cap when one
 * applies, the table with its header row repeated on every page, subtotal and grand-total rows
 * bold and shaded, and page numbers.
 */
export function reportPdfDocument(sheet: Omit<ReportSheet, 'batches' | 'close'>, rows: readonly SheetRow[]): TDocumentDefinitions {
  const cap = pdfCapNote(sheet);
  const header: TableCell[] = sheet.columns.map((c) => ({ text: c.header, bold: true, alignment: numeric(c.kind) ? 'right' : 'left' }));
  const body: TableCell[][] = rows.map((row) =>
    sheet.columns.map((column, i) => {
      const kind = row.kinds?.[i] ?? column.kind;
      const cell: Record<string, unknown> = { text: pdfText(row.values[i] ?? null, kind) };
      if (numeric(kind)) cell['alignment'] = 'right';
      if (row.type !== 'data') Object.assign(cell, { bold: true, fillColor: row.type === 'grandTotal' ? GRAND_TOTAL_FILL : SUBTOTAL_FILL });
      return cell as TableCell;
    }),
  );
  const content: Content[] = [
    { text: sheet.title, style: 'title' },
    ...sheet.notes.map((note): Content => ({ text: note, color: MUTED })),
    ...(cap ? [{ text: cap, bold: true, margin: [0, 4, 0, 0] } as Content] : []),
    {
      table: { headerRows: 1, dontBreakRows: true, widths: sheet.columns.map(() => 'auto'), body: [header, ...body] },
      layout: {
        hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.2),
        vLineWidth: () => 0,
        hLineColor: () => '#9aa5b1',
        paddingLeft: () => 3,
        paddingRight: () => 3,
        paddingTop: () => 1.5,
        paddingBottom: () => 1.5,
        fillColor: (row: number) => (row === 0 ? HEADER_FILL : null),
      },
      margin: [0, 8, 0, 0],
    },
  ];
  return {
    pageSize: 'LETTER',
    pageOrientation: 'landscape',
    pageMargins: [30, 30, 30, 36],
    info: { title: sheet.title, creator: 'Milestone', subject: 'ServiceTitan report' },
    defaultStyle: { font: 'Roboto', fontSize: sheet.columns.length > 9 ? 6.5 : 7.5, lineHeight: 1.05 },
    styles: { title: { fontSize: 14, bold: true, margin: [0, 0, 0, 4] } },
    footer: (currentPage: number, pageCount: number): Content => ({
      columns: [
        { text: sheet.title, color: MUTED },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', color: MUTED },
      ],
      fontSize: 7,
      margin: [30, 12, 30, 0],
    }),
    content,
  };
}

/** The report as PDF bytes: its batches (at most PDF_MAX_ROWS rows, the caller capped them) read whole first. */
export async function renderReportPdf(sheet: ReportSheet): Promise<Buffer> {
  const rows: SheetRow[] = [];
  for await (const batch of sheet.batches) rows.push(...batch);
  return pdfMake.createPdf(reportPdfDocument(sheet, rows)).getBuffer();
}
