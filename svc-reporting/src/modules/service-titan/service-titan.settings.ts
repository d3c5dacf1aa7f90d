import type { ReportingEnv } from '../../config/env.schema.js';

/** The ServiceTitan app settings, as read from the environment. */
export interface ServiceTitanSettings {
  clientId: string | null;
  clientSecret: string | null;
  appKey: string | null;
  tenantId: string | null;
  baseUrl: string | null;
}

export const SERVICE_TITAN_SETTINGS = Symbol('SERVICE_TITAN_SETTINGS');

export function serviceTitanSettings(env: ReportingEnv): ServiceTitanSettings {
  return {
    clientId: env.ST_CLIENT_ID ?? null,
    clientSecret: env.ST_CLIENT_SECRET ?? null,
    appKey: env.ST_APP_KEY ?? null,
    tenantId: env.ST_TENANT_ID ?? null,
    baseUrl: env.ST_BASE_URL ?? null,
  };
}
