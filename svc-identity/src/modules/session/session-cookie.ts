import { SESSION_COOKIE, SESSION_COOKIE_PATH, SESSION_MAX_MS } from './session.constants.js';

/** The Set-Cookie value that hands the browser its session token. */
export function sessionCookie(token: string, secure: boolean): string {
  const attributes = [`${SESSION_COOKIE}=${token}`, `Path=${SESSION_COOKIE_PATH}`, `Max-Age=${SESSION_MAX_MS / 1000}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The Set-Cookie value that removes it. */
export function clearedSessionCookie(secure: boolean): string {
  const attributes = [`${SESSION_COOKIE}=`, `Path=${SESSION_COOKIE_PATH}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The session token of a Cookie header, or null. */
export function readSessionCookie(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join('; ') : header;
  if (!value) return null;
  for (const part of value.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const token = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
    }
  }
  return null;
}
