import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CalculationRepository } from './calculation.repository.js';
import { totalsOf } from './calculation-totals.js';

/** Rows read, computed and written per statement. */
export const BACKFILL_BATCH = 500;

/**
 * Computes, once, the totals of calculations saved before they were kept (their
 * totals_computed_at is NULL). SQL cannot run the engine, so the migration only adds the columns
 * and this runs at service start, in the background: batches of BACKFILL_BATCH rows in id order
 * read through a partial index (an empty index probe on every later start) and written back with one
 * UPDATE per batch. Idempotent: two instances starting together write the same figures, and a
 * row's totals are never written twice. Until it has passed, such a row lists its totals as null.
 */
@Injectable()
export class CalculationTotalsBackfill implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CalculationTotalsBackfill.name);
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(private readonly calculations: CalculationRepository) {}

  onApplicationBootstrap(): void {
    void this.run().catch((error: unknown) => this.logger.warn(`saved-calculation totals backfill stopped: ${String(error)} (the next start resumes it)`));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
  }

  /** Backfills every row still without totals; how many it wrote. One run at a time. */
  run(): Promise<number> {
    this.running ??= this.backfill().finally(() => (this.running = undefined));
    return this.running;
  }

  private async backfill(): Promise<number> {
    let afterId = 0;
    let written = 0;
    while (!this.stopped) {
      const rows = await this.calculations.pendingTotals(afterId, BACKFILL_BATCH);
      if (rows.length === 0) break;
      written += await this.calculations.setPendingTotals(rows.map((row) => ({ id: row.id, ...totalsOf(row.formData) })));
      afterId = rows.at(-1)!.id;
    }
    if (written > 0) this.logger.log(`computed the totals of ${written} saved calculations`);
    return written;
  }
}
