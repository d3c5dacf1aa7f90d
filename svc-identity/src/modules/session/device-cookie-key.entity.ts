import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * The HMAC key that signs device cookies: one row (id 1), made at the first start and shared by
 * every instance, so a device cookie stays valid across restarts and instances.
 */
@Entity({ name: 'device_cookie_keys' })
export class DeviceCookieKeyEntity {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'device_cookie_keys_pkey' })
  id!: number;

  /** 256 random bits, base64url. */
  @Column({ type: 'varchar', length: 64 })
  secret!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
