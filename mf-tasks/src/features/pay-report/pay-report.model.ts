// The technician pay report's page (spec 000 "Technician pay report", sections 3, 4, 5, 8 and 9)
// as plain functions: the pay periods offered, the run's parameters, what its progress bar says and
// how often the page asks after the run.
import { PAY_REPORT_GROUP_BY, type PayReportGroupByV1 } from '@milestone/contracts';
import { isActive, type Execution } from '../../entities/execution/execution.model.js';

/** The spec's texts of the page, its toasts and errors (sections 5 and 8). */
export const PAY_REPORT_TEXTS = {
  title: 'Technician Pay Report',
  subtitle: 'The weekly payroll file per technician, from the ServiceTitan data of one Monday-Sunday pay period.',
  missing: { title: 'Missing Information', description: 'Please select a pay period.' },
  taskNotFound: 'Technician Pay Report task not found',
  generationFailed: 'Generation Failed',
  statusCheckFailed: { title: 'Status Check Failed', description: 'Unable to check report status. Please refresh to see if your report is ready.' },
  reportFailed: { title: 'Report Generation Failed', fallback: 'An error occurred while generating the report.' },
  reportReady: { title: 'Report Ready', description: 'Your technician pay report is ready to download.' },
  generate: 'Generate Report',
  generating: 'Generating...',
  notConnected: 'Your company is not connected to ServiceTitan',
  notConnectedDetail:
    'The pay report is computed from your ServiceTitan timesheets, pay items, jobs and invoices. Connect your ServiceTitan account on the integration status page first.',
  statusLink: 'Go to Integration Status',
  historyTitle: 'Earlier Reports',
  historyEmpty: 'No pay report has been generated yet.',
  historyNoEarlier: 'No earlier reports.',
  historyFailed: 'Failed to load executions',
} as const;

/** How many weekly pay periods the select offers (section 9). */
export const PAY_PERIOD_COUNT = 12;

const PAY_TIME_ZONE = 'America/Chicago';
const DAY_MS = 86_400_000;

export interface PayPeriod {
  /** The Monday, 'YYYY-MM-DD' (a calendar day in America/Chicago): the select's value. */
  start: string;
  /** The Sunday six days later. */
  end: string;
  /** 'Current Week', 'Last Week', or the week's dates. */
  label: string;
  /** The week's dates: 'Nov 17 – Nov 23, 2026'. */
  dates: string;
}

const CHICAGO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: PAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const MONTH_DAY_YEAR = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 'Nov 17 – Nov 23, 2026', or 'Dec 29, 2025 – Jan 4, 2026' across a new year. */
function weekDates(monday: number, sunday: number): string {
  const sameYear = new Date(monday).getUTCFullYear() === new Date(sunday).getUTCFullYear();
  return `${(sameYear ? MONTH_DAY : MONTH_DAY_YEAR).format(monday)} – ${MONTH_DAY_YEAR.format(sunday)}`;
}

/**
 * The last `count` Monday-Sunday weeks as of `now` in Chicago time, newest first: the week `now`
 * falls in ('Current Week'), the one before ('Last Week'), then the others by their dates.
 */
export function payPeriods(now: Date, count = PAY_PERIOD_COUNT): PayPeriod[] {
  const today = Date.parse(`${CHICAGO_DAY.format(now)}T00:00:00Z`);
  const thisMonday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, i) => {
    const monday = thisMonday - i * 7 * DAY_MS;
    const sunday = monday + 6 * DAY_MS;
    const dates = weekDates(monday, sunday);
    return { start: isoDay(monday), end: isoDay(sunday), label: i === 0 ? 'Current Week' : i === 1 ? 'Last Week' : dates, dates };
  });
}

/** The text of a period in the select: the named weeks carry their dates too. */
export function periodOptionLabel(period: PayPeriod): string {
  return period.label === period.dates ? period.dates : `${period.label} (${period.dates})`;
}

export type PayReportGroupBy = PayReportGroupByV1;

/** 'Group Report By' (section 9's values), with what each reads as. */
export const GROUP_BY_OPTIONS: readonly { value: PayReportGroupBy; label: string }[] = PAY_REPORT_GROUP_BY.map((value) => ({
  value,
  label: { none: 'No grouping', team: 'Team', business_unit: 'Business Unit' }[value],
}));

export interface PayReportForm {
  /** The chosen period's Monday, or null before one is chosen. */
  periodStart: string | null;
  groupBy: PayReportGroupBy;
  includeCommissionAnalysis: boolean;
  /** What the user typed; blank lets svc-tasks name the file. */
  outputFile: string;
}

