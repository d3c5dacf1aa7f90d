import type { Readable } from 'node:stream';

/** What a store reports of a blob it has written: its length and SHA-256, counted as it streamed. */
export interface StoredBlob {
  key: string;
  size: number;
  /** Lower-case hex. */
  sha256: string;
}

export interface BlobInfo {
  size: number;
}

/**
 * Where svc-files keeps file contents: local disk (FILES_DIR) or S3-compatible object storage,
 * chosen by configuration (FILES_STORAGE). Keys are `<companyId>/<taskId>/...`, built only by
 * `blobKey` (storage-keys.ts); every implementation refuses a key that could leave its root.
 *
 * A write streams: nothing holds the whole blob in memory. A failed or aborted write leaves no
 * blob behind under `key`.
 */
export abstract class BlobStore {
  /** 'local' or 's3': shown in logs and the README's figures. */
  abstract readonly kind: string;

  /** Writes `body` under `key` (replacing any blob there), counting size and SHA-256 on the way. */
  abstract put(key: string, body: Readable, options?: { contentType?: string }): Promise<StoredBlob>;

  /** The blob's bytes as a stream; rejects with BlobNotFoundError when there is none. */
  abstract get(key: string): Promise<Readable>;

  /** The blob's size, or null when there is none. */
  abstract stat(key: string): Promise<BlobInfo | null>;

  /** Removes the blob; removing one that is not there is not an error. */
  abstract delete(key: string): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`no blob under ${key}`);
    this.name = 'BlobNotFoundError';
  }
}

/** A key that is not a clean relative path of the store (absolute, `..`, NUL, backslash, ...). */
export class UnsafeBlobKeyError extends Error {
  constructor(key: string) {
    super(`refused blob key ${JSON.stringify(key)}`);
    this.name = 'UnsafeBlobKeyError';
  }
}
