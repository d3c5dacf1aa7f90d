/**
 * The technician pay report's computation, asked of svc-reporting over core NATS request-reply
 * (outside every stream: an answer is only useful while someone waits for it). The asker is the
 * pay report's run (svc-tasks' worker), which never reads svc-reporting's tables: the service
 * answers from its ServiceTitan replica, in the requesting company only. svc-reporting's instances
 * answer in one queue group, so one of them answers each request.
 *
 * Money and hours are exact decimals written as strings ("1234.50"; two decimals, a minus sign
 * when negative), never JSON numbers: add them with decimal arithmetic, not floats.
 */
export const PAY_REPORT_COMPUTE_V1 = 'reporting.pay-report.compute.v1' as const;

/** The queue group svc-reporting answers pay report computations in. */
export const PAY_REPORT_COMPUTE_QUEUE_GROUP = 'svc-reporting' as const;

export const PAY_REPORT_GROUP_BY = ['none', 'team', 'business_unit'] as const;
export type PayReportGroupByV1 = (typeof PAY_REPORT_GROUP_BY)[number];

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The day 'YYYY-MM-DD' names as midnight UTC in ms, or null when it names no day (2026-02-30). */
function dayOf(text: unknown): number | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
}

/**
 * Why (startDate, endDate) is not one pay period (a Monday and the Sunday six days after it,
 * written 'YYYY-MM-DD'), or null when it is. The asker's own validation and the responder's use
 * the same rule, so both answer with the same text.
 */
export function payWeekProblem(startDate: unknown, endDate: unknown): string | null {
  const start = dayOf(startDate);
  const end = dayOf(endDate);
  if (start === null || end === null) return 'The pay period needs a start and an end date written YYYY-MM-DD.';
  const weekday = new Date(start).getUTCDay();
  if (weekday !== 1) return `A pay period runs Monday to Sunday: ${String(startDate)} is a ${WEEKDAYS[weekday]}.`;
  const sunday = new Date(start + 6 * DAY_MS).toISOString().slice(0, 10);
  if (end !== start + 6 * DAY_MS) return `A pay period is one Monday-Sunday week: the week of ${String(startDate)} ends on ${sunday}, not ${String(endDate)}.`;
  return null;
}

export interface PayReportComputeRequestV1 {
  companyId: number;
  /** The pay period's Monday, 'YYYY-MM-DD' (a calendar day in America/Chicago). */
  startDate: string;
  /** Its Sunday, six days later, 'YYYY-MM-DD'. */
  endDate: string;
  groupBy: PayReportGroupByV1;
  includeCommissionAnalysis: boolean;
}

/** A decimal as a string: "1234.50", "-3.00", "0.00". */
export type DecimalString = string;

/** The figures of one technician, of a group's subtotal and of the grand total alike. */
export interface PayReportFiguresV1 {
  /** Paid hours by paid time type, from the TimesheetTime gross pay items of the week. */
  regularHours: DecimalString;
  overtimeHours: DecimalString;
  doubleOvertimeHours: DecimalString;
  paidTimeOffHours: DecimalString;
  /** Clocked hours on jobs from the timesheets (dispatched to done, dispatched within the week). */
  timesheetHours: DecimalString;
  /** Gross pay items of type TimesheetTime and Salary. */
  hourlyPay: DecimalString;
  /** Gross pay items of type InvoiceRelatedBonus (job commissions, sold-by commissions, spiffs). */
  bonusPay: DecimalString;
  /** Every other gross pay item (CustomBonus, Reimbursement, ...). */
  adjustments: DecimalString;
  /** Every gross pay item of the week: hourlyPay + bonusPay + adjustments. */
  totalGrossPay: DecimalString;
  /** Completed jobs of the week the technician has a split on. */
  jobsCompleted: number;
  /** Sum over those jobs of invoice subtotal x split. */
  revenueCredited: DecimalString;
  /** Estimates sold within the week, credited to who sold them. */
  estimatesSold: number;
  soldByRevenue: DecimalString;
}

