import type { Logger } from '@nestjs/common';
import type { StoredKey } from '../file/file.repository.js';
import type { BlobStore } from './blob-store.js';

/** Blob deletions under way at once in a release. */
export const BLOB_DELETE_CONCURRENCY = 8;

/**
 * Deletes the rows' blobs, a few at a time (BLOB_DELETE_CONCURRENCY); answers the ids whose blob
 * is gone (or was missing). A blob that cannot be deleted is logged, and its id left out: the
 * caller keeps that row, so no blob is ever left without a row naming it.
 */
export async function deleteBlobsOf(store: BlobStore, rows: readonly StoredKey[], logger: Logger): Promise<number[]> {
  const gone: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      try {
        await store.delete(row.key);
        gone.push(row.id);
      } catch (error) {
        logger.warn(`deleting blob ${row.key} failed (its row stays): ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(BLOB_DELETE_CONCURRENCY, rows.length) }, worker));
  return gone;
}
