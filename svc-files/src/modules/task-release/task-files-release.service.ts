import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { BlobStore } from '../storage/blob-store.js';
import { deleteBlobsOf } from '../storage/delete-blobs.js';
import { FileRepository, type StoredKey } from '../file/file.repository.js';
import { ExecutionFileRepository } from '../execution-file/execution-file.repository.js';
import { TaskRefRepository } from '../task-ref/task-ref.repository.js';

/** Rows (and blobs) handled per round of a release. */
export const RELEASE_BATCH = 100;
/** How often the sweep looks for deleted tasks whose release did not finish. */
export const RELEASE_SWEEP_MS = 10 * 60 * 1000;

/**
 * The release of a deleted task's files (ARCHITECTURE.md: tasks.task.deleted -> svc-files releases
 * that task's files): its execution records, then its outputs and its uploads (current or
 * replaced, with the execution_inputs rows naming them), each blob deleted before its row (deleteBlobsOf), so a
 * crash or a failing store leaves rows that a later sweep finishes, never a blob no row names.
 * When no row of the task is left, known_tasks.files_released_at is set.
 *
 * Started after the deleted-task event is handled (it waits for that transaction's lock), and by
 * a sweep at start-up and every RELEASE_SWEEP_MS over the deleted tasks not released yet.
 */
@Injectable()
export class TaskFilesRelease implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TaskFilesRelease.name);
  /** Releases under way, by `<companyId>/<taskId>`: a task is released by one at a time. */
  private readonly running = new Map<string, Promise<boolean>>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly store: BlobStore,
    private readonly files: FileRepository,
    private readonly executions: ExecutionFileRepository,
    private readonly tasks: TaskRefRepository,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), RELEASE_SWEEP_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.allSettled([this.sweeping, ...this.running.values()]);
  }

  /**
   * Called by the deleted-task consumer inside its transaction: once that transaction has ended
   * (its lock on the task is waited for), releases the task's files if it was committed deleted.
   */
  afterDeleted(companyId: number, taskId: number): void {
    void this.tasks
      .isDeletedAfterLock(companyId, taskId)
      .then((deleted) => (deleted ? this.release(companyId, taskId) : false))
      .catch((error: unknown) => this.logger.warn(`release of task ${taskId}: ${String(error)} (the sweep finishes it)`));
  }

  /**
   * Finishes the release of every deleted task that still has rows (cheap when there is none: a
   * partial index). Each task once per sweep; one whose release fails waits for the next sweep.
   */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepAll().finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  /** Releases the task's files; answers whether none is left. */
  release(companyId: number, taskId: number): Promise<boolean> {
    const id = `${companyId}/${taskId}`;
    const under = this.running.get(id);
    if (under) return under.then(() => this.release(companyId, taskId));
    const run = this.releaseOnce(companyId, taskId).finally(() => this.running.delete(id));
    this.running.set(id, run);
    return run;
  }

  private async sweepAll(): Promise<void> {
    let after = 0;
    try {
      while (!this.stopped) {
        const page = await this.tasks.unreleased(after, RELEASE_BATCH);
        for (const task of page) {
          if (this.stopped) return;
          await this.release(task.companyId, task.taskId).catch((error: unknown) =>
            this.logger.warn(`release of task ${task.taskId}: ${String(error)} (the next sweep retries)`),
          );
        }
        if (page.length < RELEASE_BATCH) return;
        after = page[page.length - 1]!.taskId;
      }
    } catch (error) {
      this.logger.warn(`release sweep failed: ${String(error)}`);
    }
  }

  private async releaseOnce(companyId: number, taskId: number): Promise<boolean> {
    // First the records: no output is taken for an execution without one.
    await this.executions.deleteRecordsOfTask(companyId, taskId);
    const outputsLeft = await this.inBatches(
      (after) => this.executions.outputsOfTask(companyId, taskId, after, RELEASE_BATCH),
      (ids) => this.executions.deleteOutputs(companyId, taskId, ids),
    );
    const uploadsLeft = await this.inBatches(
      (after) => this.files.uploadsOfTask(companyId, taskId, after, RELEASE_BATCH),
      (ids) => this.files.deleteUploads(companyId, taskId, ids),
    );
    await this.files.deleteExecutionInputsOfTask(companyId, taskId);
    const released = outputsLeft === 0 && uploadsLeft === 0 && (await this.tasks.markReleased(companyId, taskId));
    if (!released) this.logger.warn(`release of task ${taskId} left ${outputsLeft + uploadsLeft} file(s) behind (the sweep retries)`);
    return released;
  }

  /**
   * Pages through rows by id; for each page deletes the blobs (BLOB_DELETE_CONCURRENCY at once), then
   * the rows whose blob went. Answers how many rows stay (their blob could not be deleted).
   */
  private async inBatches(page: (afterId: number) => Promise<StoredKey[]>, deleteRows: (ids: number[]) => Promise<void>): Promise<number> {
    let after = 0;
    let left = 0;
    for (;;) {
      const rows = await page(after);
      if (rows.length === 0) return left;
      const gone = await deleteBlobsOf(this.store, rows, this.logger);
      await deleteRows(gone);
      left += rows.length - gone.length;
      after = rows[rows.length - 1]!.id;
    }
  }
}
