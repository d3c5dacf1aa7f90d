import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { TokenVerifier } from '@milestone/nest-kit/token';
import { RevokedSessionWatcher, type RevocationList, type WatcherLog } from '@milestone/nest-kit/revocation';
import type { GatewayConfig } from './config/env.schema.js';
import { edgePlugin } from './edge/edge.plugin.js';
import { BatchedLineWriter } from './logging/batched-line-writer.js';
import { apiPlugin } from './proxy/api.plugin.js';
import { ROUTE_TABLE, type RouteEntry } from './routes/route-table.js';
import { webPlugin } from './web/web.plugin.js';

// An incoming id is kept when it looks like an id (a uuid, a trace id ...), so a caller can
// follow its request through the logs; anything else is replaced.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * A 413 is answered once the rest of the body has been read and dropped (up to `maxBytes`, within
 * `timeoutMs`): a client still sending would otherwise meet a closed connection and report a
 * broken pipe instead of the answer. Past either bound the connection is closed as before.
 */
const OVERSIZED_BODY_DISCARD = { maxBytes: 32 * 1024 * 1024, timeoutMs: 10_000 };

function discardBody(stream: IncomingMessage, { maxBytes, timeoutMs }: typeof OVERSIZED_BODY_DISCARD): Promise<boolean> {
  return new Promise((resolve) => {
    if (stream.readableEnded) return resolve(true);
    if (stream.destroyed) return resolve(false);
    let seen = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      stream.off('data', onData).off('end', onEnd).off('error', onStop).off('close', onStop);
      if (!whole) stream.pause();
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onStop = () => finish(false);
    const timer = setTimeout(onStop, timeoutMs);
    stream.on('data', onData).once('end', onEnd).once('error', onStop).once('close', onStop);
    stream.resume();
  });
}

export interface GatewayDeps {
  verifier?: TokenVerifier;
  routeTable?: readonly RouteEntry[];
  /** The ended sessions; by default watched in NATS (config.natsUrl) from start to close. */
  revocations?: RevocationList;
  /** Where the JSON log lines go (stdout by default). */
  logStream?: { write(line: string): void };
}

let stdoutWriter: BatchedLineWriter | undefined;
function stdoutLines(): BatchedLineWriter {
  if (!stdoutWriter) {
    stdoutWriter = new BatchedLineWriter(process.stdout);
    process.once('exit', stdoutWriter.flush);
  }
  return stdoutWriter;
}

function watcherLog(app: FastifyInstance): WatcherLog {
  const log = app.log.child({ component: 'revoked-sessions' });
  return { info: (message) => log.info(message), warn: (message) => log.warn(message) };
}

export async function buildGateway(config: GatewayConfig, deps: GatewayDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Lines go to stdout in one write per event-loop turn (see BatchedLineWriter).
    logger: { level: config.logLevel, base: { service: 'gateway' }, stream: deps.logStream ?? stdoutLines() },
    // One log line per request is written in onResponse below.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    // request.ip (forwarded to the services as X-Forwarded-For) is the socket's address, or behind
    // the proxies of TRUST_PROXY the client's address they forwarded.
    trustProxy: config.trustProxy && config.trustProxy.length > 0 ? config.trustProxy : false,
    return503OnClosing: true,
  });

  // Hooks in callback style: no promise per request. A proxied answer (written by the forwarder
  // straight to the socket) sets x-request-id itself.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
        service: request.apiRoute?.entry.service,
      },
      'request',
    );
    done();
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (statusCode === 413 && (await discardBody(request.raw, OVERSIZED_BODY_DISCARD))) {
      // Fastify closes the connection after a 413 that left the body unread; read whole, it can stay.
      reply.removeHeader('connection');
    }
    const message =
      statusCode === 413
        ? `Request body is too large (limit ${Math.round(config.bodyLimitBytes / 1024)} KiB)`
        : statusCode >= 500
          ? 'Internal Server Error'
          : error.message;
    return reply.code(statusCode).send({ statusCode, message });
  });

  const verifier = deps.verifier ?? new TokenVerifier({ identityUrl: config.upstreams.identity });
  let revocations = deps.revocations;
  if (!revocations) {
    // Started now and in the background: the gateway serves while NATS is unreachable.
    const watcher = new RevokedSessionWatcher({ natsUrl: config.natsUrl, name: 'gateway', log: watcherLog(app) });
    watcher.start();
    app.addHook('onClose', () => watcher.stop());
    revocations = watcher;
  }
  // Before the API routes: its refusals come before the token check and the body.
  edgePlugin(app, { routeTable: deps.routeTable ?? ROUTE_TABLE, devMailbox: config.devMailbox, appUrl: config.appUrl });
  await app.register(apiPlugin, {
    upstreams: config.upstreams,
    verifier,
    revocations,
    bodyLimitBytes: config.bodyLimitBytes,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    ...(deps.routeTable ? { routeTable: deps.routeTable } : {}),
  });
  await webPlugin(app, { webRoot: config.webRoot });

  return app;
}
