import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { JWK } from 'jose';

/**
 * The token signing key pair, kept so that tokens survive restarts. At most one row is active
 * (a partial unique index): processes starting together agree on the same key.
 */
@Entity({ name: 'signing_keys' })
@Index('signing_keys_one_active_key', ['active'], { unique: true, where: 'active' })
export class SigningKeyEntity {
  /** The JWK `kid`. */
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'signing_keys_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  algorithm!: string;

  @Column({ name: 'public_jwk', type: 'jsonb' })
  publicJwk!: JWK;

  @Column({ name: 'private_jwk', type: 'jsonb' })
  privateJwk!: JWK;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When it stopped signing; its public half stays in the JWKS while its tokens may live. */
  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt!: Date | null;
}
