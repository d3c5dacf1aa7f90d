import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { UserRole } from '@milestone/contracts';
import { CompanyEntity } from '../company/company.entity.js';

/** A person who signs in. E-mails are stored lower-cased, so uniqueness ignores case. */
@Entity({ name: 'users' })
@Index('users_email_key', ['email'], { unique: true })
@Index('users_company_id_idx', ['companyId'])
@Index('users_password_reset_token_key', ['passwordResetToken'], { unique: true })
@Check('users_email_lower_check', `"email" = lower("email")`)
export class UserEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'users_pkey' })
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ type: 'varchar', length: 255 })
  username!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 50, default: 'user' })
  role!: UserRole | (string & {});

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @ManyToOne(() => CompanyEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'users_company_id_fkey' })
  company?: CompanyEntity;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ name: 'is_email_verified', type: 'boolean', default: false })
  isEmailVerified!: boolean;

  /**
   * False while the account waits for an owner's or admin's activation (no mail delivery, or a
   * sign-up at a domain that does not allow self-registration): it neither signs in nor takes a seat.
   */
  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  /** A new address asked for in the profile, until the link mailed to it is followed. */
  @Column({ name: 'pending_email', type: 'varchar', length: 255, nullable: true })
  pendingEmail!: string | null;

  /** SHA-256 of the latest verification link's token; the log keeps every one. */
  @Column({ name: 'email_verification_token', type: 'varchar', length: 255, nullable: true })
  emailVerificationToken!: string | null;

  @Column({ name: 'email_verification_expires', type: 'timestamptz', nullable: true })
  emailVerificationExpires!: Date | null;

  /** SHA-256 of the pending reset link's token (never the token); cleared when used. */
  @Column({ name: 'password_reset_token', type: 'varchar', length: 255, nullable: true })
  passwordResetToken!: string | null;

  @Column({ name: 'password_reset_expires', type: 'timestamptz', nullable: true })
  passwordResetExpires!: Date | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
