import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The report builder's table of invoice items sorted by their invoice's subtotal (jobs with their
 * invoices and technicians, the largest first), docs/benchmarks.md "Report builder":
 *   - st_invoices_company_sub_total_idx: the invoices in the order of the sort, so that a page read
 *     keyed first (report-query.ts, keyedPageSql) walks them from the top and stops after the page,
 *     instead of joining and sorting every item;
 *   - st_invoice_items_company_report_idx: the items' report columns beside the company, so that the
 *     count of the rows (and the pivots over items) read an index-only scan, not the heap (where the
 *     raw record makes each row wide: 177 MB for the demo tenant's 181,445 items, the index 10 MB).
 * Made here, not by the entities: TypeORM declares neither a column's order and nulls nor INCLUDE
 * columns (the entities name them with synchronize: false).
 */
export class ReportTablePageIndexes1800437261000 implements MigrationInterface {
  name = 'ReportTablePageIndexes1800437261000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "st_invoices_company_sub_total_idx" ON "st_invoices" ("company_id", "sub_total" DESC NULLS LAST, "id")`);
    await q.query(
      `CREATE INDEX "st_invoice_items_company_report_idx" ON "st_invoice_items" ("company_id") INCLUDE ("id", "invoice_id", "technician_id", "total")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."st_invoice_items_company_report_idx"`);
    await q.query(`DROP INDEX "public"."st_invoices_company_sub_total_idx"`);
  }
}
