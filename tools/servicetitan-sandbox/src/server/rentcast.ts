import type { StRecordOf } from '@milestone/servicetitan-contract';
import type { TenantData } from '../data/tenant-data.js';

type Location = StRecordOf['locations'];

/** A property record the way RentCast's /v1/properties answers it (the fields the product reads and their neighbours). */
export interface RentcastProperty {
  id: string;
  formattedAddress: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  county: string | null;
  latitude: number | null;
  longitude: number | null;
  propertyType: string;
  bedrooms: number;
  bathrooms: number;
  squareFootage: number | null;
  lotSize: number;
  yearBuilt: number;
}

/** Case, punctuation and spacing insensitive, so "12 Oak St., Austin, TX 78701" finds "12 oak st austin tx 78701". */
export function normaliseAddress(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** "street[, unit], city, state zip" of a location, the form a user types. */
export function locationAddress(location: Location, withUnit: boolean): string {
  const a = location.address;
  const street = withUnit && a.unit ? `${a.street}, ${a.unit}` : a.street;
  return `${street}, ${a.city}, ${a.state} ${a.zip}`;
}

/** Square footage from the location's "Square Footage" custom field (residential locations have one). */
export function squareFootageOf(location: Location): number | null {
  const field = location.customFields?.find((f) => (f.name ?? '').toLowerCase() === 'square footage');
  const value = field?.value ? Number.parseInt(field.value, 10) : Number.NaN;
  return Number.isFinite(value) ? value : null;
}

/** Small deterministic numbers from the location id (bedrooms, lot size ...): the same answer every time. */
function derived(id: number, salt: number, modulo: number): number {
  let x = (id * 2654435761 + salt * 40503) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 2246822507) >>> 0;
  x ^= x >>> 13;
  return x % modulo;
}

export function toProperty(location: Location): RentcastProperty {
  const a = location.address;
  const squareFootage = squareFootageOf(location);
  const line1 = a.street;
  const formatted = `${line1}${a.unit ? `, ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
  const size = squareFootage ?? 1800;
  return {
    id: formatted.replace(/\s+/g, '-'),
    formattedAddress: formatted,
    addressLine1: line1,
    addressLine2: a.unit ?? null,
    city: a.city,
    state: a.state,
    zipCode: a.zip,
    county: null,
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
    propertyType: squareFootage === null ? 'Commercial' : 'Single Family',
    bedrooms: Math.max(1, Math.min(6, Math.round(size / 650))),
    bathrooms: 1 + derived(location.id, 1, 4) * 0.5,
    squareFootage,
    lotSize: size * 2 + derived(location.id, 2, 8000),
    yearBuilt: 1950 + derived(location.id, 3, 74),
  };
}

/** Address -> location over one tenant's data, built once per data version. */
export class AddressIndex {
  private readonly byAddress = new Map<string, Location>();

  constructor(data: TenantData) {
    for (const location of data.records.locations) {
      if (!location.active) continue;
      for (const withUnit of [false, true]) {
        const key = normaliseAddress(locationAddress(location, withUnit));
        const existing = this.byAddress.get(key);
        if (!existing || location.id < existing.id) this.byAddress.set(key, location);
      }
    }
  }

  find(address: string): Location | undefined {
    return this.byAddress.get(normaliseAddress(address));
  }
}