/** The parameters of a pay report run (section 3), as POST /api/tasks/execute takes them. */
export type PayReportParameters = {
  start_date: string;
  end_date: string;
  output_file: string;
  group_by: PayReportGroupBy;
  include_commission_analysis: boolean;
  use_weekly_periods: true;
};

/** The run's parameters, or null when no pay period is chosen ('Missing Information'). */
export function payReportParameters(form: PayReportForm, periods: readonly PayPeriod[]): PayReportParameters | null {
  const period = periods.find((p) => p.start === form.periodStart);
  if (!period) return null;
  return {
    start_date: period.start,
    end_date: period.end,
    output_file: form.outputFile.trim(),
    group_by: form.groupBy,
    include_commission_analysis: form.includeCommissionAnalysis,
    use_weekly_periods: true,
  };
}

/** The file name svc-tasks gives the spreadsheet when none is typed (the field's placeholder). */
export function defaultOutputFile(period: Pick<PayPeriod, 'start' | 'end'> | undefined): string {
  return period ? `Technician Pay Report ${period.start} to ${period.end}.xlsx` : 'Technician Pay Report.xlsx';
}

/** The smallest width the progress bar shows, so a run at 0% is seen to be there (section 4). */
export const MIN_BAR_PERCENT = 5;

/** The bar's width: the run's progress, at least MIN_BAR_PERCENT while it runs, 100 once it completed. */
export function barPercent(execution: Pick<Execution, 'status' | 'progress'>): number {
  if (execution.status === 'completed') return 100;
  const progress = Number.isFinite(execution.progress) ? Math.max(0, Math.min(100, Math.round(execution.progress))) : 0;
  return isActive(execution.status) ? Math.max(MIN_BAR_PERCENT, progress) : progress;
}

/**
 * What the bar says the run is doing, by the spec's bands (under 50, 70 and 90 %, then 'Almost
 * done'). The seed's '5-8 minutes' estimates are not shown: the report reads the ServiceTitan replica
 * and is ready in about a second, so each band says what the run does in it. The run's own message
 * (its last progress report) comes first when it has one.
 */
export function progressText(execution: Pick<Execution, 'status' | 'progress' | 'progressMessage'>): string {
  if (execution.status === 'pending') return 'Queued: waiting for a worker to take the report…';
  if (execution.progressMessage) return execution.progressMessage;
  const progress = execution.progress ?? 0;
  if (progress < 50) return 'Reading timesheets and pay items…';
  if (progress < 70) return 'Totalling hours, pay and commissions per technician…';
  if (progress < 90) return 'Writing the spreadsheet…';
  return 'Almost done';
}

/** The spec's polling interval of a running pay report (section 9). */
export const STATUS_POLL_MS = 3000;
/** While the run is young: a report is ready in about a second, so the page asks sooner then. */
export const YOUNG_POLL_MS = 500;
/** How long a run counts as young. */
export const YOUNG_RUN_MS = 10_000;

/** How soon to ask after the run again: never once it ended, every 500 ms in its first 10 s, then every 3 s. */
export function statusPollInterval(execution: Pick<Execution, 'status' | 'createdAt'> | undefined, now: number): number | false {
  if (!execution || !isActive(execution.status)) return false;
  const age = now - Date.parse(execution.createdAt);
  return Number.isFinite(age) && age < YOUNG_RUN_MS ? YOUNG_POLL_MS : STATUS_POLL_MS;
}

/** The 'Report Generation Failed' toast's text: the run's error, or the spec's fallback. */
export function failureText(execution: Pick<Execution, 'error' | 'log'>): string {
  const text = (execution.error ?? execution.log?.error ?? '').trim();
  return text === '' ? PAY_REPORT_TEXTS.reportFailed.fallback : text;
}

/** The parameters of a run as the status card lists them: 'Pay Period', 'Group By', ... */
export function parameterRows(parameters: Record<string, unknown> | null | undefined): { label: string; value: string }[] {
  const p = parameters ?? {};
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  const rows: { label: string; value: string }[] = [];
  const start = text(p['start_date']);
  const end = text(p['end_date']);
  if (start && end) rows.push({ label: 'Pay Period', value: `${start} to ${end}` });
  const group = GROUP_BY_OPTIONS.find((g) => g.value === p['group_by']);
  if (group) rows.push({ label: 'Group By', value: group.label });
  if (typeof p['include_commission_analysis'] === 'boolean')
    rows.push({ label: 'Commission Analysis', value: p['include_commission_analysis'] ? 'Included' : 'Not included' });
  const file = text(p['output_file']);
  if (file) rows.push({ label: 'Output File', value: file });
  return rows;
}
