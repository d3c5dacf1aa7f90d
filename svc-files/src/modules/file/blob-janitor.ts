import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { BlobStore } from '../storage/blob-store.js';
import { FileRepository } from './file.repository.js';

/** When the janitor looks again for rows whose transaction had not ended yet (ms after the call). */
const ATTEMPTS_MS = [100, 500, 2000, 5000];

/**
 * Deletes blobs once no row names them. Rows of replaced inputs deleted inside a transaction that
 * is not ours to commit (an event consumer's) leave their blobs to this: each key is deleted as
 * soon as its row is gone from the table (the transaction committed); while a row is still
 * there it is looked at again, and after the last look a row still there (the transaction
 * rolled back) keeps its blob.
 */
@Injectable()
export class BlobJanitor implements OnApplicationShutdown {
  private readonly logger = new Logger(BlobJanitor.name);
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly files: FileRepository,
    private readonly store: BlobStore,
  ) {}

  /** Deletes the blobs of `keys` now: the caller's transaction deleting their rows has committed. */
  async deleteNow(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.store.delete(key);
      } catch (error) {
        this.logger.warn(`deleting blob ${key} failed (left behind): ${String(error)}`);
      }
    }
  }

  /** Deletes the blobs of `keys` once their rows are gone (see the class). */
  deleteWhenGone(keys: readonly string[], attempt = 0): void {
    if (keys.length === 0 || attempt >= ATTEMPTS_MS.length) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.sweep(keys, attempt).finally(() => this.running.delete(run));
      this.running.add(run);
    }, ATTEMPTS_MS[attempt]);
    this.timers.add(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private async sweep(keys: readonly string[], attempt: number): Promise<void> {
    try {
      const inUse = await this.files.keysInUse(keys);
      await this.deleteNow(keys.filter((key) => !inUse.has(key)));
      this.deleteWhenGone([...inUse], attempt + 1);
    } catch (error) {
      this.logger.warn(`blob sweep failed: ${String(error)}`);
      this.deleteWhenGone(keys, attempt + 1);
    }
  }
}
