import ExcelJS from 'exceljs';
import type { CommissionFlagV1, CommissionLineV1, PayReportFiguresV1, PayReportTechnicianV1, PayReportV1 } from '@milestone/contracts';

/**
 * The pay report's files from svc-reporting's figures: the xlsx (Summary, Commission Analysis when
 * asked, Notes) and a CSV of the summary. Every figure is the reply's own decimal: the sheet writes
 * it as a number for display and never adds figures itself (subtotals and the grand total are the
 * reply's, computed in exact decimals by svc-reporting), and the CSV keeps the decimal text as is.
 */

const TIME_ZONE = 'America/Chicago';
const CURRENCY = '"$"#,##0.00;[Red]-"$"#,##0.00';
const HOURS = '#,##0.00';
const COUNT = '#,##0';
const PERCENT = '0.00%';

type Format = typeof CURRENCY | typeof HOURS | typeof COUNT | typeof PERCENT | null;

interface Column<Row> {
  header: string;
  width: number;
  format: Format;
  /** The cell's value: a decimal string (written as a number), a count, text or nothing. */
  value: (row: Row) => string | number | null;
  /** Written as text even when it looks like a number (names, ids shown as labels). */
  text?: boolean;
}

/** The figures every summary row has (a technician's, a group's subtotal, the grand total), in the sheet's order. */
const FIGURE_COLUMNS: Array<Column<PayReportFiguresV1>> = [
  { header: 'Regular Hours', width: 11, format: HOURS, value: (f) => f.regularHours },
  { header: 'Overtime Hours', width: 11, format: HOURS, value: (f) => f.overtimeHours },
  { header: 'Double OT Hours', width: 11, format: HOURS, value: (f) => f.doubleOvertimeHours },
  { header: 'PTO Hours', width: 10, format: HOURS, value: (f) => f.paidTimeOffHours },
  { header: 'Timesheet Hours', width: 11, format: HOURS, value: (f) => f.timesheetHours },
  { header: 'Hourly Pay', width: 13, format: CURRENCY, value: (f) => f.hourlyPay },
  { header: 'Bonus / Commission', width: 13, format: CURRENCY, value: (f) => f.bonusPay },
  { header: 'Adjustments', width: 12, format: CURRENCY, value: (f) => f.adjustments },
  { header: 'Total Gross Pay', width: 14, format: CURRENCY, value: (f) => f.totalGrossPay },
  { header: 'Jobs Completed', width: 10, format: COUNT, value: (f) => f.jobsCompleted },
  { header: 'Revenue Credited', width: 14, format: CURRENCY, value: (f) => f.revenueCredited },
  { header: 'Estimates Sold', width: 10, format: COUNT, value: (f) => f.estimatesSold },
  { header: 'Sold-By Revenue', width: 14, format: CURRENCY, value: (f) => f.soldByRevenue },
];

/** A row of the summary: a technician, a group's subtotal or the grand total. */
interface SummaryRow {
  kind: 'technician' | 'subtotal' | 'total';
  label: string;
  technician: PayReportTechnicianV1 | null;
  figures: PayReportFiguresV1;
}

const SUMMARY_COLUMNS: Array<Column<SummaryRow>> = [
  { header: 'Technician', width: 28, format: null, text: true, value: (r) => r.label },
  { header: 'Technician ID', width: 12, format: null, value: (r) => r.technician?.technicianId ?? null },
  { header: 'Team', width: 16, format: null, text: true, value: (r) => r.technician?.team ?? null },
  { header: 'Business Unit', width: 22, format: null, text: true, value: (r) => r.technician?.businessUnitName ?? null },
  { header: 'Active', width: 7, format: null, text: true, value: (r) => (r.technician ? (r.technician.active ? 'Yes' : 'No') : null) },
  { header: 'Hourly Rate', width: 10, format: CURRENCY, value: (r) => r.technician?.hourlyRate ?? null },
  { header: 'Commission Rate', width: 11, format: PERCENT, value: (r) => r.technician?.commissionRate ?? null },
  ...FIGURE_COLUMNS.map((column) => ({ ...column, value: (r: SummaryRow) => column.value(r.figures) })),
];

export const FLAG_LABELS: Record<CommissionFlagV1, string> = {
  'split-without-bonus': 'Split without bonus',
  'bonus-without-job': 'Bonus without job',
  'amount-differs': 'Amount differs',
};

