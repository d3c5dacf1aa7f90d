import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { BlobNotFoundError, BlobStore, type BlobInfo, type StoredBlob } from './blob-store.js';
import { HashingStream } from './hashing-stream.js';
import { assertSafeKey } from './storage-keys.js';

export interface S3StoreOptions {
  /** The S3 API's address, e.g. http://127.0.0.1:9000 for a MinIO or https://s3.eu-west-1.amazonaws.com. */
  endpoint: string;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK's default credential chain is used (environment, profile, role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`: what most S3-compatible servers need. */
  forcePathStyle: boolean;
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

/**
 * Blobs as objects of one bucket of any S3-compatible object storage (AWS SDK v3 with a
 * configurable endpoint). A put streams through lib-storage's Upload (multi-part above 5 MB;
 * an aborted upload is aborted on the server, so nothing is left under its key), counting the
 * size and SHA-256 in front of it.
 */
export class S3Store extends BlobStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StoreOptions) {
    super();
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // Checksums only where the API requires them: S3-compatible servers do not all take the
      // SDK's default CRC32 trailers; the store counts its own SHA-256 anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, options: { contentType?: string } = {}): Promise<StoredBlob> {
    assertSafeKey(key);
    const hashing = new HashingStream();
    // pipeline (not pipe): an error or abort of the body reaches the upload, which then rejects.
    pipeline(body, hashing, () => undefined);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: hashing, ...(options.contentType ? { ContentType: options.contentType } : {}) },
      // At most two 5 MB parts of one upload in memory at once.
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      hashing.destroy();
      throw error;
    }
    return { key, size: hashing.byteCount, sha256: hashing.digest() };
  }

  async get(key: string): Promise<Readable> {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 GetObject of ${key} answered no stream`);
      return answer.Body;
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  /** Closes the client's connections (the module's shutdown). */
  close(): void {
    this.client.destroy();
  }
}
