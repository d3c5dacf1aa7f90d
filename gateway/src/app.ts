import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { TokenVerifier } from '@milestone/nest-kit/token';
import type { GatewayConfig } from './config/env.schema.js';
import { apiPlugin } from './proxy/api.plugin.js';
import type { RouteEntry } from './routes/route-table.js';
import { webPlugin } from './web/web.plugin.js';

// An incoming id is kept when it looks like an id (a uuid, a trace id ...), so a caller can
// follow its request through the logs; anything else is replaced.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

export interface GatewayDeps {
  verifier?: TokenVerifier;
  routeTable?: readonly RouteEntry[];
  /** Where the JSON log lines go (stdout by default). */
  logStream?: { write(line: string): void };
}

export async function buildGateway(config: GatewayConfig, deps: GatewayDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, base: { service: 'gateway' }, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // One log line per request is written in onResponse below.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: false,
    return503OnClosing: true,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.addHook('onResponse', async (request, reply) => {
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
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      statusCode === 413
        ? `Request body is too large (limit ${Math.round(config.bodyLimitBytes / 1024)} KiB)`
        : statusCode >= 500
          ? 'Internal Server Error'
          : error.message;
    return reply.code(statusCode).send({ statusCode, message });
  });

  const verifier = deps.verifier ?? new TokenVerifier({ identityUrl: config.upstreams.identity });
  await app.register(apiPlugin, {
    upstreams: config.upstreams,
    verifier,
    bodyLimitBytes: config.bodyLimitBytes,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    ...(deps.routeTable ? { routeTable: deps.routeTable } : {}),
  });
  await webPlugin(app, { webRoot: config.webRoot });

  return app;
}
