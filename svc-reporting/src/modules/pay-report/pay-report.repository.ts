import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PayReportGroupByV1 } from '@milestone/contracts';

/** The time zone of the pay periods: a week runs Monday 00:00 to the next Monday 00:00 there. */
export const PAY_TIME_ZONE = 'America/Chicago';

/** Whether the company is connected, and when a sync last stored any of its replica. */
export interface ReplicaState {
  connected: boolean;
  syncedAt: Date | null;
}

/** Money and hours come back as text with their exact decimals ("1234.50"), never as floats. */
export interface FiguresRow {
  regular_hours: string;
  overtime_hours: string;
  double_overtime_hours: string;
  paid_time_off_hours: string;
  timesheet_hours: string;
  hourly_pay: string;
  bonus_pay: string;
  adjustments: string;
  total_gross_pay: string;
  jobs_completed: number;
  revenue_credited: string;
  estimates_sold: number;
  sold_by_revenue: string;
}

/** One row of the summary statement: a technician, a group's subtotal or the grand total. */
export interface SummaryRow extends FiguresRow {
  kind: 'technician' | 'group' | 'total';
  group_key: string | null;
  group_label: string | null;
  technicians: number;
  technician_id: string | null;
  name: string | null;
  active: boolean | null;
  team: string | null;
  business_unit_id: string | null;
  business_unit_name: string | null;
  hourly_rate: string | null;
  commission_rate: string | null;
  sold_by_rate: string | null;
  week_from: Date;
  week_to: Date;
}

export interface CommissionRow {
  technician_id: string;
  job_id: string | null;
  job_number: string | null;
  invoice_id: string | null;
  completed_on: Date | null;
  invoice_subtotal: string | null;
  split: string | null;
  commission_rate: string | null;
  expected_commission: string;
  sold_by_credit: string;
  sold_by_rate: string | null;
  expected_sold_by: string;
  expected_total: string;
  paid_bonus: string;
  bonus_items: number;
  difference: string;
  flag: 'split-without-bonus' | 'bonus-without-job' | 'amount-differs' | null;
}

/*
 * The week's bounds, shared by both statements ($2 the Monday, $3 the Sunday, both dates):
 * - t_from/t_to: Monday 00:00 to the next Monday 00:00 in Chicago (daylight saving included), for
 *   instants: timesheets' dispatch, jobs' completion, estimates' sale;
 * - d_from/d_to: the same seven calendar days for gross pay items, whose `date` is a day that
 *   ServiceTitan writes as midnight UTC ("2026-11-02T00:00:00Z"), not an instant.
 */
const BOUNDS = `
bounds AS (
  SELECT ($2::date)::timestamp AT TIME ZONE '${PAY_TIME_ZONE}' AS t_from,
         ($3::date + 1)::timestamp AT TIME ZONE '${PAY_TIME_ZONE}' AS t_to,
         ($2::date)::timestamp AT TIME ZONE 'UTC' AS d_from,
         ($3::date + 1)::timestamp AT TIME ZONE 'UTC' AS d_to
),
week_jobs AS (
  SELECT j.id, j.job_number, j.completed_on, j.invoice_id, i.sub_total
  FROM st_jobs j
  CROSS JOIN bounds b
  LEFT JOIN st_invoices i ON i.company_id = j.company_id AND i.id = j.invoice_id AND i.active
  WHERE j.company_id = $1 AND j.active AND j.job_status = 'Completed'
    AND j.completed_on >= b.t_from AND j.completed_on < b.t_to
)`;

/** Sums that stay exact: numeric in, text with a fixed number of decimals out. */
const money = (expression: string) => `round(coalesce(${expression}, 0), 2)::text`;

const FIGURES = (source: string) => `
  ${money(`sum(${source}.regular_hours)`)} AS regular_hours,
  ${money(`sum(${source}.overtime_hours)`)} AS overtime_hours,
  ${money(`sum(${source}.double_overtime_hours)`)} AS double_overtime_hours,
  ${money(`sum(${source}.paid_time_off_hours)`)} AS paid_time_off_hours,
  ${money(`sum(${source}.timesheet_hours)`)} AS timesheet_hours,
  ${money(`sum(${source}.hourly_pay)`)} AS hourly_pay,
  ${money(`sum(${source}.bonus_pay)`)} AS bonus_pay,
  ${money(`sum(${source}.adjustments)`)} AS adjustments,
  ${money(`sum(${source}.total_gross_pay)`)} AS total_gross_pay,
  coalesce(sum(${source}.jobs_completed), 0)::int AS jobs_completed,
  ${money(`sum(${source}.revenue_credited)`)} AS revenue_credited,
  coalesce(sum(${source}.estimates_sold), 0)::int AS estimates_sold,
  ${money(`sum(${source}.sold_by_revenue)`)} AS sold_by_revenue`;

