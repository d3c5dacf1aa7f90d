/** The addresses a connection sends its secret (auth) and its app key (API) to. */
export interface ConnectionAddresses {
  authUrl: string;
  apiUrl: string;
}

/** An address as compared: the URL's normal form (host in lower case, no default port, no trailing slash). */
function comparable(address: string): string {
  try {
    const url = new URL(address.trim());
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return address.trim().replace(/\/+$/, '');
  }
}

/** True when both name the same address. */
export function sameAddress(a: string, b: string): boolean {
  return comparable(a) === comparable(b);
}

/**
 * Why the stored secret or app key may not be kept for this change, or null when it may. They
 * are kept (left blank) only towards the addresses they were saved for: otherwise anyone who may
 * edit the connection could send them to an address of their choosing. So a changed auth or API
 * address needs every blank one typed again, and nothing is contacted or saved until it is.
 */
export function credentialReuseProblem(
  stored: ConnectionAddresses,
  given: ConnectionAddresses,
  kept: { clientSecret: boolean; appKey: boolean },
): string | null {
  const authChanged = !sameAddress(stored.authUrl, given.authUrl);
  const apiChanged = !sameAddress(stored.apiUrl, given.apiUrl);
  if (!authChanged && !apiChanged) return null;
  const missing = [kept.clientSecret ? 'the client secret' : null, kept.appKey ? 'the app key' : null].filter((what) => what !== null);
  if (missing.length === 0) return null;
  const changed = authChanged && apiChanged ? 'the auth and API addresses changed' : authChanged ? 'the auth address changed' : 'the API address changed';
  const what = missing.join(' and ');
  return `Enter ${what} again: ${changed}`;
}
