import type { StEntityKey, StExportPage, StListPage, StRecord } from '@milestone/servicetitan-contract';
import type { StCallMetrics } from './st-call-metrics.js';

/** What a client needs to talk to one company's ServiceTitan tenant. */
export interface StCredentials {
  /** e.g. https://auth.servicetitan.io; the token endpoint is {authUrl}/connect/token */
  authUrl: string;
  /** e.g. https://api.servicetitan.io */
  apiUrl: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  appKey: string;
}

export interface StClientOptions {
  /** Requests per second this client (with every other client of the same app key and tenant in this process) stays under. Default 40 (ServiceTitan allows 60). */
  maxRequestsPerSecond?: number;
  /** Per request. Default 30 000 ms. */
  timeoutMs?: number;
  /** Retries of a 429, 5xx, timeout or network failure before giving up. Default 6. */
  maxRetries?: number;
  metrics?: StCallMetrics;
}

export const ST_ERROR_KINDS = ['auth', 'forbidden', 'not_found', 'bad_request', 'rate_limited', 'server', 'timeout', 'network'] as const;
export type StErrorKind = (typeof ST_ERROR_KINDS)[number];

/**
 * A call to ServiceTitan that failed for good (after the retries its kind allows). The message is
 * safe to show and to log: it never holds a secret, a token or the app key.
 */
export class ServiceTitanError extends Error {
  constructor(
    readonly kind: StErrorKind,
    message: string,
    /** The HTTP status, null when no answer came. */
    readonly status: number | null,
    /** The endpoint, as `module path` without the tenant (e.g. 'crm export/customers'), or 'token'. */
    readonly endpoint: string,
  ) {
    super(message);
    this.name = 'ServiceTitanError';
  }
}

/** The client of one tenant. Built by ServiceTitanClientFactory. */
export class ServiceTitanClient {
  constructor(
    readonly credentials: StCredentials,
    readonly options: StClientOptions = {},
  ) {}

  /** A bearer token, cached until shortly before it expires (new-token requests are throttled by ServiceTitan). */
  token(): Promise<string> {
    throw new Error('ServiceTitanClient.token: not built yet');
  }

  /** When the last real token request was made and how it went (null before the first). */
  lastTokenRequest(): { at: Date; ok: boolean; message: string } | null {
    return null;
  }

  /** One page of an entity's export: `from` is a continueFrom token, a date (YYYY-MM-DD) or null for the start. */
  exportPage<K extends StEntityKey>(_entity: K, _from: string | null): Promise<StExportPage<StRecord<K>>> {
    throw new Error('ServiceTitanClient.exportPage: not built yet');
  }

  /** One page of a paged list (the entities without an export). */
  listPage<K extends StEntityKey>(_entity: K, _query: { page: number; pageSize: number; modifiedOnOrAfter?: string; includeTotal?: boolean }): Promise<StListPage<StRecord<K>>> {
    throw new Error('ServiceTitanClient.listPage: not built yet');
  }

  /** One small request to an entity's endpoint; resolves when it answers, throws ServiceTitanError when not. */
  probe(_entity: StEntityKey): Promise<void> {
    throw new Error('ServiceTitanClient.probe: not built yet');
  }
}
