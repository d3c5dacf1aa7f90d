import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server speaking the chat-completions contract (POST /v1/chat/completions), for the
 * OpenAI-compatible provider's tests. Each test scripts its answers in order (`answerWith`, `then`);
 * when the script runs out it repeats the last one. It records every request it got.
 */

/** What the server answers to one request. */
export type ScriptedAnswer =
  /** A completion whose content is this value as JSON (or this string as is). */
  | { kind: 'json'; value: unknown; usage?: Usage }
  | { kind: 'content'; content: string | null; usage?: Usage }
  /** An error status with the OpenAI error body and headers (429 with Retry-After, 500...). */
  | { kind: 'error'; status: number; message: string; headers?: Record<string, string> }
  /** A 400 refusing the given response_format type ('json_schema' or 'json_object'), else the answer. */
  | { kind: 'refuse-format'; refuse: Array<'json_schema' | 'json_object'>; then: ScriptedAnswer }
  /** The answer, sent only after delayMs (longer than the client's timeout: a timeout). */
  | { kind: 'delay'; delayMs: number; then: ScriptedAnswer }
  /** A raw body (not the contract: a malformed answer). */
  | { kind: 'raw'; status: number; body: string; contentType?: string };

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface RecordedRequest {
  at: number;
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
    [key: string]: unknown;
  };
}

export const DEFAULT_USAGE: Usage = { prompt_tokens: 120, completion_tokens: 45 };

export class ChatCompletionsServer {
  readonly requests: RecordedRequest[] = [];
  private script: ScriptedAnswer[] = [];
  private served = 0;
  private readonly pending = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  /** Starts on a free loopback port; `baseURL` ends in /v1 as the client expects. */
  static async start(): Promise<ChatCompletionsServer> {
    const handler: { serve?: (req: IncomingMessage, res: ServerResponse) => void } = {};
    const server = createServer((req, res) => handler.serve?.(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const self = new ChatCompletionsServer(server, `http://127.0.0.1:${port}`);
    handler.serve = (req, res) => void self.handle(req, res);
    return self;
  }

  get baseURL(): string {
    return `${this.url}/v1`;
  }

  /** Forgets the requests and answers of the previous test and scripts the next answers. */
  answerWith(...answers: ScriptedAnswer[]): this {
    this.requests.length = 0;
    this.served = 0;
    this.script = answers;
    return this;
  }

  async close(): Promise<void> {
    for (const res of this.pending) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: RecordedRequest['body'] = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    this.requests.push({ at: Date.now(), path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      send(res, 404, { error: { message: `No route ${req.method} ${req.url}`, type: 'invalid_request_error' } });
      return;
    }
    const answer = this.script[Math.min(this.served, this.script.length - 1)];
    this.served++;
    if (!answer) {
      send(res, 500, { error: { message: 'The test scripted no answer', type: 'server_error' } });
      return;
    }
    this.pending.add(res);
    res.on('close', () => this.pending.delete(res));
    await this.respond(answer, body, res);
  }

  private async respond(answer: ScriptedAnswer, body: RecordedRequest['body'], res: ServerResponse): Promise<void> {
    switch (answer.kind) {
      case 'json':
        return this.respond({ kind: 'content', content: JSON.stringify(answer.value), usage: answer.usage }, body, res);
      case 'content': {
        const usage = answer.usage ?? DEFAULT_USAGE;
        send(res, 200, {
          id: `chatcmpl-${this.requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model ?? 'unknown',
          choices: [{ index: 0, message: { role: 'assistant', content: answer.content, refusal: null }, finish_reason: 'stop', logprobs: null }],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
        });
        return;
      }
      case 'error':
        send(
          res,
          answer.status,
          { error: { message: answer.message, type: answer.status === 429 ? 'rate_limit_error' : 'server_error', code: null, param: null } },
          answer.headers,
        );
        return;
      case 'refuse-format': {
        const type = body.response_format?.type;
        if (type && (answer.refuse as string[]).includes(type)) {
          send(res, 400, {
            error: {
              message: `Invalid parameter: 'response_format' of type '${type}' is not supported with this model.`,
              type: 'invalid_request_error',
              param: 'response_format',
              code: null,
            },
          });
          return;
        }
        return this.respond(answer.then, body, res);
      }
      case 'delay':
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, answer.delayMs);
          res.on('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        if (res.destroyed || res.writableEnded) return;
        return this.respond(answer.then, body, res);
      case 'raw':
        res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' });
        res.end(answer.body);
        return;
    }
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
