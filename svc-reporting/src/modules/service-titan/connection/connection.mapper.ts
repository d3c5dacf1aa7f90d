import type { AuthUser } from '@milestone/nest-kit';
import type { StCredentials } from '../client/service-titan-client.js';
import type { ConnectionDto } from '../status/dto/status-response.dto.js';
import type { SecretBox } from './secret-box.js';
import type { StConnectionEntity } from './st-connection.entity.js';

export const MANAGE_FORBIDDEN_MESSAGE = 'Only an owner or admin can manage the ServiceTitan connection';
export const NOT_CONNECTED_MESSAGE = 'ServiceTitan is not connected';
export const KEY_MISSING_MESSAGE = 'ServiceTitan connections cannot be saved: ST_ENCRYPTION_KEY is not set';

/** Owners and admins (and the super-owner) manage the connection; everyone in the company reads the status. */
export function canManage(user: AuthUser): boolean {
  return user.isSuperOwner || user.role === 'owner' || user.role === 'admin';
}

/** The additional data a sealed column is bound to: a value copied to another company's row or column does not open. */
export function sealContext(companyId: number, column: 'client_secret' | 'app_key'): string {
  return `st_connections:${companyId}:${column}`;
}

/** The connection's credentials, unsealed (throws SecretBoxError when they cannot be opened). Never leaves the service. */
export function openCredentials(box: SecretBox, row: StConnectionEntity): StCredentials {
  return {
    authUrl: row.authUrl,
    apiUrl: row.apiUrl,
    tenantId: row.tenantId,
    clientId: row.clientId,
    clientSecret: box.open(row.clientSecretSealed, sealContext(row.companyId, 'client_secret')),
    appKey: box.open(row.appKeySealed, sealContext(row.companyId, 'app_key')),
  };
}

/** What a user may see of a connection: never the secret or the key, only that they are set. */
export function toConnectionDto(row: StConnectionEntity): ConnectionDto {
  return {
    source: row.source,
    authUrl: row.authUrl,
    apiUrl: row.apiUrl,
    tenantId: row.tenantId,
    clientId: row.clientId,
    clientSecretConfigured: row.clientSecretSealed.length > 0,
    appKeyConfigured: row.appKeySealed.length > 0,
    connectedAt: row.createdAt.toISOString(),
  };
}

/** A base URL as stored: trimmed, without the trailing slash (paths are appended to it). */
export function baseUrlOf(url: string): string {
  return url.trim().replace(/\/+$/, '');
}
