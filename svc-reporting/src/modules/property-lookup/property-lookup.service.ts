import { Inject, Injectable, Logger } from '@nestjs/common';
import { tidyAddress } from './address.js';
import type { PropertyLookupResultDto } from './dto/property-lookup.dto.js';
import { AddressRequiredError, PropertyLookupFailedError, PropertyLookupRateLimitedError, PropertyNotFoundError } from './property-lookup.errors.js';
import { PropertyLookupRepository } from './property-lookup.repository.js';
import { PROPERTY_DATA_PROVIDER, PropertyRateLimitedError, type PropertyData, type PropertyDataProvider } from './providers/property-data-provider.js';

/** Square footage of an address: the company's ServiceTitan locations first, then the configured property-data provider. */
@Injectable()
export class PropertyLookupService {
  private readonly logger = new Logger(PropertyLookupService.name);

  constructor(
    private readonly known: PropertyLookupRepository,
    @Inject(PROPERTY_DATA_PROVIDER) private readonly provider: PropertyDataProvider | null,
  ) {}

  async lookup(companyId: number, address: string): Promise<PropertyLookupResultDto> {
    const tidy = tidyAddress(address ?? '');
    if (!/[a-z0-9]/i.test(tidy)) throw new AddressRequiredError();

    const local = await this.known.findByAddress(companyId, tidy);
    if (local) return { ...local, source: 'servicetitan' };

    if (!this.provider) throw new PropertyNotFoundError();
    let found: PropertyData | null;
    try {
      found = await this.provider.lookup(tidy);
    } catch (error) {
      if (error instanceof PropertyRateLimitedError) {
        this.logger.warn(`${this.provider.name} answered 429: property lookups are rate-limited`);
        throw new PropertyLookupRateLimitedError();
      }
      // The provider errors say what failed without the key (it travels in a header only).
      this.logger.warn(error instanceof Error ? error.message : String(error));
      throw new PropertyLookupFailedError();
    }
    if (!found) throw new PropertyNotFoundError();
    return { ...found, source: this.provider.name };
  }
}