/*
 * The summary, in one statement: each source is aggregated per technician once (no loop over
 * technicians), joined to the technicians, then summed per group and in all (GROUPING SETS) in
 * exact numeric. The technicians listed are the active ones and every other id with activity in
 * the week (an inactive technician who was paid, or an id the replica has no technician for).
 * $4: 'none' | 'team' | 'business_unit'.
 */
const SUMMARY_SQL = `
WITH ${BOUNDS},
pay AS (
  SELECT g.employee_id AS technician_id,
         sum(g.paid_duration_hours) FILTER (WHERE g.paid_time_type = 'Regular') AS regular_hours,
         sum(g.paid_duration_hours) FILTER (WHERE g.paid_time_type = 'Overtime') AS overtime_hours,
         sum(g.paid_duration_hours) FILTER (WHERE g.paid_time_type = 'DoubleOvertime') AS double_overtime_hours,
         sum(g.paid_duration_hours) FILTER (WHERE g.paid_time_type = 'PaidTimeOff') AS paid_time_off_hours,
         sum(g.amount) FILTER (WHERE g.gross_pay_item_type IN ('TimesheetTime', 'Salary')) AS hourly_pay,
         sum(g.amount) FILTER (WHERE g.gross_pay_item_type = 'InvoiceRelatedBonus') AS bonus_pay,
         sum(g.amount) FILTER (WHERE g.gross_pay_item_type IS NULL OR g.gross_pay_item_type NOT IN ('TimesheetTime', 'Salary', 'InvoiceRelatedBonus')) AS adjustments,
         sum(g.amount) AS total_gross_pay
  FROM st_gross_pay_items g
  CROSS JOIN bounds b
  WHERE g.company_id = $1 AND g.active AND g.employee_type = 'Technician' AND g.employee_id IS NOT NULL
    AND g.date >= b.d_from AND g.date < b.d_to
  GROUP BY g.employee_id
),
clocked AS (
  SELECT t.technician_id, sum(extract(epoch FROM t.done_on - t.dispatched_on) / 3600) AS timesheet_hours
  FROM st_timesheets t
  CROSS JOIN bounds b
  WHERE t.company_id = $1 AND t.active AND t.technician_id IS NOT NULL AND t.done_on IS NOT NULL
    AND t.dispatched_on >= b.t_from AND t.dispatched_on < b.t_to
  GROUP BY t.technician_id
),
credited AS (
  SELECT s.technician_id, count(DISTINCT w.id) AS jobs_completed, sum(w.sub_total * s.split / 100) AS revenue_credited
  FROM week_jobs w
  JOIN st_job_splits s ON s.company_id = $1 AND s.job_id = w.id AND s.active
  WHERE s.technician_id IS NOT NULL
  GROUP BY s.technician_id
),
sold AS (
  SELECT e.sold_by AS technician_id, count(*) AS estimates_sold, sum(e.subtotal) AS sold_by_revenue
  FROM st_estimates e
  CROSS JOIN bounds b
  WHERE e.company_id = $1 AND e.active AND e.status = 'Sold' AND e.sold_by IS NOT NULL
    AND e.sold_on >= b.t_from AND e.sold_on < b.t_to
  GROUP BY e.sold_by
),
listed AS (
  SELECT id FROM st_technicians WHERE company_id = $1 AND active
  UNION SELECT technician_id FROM pay
  UNION SELECT technician_id FROM clocked
  UNION SELECT technician_id FROM credited
  UNION SELECT technician_id FROM sold
),
technician_rows AS (
  SELECT l.id AS technician_id,
         coalesce(t.name, 'Technician ' || l.id) AS name,
         coalesce(t.active, false) AS active,
         t.team, t.business_unit_id, u.name AS business_unit_name,
         t.hourly_rate, t.commission_rate, t.sold_by_rate,
         CASE $4 WHEN 'team' THEN coalesce(t.team, '') WHEN 'business_unit' THEN coalesce(t.business_unit_id::text, '') END AS group_key,
         CASE $4 WHEN 'team' THEN coalesce(t.team, 'No team') WHEN 'business_unit' THEN coalesce(u.name, 'No business unit') END AS group_label,
         p.regular_hours, p.overtime_hours, p.double_overtime_hours, p.paid_time_off_hours, c.timesheet_hours,
         p.hourly_pay, p.bonus_pay, p.adjustments, p.total_gross_pay,
         cr.jobs_completed, cr.revenue_credited, so.estimates_sold, so.sold_by_revenue
  FROM listed l
  LEFT JOIN st_technicians t ON t.company_id = $1 AND t.id = l.id
  LEFT JOIN st_business_units u ON u.company_id = $1 AND u.id = t.business_unit_id
  LEFT JOIN pay p ON p.technician_id = l.id
  LEFT JOIN clocked c ON c.technician_id = l.id
  LEFT JOIN credited cr ON cr.technician_id = l.id
  LEFT JOIN sold so ON so.technician_id = l.id
)
SELECT 'technician' AS kind, r.group_key, r.group_label, 1 AS technicians,
       r.technician_id::text, r.name, r.active, r.team, r.business_unit_id::text, r.business_unit_name,
       r.hourly_rate::text, r.commission_rate::text, r.sold_by_rate::text,
       ${FIGURES('r')}, b.t_from AS week_from, b.t_to AS week_to
FROM technician_rows r CROSS JOIN bounds b
GROUP BY r.technician_id, r.name, r.active, r.team, r.business_unit_id, r.business_unit_name,
         r.hourly_rate, r.commission_rate, r.sold_by_rate, r.group_key, r.group_label, b.t_from, b.t_to
UNION ALL
SELECT CASE WHEN grouping(r.group_key) = 1 THEN 'total' ELSE 'group' END, r.group_key, min(r.group_label), count(*)::int,
       NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       ${FIGURES('r')}, min(b.t_from), min(b.t_to)
FROM technician_rows r CROSS JOIN bounds b
GROUP BY GROUPING SETS ((r.group_key), ())
HAVING $4 <> 'none' OR grouping(r.group_key) = 1`;