const COMMISSION_COLUMNS: Array<Column<CommissionLineV1 & { technicianName: string }>> = [
  { header: 'Technician', width: 26, format: null, text: true, value: (l) => l.technicianName },
  { header: 'Job #', width: 12, format: null, text: true, value: (l) => l.jobNumber },
  { header: 'Job ID', width: 11, format: null, value: (l) => l.jobId },
  { header: 'Invoice ID', width: 11, format: null, value: (l) => l.invoiceId },
  { header: 'Completed (Chicago)', width: 18, format: null, text: true, value: (l) => (l.completedOn ? chicagoDateTime(new Date(l.completedOn)) : null) },
  { header: 'Invoice Subtotal', width: 14, format: CURRENCY, value: (l) => l.invoiceSubtotal },
  { header: 'Split', width: 8, format: PERCENT, value: (l) => (l.split === null ? null : percentAsFraction(l.split)) },
  { header: 'Commission Rate', width: 11, format: PERCENT, value: (l) => l.commissionRate },
  { header: 'Expected Commission', width: 14, format: CURRENCY, value: (l) => l.expectedCommission },
  { header: 'Sold-By Credit', width: 13, format: CURRENCY, value: (l) => l.soldByCredit },
  { header: 'Sold-By Rate', width: 10, format: PERCENT, value: (l) => l.soldByRate },
  { header: 'Expected Sold-By', width: 13, format: CURRENCY, value: (l) => l.expectedSoldBy },
  { header: 'Expected Total', width: 13, format: CURRENCY, value: (l) => l.expectedTotal },
  { header: 'Paid Bonus', width: 13, format: CURRENCY, value: (l) => l.paidBonus },
  { header: 'Bonus Items', width: 9, format: COUNT, value: (l) => l.bonusItems },
  { header: 'Difference', width: 12, format: CURRENCY, value: (l) => l.difference },
  { header: 'Flag', width: 20, format: null, text: true, value: (l) => (l.flag ? FLAG_LABELS[l.flag] : null) },
];

/** How each summary column is computed (the Notes sheet), in the words of the contract and research section 5. */
const COLUMN_NOTES: Array<[string, string]> = [
  [
    'Technician, Technician ID, Team, Business Unit, Active',
    'The ServiceTitan technician record as last synced: name, id, team, business unit, whether the technician is active. Inactive technicians with no activity in the week are left out; active ones are listed with zeros.',
  ],
  ['Hourly Rate, Commission Rate', 'The rates on the technician record (commission rate as a fraction of the invoice subtotal credited).'],
  ['Regular / Overtime / Double OT / PTO Hours', 'Paid hours by paid time type, from the week’s TimesheetTime gross pay items.'],
  ['Timesheet Hours', 'Clocked hours on jobs from the timesheets (dispatched to done), for appointments dispatched within the week.'],
  ['Hourly Pay', 'The amounts of the week’s gross pay items of type TimesheetTime and Salary.'],
  ['Bonus / Commission', 'The amounts of the week’s gross pay items of type InvoiceRelatedBonus (job commissions, sold-by commissions, spiffs).'],
  ['Adjustments', 'Every other gross pay item of the week (CustomBonus, Reimbursement, ...).'],
  ['Total Gross Pay', 'Every gross pay item of the week: Hourly Pay + Bonus / Commission + Adjustments.'],
  ['Jobs Completed', 'Jobs completed within the week that the technician has a job split on.'],
  ['Revenue Credited', 'The sum over those jobs of the invoice subtotal x the technician’s split.'],
  ['Estimates Sold, Sold-By Revenue', 'Estimates sold within the week, credited to the technician who sold them, and their subtotals.'],
  [
    'Subtotal and Grand Total rows',
    'The sums of the rows above them, computed by the reporting service in exact decimals (not by spreadsheet formulas or floating point).',
  ],
];

const COMMISSION_NOTES: Array<[string, string]> = [
  [
    'Commission Analysis',
    'One line per technician per job of the week: Expected Commission = invoice subtotal x split x commission rate; Expected Sold-By = sold-by credit x sold-by rate; each rounded to the cent. Paid Bonus = the technician’s InvoiceRelatedBonus gross pay items on the job. Difference = Paid Bonus - Expected Total.',
  ],
  [
    'Flags',
    'Split without bonus: a split on a completed job but no bonus paid. Bonus without job: a bonus on a job the technician earned nothing on (or that names no job). Amount differs: paid and expected differ by more than a cent. Flagged lines are highlighted.',
  ],
];

