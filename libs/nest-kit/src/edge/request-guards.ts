import type { IncomingHttpHeaders } from 'node:http';

/** An answer a guard gives instead of letting the request through. */
export interface Refusal {
  statusCode: 403 | 415;
  message: string;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE = 'This request came from another website and was refused';

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** host[:port] of an absolute http(s) URL, lower-cased, default ports dropped; null when it is none. */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.host;
  } catch {
    return null;
  }
}

/** A Host header as URL.host writes it (lower case, the scheme's default port dropped), or null. */
function normalHost(host: string | undefined, protocol: string): string | null {
  if (!host) return null;
  try {
    return new URL(`${protocol}://${host}`).host;
  } catch {
    return null;
  }
}

/**
 * Refuses a state-changing request (POST, PUT, PATCH, DELETE) that a page of another site sent:
 * its Origin, or without an Origin its Referer, is present and names neither the host the
 * request was sent to (the platform's own pages) nor one of `trustedOrigins` (APP_URL).
 * A request with neither header (curl, a server, a test) passes: browsers always send Origin on
 * a cross-origin POST, and `Origin: null` (sandboxed frames, file pages) is refused.
 * Hosts are compared without the scheme: a TLS proxy in front turns https into http before the
 * request gets here, and the cookies this protects are the same for both.
 */
export function crossSiteRefusal(
  method: string,
  headers: IncomingHttpHeaders,
  request: { host: string | undefined; protocol: string },
  trustedOrigins: readonly string[] = [],
): Refusal | null {
  if (!STATE_CHANGING.has(method.toUpperCase())) return null;
  const origin = firstValue(headers.origin);
  const source = origin ?? firstValue(headers.referer);
  if (source === undefined) return null;
  const sourceHost = hostOf(source);
  if (sourceHost !== null) {
    if (sourceHost === normalHost(request.host, request.protocol)) return null;
    if (trustedOrigins.some((trusted) => hostOf(trusted) === sourceHost)) return null;
  }
  return { statusCode: 403, message: CROSS_SITE_MESSAGE };
}

/** The media type of a Content-Type header, lower-cased, without its parameters. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  return contentType.split(';')[0]!.trim().toLowerCase();
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = firstValue(headers['content-length']);
  return (length !== undefined && length.trim() !== '0') || headers['transfer-encoding'] !== undefined;
}

/**
 * Refuses a state-changing request whose body is not one of `accepted` (application/json by
 * default): form-encoded and text/plain bodies are what a foreign page can send without asking,
 * so the JSON endpoints take none of them (415). A request without a body and without a
 * Content-Type passes (a logout, a refresh).
 */
export function mediaTypeRefusal(method: string, headers: IncomingHttpHeaders, accepted: readonly string[] = ['application/json']): Refusal | null {
  if (!STATE_CHANGING.has(method.toUpperCase())) return null;
  const type = mediaTypeOf(firstValue(headers['content-type']));
  if (type === undefined ? !hasBody(headers) : accepted.includes(type)) return null;
  return { statusCode: 415, message: `Content-Type must be ${accepted.join(' or ')}` };
}
