import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with OWASP's minimum: 19 MiB memory, 2 passes, 1 lane. */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordService {
  /** A hash of nothing anyone knows: verified against when the e-mail is unknown, so timing tells nothing. */
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, PASSWORD_HASH_OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      await this.verifyDummy(password);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the time a real check takes, for an unknown account. */
  async verifyDummy(password: string): Promise<void> {
    this.dummyHash ??= this.hash(randomBytes(32).toString('base64url'));
    await argon2.verify(await this.dummyHash, password).catch(() => false);
  }

  /** True when a stored hash was made with weaker or other settings than today's. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS);
    } catch {
      return false;
    }
  }
}
