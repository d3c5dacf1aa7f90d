import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey } from 'jose';
import { TOKEN_ALGORITHM } from '@milestone/nest-kit';
import type { SigningKeyEntity } from './signing-key.entity.js';
import { SigningKeyRepository } from './signing-key.repository.js';
import { SigningKeyMapper } from './signing-key.mapper.js';
import { KeyRing } from './key-ring.js';

/** A retired key stays published this long, well past the life of any token it signed. */
const RETIRED_KEY_PUBLISHED_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the active signing key from the database, creating it on the very first start. Processes
 * starting at once may each try to create one: the partial unique index keeps the first insert,
 * the others' `ON CONFLICT DO NOTHING` drops theirs, and all read the same row afterwards.
 */
@Injectable()
export class SigningKeyService implements OnModuleInit {
  private readonly logger = new Logger(SigningKeyService.name);

  constructor(
    private readonly keys: SigningKeyRepository,
    private readonly ring: KeyRing,
  ) {}

  async onModuleInit(): Promise<void> {
    const active = await this.activeKey();
    const published = await this.keys.findPublished(new Date(Date.now() - RETIRED_KEY_PUBLISHED_MS));
    const privateKey = (await importJWK(active.privateJwk, TOKEN_ALGORITHM)) as CryptoKey;
    this.ring.load(
      { kid: active.id, privateKey },
      published.map((k) => SigningKeyMapper.toPublicJwk(k)),
    );
  }

  private async activeKey(): Promise<SigningKeyEntity> {
    const existing = await this.keys.findActive();
    if (existing) return existing;
    const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const stored = await this.keys.insertActiveUnlessAny({
      id: kid,
      algorithm: TOKEN_ALGORITHM,
      publicJwk: await exportJWK(publicKey),
      privateJwk: await exportJWK(privateKey),
    });
    if (stored) this.logger.log(`created signing key ${kid}`);
    const active = await this.keys.findActive();
    if (!active) throw new Error('no active signing key after creating one');
    return active;
  }
}
