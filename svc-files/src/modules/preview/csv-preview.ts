import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { PreviewError } from './preview-error.js';
import { PreviewGrid } from './preview-grid.js';
import type { PreviewLimits, SheetsAndRows } from './spreadsheet-preview.js';

/*
 * csv through csv-parse 7, streamed and stopped after maxRows + 1 records (the extra one tells
 * truncation). The encoding is sniffed from the first 64 KiB: UTF-8 when they are valid UTF-8,
 * else Windows-1252 (what Excel writes on Windows). The delimiter is the commonest of , ; and tab
 * on the first line, outside quotes.
 */

const SNIFF_BYTES = 64 * 1024;
/** Longest record accepted: a file with no line breaks is not a table to preview. */
const MAX_RECORD_BYTES = 1024 * 1024;
const DELIMITERS = [',', ';', '\t'] as const;

export async function previewCsv(input: Readable, limits: PreviewLimits): Promise<SheetsAndRows> {
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headSize += next.value.length;
  }
  const first = Buffer.concat(head, headSize);
  const decoder = new TextDecoder(isUtf8(first, ended) ? 'utf-8' : 'windows-1252');

  async function* text(): AsyncGenerator<string> {
    yield decoder.decode(first, { stream: true });
    if (!ended) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        if (limits.signal.aborted) throw PreviewError.timeout();
        yield decoder.decode(next.value, { stream: true });
      }
    }
    yield decoder.decode();
  }

  const firstText = new TextDecoder(decoder.encoding).decode(first.subarray(0, Math.min(first.length, 16 * 1024)));
  if (firstText.includes('\u0000')) throw PreviewError.unreadable();
  const parser = parse({
    bom: true,
    delimiter: sniffDelimiter(firstText),
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: MAX_RECORD_BYTES,
    skip_empty_lines: false,
  });
  const source = Readable.from(text());
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);

  const grid = new PreviewGrid(limits.maxRows, limits.maxColumns);
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!grid.holds(row)) {
        if (record.some((value) => value !== '')) {
          grid.truncated = true;
          break;
        }
      } else {
        if (record.some((value) => value.includes('\u0000'))) throw PreviewError.unreadable();
        record.forEach((value, column) => grid.set(row, column, value));
      }
      row += 1;
    }
  } finally {
    source.destroy();
    parser.destroy();
  }
  return { sheets: [], sheet: null, rows: grid.result(), truncated: grid.truncated };
}

/** Whether `bytes` are UTF-8; when the stream goes on, a character cut at the end is no fault. */
function isUtf8(bytes: Buffer, complete: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

/** The commonest of , ; and tab on the first line, outside quotes (a comma when none is there). */
export function sniffDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = DELIMITERS[0];
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}
