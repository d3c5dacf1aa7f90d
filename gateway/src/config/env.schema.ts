import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { isLoopbackHost } from '@milestone/nest-kit/edge';
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
  /**
   * The proxies in front of the gateway (addresses or CIDR ranges) whose X-Forwarded-For is
   * believed: the client's address is then the nearest one that is not such a proxy. Empty (the
   * default): the socket's address, and any X-Forwarded-For a caller sends is ignored.
   */
  trustProxy?: string[];
  /**
   * The dev mailbox is on (DEV_MAILBOX switched on and no SMTP_URL, as svc-identity decides):
   * the gateway then serves /api/dev/mailbox to loopback callers only and listens on loopback only.
   */
  devMailbox: boolean;
  /** The address users open (APP_URL): its pages may send state-changing requests. */
  appUrl: string | null;
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

function readAppUrl(raw: string): string {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(`APP_URL must be an http(s) URL such as https://milestone.example.com (got ${JSON.stringify(raw)})`);
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

function readSwitch(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  // The values svc-identity reads as on (its DEV_MAILBOX), so both decide alike.
  if (raw === '' || ['false', '0', 'off'].includes(raw)) return false;
  if (['true', '1', 'on'].includes(raw)) return true;
  throw new ConfigError(`${name} must be true or false (got ${JSON.stringify(env[name])})`);
}

// proxy-addr's (fastify's trustProxy) names for the private ranges are accepted too.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function readTrustProxy(env: NodeJS.ProcessEnv, name: string): string[] {
  const entries = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!PROXY_RANGE_NAMES.has(entry) && (family === 0 || !validBits || extra !== undefined)) {
      throw new ConfigError(
        `${name} must be a comma-separated list of proxy addresses or CIDR ranges such as 10.0.0.5,192.168.0.0/16 (got ${JSON.stringify(env[name])})`,
      );
    }
  }
  return entries;
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

  // Loopback by default: the platform is reachable from this machine only until GATEWAY_HOST
  // says otherwise.
  const host = env['GATEWAY_HOST'] || '127.0.0.1';
  const devMailbox = readSwitch(env, 'DEV_MAILBOX') && !env['SMTP_URL'];
  if (devMailbox && !isLoopbackHost(host)) {
    throw new ConfigError(
      `GATEWAY_HOST=${host} would let other machines reach the dev mailbox (DEV_MAILBOX is on and no SMTP_URL is set): listen on 127.0.0.1, or set SMTP_URL, or switch DEV_MAILBOX off`,
    );
  }
  const appUrl = env['APP_URL'] ? readAppUrl(env['APP_URL']) : null;

  return {
    port: readPort(env, 'GATEWAY_PORT', 8080),
    host,
    upstreams,
    webRoot,
    logLevel,
    bodyLimitBytes: readPositiveInt(env, 'GATEWAY_BODY_LIMIT', 1024 * 1024),
    upstreamTimeoutMs: readPositiveInt(env, 'GATEWAY_UPSTREAM_TIMEOUT_MS', 120_000),
    natsUrl: readNatsUrl(env, 'NATS_URL', 'nats://127.0.0.1:4222'),
    trustProxy: readTrustProxy(env, 'TRUST_PROXY'),
    devMailbox,
    appUrl,
  };
}
