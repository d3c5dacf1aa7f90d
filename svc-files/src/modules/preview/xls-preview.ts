import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { booleanText, cellNumberText, formatCodeKind } from './cell-text.js';
import { PreviewError } from './preview-error.js';
import { PreviewGrid } from './preview-grid.js';
import type { PreviewLimits, SheetsAndRows } from './spreadsheet-preview.js';

/*
 * xls (BIFF8 in an OLE compound file) through SheetJS (@e965/xlsx 0.20.3, the maintained build;
 * never npm `xlsx` 0.18.5). BIFF is not a format to stream: the file is read into memory, at most
 * 10 MB (the upload limit), and parsed once with sheetRows = maxRows + 1 (every sheet stopped
 * after the rows needed; the extra row tells truncation). SheetJS parses synchronously, about 2 s
 * for a 10 MB file on the development machine: that runs in a worker thread, so the service keeps
 * answering meanwhile, the time bound can stop it (terminate), and its heap is capped; at most
 * two such workers run at once.
 */

export const XLS_MAX_BYTES = 10 * 1024 * 1024;
/** The worker's heap cap: a 10 MB BIFF with its rows capped needs far less. */
const WORKER_HEAP_MB = 256;
/** Workers parsing at once; more previews wait their turn (within their own time bound). */
const MAX_WORKERS = 2;
/** An OLE compound file's signature. SheetJS reads anything (text, HTML) as a sheet: only OLE is an xls here. */
const OLE_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/** A cell as the worker sends it: SheetJS' type, value, number format and (for errors) text. */
type RawCell = [type: string, value: unknown, format: string | undefined, text: string | undefined];

interface WorkerAnswer {
  failure?: 'unreadable' | 'unknown-sheet';
  sheets?: string[];
  sheet?: string | null;
  date1904?: boolean;
  /** The chosen sheet's rows, each a list of cells by column (null where empty). */
  rows?: (RawCell | null)[][];
}

/**
 * Runs in the worker (CommonJS, evaluated): parses the bytes, lists the visible sheets, sends the
 * chosen sheet's cells back. Kept small and free of our modules, so it needs no build step.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { library, bytes, wanted, sheetRows } = workerData;
function answer() {
  let book;
  try {
    book = require(library).read(bytes, { type: 'buffer', sheetRows, cellNF: true, cellText: false, dense: true });
  } catch {
    return { failure: 'unreadable' };
  }
  const hidden = new Set(((book.Workbook && book.Workbook.Sheets) || []).filter((s) => s.Hidden).map((s) => s.name));
  const sheets = book.SheetNames.filter((name) => !hidden.has(name));
  const sheet = wanted === undefined ? sheets[0] : wanted;
  if (sheet === undefined) return { sheets, sheet: null, rows: [] };
  if (!sheets.includes(sheet)) return { failure: 'unknown-sheet' };
  const data = (book.Sheets[sheet] && book.Sheets[sheet]['!data']) || [];
  const rows = Array.from(data, (cells) =>
    Array.from(cells || [], (cell) => (cell ? [cell.t, cell.v, typeof cell.z === 'string' ? cell.z : undefined, cell.w] : null)),
  );
  const date1904 = Boolean(book.Workbook && book.Workbook.WBProps && book.Workbook.WBProps.date1904);
  return { sheets, sheet, date1904, rows };
}
parentPort.postMessage(answer());
`;

const library = createRequire(import.meta.url).resolve('@e965/xlsx');

export async function previewXls(input: Readable, limits: PreviewLimits, wanted: string | undefined): Promise<SheetsAndRows> {
  const bytes = await readAll(input, limits.signal);
  if (!bytes.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE)) throw PreviewError.unreadable();
  const answer = await workers.run(() => parseInWorker(bytes, wanted, limits));
  if (answer.failure === 'unknown-sheet') throw PreviewError.unknownSheet(wanted ?? '');
  if (answer.failure || !answer.sheets) throw PreviewError.unreadable();

  const grid = new PreviewGrid(limits.maxRows, limits.maxColumns);
  const date1904 = answer.date1904 ?? false;
  (answer.rows ?? []).forEach((cells, row) => cells.forEach((cell, column) => cell && grid.set(row, column, cellText(cell, date1904))));
  return { sheets: answer.sheets, sheet: answer.sheet ?? null, rows: grid.result(), truncated: grid.truncated };
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

/** At most `size` tasks at once; the others wait in order. */
class Pool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

const workers = new Pool(MAX_WORKERS);

function parseInWorker(bytes: Buffer, wanted: string | undefined, limits: PreviewLimits): Promise<WorkerAnswer> {
  if (limits.signal.aborted) return Promise.reject(PreviewError.timeout());
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { library, bytes, wanted, sheetRows: limits.maxRows + 1 },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    const stop = () => {
      void worker.terminate();
      reject(PreviewError.timeout());
    };
    limits.signal.addEventListener('abort', stop, { once: true });
    const settle = () => limits.signal.removeEventListener('abort', stop);
    worker.once('message', (answer: WorkerAnswer) => {
      settle();
      resolve(answer);
    });
    // The heap cap reached (ERR_WORKER_OUT_OF_MEMORY) or SheetJS failing outside read().
    worker.once('error', () => {
      settle();
      reject(PreviewError.unreadable());
    });
    worker.once('exit', () => {
      settle();
      reject(PreviewError.unreadable());
    });
  });
}

function cellText([type, value, format, text]: RawCell, date1904: boolean): string {
  switch (type) {
    case 'n':
      return cellNumberText(value as number, formatCodeKind(format ?? 'General'), date1904);
    case 'b':
      return booleanText(Boolean(value));
    case 'e':
      return text ?? '';
    case 's':
      return String(value ?? '');
    case 'd':
      return value instanceof Date ? value.toISOString().slice(0, 19) : String(value ?? '');
    default:
      return '';
  }
}
