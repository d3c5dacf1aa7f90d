import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A company: the tenant every user and every row of the other services belongs to. */
@Entity({ name: 'companies' })
@Index('companies_domain_key', ['domain'], { unique: true })
@Check('companies_domain_lower_check', `"domain" = lower("domain")`)
export class CompanyEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'companies_pkey' })
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  /** The e-mail domain whose users join this company; null for a personal company (free mail). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  domain!: string | null;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified!: boolean;

  @Column({ name: 'verification_token', type: 'varchar', length: 255, nullable: true })
  verificationToken!: string | null;

  @Column({ name: 'verification_method', type: 'varchar', length: 50, nullable: true })
  verificationMethod!: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  settings!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
