import type { IncomingHttpHeaders } from 'node:http';

// Hop-by-hop headers (RFC 9110 7.6.1) belong to one connection and are never forwarded; `host`
// is the service's (undici writes it), `expect` is answered by the gateway's own server.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

// Headers the gateway sets itself on the way to a service: a caller's own values never pass.
const SET_BY_GATEWAY = new Set(['host', 'expect', 'x-request-id', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']);

/** The header names a Connection header lists (they are hop-by-hop too), lower-cased. */
export function connectionListed(value: string | string[] | undefined): string[] | null {
  if (value === undefined) return null;
  const tokens = (Array.isArray(value) ? value.join(',') : value)
    .toLowerCase()
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token.length > 0 && token !== 'close' && token !== 'keep-alive');
  return tokens.length > 0 ? tokens : null;
}

export interface ForwardedFor {
  requestId: string;
  /**
   * The caller's address: the socket's, or behind the proxies of TRUST_PROXY the address they
   * forwarded (fastify's trustProxy). Sent as the only X-Forwarded-For entry: whatever a caller
   * wrote there never reaches a service, which trusts the gateway's value alone.
   */
  ip: string;
  protocol: string;
  /** The Host the caller asked for. */
  host: string;
}

/**
 * The headers for the service, as a flat [name, value, ...] list built in one pass over the
 * caller's raw headers (their case and order kept): hop-by-hop ones dropped, the request id and
 * x-forwarded-* set by the gateway.
 */
export function upstreamRequestHeaders(rawHeaders: readonly string[], connection: string | string[] | undefined, forwarded: ForwardedFor): string[] {
  const listed = connectionListed(connection);
  const out: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || SET_BY_GATEWAY.has(lower) || (listed !== null && listed.includes(lower))) continue;
    out.push(name, rawHeaders[i + 1]!);
  }
  out.push('x-request-id', forwarded.requestId, 'x-forwarded-for', forwarded.ip, 'x-forwarded-proto', forwarded.protocol, 'x-forwarded-host', forwarded.host);
  return out;
}

/**
 * The service's response headers for the caller, as a flat list for writeHead: hop-by-hop ones
 * dropped (the gateway's server frames its own connection), x-request-id set to the gateway's.
 */
export function clientResponseHeaders(headers: IncomingHttpHeaders, requestId: string): Array<string | string[]> {
  const listed = connectionListed(headers.connection);
  const out: Array<string | string[]> = [];
  for (const name in headers) {
    if (HOP_BY_HOP.has(name) || name === 'x-request-id' || (listed !== null && listed.includes(name))) continue;
    const value = headers[name];
    if (value !== undefined) out.push(name, value);
  }
  out.push('x-request-id', requestId);
  return out;
}
