/** Where a request came from, as recorded with sessions and verification links. */
export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

interface ClientRequest {
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The caller's address and user agent. The address is fastify's request.ip: svc-identity believes
 * X-Forwarded-For from loopback only (nest-kit's createServiceApp), where the gateway sits, and
 * the gateway sends exactly one address there: the socket's, or behind the proxies of its
 * TRUST_PROXY the client's they forwarded. An IPv4 address seen through an IPv6 socket
 * (::ffff:10.0.0.7) counts as itself, so limits per address cannot be doubled.
 */
export function clientInfo(request: ClientRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  const ip = request.ip?.startsWith('::ffff:') && request.ip.includes('.') ? request.ip.slice('::ffff:'.length) : request.ip;
  return { ipAddress: ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}
