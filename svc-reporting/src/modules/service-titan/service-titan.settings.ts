import type { ReportingEnv } from '../../config/env.schema.js';
import { AllowedHosts } from './client/allowed-hosts.js';

/** The ServiceTitan settings of svc-reporting, as read from the environment. */
export interface ServiceTitanSettings {
  /** ST_*: pre-fill the connection of the company whose domain is demoCompanyDomain (npm start: the demo company). */
  clientId: string | null;
  clientSecret: string | null;
  appKey: string | null;
  tenantId: string | null;
  /** ST_BASE_URL: the API's base URL (https://api.servicetitan.io). */
  baseUrl: string | null;
  /** ST_AUTH_URL: the token service's base URL (https://auth.servicetitan.io). */
  authUrl: string | null;
  /** ST_DEMO_COMPANY_DOMAIN: the company the ST_* settings connect, when it is created. */
  demoCompanyDomain: string | null;
  /** ST_ENCRYPTION_KEY: 32 bytes, base64 — seals stored secrets. null: connections cannot be saved. */
  encryptionKey: string | null;
  /** ST_SYNC_INTERVAL (seconds; 0 = no schedule). */
  syncIntervalSeconds: number;
  /** ST_MAX_RPS */
  maxRequestsPerSecond: number;
  /** ST_TIMEOUT_MS */
  timeoutMs: number;
  /** ST_ALLOWED_HOSTS: the only addresses the connector contacts (ServiceTitan's own by default). */
  allowedHosts: AllowedHosts;
}

export const SERVICE_TITAN_SETTINGS = Symbol('SERVICE_TITAN_SETTINGS');

export function serviceTitanSettings(env: ReportingEnv): ServiceTitanSettings {
  return {
    clientId: env.ST_CLIENT_ID ?? null,
    clientSecret: env.ST_CLIENT_SECRET ?? null,
    appKey: env.ST_APP_KEY ?? null,
    tenantId: env.ST_TENANT_ID ?? null,
    baseUrl: env.ST_BASE_URL ?? null,
    authUrl: env.ST_AUTH_URL ?? null,
    demoCompanyDomain: env.ST_DEMO_COMPANY_DOMAIN ?? null,
    encryptionKey: env.ST_ENCRYPTION_KEY ?? null,
    syncIntervalSeconds: env.ST_SYNC_INTERVAL,
    maxRequestsPerSecond: env.ST_MAX_RPS,
    timeoutMs: env.ST_TIMEOUT_MS,
    allowedHosts: AllowedHosts.parse(env.ST_ALLOWED_HOSTS),
  };
}
