import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ExecutionsExpiredV1 } from '@milestone/contracts';
import { BlobStore } from '../storage/blob-store.js';
import { deleteBlobsOf } from '../storage/delete-blobs.js';
import type { StoredKey } from '../file/file.repository.js';
import { TaskRefRepository } from '../task-ref/task-ref.repository.js';
import { ExecutionExpiryRepository, type ExpiredExecutions } from './execution-expiry.repository.js';

/** Rows (and blobs) handled per round. */
export const EXPIRY_BATCH = 100;

/** A blob of an expired execution's file could not be deleted: the whole release is retried. */
export class ExpiryIncompleteError extends Error {
  constructor(left: number) {
    super(`${left} blob(s) could not be deleted; the release is retried`);
    this.name = 'ExpiryIncompleteError';
  }
}

/**
 * tasks.execution.expired.v1 (svc-tasks' retention removed these runs): releases, in the
 * consumer's transaction and under the task's lock (no claim interleaves), the executions'
 * records, their outputs, their execution_inputs rows, and the replaced uploads only they kept
 * alive; a current input, or one another execution used, stays. Each blob goes before its row;
 * when one cannot be deleted the transaction is rolled back and the event redelivered, so a blob
 * is never left without a row naming it (a redelivery finds the blobs already gone: not an error).
 */
@Injectable()
export class ExecutionExpiry {
  private readonly logger = new Logger(ExecutionExpiry.name);

  constructor(
    private readonly store: BlobStore,
    private readonly tasks: TaskRefRepository,
    private readonly expiry: ExecutionExpiryRepository,
  ) {}

  async release(manager: EntityManager, event: ExecutionsExpiredV1): Promise<void> {
    const scope: ExpiredExecutions = { companyId: event.companyId, taskId: event.taskId, executionIds: [...new Set(event.executionIds)] };
    if (scope.executionIds.length === 0) return;
    await this.tasks.lockTask(manager, scope.companyId, scope.taskId);
    await this.expiry.deleteRecords(manager, scope);
    await this.inBatches(
      (after) => this.expiry.outputsOf(manager, scope, after, EXPIRY_BATCH),
      (ids) => this.expiry.deleteOutputs(manager, scope, ids),
    );
    const used = await this.expiry.deleteInputLinks(manager, scope);
    await this.inBatches(
      (after) => this.expiry.unusedUploads(manager, scope, used, after, EXPIRY_BATCH),
      (ids) => this.expiry.deleteUploads(manager, scope, ids),
    );
  }

  /** Pages through rows by id: their blobs, then the rows; throws when a blob stays. */
  private async inBatches(page: (afterId: number) => Promise<StoredKey[]>, deleteRows: (ids: number[]) => Promise<void>): Promise<void> {
    let after = 0;
    for (;;) {
      const rows = await page(after);
      if (rows.length === 0) return;
      const gone = await deleteBlobsOf(this.store, rows, this.logger);
      if (gone.length < rows.length) throw new ExpiryIncompleteError(rows.length - gone.length);
      await deleteRows(gone);
      after = rows[rows.length - 1]!.id;
    }
  }
}
