import { SERVICE_NAMES, SERVICES, type ServiceName } from '../routes/services.js';

export interface ServiceHealth {
  status: 'ok' | 'error';
  database?: string;
  nats?: string;
  error?: string;
}

/** The gateway's own dependencies: NATS, where it watches the revoked sessions. */
export interface GatewayHealth {
  status: 'ok' | 'error';
  nats: 'up' | 'down';
}

export interface PlatformHealth {
  status: 'ok' | 'error';
  gateway: GatewayHealth;
  services: Record<string, ServiceHealth>;
}

async function checkService(url: string, timeoutMs: number): Promise<ServiceHealth> {
  try {
    const response = await fetch(new URL('/health', url), { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => ({}))) as Partial<ServiceHealth>;
    const status = response.ok && body.status === 'ok' ? 'ok' : 'error';
    const result: ServiceHealth = { status };
    if (typeof body.database === 'string') result.database = body.database;
    if (typeof body.nats === 'string') result.nats = body.nats;
    if (status === 'error' && !result.database && !result.nats) result.error = `answered ${response.status}`;
    return result;
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { status: 'error', error: timedOut ? 'no answer in time' : 'unreachable' };
  }
}

/**
 * Asks every service's GET /health at once; the platform is ok only when all of them are and
 * the gateway sees the revoked sessions (`natsUp`).
 */
export async function checkPlatformHealth(upstreams: Record<ServiceName, string>, natsUp: boolean, timeoutMs = 2_000): Promise<PlatformHealth> {
  const results = await Promise.all(SERVICE_NAMES.map((name) => checkService(upstreams[name], timeoutMs)));
  const services: Record<string, ServiceHealth> = {};
  SERVICE_NAMES.forEach((name, i) => {
    services[SERVICES[name].project] = results[i]!;
  });
  const gateway: GatewayHealth = { status: natsUp ? 'ok' : 'error', nats: natsUp ? 'up' : 'down' };
  const ok = natsUp && results.every((r) => r.status === 'ok');
  return { status: ok ? 'ok' : 'error', gateway, services };
}