const TITLE_ROWS = 5;

/** 'Monday, November 16, 2026' for a 'YYYY-MM-DD' day. */
function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

// One formatter for every cell: making one costs a quarter of a millisecond, which a commission
// analysis of thousands of lines paid once a line (most of the workbook's time).
const CHICAGO_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** 'Nov 23, 2026, 8:15 AM CST': a moment as users read it (America/Chicago with CST/CDT). */
export function chicagoDateTime(at: Date): string {
  return CHICAGO_DATE_TIME.format(at);
}

/** '50.00' (percent) as the fraction a percent format shows: 0.5. */
function percentAsFraction(percent: string): string {
  return (Number(percent) / 100).toString();
}

/** The rows of the summary in order: per group its technicians and a subtotal, then the grand total. */
export function summaryRows(report: PayReportV1): SummaryRow[] {
  const technicianRow = (technician: PayReportTechnicianV1): SummaryRow => ({ kind: 'technician', label: technician.name, technician, figures: technician });
  const rows: SummaryRow[] = [];
  if (report.groupBy === 'none' || report.groups.length === 0) {
    rows.push(...report.technicians.map(technicianRow));
  } else {
    for (const group of report.groups) {
      rows.push(...report.technicians.filter((technician) => technician.groupKey === group.key).map(technicianRow));
      rows.push({
        kind: 'subtotal',
        label: `Subtotal: ${group.label} (${group.technicians} technician${group.technicians === 1 ? '' : 's'})`,
        technician: null,
        figures: group,
      });
    }
  }
  const { totals } = report;
  rows.push({
    kind: 'total',
    label: `Grand Total (${totals.technicians} technician${totals.technicians === 1 ? '' : 's'})`,
    technician: null,
    figures: totals,
  });
  return rows;
}

/** A cell's value: a decimal string or count as a number (display only: nothing in the sheet adds them), text as text. */
function cellValue<Row>(column: Column<Row>, row: Row): string | number | null {
  const value = column.value(row);
  if (value === null || column.text || typeof value === 'number') return value;
  return Number(value);
}

function titleRows(sheet: ExcelJS.Worksheet, columns: number, lines: string[]): void {
  for (const [i, line] of lines.entries()) {
    const row = sheet.getRow(i + 1);
    row.getCell(1).value = line;
    row.font = i === 0 ? { bold: true, size: 14 } : { italic: true, size: 10, color: { argb: 'FF444444' } };
    sheet.mergeCells(i + 1, 1, i + 1, columns);
  }
}

function table<Row>(sheet: ExcelJS.Worksheet, columns: Array<Column<Row>>, rows: Row[], style: (row: Row, excelRow: ExcelJS.Row) => void): void {
  const headerAt = TITLE_ROWS + 1;
  const header = sheet.getRow(headerAt);
  columns.forEach((column, i) => {
    header.getCell(i + 1).value = column.header;
    sheet.getColumn(i + 1).width = column.width;
    if (column.format) sheet.getColumn(i + 1).numFmt = column.format;
  });
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E78' } };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.height = 32;
  for (const [i, row] of rows.entries()) {
    const excelRow = sheet.getRow(headerAt + 1 + i);
    columns.forEach((column, c) => {
      excelRow.getCell(c + 1).value = cellValue(column, row);
    });
    style(row, excelRow);
  }
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: headerAt }];
  sheet.autoFilter = { from: { row: headerAt, column: 1 }, to: { row: headerAt + Math.max(rows.length, 1), column: columns.length } };
}

function fillRow(row: ExcelJS.Row, columns: number, argb: string, bold: boolean): void {
  for (let c = 1; c <= columns; c += 1) {
    const cell = row.getCell(c);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb } };
    if (bold) cell.font = { bold: true };
  }
}

export interface WorkbookOptions {
  generatedAt: Date;
}

const GROUP_NAMES = { none: 'not grouped', team: 'team', business_unit: 'business unit' } as const;

