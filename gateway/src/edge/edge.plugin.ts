import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { crossSiteRefusal, fromThisMachine, mediaTypeRefusal, type Refusal } from '@milestone/nest-kit/edge';
import { RouteMatcher, type RouteMatch } from '../routes/route-matcher.js';
import type { RouteEntry } from '../routes/route-table.js';
import { NOT_FOUND } from '../web/web.plugin.js';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './security-headers.js';

export interface EdgePluginOptions {
  routeTable: readonly RouteEntry[];
  /** The dev mailbox is on (DEV_MAILBOX and no SMTP_URL): served to loopback callers only. */
  devMailbox: boolean;
  /** APP_URL's origin: its pages may send state-changing requests besides the Host's own. */
  appUrl: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The route-table entry this /api request resolved to, once (the edge hook): null when none. */
    apiRoute: RouteMatch | null;
  }
}

const JSON_ONLY = ['application/json'];
// A streamed route (an upload, see STREAMED_ROUTES) takes a multipart form, as the spec's table says.
const JSON_OR_MULTIPART = ['application/json', 'multipart/form-data'];

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query >= 0 ? url.slice(0, query) : url;
}

/**
 * What the gateway checks on every request before routing: the security headers of every answer,
 * the dev mailbox for this machine only, no state-changing request from another site's pages, and
 * JSON bodies only on the JSON endpoints. Registered on the root instance before the API routes,
 * so a refused request never reaches the token check, the body parser or a service.
 */
export function edgePlugin(app: FastifyInstance, options: EdgePluginOptions): void {
  const matcher = new RouteMatcher(options.routeTable);
  app.decorateRequest('apiRoute', null);
  const trustedOrigins = options.appUrl ? [options.appUrl] : [];
  const appHostNames = options.appUrl ? [new URL(options.appUrl).hostname] : [];
  const httpsApp = options.appUrl?.startsWith('https:') ?? false;

  function refuse(reply: FastifyReply, refusal: Refusal): void {
    void reply.code(refusal.statusCode).send(refusal);
  }

  /**
   * The dev mailbox holds every reset and invitation link: only a caller on this machine may read
   * it, decided on the socket's address (see fromThisMachine). svc-identity decides again.
   */
  function mailboxAllowed(request: FastifyRequest): boolean {
    return options.devMailbox && fromThisMachine(request.raw.socket.remoteAddress, request.headers, appHostNames);
  }

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // On the raw response: proxied answers are written by the forwarder straight to it, and
    // Node merges these into whatever writeHead sends.
    const res = reply.raw;
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    if (httpsApp || request.protocol === 'https') res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);

    const crossSite = crossSiteRefusal(request.method, request.headers, { host: request.headers.host, protocol: request.protocol }, trustedOrigins);
    if (crossSite) {
      request.log.info({ origin: request.headers.origin, referer: request.headers.referer }, 'cross-site request refused');
      return refuse(reply, crossSite);
    }

    const path = pathOf(request.url);
    if (path !== '/api' && !path.startsWith('/api/')) return done();
    const match = matcher.resolve(request.method, path);
    // Resolved once per request: the API routes read it (owner, public, streamed) and the log line.
    request.apiRoute = match ?? null;
    if (match?.entry.pattern.startsWith('/api/dev/') && !mailboxAllowed(request)) {
      if (options.devMailbox) request.log.info({ peer: request.raw.socket.remoteAddress }, 'dev mailbox refused to a caller off this machine');
      return void reply.code(404).send(NOT_FOUND);
    }
    const wrongType = mediaTypeRefusal(request.method, request.headers, match?.entry.streamBody ? JSON_OR_MULTIPART : JSON_ONLY);
    if (wrongType) return refuse(reply, wrongType);
    done();
  });
}
