import { randomBytes } from 'node:crypto';

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; content: Buffer | (() => AsyncIterable<Uint8Array>); contentType?: string };

export interface UploadAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  body: any;
}

/**
 * A multipart/form-data body written by hand, part by part in the given order, streamed: the
 * file name goes into the header as given (raw UTF-8, control characters and all), which a
 * browser's FormData would escape, and a file's content may be a generator (an endless stream).
 */
export function multipartBody(parts: readonly FormPart[]): { boundary: string; body: () => AsyncIterable<Uint8Array> } {
  const boundary = `----test${randomBytes(12).toString('hex')}`;
  async function* body(): AsyncIterable<Uint8Array> {
    for (const part of parts) {
      if ('value' in part) {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`, 'utf8');
        continue;
      }
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      );
      if (Buffer.isBuffer(part.content)) yield part.content;
      else for await (const chunk of part.content()) yield chunk;
      yield Buffer.from('\r\n', 'utf8');
    }
    yield Buffer.from(`--${boundary}--\r\n`, 'utf8');
  }
  return { boundary, body };
}

/** POSTs the parts to `<baseUrl>/api/upload<query>` as the token's user, the body streamed. */
export async function postUpload(baseUrl: string, token: string | null, parts: readonly FormPart[], query = ''): Promise<UploadAnswer> {
  const { boundary, body } = multipartBody(parts);
  const iterator = body()[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  const res = await fetch(`${baseUrl}/api/upload${query}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/** `total` bytes of csv text, streamed in 64 KB chunks (never held whole). */
export function csvStream(total: number): () => AsyncIterable<Uint8Array> {
  return async function* () {
    const line = Buffer.from('Ana,38.5,north\n'.repeat(4096), 'utf8');
    let sent = 0;
    while (sent < total) {
      const chunk = line.subarray(0, Math.min(line.length, total - sent));
      sent += chunk.length;
      yield chunk;
    }
  };
}
