/** The browser-storage key of the bearer token (spec 000 section 4: login stores it). */
export const AUTH_TOKEN_KEY = 'authToken';

/** What a user whose browser blocks this site's storage is told (the app still works in the tab). */
export const STORAGE_BLOCKED_MESSAGE =
  "Your browser blocks this site's storage: Milestone works, but may ask you to sign in again when you reload or open another tab. Allow site data for this address to stay signed in.";

type TokenListener = (token: string | null) => void;
const listeners = new Set<TokenListener>();

// A browser that blocks site data (privacy settings, some embedded views) throws a SecurityError
// on reading `localStorage` itself, and a full or locked one on writing. Then the token lives in
// this tab's memory: the user can still sign in and work, and is told why a reload may sign them out.
// (Where there is no storage at all, as in Node, nothing is remembered, as before.)
let memoryToken: string | null = null;

const REFUSED = Symbol('refused');

/** Runs a storage call: undefined without storage, REFUSED when the browser refuses it. */
function attempt<T>(call: (store: Storage) => T): T | undefined | typeof REFUSED {
  try {
    if (typeof localStorage === 'undefined') return undefined;
    return call(localStorage);
  } catch {
    return REFUSED;
  }
}

const PROBE_KEY = 'authToken.probe';

/**
 * Whether a token stored now is still there on the next page load: false where the browser
 * refuses to read or write the site's storage, and where there is no storage (Node).
 */
export function tokenPersists(): boolean {
  return (
    attempt((store) => {
      store.setItem(PROBE_KEY, '1');
      store.removeItem(PROBE_KEY);
      return true;
    }) === true
  );
}

/** Whether this browser refuses the site's storage. */
export function isStorageBlocked(): boolean {
  return attempt((store) => store.getItem(AUTH_TOKEN_KEY)) === REFUSED;
}

export function getAuthToken(): string | null {
  const stored = attempt((store) => store.getItem(AUTH_TOKEN_KEY));
  return stored === REFUSED ? memoryToken : (stored ?? null);
}

export function setAuthToken(token: string): void {
  memoryToken = token;
  attempt((store) => store.setItem(AUTH_TOKEN_KEY, token));
  for (const listener of listeners) listener(token);
}

export function clearAuthToken(): void {
  memoryToken = null;
  attempt((store) => store.removeItem(AUTH_TOKEN_KEY));
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
