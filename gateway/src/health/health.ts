import { SERVICE_NAMES, SERVICES, type ServiceName } from '../routes/services.js';

export interface ServiceHealth {
  status: 'ok' | 'error';
  database?: string;
  nats?: string;
  error?: string;
}

export interface PlatformHealth {
  status: 'ok' | 'error';
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

/** Asks every service's GET /health at once; the platform is ok only when all of them are. */
export async function checkPlatformHealth(
  upstreams: Record<ServiceName, string>,
  timeoutMs = 2_000,
): Promise<PlatformHealth> {
  const results = await Promise.all(SERVICE_NAMES.map((name) => checkService(upstreams[name], timeoutMs)));
  const services: Record<string, ServiceHealth> = {};
  SERVICE_NAMES.forEach((name, i) => {
    services[SERVICES[name].project] = results[i]!;
  });
  return { status: results.every((r) => r.status === 'ok') ? 'ok' : 'error', services };
}
