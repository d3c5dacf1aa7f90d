/** What a property-data source knows about an address: its living area and the address as it spells it. */
export interface PropertyData {
  squareFootage: number;
  formattedAddress: string;
}

/** A property-data API (RentCast, ATTOM). `lookup` answers null when the source has no such property. */
export interface PropertyDataProvider {
  readonly name: 'rentcast' | 'attom';
  lookup(address: string): Promise<PropertyData | null>;
}

/** The configured provider, or null when none is (the replica alone answers). */
export const PROPERTY_DATA_PROVIDER = Symbol('PROPERTY_DATA_PROVIDER');

/** Requests to a provider give up after this long (the user is waiting on the form). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** The provider refused the call for its rate limit (HTTP 429). */
export class PropertyRateLimitedError extends Error {
  constructor(readonly provider: string) {
    super(`${provider} is rate-limiting property lookups`);
    this.name = 'PropertyRateLimitedError';
  }
}

/**
 * The provider failed: an unexpected status, a body that is not what its documents describe, a
 * timeout or a network error. The message says which, never the API key (it is sent as a header
 * and appears in no URL).
 */
export class PropertyProviderError extends Error {
  constructor(
    readonly provider: string,
    reason: string,
  ) {
    super(`${provider} property lookup failed: ${reason}`);
    this.name = 'PropertyProviderError';
  }
}

/** A positive whole number of square feet from a number or a numeric string, else null. */
export function squareFeetOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
}

/** GET with the provider's headers and the timeout; network errors and timeouts become PropertyProviderError. */
export async function getJson(provider: string, url: URL, headers: Record<string, string>, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = fieldOf(error, 'name');
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw new PropertyProviderError(provider, timedOut ? `no answer within ${timeoutMs / 1000} s` : `the request failed (${networkReason(error)})`);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { status: response.status, body };
}

// fetch's errors come from Node's own realm (not instanceof Error under jest's VM): read their fields.
function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The system error code of a failed fetch (ECONNREFUSED, ENOTFOUND...), else its message. */
function networkReason(error: unknown): string {
  const code = fieldOf(fieldOf(error, 'cause'), 'code');
  if (typeof code === 'string') return code;
  const message = fieldOf(error, 'message');
  return typeof message === 'string' ? message : String(error);
}
