import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** Passes bytes through unchanged, counting their length and SHA-256 on the way. */
export class HashingStream extends Transform {
  private readonly hash = createHash('sha256');
  private bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }

  /** Not `size`: lib-storage's Upload would take that for the body's total length (a Blob's). */
  get byteCount(): number {
    return this.bytes;
  }

  /** Lower-case hex; call once, after the stream has ended. */
  digest(): string {
    return this.hash.digest('hex');
  }
}
