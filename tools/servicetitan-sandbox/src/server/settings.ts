import { ST_RATE_LIMIT_PER_SECOND, ST_TOKEN_LIFETIME_SECONDS } from '@milestone/servicetitan-contract';
import { parseTenants, type TenantSpec } from '../tenants.js';

/** Everything the sandbox is started with (main.ts reads it from the environment). */
export interface SandboxSettings {
  host: string;
  /** 0 = a free port. */
  port: number;
  tenants: TenantSpec[];
  /** The generated history runs the 52 weeks before it. */
  anchor: Date;
  /** Seconds between change ticks (each tenant gets modify 20, delete 1, create 5); 0 = none. */
  changeIntervalSeconds: number;
  /** API requests per second per app key and tenant before 429. */
  rateLimit: number;
  tokenTtlSeconds: number;
  exportPageSize: number;
  /** RentCast requests per second per X-Api-Key before 429. */
  rentcastRateLimit: number;
}

/** Monday 00:00 UTC of the week `now` is in: data is identical for everyone during a week. */
export function mondayOfWeek(now: Date): Date {
  const day = now.getUTCDay(); // 0 = Sunday
  const back = (day + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back));
}

export function defaultSettings(overrides: Partial<SandboxSettings> = {}): SandboxSettings {
  return {
    host: '127.0.0.1',
    port: 3901,
    tenants: parseTenants(undefined),
    anchor: mondayOfWeek(new Date()),
    changeIntervalSeconds: 0,
    rateLimit: ST_RATE_LIMIT_PER_SECOND,
    tokenTtlSeconds: ST_TOKEN_LIFETIME_SECONDS,
    exportPageSize: 5000,
    rentcastRateLimit: 20,
    ...overrides,
  };
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got '${raw}')`);
  }
  return value;
}

/** Reads SANDBOX_* from the environment; throws a sentence naming the bad setting. */
export function settingsFromEnv(env: NodeJS.ProcessEnv): SandboxSettings {
  const base = defaultSettings();
  let anchor = base.anchor;
  const rawAnchor = env.SANDBOX_ANCHOR?.trim();
  if (rawAnchor) {
    const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(rawAnchor) ? `${rawAnchor}T00:00:00Z` : rawAnchor);
    if (Number.isNaN(parsed.getTime())) throw new Error(`SANDBOX_ANCHOR must be an ISO date such as 2026-11-02 (got '${rawAnchor}')`);
    anchor = parsed;
  }
  return {
    host: env.SANDBOX_HOST?.trim() || base.host,
    port: integer(env, 'SANDBOX_PORT', base.port, 0, 65535),
    tenants: parseTenants(env.SANDBOX_TENANTS),
    anchor,
    changeIntervalSeconds: integer(env, 'SANDBOX_CHANGE_INTERVAL', 0, 0, 86_400),
    rateLimit: integer(env, 'SANDBOX_RATE_LIMIT', base.rateLimit, 1, 100_000),
    tokenTtlSeconds: integer(env, 'SANDBOX_TOKEN_TTL', base.tokenTtlSeconds, 1, 86_400),
    exportPageSize: integer(env, 'SANDBOX_EXPORT_PAGE_SIZE', base.exportPageSize, 1, 100_000),
    rentcastRateLimit: base.rentcastRateLimit,
  };
}
