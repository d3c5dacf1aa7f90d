import ExcelJS from 'exceljs';
import { aPayReport } from '../../../../test/factories/pay-report.factory.js';
import { readWorkbook } from '../../../../test/support/workbook.js';
import { csvField, payReportCsv, payReportWorkbook } from './pay-report-workbook.js';

const GENERATED = new Date('2026-11-23T14:15:00Z');

async function read(report = aPayReport(7)): Promise<ExcelJS.Workbook> {
  return readWorkbook(await payReportWorkbook(report, { generatedAt: GENERATED }));
}

/** A sheet's rows from `from` on, as arrays of cell values (1-based columns dropped to 0-based). */
function rowsOf(sheet: ExcelJS.Worksheet, from: number): unknown[][] {
  const rows: unknown[][] = [];
  for (let r = from; r <= sheet.rowCount; r += 1) rows.push((sheet.getRow(r).values as unknown[]).slice(1));
  return rows;
}

describe(payReportWorkbook.name, () => {
  it('writes Summary, Commission Analysis and Notes, the period and the generation time in Chicago time in the title rows', async () => {
    const sut = await read();
    expect(sut.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Commission Analysis', 'Notes']);
    const summary = sut.getWorksheet('Summary')!;
    expect(summary.getCell('A1').value).toBe('Technician Pay Report');
    expect(summary.getCell('A2').value).toBe('Pay period: Monday, November 16, 2026 to Sunday, November 22, 2026 (America/Chicago)');
    expect(summary.getCell('A3').value).toBe('Generated Nov 23, 2026, 8:15 AM CST; ServiceTitan data as of Nov 23, 2026, 7:00 AM CST');
    expect(summary.getCell('A4').value).toBe('Grouped by team; 3 technicians');
  });

  it('lists each group’s technicians, then its subtotal, then the grand total, with the reply’s own sums', async () => {
    const summary = (await read()).getWorksheet('Summary')!;
    const header = (summary.getRow(6).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Technician', 'Technician ID', 'Team']);
    const at = (name: string) => header.indexOf(name);
    const rows = rowsOf(summary, 7);
    expect(rows.map((row) => row[0])).toEqual([
      'Ada Lovelace',
      '=Bob "Tables", Jr.',
      'Subtotal: Install (2 technicians)',
      'Cy Young',
      'Subtotal: No team (1 technician)',
      'Grand Total (3 technicians)',
    ]);
    // 150.10 + 0.20 is 150.3 in the reply (exact), not 150.29999999999998 (float addition).
    expect(rows[2]![at('Bonus / Commission')]).toBe(150.3);
    expect(rows[5]![at('Total Gross Pay')]).toBe(2019.25);
    expect(rows[1]![at('Adjustments')]).toBe(-25);
    expect(rows[0]![at('Commission Rate')]).toBe(0.05);
    expect(rows[0]![at('Jobs Completed')]).toBe(3);
    // A name that looks like a formula is text in the sheet, never a formula.
    expect(summary.getCell('A8').type).toBe(ExcelJS.ValueType.String);
  });

  it('formats money as currency and hours as numbers, freezes the header and the names, and filters the table', async () => {
    const summary = (await read()).getWorksheet('Summary')!;
    const header = (summary.getRow(6).values as unknown[]).slice(1);
    const column = (name: string) => header.indexOf(name) + 1;
    expect(summary.getRow(7).getCell(column('Total Gross Pay')).numFmt).toBe('"$"#,##0.00;[Red]-"$"#,##0.00');
    expect(summary.getRow(7).getCell(column('Regular Hours')).numFmt).toBe('#,##0.00');
    expect(summary.getRow(7).getCell(column('Commission Rate')).numFmt).toBe('0.00%');
    expect(summary.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 6 });
    expect(summary.autoFilter).toBeTruthy();
    expect(summary.getColumn(1).width).toBe(28);
    expect(summary.getRow(9).getCell(1).font).toMatchObject({ bold: true });
    expect(summary.getRow(9).getCell(column('Total Gross Pay')).numFmt).toBe('"$"#,##0.00;[Red]-"$"#,##0.00');
  });

  it('lists the commission analysis job by job, flagged lines highlighted and named', async () => {
    const sheet = (await read()).getWorksheet('Commission Analysis')!;
    expect(sheet.getCell('A4').value).toBe('3 lines; flagged: Split without bonus: 1; Bonus without job: 0; Amount differs: 1');
    const header = (sheet.getRow(6).values as unknown[]).slice(1);
    const rows = rowsOf(sheet, 7);
    expect(rows.map((row) => [row[0], row[1], row[header.indexOf('Difference')], row[header.indexOf('Flag')] ?? null])).toEqual([
      ['Ada Lovelace', 'J-9001', 0, null],
      ['Ada Lovelace', 'J-9002', -50, 'Split without bonus'],
      ['=Bob "Tables", Jr.', 'J-9003', -119.8, 'Amount differs'],
    ]);
    expect(rows[2]![header.indexOf('Split')]).toBe(0.5);
    expect(rows[0]![header.indexOf('Completed (Chicago)')]).toBe('Nov 17, 2026, 2:30 PM CST');
    const fill = (r: number) => (sheet.getRow(r).getCell(1).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
    expect(fill(7)).toBeUndefined();
    expect(fill(8)).toBe('FFFCE4D6');
    expect(fill(9)).toBe('FFFCE4D6');
  });

  it('leaves the commission analysis out when it was not asked, and says how each column is computed', async () => {
    const sut = await read(aPayReport(7, { commissionAnalysis: null, groupBy: 'none', groups: [] }));
    expect(sut.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Notes']);
    expect(rowsOf(sut.getWorksheet('Summary')!, 7).map((row) => row[0])).toEqual([
      'Ada Lovelace',
      '=Bob "Tables", Jr.',
      'Cy Young',
      'Grand Total (3 technicians)',
    ]);
    const notes = rowsOf(sut.getWorksheet('Notes')!, 6).map((row) => row[0]);
    expect(notes).toContain('Total Gross Pay');
    expect(notes).toContain('Hourly Pay');
    expect(notes).not.toContain('Commission Analysis');
  });
});

describe(payReportCsv.name, () => {
  it('writes the summary with a byte order mark, CRLF lines and the exact decimals, formulas defused', () => {
    const text = payReportCsv(aPayReport(7)).toString('utf8');
    expect(text.startsWith('\uFEFFRow,Technician,Technician ID,Team,')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe('');
    expect(lines[2]).toBe(
      `technician,"'=Bob ""Tables"", Jr.",12,Install,HVAC Install,Yes,25.00,0.0500,32.00,0.00,0.00,0.00,0.00,800.00,0.20,-25.00,775.20,1,400.00,1,5000.00`,
    );
    expect(lines[6]).toBe('total,Grand Total (3 technicians),,,,,,,72.00,2.50,0.00,0.00,38.25,1893.75,150.30,-24.80,2019.25,4,3402.00,1,5000.00');
  });

  it.each([
    ['=SUM(A1)', true, "'=SUM(A1)"],
    ['+1', true, "'+1"],
    ['@cmd', true, "'@cmd"],
    ['-25.00', false, '-25.00'],
    ['a,b', true, '"a,b"'],
    [' padded', true, '" padded"'],
  ])('writes %j as %j', (value, text, field) => {
    expect(csvField(value, text as boolean)).toBe(field);
  });
});
