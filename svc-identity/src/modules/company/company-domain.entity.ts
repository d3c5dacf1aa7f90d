import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CompanyEntity } from './company.entity.js';

/**
 * One authorized e-mail domain of a company (its settings' comma-separated verificationDomain,
 * one row per domain). Registrations on it join the company only once it is proven (verifiedAt):
 * several companies may claim a domain, one at most may prove it (the partial unique index), so
 * nobody captures another company's sign-ups by listing its domain.
 */
@Entity({ name: 'company_domains' })
@Index('company_domains_company_id_idx', ['companyId'])
@Index('company_domains_proven_domain_key', ['domain'], { unique: true, where: '"verified_at" IS NOT NULL' })
export class CompanyDomainEntity {
  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'company_domains_pkey' })
  domain!: string;

  @PrimaryColumn({ name: 'company_id', type: 'int', primaryKeyConstraintName: 'company_domains_pkey' })
  companyId!: number;

  /** The value of the TXT record that proves the domain: milestone-verification=<token>. */
  @Column({ name: 'verification_token', type: 'varchar', length: 64 })
  verificationToken!: string;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;

  /** How it was proven: 'dns' (TXT record) or 'owner-email' (the owner's verified address at it). */
  @Column({ name: 'verification_method', type: 'varchar', length: 50, nullable: true })
  verificationMethod!: string | null;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'company_domains_company_id_fkey' })
  company?: CompanyEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
