import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { chicagoDateTime, type ReportSheet } from './report-sheet.js';
import { drained } from './stream-writes.js';

/**
 * A report as CSV for Excel: a byte order mark (Excel reads the file as UTF-8 then), a header
 * row, times as Chicago wall time, and any text cell that starts with = + - @ (or their
 * full-width forms), a tab or a carriage return prefixed with ' so that a spreadsheet shows it
 * rather than runs it (csv-stringify's escape_formulas; negative numbers stay numbers). Rows are
 * written as they are read, waiting whenever the reader is behind.
 */
export async function writeCsv(sheet: ReportSheet, out: Writable): Promise<void> {
  const csv = stringify({
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    cast: {
      date: (value) => chicagoDateTime(value),
      boolean: (value) => (value ? 'true' : 'false'),
    },
  });
  const written = pipeline(csv, out);
  try {
    csv.write(sheet.columns.map((c) => c.header));
    for await (const batch of sheet.batches) {
      for (const row of batch) if (!csv.write(row.values)) await drained(csv);
    }
    csv.end();
  } catch (error) {
    csv.destroy(error as Error);
  }
  await written;
}
