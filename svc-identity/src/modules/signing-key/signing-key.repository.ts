import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { JWK } from 'jose';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import { SigningKeyEntity } from './signing-key.entity.js';

export interface NewSigningKey {
  id: string;
  algorithm: string;
  publicJwk: JWK;
  privateJwk: JWK;
}

/** The token signing keys: one active, the retired ones kept while their tokens may live. */
@Injectable()
export class SigningKeyRepository {
  constructor(@InjectRepository(SigningKeyEntity) private readonly repo: Repository<SigningKeyEntity>) {}

  findActive(): Promise<SigningKeyEntity | null> {
    return this.repo.findOneBy({ active: true });
  }

  /** The keys to publish, oldest first: the active one, unretired ones, and those retired after `retiredSince`. */
  findPublished(retiredSince: Date): Promise<SigningKeyEntity[]> {
    return this.repo.find({
      where: [{ active: true }, { retiredAt: IsNull() }, { retiredAt: MoreThan(retiredSince) }],
      order: { createdAt: 'ASC' },
    });
  }

  /**
   * Stores the key as the active one unless one is active already (the partial unique index keeps
   * the first of processes starting at once); answers whether this one was stored.
   */
  async insertActiveUnlessAny(key: NewSigningKey): Promise<boolean> {
    const inserted: unknown[] = await this.repo.query(
      `INSERT INTO signing_keys (id, algorithm, public_jwk, private_jwk, active)
       VALUES ($1, $2, $3, $4, true)
       ON CONFLICT (active) WHERE active DO NOTHING RETURNING id`,
      [key.id, key.algorithm, key.publicJwk, key.privateJwk],
    );
    return inserted.length > 0;
  }
}
