import { PassThrough, type Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { countQuery, tableQuery, tableRowsQuery } from './report-query.js';
import { ReportRepository } from './report.repository.js';
import { ReportInputError } from './report.errors.js';
import { answerTooLarge, ReportService, type PreparedReport } from './report.service.js';
import type { ReportRequest } from './report-definition.js';
import { EXPORT_BATCH_ROWS, EXPORT_CONTENT_TYPES, EXPORT_FORMATS, EXPORT_MAX_ROWS, type ExportFormat } from './export/report-export.constants.js';
import {
  downloadFileName,
  oneBatch,
  pivotSheetRows,
  reportNotes,
  SUMMARY_COLUMNS,
  summaryRow,
  tableColumns,
  tableRow,
  type ReportSheet,
  type SheetColumn,
  type SheetRow,
} from './export/report-sheet.js';
import { writeCsv } from './export/csv-export.js';
import { writeXlsx } from './export/xlsx-export.js';
import { PDF_MAX_COLUMNS, PDF_MAX_ROWS, renderReportPdf } from './export/pdf-export.js';

export interface DownloadRequest {
  reportData?: ReportRequest & { page?: unknown; pageSize?: unknown };
  format?: string;
  config?: { title?: string };
}

/** A download ready to stream: what the answer's headers say, and its bytes as they are written. */
export interface ReportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
  /** The report's data rows (a table's rows, a pivot's data lines, the rows a summary summarises), known before the first byte. */
  dataRows: number;
  /** The days the report covers (a preset's computed on this call), when it filters by date. */
  dateRange?: { startDate: string; endDate: string };
}

/** What a file is made of: a report definition, its format, and its title and file name. */
export interface ExportInput {
  definition: ReportRequest;
  format: ExportFormat;
  title: string;
  fileName: string;
}

const DEFAULT_TITLE = 'ServiceTitan Report';
const nothing = async () => undefined;

/** A sheet whose columns past `max` are left out (a PDF page holds so many). */
function firstColumns(columns: SheetColumn[], rows: SheetRow[], max: number): { columns: SheetColumn[]; rows: SheetRow[]; totalColumns: number } {
  if (columns.length <= max) return { columns, rows, totalColumns: columns.length };
  const cut = (row: SheetRow): SheetRow => ({ ...row, values: row.values.slice(0, max), ...(row.kinds ? { kinds: row.kinds.slice(0, max) } : {}) });
  return { columns: columns.slice(0, max), rows: rows.map(cut), totalColumns: columns.length };
}

/**
 * POST /api/service-titan/download-report: a report of the caller's company as a CSV, XLSX or
 * PDF file, with the same rows, subtotals and totals generate-report answers. Table reports stream
 * from a server-side cursor a batch at a time into the file as the client reads it; pivots and
 * summaries are bounded (at most 50,000 groups) and computed in one statement, as generate-report
 * computes them. Everything a user can get wrong is refused (400) before the first byte is sent.
 */
@Injectable()
export class ReportExportService {
  private readonly logger = new Logger(ReportExportService.name);

  constructor(
    private readonly reports: ReportService,
    private readonly repository: ReportRepository,
  ) {}

