import {
  getJson,
  PropertyProviderError,
  PropertyRateLimitedError,
  squareFeetOf,
  type PropertyData,
  type PropertyDataProvider,
} from './property-data-provider.js';

export const RENTCAST_DEFAULT_URL = 'https://api.rentcast.io/v1';

/**
 * RentCast's property records (developers.rentcast.io/reference/property-data-schema):
 * `GET /properties?address=Street, City, State, Zip` with the key in `X-Api-Key`; 200 answers an
 * array of records whose `squareFootage` is the total indoor living area; 404 means no record
 * matches; 429 is its 20 requests per second limit.
 */
export class RentCastProvider implements PropertyDataProvider {
  readonly name = 'rentcast' as const;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs: number,
  ) {}

  async lookup(address: string): Promise<PropertyData | null> {
    const url = new URL(`${this.baseUrl.replace(/\/+$/, '')}/properties`);
    url.searchParams.set('address', address);
    const { status, body } = await getJson(this.name, url, { 'X-Api-Key': this.apiKey }, this.timeoutMs);
    return parseRentCastAnswer(status, body, address);
  }
}

/** RentCast's answer to a property search, as PropertyData (null: no such property, or none with a living area). */
export function parseRentCastAnswer(status: number, body: unknown, address: string): PropertyData | null {
  if (status === 404) return null;
  if (status === 429) throw new PropertyRateLimitedError('rentcast');
  if (status === 401) throw new PropertyProviderError('rentcast', 'the API key was refused (HTTP 401)');
  if (status !== 200) throw new PropertyProviderError('rentcast', `HTTP ${status}`);
  if (!Array.isArray(body)) throw new PropertyProviderError('rentcast', 'the answer is not a list of properties');
  for (const record of body) {
    if (typeof record !== 'object' || record === null) continue;
    const { squareFootage, formattedAddress } = record as { squareFootage?: unknown; formattedAddress?: unknown };
    const feet = squareFeetOf(squareFootage);
    if (feet !== null) return { squareFootage: feet, formattedAddress: typeof formattedAddress === 'string' && formattedAddress ? formattedAddress : address };
  }
  return null;
}
