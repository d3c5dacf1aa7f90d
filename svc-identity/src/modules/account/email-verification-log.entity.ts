import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../user/user.entity.js';

export type VerificationStatus = 'sent' | 'verified' | 'superseded';

/**
 * The e-mail verification log (spec 000 section 3): one row per verification link sent, updated
 * when it is used. `verificationToken` holds the SHA-256 of the link's token, never the token.
 */
@Entity({ name: 'email_verification_logs' })
@Index('email_verification_logs_verification_token_key', ['verificationToken'], { unique: true })
@Index('email_verification_logs_user_id_idx', ['userId'])
export class EmailVerificationLogEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'email_verification_logs_pkey' })
  id!: string;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'email_verification_logs_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ name: 'verification_token', type: 'varchar', length: 64 })
  verificationToken!: string;

  /** sent, then verified (used) or superseded (a newer link was sent). */
  @Column({ type: 'varchar', length: 20, default: 'sent' })
  status!: VerificationStatus;

  @Column({ name: 'sent_at', type: 'timestamptz' })
  sentAt!: Date;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress!: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent!: string | null;
}
