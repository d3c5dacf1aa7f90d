import { Injectable } from '@nestjs/common';
import type { CustomerSearchResultDto } from './dto/customer-search.dto.js';

@Injectable()
export class CustomerSearchService {
  search(_companyId: number, _name: string): Promise<CustomerSearchResultDto[]> {
    throw new Error('CustomerSearchService.search: not built yet');
  }
}
