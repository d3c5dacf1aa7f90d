import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, ValidateBy, type ValidationOptions } from 'class-validator';
import { BaseServiceEnv } from '@milestone/nest-kit';
import { AllowedHosts, AllowedHostsError, DEFAULT_ALLOWED_HOSTS } from '../modules/service-titan/client/allowed-hosts.js';

/** The allow-list, or the reason it cannot be read. */
function readAllowedHosts(value: unknown): AllowedHosts | string {
  if (typeof value !== 'string') return 'must be a comma list of host[:port] or origins';
  try {
    return AllowedHosts.parse(value);
  } catch (error) {
    if (error instanceof AllowedHostsError) return error.message;
    throw error;
  }
}

/** ST_ALLOWED_HOSTS reads as an allow-list (allowed-hosts.ts). */
function IsAllowedHostList(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAllowedHostList',
      validator: {
        validate: (value) => typeof readAllowedHosts(value) !== 'string',
        defaultMessage: (args) => String(readAllowedHosts(args?.value)),
      },
    },
    options,
  );
}

/**
 * ST_BASE_URL / ST_AUTH_URL are addresses of ST_ALLOWED_HOSTS: the demo company's pre-filled
 * connection must be one the connector will contact (a bad list is reported on its own).
 */
function IsAllowedAddress(options?: ValidationOptions): PropertyDecorator {
  const refusal = (value: unknown, env: object): string | null => {
    const allowed = readAllowedHosts((env as ReportingEnv).ST_ALLOWED_HOSTS);
    if (typeof allowed === 'string' || typeof value !== 'string') return null;
    return allowed.refusal(value) === null ? null : `${value} is not an address of ST_ALLOWED_HOSTS: add its origin there`;
  };
  return ValidateBy(
    {
      name: 'isAllowedAddress',
      validator: {
        validate: (value, args) => refusal(value, args?.object ?? {}) === null,
        defaultMessage: (args) => refusal(args?.value, args?.object ?? {}) ?? '',
      },
    },
    options,
  );
}

/** svc-reporting settings (docs/platform.md "Ports and settings"). */
export class ReportingEnv extends BaseServiceEnv {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  REPORTING_PORT: number = 3004;

  override DB_NAME: string = 'milestone_reporting';

  // ServiceTitan: a connection belongs to one company and is entered on the status page. These
  // ST_* credentials only pre-fill the connection of the company whose domain is
  // ST_DEMO_COMPANY_DOMAIN, when that company is created (npm start: the demo company, on the sandbox).
  @IsOptional()
  @IsString()
  ST_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  ST_CLIENT_SECRET?: string;

  @IsOptional()
  @IsString()
  ST_APP_KEY?: string;

  @IsOptional()
  @Matches(/^\d+$/, { message: 'must be the numeric ServiceTitan tenant id' })
  ST_TENANT_ID?: string;

  /** The API's base URL (https://api.servicetitan.io; the sandbox: http://127.0.0.1:3901). */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  @IsAllowedAddress()
  ST_BASE_URL?: string;

  /** The token service's base URL (https://auth.servicetitan.io; the sandbox: the same as the API). */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  @IsAllowedAddress()
  ST_AUTH_URL?: string;

  /**
   * The only addresses the connector contacts (every company's connection, the sync, the status
   * checks): a comma list of `host[:port]` (https) or origins. ServiceTitan's production and
   * integration hosts by default. A host name must resolve to public addresses; a loopback or
   * private address is reached only when the entry names that IP itself, and only it may use
   * http (the local sandbox: `npm start` adds http://127.0.0.1:3901).
   */
  @IsAllowedHostList()
  ST_ALLOWED_HOSTS: string = DEFAULT_ALLOWED_HOSTS;

  @IsOptional()
  @IsString()
  ST_DEMO_COMPANY_DOMAIN?: string;

  /** 32 random bytes, base64: seals the stored client secrets and app keys (AES-256-GCM). */
  @IsOptional()
  @Matches(/^[A-Za-z0-9+/_-]{43}=?$/, { message: 'must be 32 bytes in base64 (openssl rand -base64 32)' })
  ST_ENCRYPTION_KEY?: string;

  /** Seconds between scheduled syncs of each connected company; 0 turns the schedule off. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  ST_SYNC_INTERVAL: number = 600;

  /** Requests per second the connector allows itself per tenant (ServiceTitan's limit is 60). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(60)
  ST_MAX_RPS: number = 40;

  @Type(() => Number)
  @IsInt()
  @Min(100)
  ST_TIMEOUT_MS: number = 30_000;

  /** Property lookup: 'rentcast' or 'attom' with PROPERTY_LOOKUP_URL and PROPERTY_LOOKUP_API_KEY; unset: the replica only. */
  @IsOptional()
  @IsIn(['rentcast', 'attom'])
  PROPERTY_LOOKUP_PROVIDER?: 'rentcast' | 'attom';

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PROPERTY_LOOKUP_URL?: string;

  @IsOptional()
  @IsString()
  PROPERTY_LOOKUP_API_KEY?: string;
}