/** The xlsx of the pay report: Summary, Commission Analysis (when the reply has it) and Notes. */
export async function payReportWorkbook(report: PayReportV1, options: WorkbookOptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Milestone';
  workbook.created = options.generatedAt;
  const period = `Pay period: ${longDay(report.startDate)} to ${longDay(report.endDate)} (America/Chicago)`;
  const generated = `Generated ${chicagoDateTime(options.generatedAt)}; ServiceTitan data as of ${chicagoDateTime(new Date(report.replicaSyncedAt))}`;

  const summary = workbook.addWorksheet('Summary', { properties: { tabColor: { argb: 'FF1F4E78' } } });
  titleRows(summary, SUMMARY_COLUMNS.length, [
    'Technician Pay Report',
    period,
    generated,
    `Grouped by ${GROUP_NAMES[report.groupBy]}; ${report.totals.technicians} technicians`,
  ]);
  table(summary, SUMMARY_COLUMNS, summaryRows(report), (row, excelRow) => {
    if (row.kind === 'subtotal') fillRow(excelRow, SUMMARY_COLUMNS.length, 'FFDDEBF7', true);
    else if (row.kind === 'total') fillRow(excelRow, SUMMARY_COLUMNS.length, 'FFBDD7EE', true);
    else if (report.groupBy !== 'none') excelRow.outlineLevel = 1;
  });

  const analysis = report.commissionAnalysis;
  if (analysis) {
    const sheet = workbook.addWorksheet('Commission Analysis');
    const names = new Map(report.technicians.map((technician) => [technician.technicianId, technician.name]));
    const flagged = Object.entries(analysis.flagged)
      .map(([flag, count]) => `${FLAG_LABELS[flag as CommissionFlagV1]}: ${count}`)
      .join('; ');
    titleRows(sheet, COMMISSION_COLUMNS.length, ['Commission Analysis', period, generated, `${analysis.lines.length} lines; flagged: ${flagged}`]);
    const lines = analysis.lines.map((line) => ({ ...line, technicianName: names.get(line.technicianId) ?? `Technician ${line.technicianId}` }));
    table(sheet, COMMISSION_COLUMNS, lines, (line, excelRow) => {
      if (line.flag) fillRow(excelRow, COMMISSION_COLUMNS.length, 'FFFCE4D6', false);
    });
  }

  const notes = workbook.addWorksheet('Notes');
  notes.getColumn(1).width = 40;
  notes.getColumn(2).width = 110;
  notes.getRow(1).values = ['Technician Pay Report: how each column is computed'];
  notes.getRow(1).font = { bold: true, size: 14 };
  notes.getRow(2).values = [period];
  notes.getRow(3).values = [
    `Week bounds in UTC: ${report.from} to ${report.to} (Monday 00:00 to the next Monday 00:00, America/Chicago). Money in US dollars, computed in exact decimals.`,
  ];
  notes.getRow(5).values = ['Column', 'How it is computed'];
  notes.getRow(5).font = { bold: true };
  const noteRows = [...COLUMN_NOTES, ...(analysis ? COMMISSION_NOTES : [])];
  noteRows.forEach(([column, how], i) => {
    const row = notes.getRow(6 + i);
    row.values = [column, how];
    row.alignment = { wrapText: true, vertical: 'top' };
  });
  notes.views = [{ state: 'frozen', ySplit: 5 }];

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV field: quoted when it must be; text that a spreadsheet would run as a formula is led by an apostrophe. */
export function csvField(value: string | number | null, text: boolean): string {
  if (value === null) return '';
  let field = String(value);
  if (text && /^[=+\-@\t\r]/.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) || field !== field.trim() ? `"${field.replace(/"/g, '""')}"` : field;
}

/**
 * The summary as CSV (UTF-8 with a byte order mark, CRLF lines): a Row column (technician,
 * subtotal, total) and the summary's columns, the figures as the reply's exact decimals.
 */
export function payReportCsv(report: PayReportV1): Buffer {
  const columns = SUMMARY_COLUMNS;
  const lines = [['Row', ...columns.map((column) => column.header)].map((header) => csvField(header, true)).join(',')];
  for (const row of summaryRows(report)) {
    lines.push([csvField(row.kind, true), ...columns.map((column) => csvField(column.value(row), column.text === true))].join(','));
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