  async downloadReport(companyId: number, request: DownloadRequest): Promise<ReportFile> {
    const format = request.format as ExportFormat;
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new ReportInputError('The download format must be csv, xlsx or pdf.');
    const data = request.reportData;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      throw new ReportInputError('reportData must be the report definition (selectedFields, dateRange, dateField, reportConfig).');
    }
    const title = request.config?.title?.trim() || data.reportConfig?.name?.trim() || DEFAULT_TITLE;
    return this.exportReport(companyId, { definition: data, format, title, fileName: downloadFileName(title, format) });
  }

  /**
   * A report of the company as a file (the download's, and a saved report's scheduled render):
   * checked, planned and counted before the first byte, then written as it is read.
   */
  async exportReport(companyId: number, { definition, format, title, fileName }: ExportInput): Promise<ReportFile> {
    // A file holds every row: the page of a generate-report request does not apply.
    const { page: _page, pageSize: _pageSize, ...whole } = definition;
    const prepared = await this.reports.prepare(companyId, whole);
    const { sheet, dataRows } = await answerTooLarge(() => this.sheetOf(companyId, prepared, title, format));
    const stream = new PassThrough();
    void this.write(sheet, format, stream);
    const range = prepared.def.dateField ? prepared.def.dateRange : undefined;
    return {
      fileName,
      contentType: EXPORT_CONTENT_TYPES[format],
      stream,
      dataRows,
      ...(range ? { dateRange: { startDate: range.startDate, endDate: range.endDate } } : {}),
    };
  }

  /** The sheet a file is written from, and the report's data rows (counted with its rows, before the first byte). */
  private async sheetOf(
    companyId: number,
    { def, plan, measures }: PreparedReport,
    title: string,
    format: ExportFormat,
  ): Promise<{ sheet: ReportSheet; dataRows: number }> {
    const notes = reportNotes(def);
    const pdf = format === 'pdf';
    if (def.format === 'table') {
      const columns = tableColumns(def);
      if (pdf) {
        const [rows, count] = await this.repository.runAll(companyId, [
          tableQuery({ ...def, page: 1, pageSize: PDF_MAX_ROWS }, plan, companyId),
          countQuery(def, plan, companyId),
        ]);
        const capped = firstColumns(
          columns,
          rows!.map((row) => tableRow(def, row)),
          PDF_MAX_COLUMNS,
        );
        const total = Number(count![0]?.['total'] ?? 0);
        return { sheet: { title, notes, ...capped, batches: oneBatch(capped.rows), total, shown: capped.rows.length, close: nothing }, dataRows: total };
      }
      const cursor = await this.repository.openCursor(companyId, tableRowsQuery(def, plan, companyId), [countQuery(def, plan, companyId)]);
      const total = Number(cursor.before[0]?.[0]?.['total'] ?? 0);
      if (total > EXPORT_MAX_ROWS) {
        await cursor.close();
        throw new ReportInputError(
          `This report has ${total.toLocaleString('en-US')} rows; a download holds at most ${EXPORT_MAX_ROWS.toLocaleString('en-US')}. Narrow the date range or add a filter.`,
        );
      }
      async function* batches(): AsyncIterable<SheetRow[]> {
        try {
          for (;;) {
            const rows = await cursor.next(EXPORT_BATCH_ROWS);
            if (rows.length > 0) yield rows.map((row) => tableRow(def, row));
            if (rows.length < EXPORT_BATCH_ROWS) return;
          }
        } finally {
          await cursor.close();
        }
      }
      return { sheet: { title, notes, columns, batches: batches(), total, shown: total, close: cursor.close }, dataRows: total };
    }
    if (def.format === 'pivot') {
      const sheet = pivotSheetRows(def, await this.reports.pivotLines(companyId, def, plan));
      const rows = pdf ? sheet.rows.slice(0, PDF_MAX_ROWS) : sheet.rows;
      const capped = pdf ? firstColumns(sheet.columns, rows, PDF_MAX_COLUMNS) : { columns: sheet.columns, rows, totalColumns: sheet.columns.length };
      const dataRows = sheet.rows.filter((row) => row.type === 'data').length;
      return {
        sheet: { title, notes, ...capped, batches: oneBatch(capped.rows), total: sheet.rows.length, shown: capped.rows.length, close: nothing },
        dataRows,
      };
    }
    const answer = await this.reports.summary(companyId, def, plan, measures);
    const rows = answer.data.map((entry, i) => summaryRow(def.fields[i]!, entry));
    notes.push(`${(answer.rowCount ?? 0).toLocaleString('en-US')} rows summarised`);
    return {
      sheet: { title, notes, columns: SUMMARY_COLUMNS, batches: oneBatch(rows), total: rows.length, shown: rows.length, close: nothing },
      dataRows: answer.rowCount ?? 0,
    };
  }

  /** Writes the file into `out` as it is read; a failure after the first byte can only cut the answer short. */
  private async write(sheet: ReportSheet, format: ExportFormat, out: PassThrough): Promise<void> {
    try {
      if (format === 'csv') await writeCsv(sheet, out);
      else if (format === 'xlsx') await writeXlsx(sheet, out);
      else out.end(await renderReportPdf(sheet));
    } catch (error) {
      if (out.destroyed) this.logger.debug(`a ${format} download ended early: ${(error as Error).message}`);
      else {
        this.logger.warn(`a ${format} download failed after it started: ${(error as Error).message}`);
        out.destroy(error as Error);
      }
    } finally {
      await sheet.close().catch((error: unknown) => this.logger.warn(`closing an export's cursor: ${(error as Error).message}`));
    }
  }
}
