import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';
import { FileTooLargeError, InvalidFileTypeError } from '../upload.errors.js';
import type { UploadKind } from './file-kind.js';

/** A zip's local file header: every xlsx starts with it. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An OLE compound file's header: what an .xls is. */
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/**
 * Documents that are plain text at their start but are no CSV: refused under a .csv name (the
 * binary formats — executables, images, archives — fail the control-character check anyway).
 */
const TEXT_DOCUMENT_MAGICS = ['%PDF-', '%!PS', '{\\rtf'].map((m) => Buffer.from(m, 'latin1'));
const HEAD_BYTES = 8;

/** Bytes no CSV holds: NUL and the C0 controls other than tab, LF, VT, FF, CR and the DOS end-of-file mark. */
function isForbiddenControl(byte: number): boolean {
  return byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0b && byte !== 0x0c && byte !== 0x0d && byte !== 0x1a;
}

/** Bytes Windows-1252 leaves undefined: text that holds one is in neither encoding. */
function isUndefinedInCp1252(byte: number): boolean {
  return byte === 0x81 || byte === 0x8d || byte === 0x8f || byte === 0x90 || byte === 0x9d;
}

export interface InspectedContent {
  size: number;
  /** Lower-case hex. */
  sha256: string;
  /** For a csv: 'utf-8' or, when the bytes are no valid UTF-8, 'windows-1252'. */
  encoding: 'utf-8' | 'windows-1252' | null;
}

/**
 * Passes an upload's bytes through while checking them, so nothing is read twice and nothing is
 * held whole: it counts them (more than `maxBytes` fails with FileTooLargeError: the request is
 * cut at maxBytes + 1), hashes them (SHA-256), checks the first bytes against the kind the name
 * claims (xlsx: a zip; xls: an OLE compound file; csv: not a known document format) and, for a
 * csv, that every byte is text: no NUL or control bytes, valid UTF-8 or else valid Windows-1252.
 * A refusal fails the stream as soon as it is seen (InvalidFileTypeError).
 */
export class ContentInspector extends Transform {
  private size = 0;
  private readonly hash = createHash('sha256');
  private head = Buffer.alloc(0);
  private headChecked = false;
  private utf8: TextDecoder | null;
  private cp1252 = true;
  private result: InspectedContent | null = null;

  constructor(
    private readonly kind: UploadKind,
    private readonly maxBytes: number,
  ) {
    super();
    this.utf8 = kind === 'csv' ? new TextDecoder('utf-8', { fatal: true }) : null;
  }

  /** What was counted, once the stream has ended without a refusal. */
  get inspected(): InspectedContent {
    if (!this.result) throw new Error('the upload has not been read to its end');
    return this.result;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(new FileTooLargeError());
    if (!this.headChecked) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
      if (this.head.length >= HEAD_BYTES) {
        this.headChecked = true;
        if (!this.headMatches()) return callback(new InvalidFileTypeError());
      }
    }
    if (this.kind === 'csv' && !this.isText(chunk)) return callback(new InvalidFileTypeError());
    this.hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (!this.headChecked && !this.headMatches()) return callback(new InvalidFileTypeError());
    let encoding: InspectedContent['encoding'] = null;
    if (this.kind === 'csv') {
      if (this.utf8 && !this.decodes(new Uint8Array(0), false)) this.utf8 = null;
      if (!this.utf8 && !this.cp1252) return callback(new InvalidFileTypeError());
      encoding = this.utf8 ? 'utf-8' : 'windows-1252';
    }
    this.result = { size: this.size, sha256: this.hash.digest('hex'), encoding };
    callback();
  }

  private headMatches(): boolean {
    const head = this.head;
    switch (this.kind) {
      case 'xlsx':
        return head.length >= ZIP_MAGIC.length && head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC);
      case 'xls':
        return head.length >= OLE_MAGIC.length && head.equals(OLE_MAGIC);
      case 'csv':
        return !TEXT_DOCUMENT_MAGICS.some((magic) => head.length >= magic.length && head.subarray(0, magic.length).equals(magic));
    }
  }

  /** Whether the chunk keeps the csv text: no forbidden byte, and still UTF-8 or Windows-1252. */
  private isText(chunk: Buffer): boolean {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte < 0x20) {
        if (isForbiddenControl(byte)) return false;
      } else if (byte >= 0x80 && this.cp1252 && isUndefinedInCp1252(byte)) {
        this.cp1252 = false;
      }
    }
    if (this.utf8 && !this.decodes(chunk, true)) this.utf8 = null;
    return this.utf8 !== null || this.cp1252;
  }

  private decodes(bytes: Uint8Array, stream: boolean): boolean {
    try {
      this.utf8!.decode(bytes, { stream });
      return true;
    } catch {
      return false;
    }
  }
}
