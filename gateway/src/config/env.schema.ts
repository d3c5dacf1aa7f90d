import { isAbsolute, resolve } from 'node:path';
import { SERVICE_NAMES, SERVICES, type ServiceName } from '../routes/services.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface GatewayConfig {
  port: number;
  host: string;
  upstreams: Record<ServiceName, string>;
  webRoot: string;
  logLevel: LogLevel;
  /** Largest request body the gateway reads (everything except the streamed upload). */
  bodyLimitBytes: number;
  /** How long a service may take to send its response headers. */
  upstreamTimeoutMs: number;
  /** NATS server(s), comma-separated: the revoked sessions are watched there. */
  natsUrl: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    throw new ConfigError(`${name} must be a port number from 1 to 65535 (got ${JSON.stringify(raw)})`);
  }
  return Number(raw);
}

function readPositiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new ConfigError(`${name} must be a positive whole number (got ${JSON.stringify(raw)})`);
  }
  return Number(raw);
}

function readHttpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL such as http://127.0.0.1:3001 (got ${JSON.stringify(raw)})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL (got ${JSON.stringify(raw)})`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`${name} must be an origin without a path (got ${JSON.stringify(raw)})`);
  }
  return url.origin;
}

function readNatsUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const servers = raw.split(',').map((s) => s.trim());
  for (const server of servers) {
    let url: URL | null = null;
    try {
      url = new URL(server);
    } catch {
      url = null;
    }
    if (!url || !['nats:', 'tls:'].includes(url.protocol) || !url.hostname) {
      throw new ConfigError(`${name} must be a nats:// URL such as nats://127.0.0.1:4222 (got ${JSON.stringify(raw)})`);
    }
  }
  return servers.join(',');
}

/**
 * Reads and validates the gateway's settings. Throws one ConfigError naming the first bad
 * setting; main() prints it as one line and exits with code 1.
 */
export function loadGatewayConfig(env: NodeJS.ProcessEnv, defaults: { webRoot: string }): GatewayConfig {
  const upstreams = {} as Record<ServiceName, string>;
  for (const name of SERVICE_NAMES) {
    const service = SERVICES[name];
    upstreams[name] = readHttpUrl(env, service.urlSetting, service.defaultUrl);
  }

  const logLevel = (env['LOG_LEVEL'] || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${JSON.stringify(env['LOG_LEVEL'])})`);
  }

  const webRootRaw = env['WEB_ROOT'] || defaults.webRoot;
  const webRoot = isAbsolute(webRootRaw) ? webRootRaw : resolve(webRootRaw);

  const host = env['GATEWAY_HOST'] || '0.0.0.0';

  return {
    port: readPort(env, 'GATEWAY_PORT', 8080),
    host,
    upstreams,
    webRoot,
    logLevel,
    bodyLimitBytes: readPositiveInt(env, 'GATEWAY_BODY_LIMIT', 1024 * 1024),
    upstreamTimeoutMs: readPositiveInt(env, 'GATEWAY_UPSTREAM_TIMEOUT_MS', 120_000),
    natsUrl: readNatsUrl(env, 'NATS_URL', 'nats://127.0.0.1:4222'),
  };
}
