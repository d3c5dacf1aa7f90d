import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CompanyEntity } from './company.entity.js';

/**
 * One authorized e-mail domain of a company (its settings' comma-separated verificationDomain,
 * one row per domain): registrations on it join the company. The primary key makes a domain
 * belong to one company at most, and is what registration looks domains up by.
 */
@Entity({ name: 'company_domains' })
@Index('company_domains_company_id_idx', ['companyId'])
export class CompanyDomainEntity {
  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'company_domains_pkey' })
  domain!: string;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'company_domains_company_id_fkey' })
  company?: CompanyEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
