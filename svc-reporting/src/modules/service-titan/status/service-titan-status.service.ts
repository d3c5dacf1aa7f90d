import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_TITAN_SETTINGS, type ServiceTitanSettings } from '../service-titan.settings.js';
import type { StatusResponseDto } from './dto/status-response.dto.js';

export const NOT_CONFIGURED_MESSAGE = 'ServiceTitan connector is not configured yet';
export const NOT_TESTED_MESSAGE = 'ServiceTitan settings are present; the connection has not been tested yet';

const REQUIRED: ReadonlyArray<{ key: keyof ServiceTitanSettings; advice: string }> = [
  { key: 'clientId', advice: 'Set ST_CLIENT_ID to the client id of your ServiceTitan app' },
  { key: 'clientSecret', advice: 'Set ST_CLIENT_SECRET to the client secret of your ServiceTitan app' },
  { key: 'appKey', advice: 'Set ST_APP_KEY to the application key (ST-App-Key) of your ServiceTitan app' },
  { key: 'tenantId', advice: 'Set ST_TENANT_ID to your ServiceTitan tenant id' },
];

/**
 * The integration status page's answer. It reports what is configured and never claims a check
 * it has not made: until the connector exists (a later issue) authentication is 'not_tested' and
 * no endpoint is listed.
 */
@Injectable()
export class ServiceTitanStatusService {
  constructor(@Inject(SERVICE_TITAN_SETTINGS) private readonly settings: ServiceTitanSettings) {}

  status(now = new Date()): StatusResponseDto {
    const missing = REQUIRED.filter(({ key }) => !this.settings[key]);
    const configured = missing.length === 0;
    return {
      configured,
      canManage: false,
      connection: null,
      replica: { entities: [], lastSyncAt: null },
      sync: { running: false, syncId: null, trigger: null, startedAt: null, finishedAt: null, percent: 0, currentEntity: null, lastError: null, intervalSeconds: 0 },
      status: {
        configuration: {
          clientId: this.settings.clientId,
          tenantId: this.settings.tenantId,
          appKeyConfigured: Boolean(this.settings.appKey),
          baseUrl: this.settings.baseUrl,
        },
        authentication: {
          status: 'not_tested',
          message: configured ? NOT_TESTED_MESSAGE : NOT_CONFIGURED_MESSAGE,
          timestamp: now.toISOString(),
        },
        endpoints: {},
        recommendations: missing.map(({ advice }) => advice),
      },
    };
  }
}