export interface PayReportTechnicianV1 extends PayReportFiguresV1 {
  technicianId: number;
  name: string;
  active: boolean;
  team: string | null;
  businessUnitId: number | null;
  businessUnitName: string | null;
  hourlyRate: DecimalString | null;
  /** A fraction: "0.0500" is 5%. */
  commissionRate: DecimalString | null;
  soldByRate: DecimalString | null;
  /** The group it is listed under (null when groupBy is 'none'). */
  groupKey: string | null;
}

export interface PayReportGroupV1 extends PayReportFiguresV1 {
  /** The team's name or the business unit's id as text; '' for technicians without one. */
  key: string;
  /** What the sheet shows: the team, the business unit's name, or 'No team' / 'No business unit'. */
  label: string;
  technicians: number;
}

export interface PayReportTotalsV1 extends PayReportFiguresV1 {
  technicians: number;
}

export const COMMISSION_FLAGS = ['split-without-bonus', 'bonus-without-job', 'amount-differs'] as const;
export type CommissionFlagV1 = (typeof COMMISSION_FLAGS)[number];

/**
 * One line of the commission analysis: one technician on one job. Expected = invoice subtotal x
 * split x commission rate, plus sold-by credit x sold-by rate for the job's estimates the
 * technician sold, each rounded to the cent; paid = the technician's InvoiceRelatedBonus gross pay
 * items on the job. A line belongs to the week its job was completed in; a bonus on a job the
 * technician earned nothing on belongs to the week of the bonus.
 */
export interface CommissionLineV1 {
  technicianId: number;
  /** null only for a bonus item that names no job. */
  jobId: number | null;
  jobNumber: string | null;
  invoiceId: number | null;
  /** When the job was completed (ISO 8601, UTC); null for a bonus without a completed job. */
  completedOn: string | null;
  invoiceSubtotal: DecimalString | null;
  /** Percent, "50.00"; null when the technician has no split on the job. */
  split: DecimalString | null;
  commissionRate: DecimalString | null;
  expectedCommission: DecimalString;
  soldByCredit: DecimalString;
  soldByRate: DecimalString | null;
  expectedSoldBy: DecimalString;
  expectedTotal: DecimalString;
  paidBonus: DecimalString;
  bonusItems: number;
  /** paidBonus - expectedTotal. */
  difference: DecimalString;
  flag: CommissionFlagV1 | null;
}

export interface CommissionAnalysisV1 {
  lines: CommissionLineV1[];
  /** Lines flagged, by flag. */
  flagged: Record<CommissionFlagV1, number>;
}

export interface PayReportV1 {
  companyId: number;
  startDate: string;
  endDate: string;
  /** The week's bounds in UTC (Monday 00:00 and the next Monday 00:00, America/Chicago). */
  from: string;
  to: string;
  timeZone: 'America/Chicago';
  groupBy: PayReportGroupByV1;
  /** When a sync last stored the company's replica (ISO 8601): the report is as fresh as this. */
  replicaSyncedAt: string;
  technicians: PayReportTechnicianV1[];
  /** One per group, in the order of the rows; empty when groupBy is 'none'. */
  groups: PayReportGroupV1[];
  totals: PayReportTotalsV1;
  /** null unless includeCommissionAnalysis. */
  commissionAnalysis: CommissionAnalysisV1 | null;
  /** How long the queries took, milliseconds. */
  computeMs: number;
}

/**
 * Why there is no report: `invalid` (a request the service cannot read: the text names what is
 * wrong, e.g. not a Monday-Sunday week), `not-connected` (the company has no ServiceTitan
 * connection: the report would be empty), `not-synced` (connected, but no sync has stored its data
 * yet), `unavailable` (the computation failed on the service).
 */
export const PAY_REPORT_FAILURES = ['invalid', 'not-connected', 'not-synced', 'unavailable'] as const;
export type PayReportFailureV1 = (typeof PAY_REPORT_FAILURES)[number];

export type PayReportComputeReplyV1 = { report: PayReportV1 } | { failure: PayReportFailureV1; message: string };
