import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import { signServiceToken } from '@milestone/nest-kit';
import { WorkerEnv } from '../../../config/worker-env.schema.js';

/** An input svc-files handed over for a run. */
export interface ClaimedInput {
  id: number;
  originalName: string;
  size: number;
  contentUrl: string;
}

/** An output svc-files stored: its name there (sanitised, unique within the run). */
export interface StoredOutput {
  id: number;
  name: string;
  size: number;
}

export interface RunScope {
  companyId: number;
  taskId: number;
  executionId: number;
}

/** svc-files answered a worker's call with an error (or could not be reached). */
export class FilesCallError extends Error {
  constructor(
    message: string,
    /** svc-files' status, or null when it did not answer. */
    readonly status: number | null = null,
    /** What svc-files said (its error's message when it sent one). */
    readonly answer = '',
  ) {
    super(message);
  }

  /** The failure in words a user may read: svc-files' status and message, no address or path. */
  describe(): string {
    return this.status === null ? 'svc-files could not be reached' : `svc-files answered ${this.status}${this.answer ? `: ${this.answer}` : ''}`;
  }
}

/** How long one call to svc-files may take (an output of 100 MB streams well within it). */
const CALL_TIMEOUT_MS = 120_000;
/** An output up to this size is sent from memory with its length; a larger one streams from disk. */
const SMALL_OUTPUT_BYTES = 1024 * 1024;
/** Connections to svc-files kept open between calls (one per run slot is plenty). */
const HTTP_AGENT = new http.Agent({ keepAlive: true });
const HTTPS_AGENT = new https.Agent({ keepAlive: true });
/** A service token is signed for 60 s and reused for this long (signing one per call cost a little of every run). */
const TOKEN_REUSE_MS = 30_000;

/**
 * svc-files' /internal API as the worker calls it, each request with a service token (iss
 * svc-tasks, aud svc-files, reused for 30 s of its 60): claim a run's inputs, download them, store
 * its outputs.
 */
@Injectable()
export class FilesClient {
  private token: { value: Promise<string>; until: number } | null = null;

  constructor(private readonly env: WorkerEnv) {}

  /** Claims exactly `fileIds` (the inputs the run was queued with) for the run, and lists them. */
  async claimInputs(scope: RunScope, fileIds: number[]): Promise<ClaimedInput[]> {
    const answer = await this.call('POST', `/internal/executions/${scope.executionId}/inputs`, {
      body: JSON.stringify({ companyId: scope.companyId, taskId: scope.taskId, fileIds }),
      contentType: 'application/json',
    });
    return ((await answer.json()) as { files: ClaimedInput[] }).files;
  }

  /** Streams an input's bytes into `target`. */
  async download(input: ClaimedInput, target: string): Promise<void> {
    const answer = await this.call('GET', input.contentUrl);
    await pipeline(answer.body, createWriteStream(target, { mode: 0o600 }));
  }

  /**
   * Streams one of the company's input files into `target` without a run (the AI builder's dry run
   * of a generated script on the task's input), and answers its name as the user uploaded it.
   */
  async downloadInput(companyId: number, fileId: number, target: string): Promise<string> {
    const answer = await this.call('GET', `/internal/files/${fileId}/content?companyId=${companyId}`);
    await pipeline(answer.body, createWriteStream(target, { mode: 0o600 }));
    return fileNameOf(answer.header('content-disposition')) ?? `input-${fileId}`;
  }

  /** Sends the file at `source` to svc-files as an output of the run: a small one whole, with its length; a large one streamed. */
  async storeOutput(scope: RunScope, name: string, source: string | Buffer): Promise<StoredOutput> {
    const query = `companyId=${scope.companyId}&taskId=${scope.taskId}`;
    const small = (await stat(source)).size <= SMALL_OUTPUT_BYTES;
    const answer = await this.call('PUT', `/internal/executions/${scope.executionId}/outputs/${encodeURIComponent(name)}?${query}`, {
      body: small ? await readFile(source) : createReadStream(source),
      contentType: 'application/octet-stream',
    });
    return (await answer.json()) as StoredOutput;
  }

