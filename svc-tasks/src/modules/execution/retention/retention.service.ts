import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EXECUTIONS_EXPIRED_V1 } from '@milestone/contracts';
import { Outbox } from '@milestone/nest-kit';
import { TasksEnv } from '../../../config/env.schema.js';
import { RetentionRepository, type RemovedExecution } from './retention.repository.js';

/** Runs removed per transaction. */
export const RETENTION_BATCH = 500;
/** How often the retention runs (besides once at start). */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes finished runs older than EXECUTION_RETENTION_DAYS, once at start and then daily (in the
 * worker only): batches of RETENTION_BATCH rows, each deleted in one transaction with one
 * tasks.execution.expired.v1 per company and task through the outbox, so svc-files releases
 * exactly the files of the runs that are gone. Several workers share the work (SKIP LOCKED).
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionService.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly env: TasksEnv,
    private readonly outbox: Outbox,
    private readonly retention: RetentionRepository,
  ) {}

  onApplicationBootstrap(): void {
    void this.removeExpiredSafely();
    this.timer = setInterval(() => void this.removeExpiredSafely(), RETENTION_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /**
   * Removes every finished run created more than EXECUTION_RETENTION_DAYS before `now`; answers
   * how many it removed. One pass at a time: a call during a pass joins it.
   */
  removeExpired(now = new Date()): Promise<number> {
    this.running ??= this.removeAll(new Date(now.getTime() - this.env.EXECUTION_RETENTION_DAYS * DAY_MS)).finally(() => (this.running = undefined));
    return this.running;
  }

  private async removeExpiredSafely(): Promise<void> {
    try {
      const removed = await this.removeExpired();
      if (removed > 0) this.logger.log(`removed ${removed} run(s) older than ${this.env.EXECUTION_RETENTION_DAYS} days`);
    } catch (error) {
      this.logger.warn(`retention failed: ${String(error)} (the next pass retries)`);
    }
  }

  private async removeAll(cutoff: Date): Promise<number> {
    let total = 0;
    while (!this.stopped) {
      const removed = await this.outbox.transaction(async (manager) => {
        const rows = await this.retention.deleteFinishedBefore(manager, cutoff, RETENTION_BATCH);
        await this.announce(manager, rows);
        return rows.length;
      });
      total += removed;
      if (removed < RETENTION_BATCH) break;
    }
    return total;
  }

  /** One tasks.execution.expired.v1 per company and task, in the deleting transaction. */
  private async announce(manager: EntityManager, rows: readonly RemovedExecution[]): Promise<void> {
    const byTask = new Map<string, { companyId: number; taskId: number; executionIds: number[] }>();
    for (const row of rows) {
      const key = `${row.companyId}/${row.taskId}`;
      const group = byTask.get(key) ?? { companyId: row.companyId, taskId: row.taskId, executionIds: [] };
      group.executionIds.push(row.id);
      byTask.set(key, group);
    }
    const at = new Date().toISOString();
    for (const group of byTask.values()) {
      await this.outbox.add(manager, EXECUTIONS_EXPIRED_V1, { ...group, executionIds: group.executionIds.sort((a, b) => a - b), at });
    }
  }
}