/*
 * The commission analysis, in one statement. A line is one technician on one job completed in the
 * week: expected = round(invoice subtotal x split / 100 x commission rate, 2) plus, per estimate of
 * the job the technician sold, round(estimate subtotal x sold-by rate, 2); paid = every
 * InvoiceRelatedBonus item of the technician on that job, whatever its date (a commission dated
 * the day after a Sunday-evening completion is still that job's). Then the bonuses dated in the
 * week for which the technician earned nothing on a completed job (no split on it, sold nothing on
 * it), each (technician, job) one line, flagged bonus-without-job. A difference of more than a
 * cent is flagged amount-differs, an owed amount with no bonus item split-without-bonus.
 */
/** A technician's invoice-related bonus item (commissions and spiffs on a job or invoice). */
const BONUS = `g.active AND g.gross_pay_item_type = 'InvoiceRelatedBonus' AND g.employee_type = 'Technician' AND g.employee_id IS NOT NULL`;

const ANALYSIS_SQL = `
WITH ${BOUNDS},
split_lines AS (
  SELECT s.technician_id, s.job_id, sum(s.split) AS split
  FROM st_job_splits s
  WHERE s.company_id = $1 AND s.active AND s.technician_id IS NOT NULL AND s.job_id IN (SELECT id FROM week_jobs)
  GROUP BY s.technician_id, s.job_id
),
sold_lines AS (
  SELECT e.sold_by AS technician_id, e.job_id, sum(e.subtotal) AS credit, sum(round(e.subtotal * t.sold_by_rate, 2)) AS expected
  FROM st_estimates e
  LEFT JOIN st_technicians t ON t.company_id = $1 AND t.id = e.sold_by
  WHERE e.company_id = $1 AND e.active AND e.status = 'Sold' AND e.sold_by IS NOT NULL AND e.job_id IN (SELECT id FROM week_jobs)
  GROUP BY e.sold_by, e.job_id
),
paid AS (
  SELECT g.employee_id AS technician_id, g.job_id, sum(g.amount) AS amount, count(*)::int AS items
  FROM st_gross_pay_items g
  WHERE g.company_id = $1 AND g.job_id IN (SELECT id FROM week_jobs) AND ${BONUS}
  GROUP BY g.employee_id, g.job_id
),
job_lines AS (
  SELECT k.technician_id, k.job_id, w.job_number, w.invoice_id, w.completed_on, w.sub_total,
         sl.split, t.commission_rate, t.sold_by_rate,
         coalesce(round(w.sub_total * sl.split / 100 * t.commission_rate, 2), 0) AS expected_commission,
         coalesce(so.credit, 0) AS sold_by_credit,
         coalesce(so.expected, 0) AS expected_sold_by,
         coalesce(p.amount, 0) AS paid_bonus,
         coalesce(p.items, 0) AS bonus_items
  FROM (SELECT technician_id, job_id FROM split_lines UNION SELECT technician_id, job_id FROM sold_lines) k
  JOIN week_jobs w ON w.id = k.job_id
  LEFT JOIN split_lines sl ON sl.technician_id = k.technician_id AND sl.job_id = k.job_id
  LEFT JOIN sold_lines so ON so.technician_id = k.technician_id AND so.job_id = k.job_id
  LEFT JOIN paid p ON p.technician_id = k.technician_id AND p.job_id = k.job_id
  LEFT JOIN st_technicians t ON t.company_id = $1 AND t.id = k.technician_id
),
stray AS (
  SELECT g.employee_id AS technician_id, g.job_id, sum(g.amount) AS paid_bonus, count(*)::int AS bonus_items
  FROM st_gross_pay_items g
  CROSS JOIN bounds b
  WHERE g.company_id = $1 AND g.date >= b.d_from AND g.date < b.d_to AND ${BONUS}
    AND NOT EXISTS (
      SELECT 1 FROM st_job_splits s JOIN st_jobs j ON j.company_id = s.company_id AND j.id = s.job_id
      WHERE s.company_id = $1 AND s.active AND s.job_id = g.job_id AND s.technician_id = g.employee_id AND j.active AND j.job_status = 'Completed')
    AND NOT EXISTS (
      SELECT 1 FROM st_estimates e JOIN st_jobs j ON j.company_id = e.company_id AND j.id = e.job_id
      WHERE e.company_id = $1 AND e.active AND e.status = 'Sold' AND e.job_id = g.job_id AND e.sold_by = g.employee_id AND j.active AND j.job_status = 'Completed')
  GROUP BY g.employee_id, g.job_id
)
SELECT l.technician_id::text, l.job_id::text, l.job_number, l.invoice_id::text, l.completed_on,
       l.sub_total::text AS invoice_subtotal, round(l.split, 2)::text AS split, l.commission_rate::text,
       ${money('l.expected_commission')} AS expected_commission, ${money('l.sold_by_credit')} AS sold_by_credit,
       l.sold_by_rate::text, ${money('l.expected_sold_by')} AS expected_sold_by,
       ${money('l.expected_commission + l.expected_sold_by')} AS expected_total,
       ${money('l.paid_bonus')} AS paid_bonus, l.bonus_items,
       ${money('l.paid_bonus - l.expected_commission - l.expected_sold_by')} AS difference,
       CASE WHEN l.bonus_items = 0 AND l.expected_commission + l.expected_sold_by > 0 THEN 'split-without-bonus'
            WHEN abs(l.paid_bonus - l.expected_commission - l.expected_sold_by) > 0.01 THEN 'amount-differs' END AS flag
FROM job_lines l
UNION ALL
SELECT s.technician_id::text, s.job_id::text, j.job_number, NULL, NULL, NULL, NULL, t.commission_rate::text,
       '0.00', '0.00', t.sold_by_rate::text, '0.00', '0.00',
       ${money('s.paid_bonus')}, s.bonus_items, ${money('s.paid_bonus')}, 'bonus-without-job'
FROM stray s
LEFT JOIN st_jobs j ON j.company_id = $1 AND j.id = s.job_id
LEFT JOIN st_technicians t ON t.company_id = $1 AND t.id = s.technician_id
ORDER BY 1, 5 NULLS LAST, 2 NULLS LAST`;

