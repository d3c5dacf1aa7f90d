import type {
  CommissionAnalysisV1,
  CommissionLineV1,
  PayReportFiguresV1,
  PayReportGroupV1,
  PayReportTechnicianV1,
  PayReportTotalsV1,
} from '@milestone/contracts';
import { COMMISSION_FLAGS } from '@milestone/contracts';
import type { CommissionRow, FiguresRow, SummaryRow } from './pay-report.repository.js';

const idOf = (text: string | null): number | null => (text === null ? null : Number(text));

function figuresOf(row: FiguresRow): PayReportFiguresV1 {
  return {
    regularHours: row.regular_hours,
    overtimeHours: row.overtime_hours,
    doubleOvertimeHours: row.double_overtime_hours,
    paidTimeOffHours: row.paid_time_off_hours,
    timesheetHours: row.timesheet_hours,
    hourlyPay: row.hourly_pay,
    bonusPay: row.bonus_pay,
    adjustments: row.adjustments,
    totalGrossPay: row.total_gross_pay,
    jobsCompleted: row.jobs_completed,
    revenueCredited: row.revenue_credited,
    estimatesSold: row.estimates_sold,
    soldByRevenue: row.sold_by_revenue,
  };
}

export function toTechnician(row: SummaryRow): PayReportTechnicianV1 {
  return {
    technicianId: Number(row.technician_id),
    name: row.name ?? '',
    active: row.active ?? false,
    team: row.team,
    businessUnitId: idOf(row.business_unit_id),
    businessUnitName: row.business_unit_name,
    hourlyRate: row.hourly_rate,
    commissionRate: row.commission_rate,
    soldByRate: row.sold_by_rate,
    groupKey: row.group_key,
    ...figuresOf(row),
  };
}

export function toGroup(row: SummaryRow): PayReportGroupV1 {
  return { key: row.group_key ?? '', label: row.group_label ?? '', technicians: row.technicians, ...figuresOf(row) };
}

export function toTotals(row: SummaryRow | undefined): PayReportTotalsV1 {
  if (row) return { technicians: row.technicians, ...figuresOf(row) };
  const zero = '0.00';
  return {
    technicians: 0,
    ...figuresOf({
      regular_hours: zero,
      overtime_hours: zero,
      double_overtime_hours: zero,
      paid_time_off_hours: zero,
      timesheet_hours: zero,
      hourly_pay: zero,
      bonus_pay: zero,
      adjustments: zero,
      total_gross_pay: zero,
      jobs_completed: 0,
      revenue_credited: zero,
      estimates_sold: 0,
      sold_by_revenue: zero,
    }),
  };
}

function toLine(row: CommissionRow): CommissionLineV1 {
  return {
    technicianId: Number(row.technician_id),
    jobId: idOf(row.job_id),
    jobNumber: row.job_number,
    invoiceId: idOf(row.invoice_id),
    completedOn: row.completed_on ? row.completed_on.toISOString() : null,
    invoiceSubtotal: row.invoice_subtotal,
    split: row.split,
    commissionRate: row.commission_rate,
    expectedCommission: row.expected_commission,
    soldByCredit: row.sold_by_credit,
    soldByRate: row.sold_by_rate,
    expectedSoldBy: row.expected_sold_by,
    expectedTotal: row.expected_total,
    paidBonus: row.paid_bonus,
    bonusItems: row.bonus_items,
    difference: row.difference,
    flag: row.flag,
  };
}

export function toAnalysis(rows: CommissionRow[]): CommissionAnalysisV1 {
  const lines = rows.map(toLine);
  const flagged = Object.fromEntries(
    COMMISSION_FLAGS.map((flag) => [flag, lines.filter((line) => line.flag === flag).length]),
  ) as CommissionAnalysisV1['flagged'];
  return { lines, flagged };
}
