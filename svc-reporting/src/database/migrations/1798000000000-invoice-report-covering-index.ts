import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The report builder's pivots over all of a company's invoices (revenue by business unit x month,
 * by job type, by a job's fields through job_id) read a few narrow columns of every invoice. The
 * rows also hold the raw record (jsonb), so a scan of the table reads many pages for them; this
 * index holds just the columns those reports read (the join keys, the invoice date and the money),
 * so PostgreSQL answers them with an index-only scan of the company's entries. Made here, not by
 * the entity: TypeORM cannot declare INCLUDE columns (the entity names it with synchronize: false).
 */
export class InvoiceReportCoveringIndex1798000000000 implements MigrationInterface {
  name = 'InvoiceReportCoveringIndex1798000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "st_invoices_company_report_idx" ON "st_invoices" ("company_id") INCLUDE ("id", "business_unit_id", "job_id", "invoice_date", "sub_total", "sales_tax", "total", "balance")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."st_invoices_company_report_idx"`);
  }
}
