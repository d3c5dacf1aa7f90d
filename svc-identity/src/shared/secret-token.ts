import { createHash, randomBytes } from 'node:crypto';

/** A token for a link or cookie: 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no account. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
