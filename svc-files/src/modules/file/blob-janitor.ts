import { Injectable, Logger } from '@nestjs/common';
import { BlobStore } from '../storage/blob-store.js';

/**
 * Deletes the blobs of rows a committed transaction deleted (a replaced or cleared input no
 * execution used). A blob that cannot be deleted is logged and left behind. A deleted task's
 * files go with its release (TaskFilesRelease), blob before row.
 */
@Injectable()
export class BlobJanitor {
  private readonly logger = new Logger(BlobJanitor.name);

  constructor(private readonly store: BlobStore) {}

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
}
