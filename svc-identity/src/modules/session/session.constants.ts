/** A session lasts 12 hours from its last refresh... */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** ...and at most 7 days from sign-in. */
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** The httpOnly cookie holding the session's opaque token; sent only to /api/auth (refresh, logout). */
export const SESSION_COOKIE = 'milestone_session';
export const SESSION_COOKIE_PATH = '/api/auth';
/** Device cookies (OWASP's scheme against malicious lockout): one per account a browser signed in to, sent only to sign-in. */
export const DEVICE_COOKIE_PREFIX = 'milestone_device_';
export const DEVICE_COOKIE_PATH = '/api/auth/login';
/** A browser stays known for half a year after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
