import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Outbox } from '@milestone/nest-kit';
import { WorkerEnv } from '../../../config/worker-env.schema.js';
import { ExecutionRunRepository } from './execution-run.repository.js';
import { RunEnding } from './run-ending.service.js';
import { ExecutionConsumer } from './execution-consumer.js';

/** How long past its lease a running run is left before it counts as orphaned. */
export const LEASE_MARGIN_MS = 10_000;
/** How long a run stays pending, with the queue empty, before it counts as lost. */
export const LOST_PENDING_MARGIN_MS = 60_000;
/** Runs recovered per transaction. */
const BATCH = 20;

/**
 * Every worker looks, every EXECUTION_REAPER_INTERVAL_MS, for running runs whose lease passed
 * LEASE_MARGIN_MS ago (their worker stopped and their message will not come again, e.g. past
 * max_deliver) and recovers them as a redelivery would: failed with the reason, run again while
 * attempts allow. Rows are locked SKIP LOCKED, so workers never recover the same run twice.
 * It also ends pending runs that can no longer start: when the queue is empty (nothing waiting,
 * nothing delivered), a run pending for LOST_PENDING_MARGIN_MS whose request is not waiting in
 * the outbox lost its message (delivered EXECUTION_MAX_DELIVER times, never taken): failed with
 * LOST_RUN_ERROR, so the user sees it and can retry instead of waiting for ever.
 */
@Injectable()
export class Reaper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(Reaper.name);
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<number> | null = null;

  constructor(
    private readonly env: WorkerEnv,
    private readonly runs: ExecutionRunRepository,
    private readonly ending: RunEnding,
    private readonly outbox: Outbox,
    private readonly consumer: ExecutionConsumer,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.env.EXECUTION_REAPER_INTERVAL_MS);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
  }

  /** Recovers every orphaned run now; answers how many. */
  async sweep(): Promise<number> {
    if (this.sweeping) return this.sweeping;
    this.sweeping = this.sweepAll()
      .catch((error: unknown) => {
        this.logger.warn(`reaper: ${String(error)}`);
        return 0;
      })
      .finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const recovered = await this.outbox.transaction(async (manager) => {
        const orphans = await this.runs.lockOrphans(manager, LEASE_MARGIN_MS, BATCH);
        for (const run of orphans) await this.ending.recover(manager, run);
        return orphans.length;
      });
      total += recovered;
      if (recovered < BATCH) break;
    }
    if (!(await this.consumer.queueIdle())) return total;
    for (;;) {
      const failed = await this.outbox.transaction(async (manager) => {
        const lost = await this.runs.lockLostPending(manager, LOST_PENDING_MARGIN_MS, BATCH);
        for (const run of lost) await this.ending.failLost(manager, run);
        return lost.length;
      });
      total += failed;
      if (failed < BATCH) return total;
    }
  }
}
