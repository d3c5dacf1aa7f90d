import { getAuthToken, onAuthTokenChange } from './auth-token.js';
import { renewAccessToken } from './client.js';

/** Access tokens are renewed this long before they expire (they last 15 minutes). */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;
/** After a renewal that failed without ending the session (network, 5xx), try again this soon. */
export const RENEW_RETRY_MS = 30_000;
// setTimeout holds a signed 32-bit delay; longer ones fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The expiry (ms since epoch) of a JWT from its `exp` claim, or null when it has none or is not a JWT. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * How long to wait before renewing a token that expires at `expiresAt`: until a minute before
 * expiry, at once when less than that is left (or it has expired), null when the expiry is unknown.
 */
export function renewalDelayMs(expiresAt: number | null, now: number): number | null {
  if (expiresAt === null) return null;
  return Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - now - RENEW_BEFORE_EXPIRY_MS));
}

/**
 * Keeps the signed-in session's access token fresh: renews it through POST /api/auth/refresh a
 * minute before it expires, re-arming whenever the stored token changes (sign-in, renewal,
 * sign-out). A renewal the server refuses clears the token, which signs the user out; one that
 * failed for another reason is tried again while the token is still valid. The API client also
 * renews once on a 401, so a sleeping laptop that missed the timer is covered too.
 * Returns the function that stops it.
 */
export function keepSessionFresh(clock: { now(): number } = Date): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const arm = (delayOverride?: number) => {
    clearTimeout(timer);
    const token = getAuthToken();
    if (!token) return;
    const expiresAt = tokenExpiresAt(token);
    const delay = delayOverride ?? renewalDelayMs(expiresAt, clock.now());
    if (delay === null) return;
    timer = setTimeout(async () => {
      // Another tab may have renewed meanwhile (same session, shared storage): follow its token.
      if (getAuthToken() !== token) return arm();
      const renewed = await renewAccessToken();
      if (renewed === null && getAuthToken() === token && expiresAt !== null && expiresAt > clock.now()) arm(RENEW_RETRY_MS);
    }, delay);
  };

  arm();
  const off = onAuthTokenChange(() => arm());
  return () => {
    off();
    clearTimeout(timer);
  };
}
