import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_TITAN_SETTINGS, type ServiceTitanSettings } from '../service-titan.settings.js';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that cannot be opened: tampered with, sealed with another key or for another purpose, or no key. */
export class SecretBoxError extends Error {
  override readonly name = 'SecretBoxError';
}

/** ST_ENCRYPTION_KEY as the 32 bytes it encodes (base64 or base64url); null when it is not set. */
export function encryptionKeyOf(value: string | null): Buffer | null {
  if (!value) return null;
  const key = Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES) throw new SecretBoxError(`ST_ENCRYPTION_KEY must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
  return key;
}

/**
 * Seals and opens stored secrets with AES-256-GCM and ST_ENCRYPTION_KEY. The sealed form is
 * 'v1.<iv>.<tag>.<ciphertext>' in base64url; the version lets a later key rotation tell old
 * values from new. `context` is bound as additional data, so a value sealed for one company's
 * column cannot be copied into another row and opened there.
 */
@Injectable()
export class SecretBox {
  private readonly key: Buffer | null;

  constructor(@Inject(SERVICE_TITAN_SETTINGS) settings: Pick<ServiceTitanSettings, 'encryptionKey'>) {
    this.key = encryptionKeyOf(settings.encryptionKey);
  }

  /** Whether a key is configured (without one nothing can be sealed or opened). */
  get configured(): boolean {
    return this.key !== null;
  }

  seal(plain: string, context: string): string {
    const key = this.requireKey();
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  open(sealed: string, context: string): string {
    const key = this.requireKey();
    const parts = sealed.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('The stored value is not a sealed secret of this version');
    const [, ivText, tagText, ciphertextText] = parts as [string, string, string, string];
    const iv = Buffer.from(ivText, 'base64url');
    const tag = Buffer.from(tagText, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError('The stored value is not a sealed secret of this version');
    try {
      const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      // GCM says only "unable to authenticate": a changed key, a changed value or another context.
      throw new SecretBoxError('The stored secret cannot be opened: ST_ENCRYPTION_KEY changed or the value was altered');
    }
  }

  private requireKey(): Buffer {
    if (!this.key) throw new SecretBoxError('ST_ENCRYPTION_KEY is not set');
    return this.key;
  }
}
