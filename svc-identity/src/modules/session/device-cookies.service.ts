import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DeviceCookieKeyRepository } from './device-cookie-key.repository.js';
import { DEVICE_COOKIE_MAX_AGE_S, DEVICE_COOKIE_PATH, DEVICE_COOKIE_PREFIX } from './session.constants.js';

const NONCE = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * OWASP's device cookies (Slow Down Online Guessing Attacks with Device Cookies): a browser that
 * signed in to an account gets an httpOnly cookie `<nonce>.<HMAC-SHA256(key, email|nonce)>`, one
 * per account (the cookie's name is derived from the e-mail, so several accounts can share a
 * browser). Showing it again proves the client signed in to that account before: its sign-ins are
 * counted on their own and never locked out by someone else's failures.
 */
@Injectable()
export class DeviceCookies implements OnModuleInit {
  private key: Buffer | null = null;

  constructor(private readonly keys: DeviceCookieKeyRepository) {}

  /** Loads the key, making it on the very first start (instances starting at once keep the first insert). */
  async onModuleInit(): Promise<void> {
    this.key = Buffer.from(await this.keys.secretOr(randomBytes(32).toString('base64url')), 'base64url');
  }

  /** The nonce of a valid device cookie of `email` in the Cookie header, or null. */
  recognise(email: string, cookieHeader: string | string[] | undefined): string | null {
    const value = readCookie(cookieHeader, this.cookieName(email));
    if (!value) return null;
    const [nonce, signature] = value.split('.');
    if (!nonce || !signature || !NONCE.test(nonce) || !SIGNATURE.test(signature)) return null;
    const expected = Buffer.from(this.sign(`${email}|${nonce}`), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }

  /** The Set-Cookie value of the device cookie of `email`: the known nonce again (a new Max-Age), or a new one. */
  cookie(email: string, nonce: string | null, secure: boolean): string {
    const value = nonce ?? randomBytes(16).toString('base64url');
    const attributes = [
      `${this.cookieName(email)}=${value}.${this.sign(`${email}|${value}`)}`,
      `Path=${DEVICE_COOKIE_PATH}`,
      `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
      'HttpOnly',
      'SameSite=Strict',
    ];
    if (secure) attributes.push('Secure');
    return attributes.join('; ');
  }

  /** Named after the e-mail without showing it. */
  private cookieName(email: string): string {
    return `${DEVICE_COOKIE_PREFIX}${this.sign(`name|${email}`).slice(0, 16)}`;
  }

  private sign(data: string): string {
    if (!this.key) throw new Error('device cookie key not loaded');
    return createHmac('sha256', this.key).update(data).digest('base64url');
  }
}

function readCookie(header: string | string[] | undefined, name: string): string | null {
  const value = Array.isArray(header) ? header.join('; ') : header;
  if (!value) return null;
  for (const part of value.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
