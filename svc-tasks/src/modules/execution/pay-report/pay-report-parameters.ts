import { BadRequestException } from '@nestjs/common';
import { PAY_REPORT_GROUP_BY, payWeekProblem, type PayReportGroupByV1 } from '@milestone/contracts';

/**
 * The parameters of a pay report run as they are stored on the execution (the spec's names,
 * section 3): one Monday-Sunday week, how the rows are grouped, whether the commission analysis
 * sheet is added, and the spreadsheet's file name (sanitised; always .xlsx).
 */
export interface PayReportParameters {
  start_date: string;
  end_date: string;
  output_file: string;
  group_by: PayReportGroupByV1;
  include_commission_analysis: boolean;
  use_weekly_periods: true;
}

const KNOWN = ['start_date', 'end_date', 'output_file', 'group_by', 'include_commission_analysis', 'use_weekly_periods'] as const;

export const NO_PAY_PERIOD = 'Please select a pay period.';

/** The longest output file name kept (without its extension): svc-files' names and a download's header stay short. */
export const MAX_OUTPUT_NAME = 100;

/** What a file name may hold: letters, digits, spaces and a few marks a spreadsheet name uses. */
const NAME_CHARACTERS = /^[\p{L}\p{N} _\-.,()&+'#]+$/u;

/** A pay report request a user may fix: the text says what to change. */
export class PayReportParametersError extends BadRequestException {
  constructor(message: string) {
    super(message);
  }
}

/**
 * Reads the parameters POST /api/tasks/execute (or a Retry, or a schedule) brings for a pay report
 * run and answers them as the run stores them, or throws PayReportParametersError with the text a
 * user reads: no period ('Please select a pay period.'), a period that is not one Monday-Sunday
 * week (payWeekProblem: the same text svc-reporting would answer), an unknown group_by, an output
 * file name with a folder or characters a file name should not hold.
 */
export function readPayReportParameters(raw: Record<string, unknown>): PayReportParameters {
  for (const key of Object.keys(raw)) {
    if (!(KNOWN as readonly string[]).includes(key))
      throw new PayReportParametersError(`The pay report takes no parameter ${key} (it takes ${KNOWN.join(', ')})`);
  }
  const start = raw['start_date'];
  const end = raw['end_date'];
  if (blank(start) && blank(end)) throw new PayReportParametersError(NO_PAY_PERIOD);
  const problem = payWeekProblem(start, end);
  if (problem) throw new PayReportParametersError(problem);

  const groupBy = blank(raw['group_by']) ? 'none' : raw['group_by'];
  if (typeof groupBy !== 'string' || !(PAY_REPORT_GROUP_BY as readonly string[]).includes(groupBy)) {
    throw new PayReportParametersError(`group_by must be one of ${PAY_REPORT_GROUP_BY.join(', ')}, not ${JSON.stringify(groupBy)}`);
  }
  const commission = raw['include_commission_analysis'] ?? false;
  if (typeof commission !== 'boolean') throw new PayReportParametersError('include_commission_analysis must be true or false');
  const weekly = raw['use_weekly_periods'] ?? true;
  if (weekly !== true) throw new PayReportParametersError('The pay report runs on weekly pay periods only: use_weekly_periods must be true');

  return {
    start_date: start as string,
    end_date: end as string,
    output_file: outputFileName(raw['output_file'], start as string, end as string),
    group_by: groupBy as PayReportGroupByV1,
    include_commission_analysis: commission,
    use_weekly_periods: true,
  };
}

/** The spreadsheet's name when the user gives none: 'Technician Pay Report 2026-11-16 to 2026-11-22.xlsx'. */
export function defaultOutputFile(startDate: string, endDate: string): string {
  return `Technician Pay Report ${startDate} to ${endDate}.xlsx`;
}

/**
 * The spreadsheet's file name from what the user typed: blank is the default name; a folder
 * ('reports/week.xlsx', '..\\week') or a character outside NAME_CHARACTERS is refused with a text
 * naming it; spaces are trimmed and collapsed, any extension the user typed is replaced by .xlsx
 * (the file is a workbook whatever it is called).
 */
export function outputFileName(value: unknown, startDate: string, endDate: string): string {
  if (blank(value)) return defaultOutputFile(startDate, endDate);
  if (typeof value !== 'string') throw new PayReportParametersError('output_file must be text: a file name such as "Week 47.xlsx"');
  const typed = value.trim().replace(/\s+/g, ' ');
  if (/[/\\]/.test(typed) || typed.split('.').every((part) => part === '')) {
    throw new PayReportParametersError(`output_file must be a file name without a folder: ${JSON.stringify(value)} names a path`);
  }
  const bad = [...typed].find((character) => !NAME_CHARACTERS.test(character));
  if (bad !== undefined) {
    throw new PayReportParametersError(
      `output_file may hold letters, digits, spaces and - _ . , ( ) & + ' # only: ${JSON.stringify(value)} holds ${JSON.stringify(bad)}`,
    );
  }
  // A leading dot would hide the file on a user's machine; the extension typed is replaced.
  const base = typed
    .replace(/\.(xlsx|xls|csv|xlsm|txt)$/i, '')
    .replace(/^\.+/, '')
    .replace(/[ .]+$/, '');
  if (base === '') throw new PayReportParametersError(`output_file needs a name before its extension: ${JSON.stringify(value)}`);
  if ([...base].length > MAX_OUTPUT_NAME) throw new PayReportParametersError(`output_file must be at most ${MAX_OUTPUT_NAME} characters`);
  return `${base}.xlsx`;
}

/** The summary's CSV beside the spreadsheet: the same name with .csv. */
export function csvFileName(outputFile: string): string {
  return outputFile.replace(/\.xlsx$/i, '') + '.csv';
}

const DAY_MS = 86_400_000;

/** Today's date in America/Chicago, 'YYYY-MM-DD'. */
function chicagoDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The parameters of a scheduled pay report run: the last complete pay week before `now` (the
 * Monday-Sunday week before the one `now` falls in, in Chicago time), not grouped, without the
 * commission analysis: a weekly schedule on Monday morning makes last week's payroll file.
 */
export function lastWeekParameters(now: Date): PayReportParameters {
  const today = Date.parse(`${chicagoDay(now)}T00:00:00Z`);
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - (sinceMonday + 7) * DAY_MS;
  const start = new Date(monday).toISOString().slice(0, 10);
  const end = new Date(monday + 6 * DAY_MS).toISOString().slice(0, 10);
  return readPayReportParameters({ start_date: start, end_date: end });
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
