import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import { previewCsv } from './csv-preview.js';
import { PreviewError } from './preview-error.js';
import { previewXls } from './xls-preview.js';
import { previewXlsx } from './xlsx-preview.js';

export type SpreadsheetKind = 'xlsx' | 'xls' | 'csv';

export interface PreviewOptions {
  /** The sheet to show (xlsx, xls); the first visible sheet when not given. Ignored for csv. */
  sheet?: string;
  /** Rows shown at most [100]. */
  maxRows?: number;
  /** Columns shown at most [100]. */
  maxColumns?: number;
  /** Time the whole preview may take [10,000 ms]; past it the preview fails with 'The preview took too long.' */
  timeoutMs?: number;
  /** Where an xlsx is spooled while it is read (removed before the preview settles, or as soon as an abandoned one stops) [os.tmpdir()]. */
  tempDir?: string;
}

export interface SpreadsheetPreview {
  kind: SpreadsheetKind;
  /** The workbook's visible worksheets in workbook order ([] for csv). */
  sheets: string[];
  /** The sheet shown (null for csv, or for a workbook without a worksheet). */
  sheet: string | null;
  /** Cells as displayed text, at most maxRows x maxColumns, every row as wide as the widest. */
  rows: string[][];
  /** A value lay past the row or column cap. */
  truncated: boolean;
}

/** What every reader is given: the caps, and a signal that fires when the preview is abandoned. */
export interface PreviewLimits {
  maxRows: number;
  maxColumns: number;
  signal: AbortSignal;
  tempDir: string;
}

export type SheetsAndRows = Omit<SpreadsheetPreview, 'kind'>;

export const PREVIEW_DEFAULTS = { maxRows: 100, maxColumns: 100, timeoutMs: 10_000 } as const;

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  const chosen = value ?? fallback;
  if (!Number.isSafeInteger(chosen) || chosen < 1) throw new RangeError(`${name} must be a positive integer, not ${chosen}`);
  return chosen;
}

/**
 * The first rows of a spreadsheet, as a user would see them. xlsx is streamed (only the chosen
 * sheet's first rows are unpacked and parsed), csv is read until the rows are there, xls (BIFF,
 * read whole by SheetJS) is bounded to 10 MB. The input is always destroyed before this settles.
 *
 * Rejects with PreviewError: 'Sheet "X" not found', 'This file could not be read as a
 * spreadsheet.', 'The preview took too long.', 'This file is too large to preview.'; an error of
 * the input stream itself (the store failing) or of the system (a full disk) is passed on as it is.
 */
export async function previewSpreadsheet(input: Readable, kind: SpreadsheetKind, options: PreviewOptions = {}): Promise<SpreadsheetPreview> {
  const maxRows = positiveInteger(options.maxRows, PREVIEW_DEFAULTS.maxRows, 'maxRows');
  const maxColumns = positiveInteger(options.maxColumns, PREVIEW_DEFAULTS.maxColumns, 'maxColumns');
  const timeoutMs = positiveInteger(options.timeoutMs, PREVIEW_DEFAULTS.timeoutMs, 'timeoutMs');

  let inputError: unknown = null;
  const onInputError = (error: unknown) => (inputError ??= error);
  input.on('error', onInputError);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(PreviewError.timeout());
    }, timeoutMs);
  });
  const limits: PreviewLimits = { maxRows, maxColumns, signal: controller.signal, tempDir: options.tempDir ?? tmpdir() };
  const reading = read(input, kind, limits, options.sheet);
  try {
    return { kind, ...(await Promise.race([reading, timedOut])) };
  } catch (error) {
    if (error instanceof PreviewError) throw error;
    if (inputError) throw inputError;
    // The machine failing (a full disk for the spooled xlsx, too many open files) is no fault of the file.
    if (typeof error === 'object' && error !== null && 'syscall' in error) throw error;
    throw PreviewError.unreadable();
  } finally {
    clearTimeout(timer);
    controller.abort();
    // A reader abandoned by the timeout sees the signal and cleans up (its temporary file) on its own.
    input.destroy();
  }
}

function read(input: Readable, kind: SpreadsheetKind, limits: PreviewLimits, sheet: string | undefined): Promise<SheetsAndRows> {
  switch (kind) {
    case 'xlsx':
      return previewXlsx(input, limits, sheet);
    case 'xls':
      return previewXls(input, limits, sheet);
    case 'csv':
      return previewCsv(input, limits);
  }
}
