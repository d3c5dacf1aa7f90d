/** Where a request came from, as recorded with sessions and verification links. */
export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

interface ClientRequest {
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The caller's address (the gateway's X-Forwarded-For is trusted from loopback) and user agent. */
export function clientInfo(request: ClientRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ipAddress: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}
