import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** A downloaded workbook, read back with exceljs. */
export async function readXlsx(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's rows as plain values (row 1 the header). */
export function sheetValues(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: unknown[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) values.push(row.getCell(c).value ?? null);
    rows.push(values);
  });
  return rows;
}

/** A downloaded csv's rows (the BOM dropped), the header first. */
export const csvRows = (bytes: Buffer): string[][] => parseCsv(bytes, { bom: true, relax_column_count: false }) as string[][];
