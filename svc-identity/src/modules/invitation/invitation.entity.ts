import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CompanyEntity } from '../company/company.entity.js';
import { UserEntity } from '../user/user.entity.js';

export type InvitationStatus = 'pending' | 'accepted';

/**
 * An invitation to join a company (spec 000 section 3), one per company and e-mail: inviting
 * again renews it. `invitationToken` holds the SHA-256 of the mailed token, never the token.
 */
@Entity({ name: 'user_invitations' })
@Index('user_invitations_company_id_email_key', ['companyId', 'email'], { unique: true })
@Index('user_invitations_invitation_token_key', ['invitationToken'], { unique: true })
export class InvitationEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'user_invitations_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'user_invitations_company_id_fkey' })
  company?: CompanyEntity;

  @Column({ name: 'invited_by', type: 'int', nullable: true })
  invitedBy!: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by', foreignKeyConstraintName: 'user_invitations_invited_by_fkey' })
  inviter?: UserEntity;

  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 50, default: 'user' })
  role!: 'user' | 'admin';

  @Column({ name: 'invitation_token', type: 'varchar', length: 64 })
  invitationToken!: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: InvitationStatus;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