const STATE_SQL = `
SELECT EXISTS (SELECT 1 FROM st_connections k WHERE k.company_id = $1) AS connected,
       (SELECT max(s.synced_at) FROM st_sync_state s WHERE s.company_id = $1) AS synced_at`;

/**
 * The pay report's queries over the ServiceTitan replica. Every statement takes the caller's
 * company as $1 and reads only its rows (the replica tables have no CompanyScope entity of this
 * module: they are read with SQL, as the customer search reads them); the statements of one report
 * run in one read-only transaction, so they see one state of the replica even while a sync writes.
 */
@Injectable()
export class PayReportRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async replicaState(companyId: number): Promise<ReplicaState> {
    const [row] = (await this.db.query(STATE_SQL, [companyId])) as Array<{ connected: boolean; synced_at: Date | null }>;
    return { connected: row?.connected ?? false, syncedAt: row?.synced_at ?? null };
  }

  /** The week's summary and, when asked, its commission analysis, from one snapshot of the replica. */
  async compute(
    companyId: number,
    startDate: string,
    endDate: string,
    groupBy: PayReportGroupByV1,
    withAnalysis: boolean,
  ): Promise<{ summary: SummaryRow[]; analysis: CommissionRow[] | null }> {
    return this.db.transaction('REPEATABLE READ', async (manager: EntityManager) => {
      await manager.query('SET TRANSACTION READ ONLY');
      // The statements run in tens of milliseconds; JIT compiling them (their estimated cost
      // passes jit_above_cost) took some 180 ms on its own, more than the queries.
      await manager.query('SET LOCAL jit = off');
      const summary = (await manager.query(SUMMARY_SQL, [companyId, startDate, endDate, groupBy])) as SummaryRow[];
      const analysis = withAnalysis ? ((await manager.query(ANALYSIS_SQL, [companyId, startDate, endDate])) as CommissionRow[]) : null;
      return { summary, analysis };
    });
  }
}
