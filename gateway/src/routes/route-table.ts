import type { HttpMethod, ServedRoute } from './served-route.js';
import { SERVED_ROUTES } from './served-routes.js';
import type { ServiceName } from './services.js';

export type { HttpMethod } from './served-route.js';

export interface RouteEntry {
  methods: readonly HttpMethod[];
  /**
   * Path pattern: static segments, `:name` for one segment, and a final `**` for zero or more
   * segments. The most specific matching pattern wins (static > `:param` > `**`, left to right).
   */
  pattern: string;
  service: ServiceName;
  /** Reachable without a token. The service still decides what an anonymous caller may do. */
  public?: boolean;
  /** The body is streamed to the service without the gateway's size limit (the service limits it). */
  streamBody?: boolean;
}

/** A served operation as its OpenAPI document names it: 'POST /api/invitations/{token}/accept'. */
export type OperationKey = `${HttpMethod} /api/${string}`;

/**
 * The routes reachable without a token: exactly the design's (spec 000/001 and the issue 3 API
 * design). Every other route needs a token. GET /api/health is answered by the gateway itself.
 */
export const PUBLIC_ROUTES: readonly OperationKey[] = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  // Reads the httpOnly session cookie: the access token may have expired already.
  'POST /api/auth/refresh',
  'POST /api/auth/forgot-password',
  'GET /api/invitations/validate',
  'POST /api/invitations/{token}/accept',
  'POST /api/invitations/{token}/set-password',
  // Public only on this machine, while DEV_MAILBOX is on and no SMTP_URL is set: else 404 (the
  // gateway's edge decides first, svc-identity again; see edge/edge.plugin.ts).
  'GET /api/dev/mailbox',
  // A dev mailbox message's file, opened by an <a download> (no bearer token): as the mailbox above.
  'GET /api/dev/mailbox/{id}/attachments/{index}',
  // Downloads open in a new window or through an <a download>, which carry no bearer token: svc-files
  // checks the request's short-lived download link (`?link=`, minted by POST /api/download-links
  // with a token, good for that one path for a minute) or a bearer token, and refuses (401) a
  // request with neither.
  'GET /api/download-output/{executionId}/{fileName}',
  'GET /api/download-all-files',
  'GET /api/download-task-file',
];

/**
 * The routes whose body is streamed to the service without the gateway's size limit (the
 * service limits it), as multipart or JSON: the upload (svc-files counts its bytes and cuts it
 * at UPLOAD_MAX_BYTES + 1).
 */
export const STREAMED_ROUTES: readonly OperationKey[] = ['POST /api/upload'];

export function operationKey(route: Pick<ServedRoute, 'method' | 'path'>): OperationKey {
  return `${route.method} ${route.path}` as OperationKey;
}

/** `/api/tasks/{id}` -> `/api/tasks/:id`. */
function patternOf(openApiPath: string): string {
  return openApiPath.replace(/\{([^}/]+)\}/g, ':$1');
}

/**
 * The gateway's route table: one entry per operation the services serve (their committed
 * OpenAPI documents, generated into served-routes.ts), marked public or streamed by the lists
 * above. A list naming an operation no service serves is a mistake, refused here at start-up.
 */
export function buildRouteTable(
  served: readonly ServedRoute<ServiceName>[],
  options: { public: readonly OperationKey[]; streamed: readonly OperationKey[] },
): RouteEntry[] {
  const known = new Set(served.map(operationKey));
  for (const key of [...options.public, ...options.streamed]) {
    if (!known.has(key)) throw new Error(`the route table names ${key}, which no service serves`);
  }
  const isPublic = new Set(options.public);
  const isStreamed = new Set(options.streamed);
  return served.map((route) => {
    const key = operationKey(route);
    return {
      methods: [route.method],
      pattern: patternOf(route.path),
      service: route.service,
      ...(isPublic.has(key) ? { public: true } : {}),
      ...(isStreamed.has(key) ? { streamBody: true } : {}),
    };
  });
}

/** Which service answers which /api path: exactly the operations the services serve. */
export const ROUTE_TABLE: readonly RouteEntry[] = buildRouteTable(SERVED_ROUTES, { public: PUBLIC_ROUTES, streamed: STREAMED_ROUTES });
