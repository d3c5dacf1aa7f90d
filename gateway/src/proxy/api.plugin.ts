import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InvalidTokenError, TokenVerifier } from '@milestone/nest-kit/token';
import { decodeJwt } from 'jose';
import { VerifiedTokenCache } from '../auth/verified-token-cache.js';
import { checkPlatformHealth } from '../health/health.js';
import { RouteMatcher, type RouteMatch } from '../routes/route-matcher.js';
import { ROUTE_TABLE, type RouteEntry } from '../routes/route-table.js';
import { SERVICES, type ServiceName } from '../routes/services.js';
import { NOT_FOUND } from '../web/web.plugin.js';

export interface ApiPluginOptions {
  upstreams: Record<ServiceName, string>;
  verifier: TokenVerifier;
  bodyLimitBytes: number;
  upstreamTimeoutMs: number;
  routeTable?: readonly RouteEntry[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The route-table entry this /api request resolved to (set by the edge hook). */
    apiRoute: RouteMatch | null;
  }
}

const UNAUTHORIZED = { statusCode: 401, message: 'Unauthorized' } as const;

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query >= 0 ? url.slice(0, query) : url;
}

function unavailable(service: ServiceName): { statusCode: 502; message: string } {
  return { statusCode: 502, message: `${SERVICES[service].displayName} is unavailable` };
}

/**
 * Everything under /api: resolve the owning service from the route table, check the token at
 * the edge (public routes excepted), then stream the request to the service over a kept-alive
 * undici pool and its answer back.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions): Promise<void> {
  const matcher = new RouteMatcher(options.routeTable ?? ROUTE_TABLE);
  const { upstreams, verifier } = options;
  const verified = new VerifiedTokenCache();

  app.decorateRequest('apiRoute', null);

  await app.register(replyFrom, {
    disableRequestLogging: true,
    undici: {
      connections: 128,
      pipelining: 1,
      keepAliveTimeout: 60_000,
      headersTimeout: options.upstreamTimeoutMs,
      bodyTimeout: 0,
    },
  });

  // Bodies are not parsed here: read up to the limit as bytes and forwarded unchanged.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimitBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (path === '/api/health') return;
    const match = matcher.resolve(request.method, path);
    if (!match) return reply.code(404).send(NOT_FOUND);
    request.apiRoute = match;
    if (match.entry.public) return;

    const token = TokenVerifier.bearer(request.headers.authorization);
    if (!token) return reply.code(401).send(UNAUTHORIZED);
    if (verified.has(token)) return;
    try {
      await verifier.verify(token);
      const { exp } = decodeJwt(token);
      if (typeof exp === 'number') verified.add(token, exp * 1000);
    } catch (error) {
      // A JWKS that does not answer in time says nothing about the token: the keys are unavailable.
      if (error instanceof InvalidTokenError && error.message !== 'ERR_JWKS_TIMEOUT') {
        request.log.info({ reason: error.message }, 'token refused at the edge');
        return reply.code(401).send(UNAUTHORIZED);
      }
      request.log.warn({ err: error }, 'token keys unavailable');
      return reply.code(502).send(unavailable('identity'));
    }
  });

  function forward(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const match = request.apiRoute;
    if (!match) return reply.code(404).send(NOT_FOUND);
    const service = match.entry.service;
    // A buffered body goes out as the same bytes (reply-from would re-encode JSON otherwise);
    // a streamed one (upload) is piped by reply-from itself.
    const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
    return reply.from(upstreams[service] + request.url, {
      ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
      rewriteRequestHeaders: (req, headers) => ({
        ...headers,
        'x-request-id': req.id,
        'x-forwarded-for': req.ip,
        'x-forwarded-proto': req.protocol,
        'x-forwarded-host': req.headers.host ?? '',
      }),
      onError: (errorReply, { error }) => {
        // reply-from has logged the error already (with the request id).
        const timedOut = (error as { statusCode?: number }).statusCode === 504;
        if (timedOut) {
          errorReply
            .code(504)
            .send({ statusCode: 504, message: `${SERVICES[service].displayName} did not answer in time` });
        } else {
          errorReply.code(502).send(unavailable(service));
        }
      },
    });
  }

  app.get('/api/health', async (_request, reply) => {
    const health = await checkPlatformHealth(upstreams);
    return reply
      .code(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });

  app.all('/api', forward);
  app.all('/api/*', forward);

  // Uploads stream through without the gateway's body limit: svc-files enforces its own.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const entry of (options.routeTable ?? ROUTE_TABLE).filter((e) => e.streamBody)) {
      upload.route({ method: [...entry.methods], url: entry.pattern.replace(/\/\*\*$/, '/*'), handler: forward });
    }
  });
}
