/** The browser-storage key of the bearer token (spec 000 section 4: login stores it). */
export const AUTH_TOKEN_KEY = 'authToken';

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export function getAuthToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function setAuthToken(token: string): void {
  storage()?.setItem(AUTH_TOKEN_KEY, token);
}

export function clearAuthToken(): void {
  storage()?.removeItem(AUTH_TOKEN_KEY);
}
