import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pay report (issue #29) reads one week: its commission analysis finds the week's jobs'
 * invoice-related bonuses and sold estimates by job, its summary the timesheets dispatched within
 * the week. Without these it read every gross pay item (158,000 in the demo tenant), estimate and
 * timesheet of the company for each report.
 */
export class PayReportIndexes1797000000000 implements MigrationInterface {
  name = 'PayReportIndexes1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "st_gross_pay_items_company_job_idx" ON "st_gross_pay_items" ("company_id", "job_id") `);
    await q.query(`CREATE INDEX "st_estimates_company_job_idx" ON "st_estimates" ("company_id", "job_id") `);
    await q.query(`CREATE INDEX "st_timesheets_company_dispatched_idx" ON "st_timesheets" ("company_id", "dispatched_on") `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."st_timesheets_company_dispatched_idx"`);
    await q.query(`DROP INDEX "public"."st_estimates_company_job_idx"`);
    await q.query(`DROP INDEX "public"."st_gross_pay_items_company_job_idx"`);
  }
}
