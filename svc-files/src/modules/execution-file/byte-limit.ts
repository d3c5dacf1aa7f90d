import { Transform, type TransformCallback } from 'node:stream';

/** Passes bytes through until more than `maxBytes` went by, then fails with `tooLarge()`. */
export class ByteLimit extends Transform {
  private seen = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly tooLarge: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.maxBytes) return callback(this.tooLarge());
    callback(null, chunk);
  }
}
