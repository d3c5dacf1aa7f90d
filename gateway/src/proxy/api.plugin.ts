import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { InvalidTokenError, TokenVerifier } from '@milestone/nest-kit/token';
import { decodeJwt } from 'jose';
import type { RevocationList } from '@milestone/nest-kit/revocation';
import { VerifiedTokenCache } from '../auth/verified-token-cache.js';
import { checkPlatformHealth } from '../health/health.js';
import { Forwarder } from './forwarder.js';
import { SERVICES, type ServiceName } from '../routes/services.js';
import { ROUTE_TABLE, type RouteEntry } from '../routes/route-table.js';
import { NOT_FOUND } from '../web/web.plugin.js';
import { pathOf } from '../edge/edge.plugin.js';

export interface ApiPluginOptions {
  upstreams: Record<ServiceName, string>;
  verifier: TokenVerifier;
  /** Ended sessions (logout, password reset): their tokens are refused even when cached. */
  revocations: RevocationList;
  bodyLimitBytes: number;
  upstreamTimeoutMs: number;
  /** The table the edge resolved against (the streamed routes are read from it). */
  routeTable?: readonly RouteEntry[];
}

const UNAUTHORIZED = { statusCode: 401, message: 'Unauthorized' } as const;

function unavailable(service: ServiceName): { statusCode: 502; message: string } {
  return { statusCode: 502, message: `${SERVICES[service].displayName} is unavailable` };
}

/**
 * Everything under /api: the owning service from the route the edge resolved, check the token at
 * the edge (public routes excepted), then stream the request to the service over a kept-alive
 * undici pool and its answer back.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions): Promise<void> {
  const table = options.routeTable ?? ROUTE_TABLE;
  const { upstreams, verifier, revocations } = options;
  const verified = new VerifiedTokenCache();
  const forwarder = new Forwarder({ upstreams, upstreamTimeoutMs: options.upstreamTimeoutMs });
  app.addHook('onClose', () => forwarder.close());

  // Bodies are not parsed here: read up to the limit as bytes and forwarded unchanged.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimitBytes }, (_request, body, done) => done(null, body));

  function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown): void {
    // A JWKS that does not answer in time says nothing about the token: the keys are unavailable.
    if (error instanceof InvalidTokenError && error.message !== 'ERR_JWKS_TIMEOUT') {
      request.log.info({ reason: error.message }, 'token refused at the edge');
      void reply.code(401).send(UNAUTHORIZED);
    } else {
      request.log.warn({ err: error }, 'token keys unavailable');
      void reply.code(502).send(unavailable('identity'));
    }
  }

  function sessionEnded(request: FastifyRequest, reply: FastifyReply): void {
    request.log.info({ reason: 'ERR_SESSION_ENDED' }, 'token refused at the edge');
    void reply.code(401).send(UNAUTHORIZED);
  }

  // The edge check, before any body is read. Callback style: a signed-in caller's token is
  // usually in the verified cache, and then this hook finishes synchronously. Either way the
  // token's session is looked up among the revoked ones (while NATS is unreachable that list
  // holds what was seen before; the services still check, see RevokedSessionWatcher).
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const path = pathOf(request.url);
    if (path === '/api/health') return done();
    // The edge hook (edgePlugin, registered before this one) resolved the route.
    const match = request.apiRoute;
    if (!match) return void reply.code(404).send(NOT_FOUND);
    if (match.entry.public) return done();

    const token = TokenVerifier.bearer(request.headers.authorization);
    if (!token) return void reply.code(401).send(UNAUTHORIZED);
    const cachedSession = verified.sessionOf(token);
    if (cachedSession !== undefined) {
      return revocations.has(cachedSession) ? sessionEnded(request, reply) : done();
    }
    verifier.verify(token).then(
      (user) => {
        if (revocations.has(user.sessionId)) return sessionEnded(request, reply);
        const { exp } = decodeJwt(token); // verified just now: it decodes
        if (typeof exp === 'number') verified.add(token, user.sessionId, exp * 1000);
        done();
      },
      (error: unknown) => refuse(request, reply, error),
    );
  });

  function forward(request: FastifyRequest, reply: FastifyReply): void {
    const match = request.apiRoute;
    if (!match) return void reply.code(404).send(NOT_FOUND);
    // A buffered body goes out as the same bytes; a streamed one (upload) is passed through.
    const body = request.body;
    forwarder.forward(request, reply, match.entry.service, Buffer.isBuffer(body) || body instanceof Readable ? body : null);
  }

  app.get('/api/health', async (_request, reply) => {
    const health = await checkPlatformHealth(upstreams, revocations.state() === 'up');
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
    for (const entry of table.filter((e) => e.streamBody)) {
      upload.route({ method: [...entry.methods], url: entry.pattern.replace(/\/\*\*$/, '/*'), handler: forward });
    }
  });
}
