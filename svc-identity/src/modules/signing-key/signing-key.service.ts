import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { TOKEN_ALGORITHM } from '@milestone/nest-kit';
import { SigningKeyEntity } from './signing-key.entity.js';
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
    @InjectRepository(SigningKeyEntity) private readonly keys: Repository<SigningKeyEntity>,
    private readonly ring: KeyRing,
  ) {}

  async onModuleInit(): Promise<void> {
    const active = await this.activeKey();
    const published = await this.keys.find({
      where: [{ active: true }, { retiredAt: IsNull() }, { retiredAt: MoreThan(new Date(Date.now() - RETIRED_KEY_PUBLISHED_MS)) }],
      order: { createdAt: 'ASC' },
    });
    const privateKey = (await importJWK(active.privateJwk, TOKEN_ALGORITHM)) as CryptoKey;
    this.ring.load({ kid: active.id, privateKey }, published.map((k) => publicJwk(k)));
  }

  private async activeKey(): Promise<SigningKeyEntity> {
    const existing = await this.keys.findOneBy({ active: true });
    if (existing) return existing;
    const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const inserted: unknown[] = await this.keys.query(
      `INSERT INTO signing_keys (id, algorithm, public_jwk, private_jwk, active)
       VALUES ($1, $2, $3, $4, true)
       ON CONFLICT (active) WHERE active DO NOTHING RETURNING id`,
      [kid, TOKEN_ALGORITHM, await exportJWK(publicKey), await exportJWK(privateKey)],
    );
    if (inserted.length > 0) this.logger.log(`created signing key ${kid}`);
    const active = await this.keys.findOneBy({ active: true });
    if (!active) throw new Error('no active signing key after creating one');
    return active;
  }
}

function publicJwk(key: SigningKeyEntity): JWK {
  const { kty, crv, x, y } = key.publicJwk;
  return { kty, crv, x, y, kid: key.id, alg: key.algorithm, use: 'sig' };
}
