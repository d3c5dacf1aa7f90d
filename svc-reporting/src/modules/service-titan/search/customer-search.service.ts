import { Injectable } from '@nestjs/common';
import { CustomerSearchRepository, type CustomerSearchRow } from './customer-search.repository.js';
import type { CustomerCustomFieldDto, CustomerSearchResultDto } from './dto/customer-search.dto.js';

/** Fewer characters than this find nothing (the dropdown opens past 2 characters). */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;

/** The customer's page in ServiceTitan's web app. */
export function customerProfileUrl(id: number): string {
  return `https://go.servicetitan.com/#/Customer/${id}`;
}

/** 'street, city, state zip' from the parts that are present. */
export function oneLineAddress(street: string | null, city: string | null, state: string | null, zip: string | null): string {
  const clean = (s: string | null) => (s ?? '').trim();
  const stateZip = [clean(state), clean(zip)].filter(Boolean).join(' ');
  return [clean(street), clean(city), stateZip].filter(Boolean).join(', ');
}

/** ServiceTitan's customFields ([{typeId, name, value}]) as the search answers them; anything else is skipped. */
export function customFieldsOf(raw: unknown): CustomerCustomFieldDto[] {
  if (!Array.isArray(raw)) return [];
  const fields: CustomerCustomFieldDto[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, value } = item as { name?: unknown; value?: unknown };
    if (typeof name !== 'string' || name === '') continue;
    fields.push({ name, value: value === null || value === undefined ? null : String(value) });
  }
  return fields;
}

export function toCustomerSearchResult(row: CustomerSearchRow): CustomerSearchResultDto {
  return {
    id: row.id,
    name: row.name,
    address: row.locationAddress?.trim() || oneLineAddress(row.customerStreet, row.customerCity, row.customerState, row.customerZip),
    phone: row.phone,
    email: row.email,
    profileUrl: customerProfileUrl(row.id),
    squareFootage: row.squareFootage,
    customFields: customFieldsOf(row.customFields),
  };
}

/** The load calculator's customer search: customers of the caller's company by name, from the replica. */
@Injectable()
export class CustomerSearchService {
  constructor(private readonly customers: CustomerSearchRepository) {}

  async search(companyId: number, name: string): Promise<CustomerSearchResultDto[]> {
    const query = name.trim().replace(/\s+/g, ' ');
    if (query.length < CUSTOMER_SEARCH_MIN_LENGTH) return [];
    const rows = await this.customers.search(companyId, query);
    return rows.map(toCustomerSearchResult);
  }
}
