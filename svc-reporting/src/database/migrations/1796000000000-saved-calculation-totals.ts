import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved calculations keep their computed totals beside formData (issue #15): net VA, amperes and
 * the recommended service, so the list shows them without recomputing. The figures come from
 * @milestone/loadcalc, which SQL cannot run: rows saved before this migration have
 * totals_computed_at NULL, and CalculationTotalsBackfill computes them once at service start
 * (the partial index finds them; it is empty once they are done).
 */
export class SavedCalculationTotals1796000000000 implements MigrationInterface {
  name = 'SavedCalculationTotals1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "saved_load_calculations" ADD "net_va" double precision`);
    await q.query(`ALTER TABLE "saved_load_calculations" ADD "amperes" double precision`);
    await q.query(`ALTER TABLE "saved_load_calculations" ADD "recommended_service_amps" integer`);
    await q.query(`ALTER TABLE "saved_load_calculations" ADD "totals_computed_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`CREATE INDEX "saved_load_calculations_totals_pending_idx" ON "saved_load_calculations" ("id") WHERE "totals_computed_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "saved_load_calculations_totals_pending_idx"`);
    await q.query(`ALTER TABLE "saved_load_calculations" DROP COLUMN "totals_computed_at"`);
    await q.query(`ALTER TABLE "saved_load_calculations" DROP COLUMN "recommended_service_amps"`);
    await q.query(`ALTER TABLE "saved_load_calculations" DROP COLUMN "amperes"`);
    await q.query(`ALTER TABLE "saved_load_calculations" DROP COLUMN "net_va"`);
  }
}
