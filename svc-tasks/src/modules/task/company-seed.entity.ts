import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * The business key of "this company has received its starter tasks": one row per company,
 * written in the same transaction as the tasks, so a company is seeded once however many times
 * (and under whatever message ids) its creation event arrives.
 */
@Entity({ name: 'company_seeds' })
export class CompanySeedEntity {
  @PrimaryColumn({ name: 'company_id', type: 'int', primaryKeyConstraintName: 'company_seeds_pkey' })
  companyId!: number;

  @CreateDateColumn({ name: 'seeded_at', type: 'timestamptz' })
  seededAt!: Date;
}