  /** A service token for svc-files (iss svc-tasks, aud svc-files), signed for 60 s and reused for half of that. */
  private serviceToken(secret: string): Promise<string> {
    const now = Date.now();
    if (!this.token || this.token.until <= now) {
      const value = signServiceToken(secret, { iss: 'svc-tasks', aud: 'svc-files' });
      this.token = { value, until: now + TOKEN_REUSE_MS };
      value.catch(() => (this.token = null));
    }
    return this.token.value;
  }

  /**
   * One call to svc-files over node:http (kept-alive connections; a tenth of fetch's cost per call
   * here): a failed answer (or none) is a FilesCallError with svc-files' text.
   */
  private async call(method: string, path: string, init: { body?: string | Buffer | Readable; contentType?: string } = {}): Promise<FilesAnswer> {
    const secret = this.env.SERVICE_TOKEN_SECRET;
    if (!secret) throw new FilesCallError('SERVICE_TOKEN_SECRET is not set: the worker cannot call svc-files');
    const token = await this.serviceToken(secret);
    const url = new URL(path, this.env.FILES_URL);
    const headers: Record<string, string | number> = { authorization: `Bearer ${token}` };
    if (init.contentType) headers['content-type'] = init.contentType;
    if (typeof init.body === 'string' || Buffer.isBuffer(init.body)) headers['content-length'] = Buffer.byteLength(init.body);
    let response: IncomingMessage;
    try {
      response = await new Promise<IncomingMessage>((resolve, reject) => {
        const transport = url.protocol === 'https:' ? https : http;
        const request = transport.request(
          url,
          { method, headers, agent: url.protocol === 'https:' ? HTTPS_AGENT : HTTP_AGENT, timeout: CALL_TIMEOUT_MS },
          resolve,
        );
        request.on('timeout', () => request.destroy(new Error(`no answer within ${CALL_TIMEOUT_MS / 1000} s`)));
        request.on('error', reject);
        if (init.body instanceof Readable) {
          init.body.on('error', (error) => request.destroy(error));
          init.body.pipe(request);
        } else request.end(init.body);
      });
    } catch (error) {
      throw new FilesCallError(`svc-files could not be reached at ${this.env.FILES_URL}: ${String(error)}`);
    }
    const answer = new FilesAnswer(response);
    if (answer.status < 200 || answer.status >= 300) {
      const text = await answer.text().catch(() => '');
      throw new FilesCallError(`${method} ${url.pathname} answered ${answer.status}: ${text.slice(0, 500)}`, answer.status, errorMessageOf(text));
    }
    return answer;
  }
}

/** svc-files' answer: its status, a header, and its body read whole or streamed. */
class FilesAnswer {
  constructor(private readonly response: IncomingMessage) {}

  get status(): number {
    return this.response.statusCode ?? 0;
  }

  get body(): Readable {
    return this.response;
  }

  header(name: string): string | null {
    const value = this.response.headers[name.toLowerCase()];
    return typeof value === 'string' ? value : null;
  }

  async text(): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.response) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }
}

/** The `message` of a service's JSON error body ({ statusCode, message }), else its text, cut to 300 characters. */
export function errorMessageOf(text: string): string {
  let message: unknown = text;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message ?? text;
  } catch {
    // not JSON: the text itself
  }
  return (Array.isArray(message) ? message.join('; ') : String(message)).trim().slice(0, 300);
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first, else filename). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // a malformed encoding: the plain filename below
    }
  }
  const plain = /filename="((?:[^"\\]|\\.)*)"/i.exec(disposition) ?? /filename=([^;]+)/i.exec(disposition);
  return plain ? plain[1]!.replace(/\\(.)/g, '$1').trim() : null;
}
