import { splitAddressLines } from '../address.js';
import {
  getJson,
  PropertyProviderError,
  PropertyRateLimitedError,
  squareFeetOf,
  type PropertyData,
  type PropertyDataProvider,
} from './property-data-provider.js';

export const ATTOM_DEFAULT_URL = 'https://api.gateway.attomdata.com/propertyapi/v1.0.0';

/**
 * ATTOM's Property API (api.developer.attomdata.com): `GET /property/detail?address1=<street>&address2=<city, ST zip>`
 * with the key in the `apikey` header. 200 answers `{status: {code, msg, total}, property: [{address: {oneLine}, building: {size: {livingsize, universalsize, bldgsize}}}]}`;
 * no match answers status.msg 'SuccessWithoutResult' (with HTTP 200 and no property, or HTTP 400) or 404; 429 is its rate limit.
 */
export class AttomProvider implements PropertyDataProvider {
  readonly name = 'attom' as const;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs: number,
  ) {}

  async lookup(address: string): Promise<PropertyData | null> {
    const { line1, line2 } = splitAddressLines(address);
    const url = new URL(`${this.baseUrl.replace(/\/+$/, '')}/property/detail`);
    url.searchParams.set('address1', line1);
    if (line2) url.searchParams.set('address2', line2);
    const { status, body } = await getJson(this.name, url, { apikey: this.apiKey }, this.timeoutMs);
    return parseAttomAnswer(status, body, address);
  }
}

interface AttomSize {
  livingsize?: unknown;
  livingSize?: unknown;
  universalsize?: unknown;
  universalSize?: unknown;
  bldgsize?: unknown;
  bldgSize?: unknown;
}

interface AttomProperty {
  address?: { oneLine?: unknown; line1?: unknown; line2?: unknown };
  building?: { size?: AttomSize };
}

function statusMessage(body: unknown): string | null {
  const msg = (body as { status?: { msg?: unknown } } | null)?.status?.msg;
  return typeof msg === 'string' ? msg : null;
}

/** ATTOM's answer to a property detail request, as PropertyData (null: no such property, or none with a size). */
export function parseAttomAnswer(status: number, body: unknown, address: string): PropertyData | null {
  if (status === 404) return null;
  if (status === 429) throw new PropertyRateLimitedError('attom');
  if (status === 400 && statusMessage(body) === 'SuccessWithoutResult') return null;
  if (status === 401 || status === 403) throw new PropertyProviderError('attom', `the API key was refused (HTTP ${status})`);
  if (status !== 200) throw new PropertyProviderError('attom', `HTTP ${status}`);
  if (typeof body !== 'object' || body === null) throw new PropertyProviderError('attom', 'the answer is not a property detail document');
  const properties = (body as { property?: unknown }).property;
  if (properties === undefined || (Array.isArray(properties) && properties.length === 0)) return null;
  if (!Array.isArray(properties)) throw new PropertyProviderError('attom', 'the answer is not a property detail document');
  for (const property of properties as AttomProperty[]) {
    // The key is lower case in the v1 detail document; some versions spell it in camel case.
    const size = property?.building?.size ?? {};
    const feet =
      squareFeetOf(size.livingsize ?? size.livingSize) ??
      squareFeetOf(size.universalsize ?? size.universalSize) ??
      squareFeetOf(size.bldgsize ?? size.bldgSize);
    if (feet === null) continue;
    return { squareFootage: feet, formattedAddress: formattedAddressOf(property) ?? address };
  }
  return null;
}

function formattedAddressOf(property: AttomProperty): string | null {
  const a = property.address;
  if (!a) return null;
  if (typeof a.oneLine === 'string' && a.oneLine) return a.oneLine;
  const lines = [a.line1, a.line2].filter((l): l is string => typeof l === 'string' && l !== '');
  return lines.length > 0 ? lines.join(', ') : null;
}
