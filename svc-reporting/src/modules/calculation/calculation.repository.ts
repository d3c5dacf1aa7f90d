import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { CalculationEntity } from './calculation.entity.js';
import type { CalculationTotals } from './calculation-totals.js';

export interface Page {
  limit: number;
  offset: number;
}

export type NewCalculation = Pick<
  CalculationEntity,
  'userId' | 'name' | 'description' | 'formData' | 'netVa' | 'amperes' | 'recommendedServiceAmps' | 'totalsComputedAt'
>;

/** A saved form whose totals were never computed (saved before they were kept). */
export interface PendingTotals {
  id: number;
  formData: Record<string, unknown>;
}

/** Saved calculations of one company: every read and write takes the caller's companyId. */
@Injectable()
export class CalculationRepository {
  private readonly scope: CompanyScope<CalculationEntity>;

  constructor(@InjectRepository(CalculationEntity) private readonly repo: Repository<CalculationEntity>) {
    this.scope = new CompanyScope(repo);
  }

  listOfUser(companyId: number, userId: number, page: Page): Promise<[CalculationEntity[], number]> {
    return this.scope.findAndCount(companyId, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: page.limit, skip: page.offset });
  }

  async insert(companyId: number, calculation: NewCalculation): Promise<CalculationEntity> {
    const [saved] = await this.scope.insert(companyId, [calculation]);
    return saved!;
  }

  /** Deletes one of the user's calculations; false when the company and user have none by that id. */
  async deleteOfUser(companyId: number, userId: number, id: number): Promise<boolean> {
    return (await this.scope.delete(companyId, { id, userId })) > 0;
  }

  // The totals backfill works on every company's rows at once (a one-off upkeep of the table at
  // start, not a request of a user): it reads and writes only the rows whose totals were never
  // computed, through the partial index saved_load_calculations_totals_pending_idx.

  /** Up to `limit` rows without computed totals whose id is above `afterId`, in id order. */
  async pendingTotals(afterId: number, limit: number): Promise<PendingTotals[]> {
    const rows: Array<{ id: number; form_data: Record<string, unknown> }> = await this.repo.query(
      `SELECT "id", "form_data" FROM "saved_load_calculations" WHERE "totals_computed_at" IS NULL AND "id" > $1 ORDER BY "id" LIMIT $2`,
      [afterId, limit],
    );
    return rows.map((row) => ({ id: row.id, formData: row.form_data }));
  }

  /**
   * Stores the totals of many rows in one statement; a row that has its totals by now (another
   * instance's backfill) is left as it is. updated_at stays: the user changed nothing.
   */
  async setPendingTotals(rows: ReadonlyArray<{ id: number } & CalculationTotals>): Promise<number> {
    if (rows.length === 0) return 0;
    const [, affected]: [unknown, number] = await this.repo.query(
      `UPDATE "saved_load_calculations" AS c
          SET "net_va" = v.net_va, "amperes" = v.amperes, "recommended_service_amps" = v.service, "totals_computed_at" = now()
         FROM unnest($1::int[], $2::float8[], $3::float8[], $4::int[]) AS v(id, net_va, amperes, service)
        WHERE c."id" = v.id AND c."totals_computed_at" IS NULL`,
      [rows.map((r) => r.id), rows.map((r) => r.netVa), rows.map((r) => r.amperes), rows.map((r) => r.recommendedServiceAmps)],
    );
    return affected;
  }
}
