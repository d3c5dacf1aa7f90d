import { Injectable } from '@nestjs/common';
import type { PropertyLookupResultDto } from './dto/property-lookup.dto.js';

@Injectable()
export class PropertyLookupService {
  lookup(_companyId: number, _address: string): Promise<PropertyLookupResultDto> {
    throw new Error('PropertyLookupService.lookup: not built yet');
  }
}
