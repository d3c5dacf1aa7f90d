import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_TITAN_SETTINGS, type ServiceTitanSettings } from '../service-titan.settings.js';
import { ServiceTitanClient, type StCredentials } from './service-titan-client.js';
import { StCallMetrics } from './st-call-metrics.js';

/**
 * Clients per tenant. One client (one token cache, one rate limiter) per app key, tenant and
 * client id in this process, so every caller of the same tenant shares them.
 */
@Injectable()
export class ServiceTitanClientFactory {
  constructor(
    @Inject(SERVICE_TITAN_SETTINGS) private readonly settings: ServiceTitanSettings,
    private readonly metrics: StCallMetrics,
  ) {}

  forCredentials(credentials: StCredentials): ServiceTitanClient {
    return new ServiceTitanClient(credentials, {
      maxRequestsPerSecond: this.settings.maxRequestsPerSecond,
      timeoutMs: this.settings.timeoutMs,
      metrics: this.metrics,
    });
  }
}
