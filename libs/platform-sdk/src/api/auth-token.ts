/** The browser-storage key of the bearer token (spec 000 section 4: login stores it). */
export const AUTH_TOKEN_KEY = 'authToken';

type TokenListener = (token: string | null) => void;
const listeners = new Set<TokenListener>();

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export function getAuthToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function setAuthToken(token: string): void {
  storage()?.setItem(AUTH_TOKEN_KEY, token);
  for (const listener of listeners) listener(token);
}

export function clearAuthToken(): void {
  storage()?.removeItem(AUTH_TOKEN_KEY);
  for (const listener of listeners) listener(null);
}

/**
 * Called with the new token (or null) whenever this tab stores or clears it: sign-in, renewal,
 * sign-out, or a renewal the server refused. Returns the unsubscribe function.
 */
export function onAuthTokenChange(listener: TokenListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
