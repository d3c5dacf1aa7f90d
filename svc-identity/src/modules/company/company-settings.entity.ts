import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CompanyEntity } from './company.entity.js';

/** A company's settings (spec 000 section 3), one row per company. */
@Entity({ name: 'company_settings' })
@Index('company_settings_company_id_key', ['companyId'], { unique: true })
export class CompanySettingsEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'company_settings_pkey' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  // One row per company: the unique index company_settings_company_id_key makes it one-to-one.
  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'company_settings_company_id_fkey' })
  company?: CompanyEntity;

  /** Authorized e-mail domains, comma-separated. */
  @Column({ name: 'verification_domain', type: 'varchar', length: 255, nullable: true })
  verificationDomain!: string | null;

  @Column({ name: 'require_domain_verification', type: 'boolean', default: true })
  requireDomainVerification!: boolean;

  @Column({ name: 'allow_self_registration', type: 'boolean', default: false })
  allowSelfRegistration!: boolean;

  @Column({ name: 'max_users', type: 'int', default: 10 })
  maxUsers!: number;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  settings!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
