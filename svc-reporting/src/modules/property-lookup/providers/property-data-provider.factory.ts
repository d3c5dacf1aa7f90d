import type { ReportingEnv } from '../../../config/env.schema.js';
import { ATTOM_DEFAULT_URL, AttomProvider } from './attom.provider.js';
import { PROVIDER_TIMEOUT_MS, type PropertyDataProvider } from './property-data-provider.js';
import { RENTCAST_DEFAULT_URL, RentCastProvider } from './rentcast.provider.js';

export type PropertyLookupSettings = Pick<ReportingEnv, 'PROPERTY_LOOKUP_PROVIDER' | 'PROPERTY_LOOKUP_URL' | 'PROPERTY_LOOKUP_API_KEY'>;

/**
 * The provider PROPERTY_LOOKUP_PROVIDER names, at PROPERTY_LOOKUP_URL (else the provider's public
 * API) with PROPERTY_LOOKUP_API_KEY. Null when no provider is named or no key is set: both APIs
 * refuse calls without a key, so the replica alone answers.
 */
export function createPropertyDataProvider(settings: PropertyLookupSettings, timeoutMs = PROVIDER_TIMEOUT_MS): PropertyDataProvider | null {
  const key = settings.PROPERTY_LOOKUP_API_KEY?.trim();
  if (!settings.PROPERTY_LOOKUP_PROVIDER || !key) return null;
  switch (settings.PROPERTY_LOOKUP_PROVIDER) {
    case 'rentcast':
      return new RentCastProvider(settings.PROPERTY_LOOKUP_URL ?? RENTCAST_DEFAULT_URL, key, timeoutMs);
    case 'attom':
      return new AttomProvider(settings.PROPERTY_LOOKUP_URL ?? ATTOM_DEFAULT_URL, key, timeoutMs);
  }
}
