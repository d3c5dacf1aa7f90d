import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Dispatcher } from 'undici';
import { SERVICE_TITAN_SETTINGS, type ServiceTitanSettings } from '../service-titan.settings.js';
import { createGuardedDispatcher } from './guarded-dispatcher.js';
import { ServiceTitanClient, type StCredentials } from './service-titan-client.js';
import { StCallMetrics } from './st-call-metrics.js';

/**
 * Clients per tenant. One client (one token cache) per auth URL, API URL, tenant and client id in
 * this process, so the sync, the connection test and the status of a company share its token
 * (ServiceTitan throttles new-token requests); the rate limiter is shared wider still, per app key
 * and tenant (rate-limiter.ts). Every client connects through one dispatcher that contacts only
 * the addresses of ST_ALLOWED_HOSTS (guarded-dispatcher.ts).
 */
@Injectable()
export class ServiceTitanClientFactory implements OnApplicationShutdown {
  private readonly clients = new Map<string, ServiceTitanClient>();
  private readonly dispatcher: Dispatcher;

  constructor(
    @Inject(SERVICE_TITAN_SETTINGS) private readonly settings: ServiceTitanSettings,
    private readonly metrics: StCallMetrics,
  ) {
    this.dispatcher = createGuardedDispatcher(settings.allowedHosts);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.dispatcher.destroy();
  }

  forCredentials(credentials: StCredentials): ServiceTitanClient {
    const key = JSON.stringify([credentials.authUrl, credentials.apiUrl, credentials.tenantId, credentials.clientId]);
    const existing = this.clients.get(key);
    // A new secret or app key (the admin saved the connection again) must not reuse a token the old
    // ones earned: that token would hide a wrong new secret until it expired.
    if (existing !== undefined && existing.credentials.clientSecret === credentials.clientSecret && existing.credentials.appKey === credentials.appKey)
      return existing;
    const client = new ServiceTitanClient(
      { ...credentials },
      {
        maxRequestsPerSecond: this.settings.maxRequestsPerSecond,
        timeoutMs: this.settings.timeoutMs,
        metrics: this.metrics,
        dispatcher: this.dispatcher,
      },
    );
    this.clients.set(key, client);
    return client;
  }
}
