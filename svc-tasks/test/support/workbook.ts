import ExcelJS from 'exceljs';

/** Reads an xlsx as a user's spreadsheet program would (exceljs types its input as its own Buffer: an ArrayBuffer is what it reads). */
export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook;
}
