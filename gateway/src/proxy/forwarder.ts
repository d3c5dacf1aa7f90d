import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool, type Dispatcher } from 'undici';
import { SERVICES, type ServiceName } from '../routes/services.js';
import { clientResponseHeaders, upstreamRequestHeaders } from './headers.js';

export interface ForwarderOptions {
  upstreams: Record<ServiceName, string>;
  /** How long a service may take to send its response headers (then 504). */
  upstreamTimeoutMs: number;
  /** Kept-alive connections per service, at most. */
  connections?: number;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

function errorBody(service: ServiceName, timedOut: boolean): { statusCode: number; message: string } {
  const name = SERVICES[service].displayName;
  return timedOut ? { statusCode: 504, message: `${name} did not answer in time` } : { statusCode: 502, message: `${name} is unavailable` };
}

/**
 * One proxied exchange, as an undici dispatch handler: the service's status and headers are
 * written to the caller's response as they arrive and the body is streamed through chunk by
 * chunk with backpressure, without a stream pipeline or a copy of the headers into fastify.
 * Until the service answers the reply is fastify's (so a failure is answered the usual way);
 * from its first byte it is hijacked.
 */
class Exchange implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | null = null;
  private readonly res: ServerResponse;
  private started = false;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly service: ServiceName,
  ) {
    this.res = reply.raw;
  }

  /** The caller went away before the answer was complete: stop the request to the service. */
  private readonly onClientClose = (): void => {
    if (!this.res.writableFinished) this.controller?.abort(new Error('the caller closed the connection'));
  };

  private readonly onDrain = (): void => {
    this.controller?.resume();
  };

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    this.res.once('close', this.onClientClose);
    if (this.res.destroyed) controller.abort(new Error('the caller closed the connection'));
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    if (statusCode < 200) return; // 1xx informational: the final answer follows
    this.started = true;
    this.reply.hijack();
    this.res.writeHead(statusCode, clientResponseHeaders(headers, this.request.id));
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (!this.res.write(chunk)) {
      controller.pause();
      this.res.once('drain', this.onDrain);
    }
  }

  onResponseEnd(): void {
    this.res.removeListener('close', this.onClientClose);
    this.res.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    this.res.removeListener('close', this.onClientClose);
    if (this.res.destroyed) return; // the caller is gone; nothing to answer
    if (this.started) {
      // Part of the answer is out: cut the connection so the caller sees it is incomplete.
      this.request.log.error({ err: error, service: this.service }, 'upstream response broke off');
      this.res.destroy(error);
      return;
    }
    const timedOut = TIMEOUT_CODES.has((error as { code?: string }).code ?? '');
    this.request.log.error({ err: error, service: this.service }, timedOut ? 'upstream timed out' : 'upstream unavailable');
    const body = errorBody(this.service, timedOut);
    void this.reply.code(body.statusCode).send(body);
  }
}

/**
 * Sends /api requests to the services over one undici pool per service origin: kept-alive
 * connections, no pipelining (a long call, e.g. an AI generation or an upload, must not hold up
 * the requests queued behind it on its connection).
 */
export class Forwarder {
  private readonly pools = new Map<string, Pool>();
  private readonly poolOf: Record<ServiceName, Pool>;

  constructor(options: ForwarderOptions) {
    const poolOf = {} as Record<ServiceName, Pool>;
    for (const [service, origin] of Object.entries(options.upstreams) as Array<[ServiceName, string]>) {
      let pool = this.pools.get(origin);
      if (!pool) {
        pool = new Pool(origin, {
          connections: options.connections ?? 128,
          pipelining: 1,
          keepAliveTimeout: 60_000,
          headersTimeout: options.upstreamTimeoutMs,
          bodyTimeout: 0,
        });
        this.pools.set(origin, pool);
      }
      poolOf[service] = pool;
    }
    this.poolOf = poolOf;
  }

  /**
   * Forwards the request (path and query as received) to the service. `body`: the bytes the
   * gateway read (sent unchanged), a stream to pass through (uploads), or none.
   */
  forward(request: FastifyRequest, reply: FastifyReply, service: ServiceName, body: Buffer | Readable | null): void {
    const raw = request.raw;
    const exchange = new Exchange(request, reply, service);
    try {
      this.poolOf[service].dispatch(
        {
          method: request.method as Dispatcher.HttpMethod,
          path: request.url,
          headers: upstreamRequestHeaders(raw.rawHeaders, raw.headers.connection, {
            requestId: request.id,
            ip: request.ip,
            protocol: request.protocol,
            host: raw.headers.host ?? '',
          }),
          body,
        },
        exchange,
      );
    } catch (error) {
      exchange.onResponseError(undefined, error as Error);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }
}
