import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A load calculation a user saved (spec 001 section 3 "Saved calculation"). */
@Entity({ name: 'saved_load_calculations' })
@Index('saved_load_calculations_company_user_idx', ['companyId', 'userId', 'createdAt'])
@Index('saved_load_calculations_totals_pending_idx', ['id'], { where: '"totals_computed_at" IS NULL' })
export class CalculationEntity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'saved_load_calculations_pkey' })
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** The calculator's form as the user left it (customer, square feet, appliances ...). */
  @Column({ name: 'form_data', type: 'jsonb' })
  formData!: Record<string, unknown>;

  /** The engine's net VA for formData (grossVa - omitted - load-managed); null when it cannot compute it. */
  @Column({ name: 'net_va', type: 'double precision', nullable: true })
  netVa!: number | null;

  /** netVa / 240, unrounded; null with netVa. */
  @Column({ type: 'double precision', nullable: true })
  amperes!: number | null;

  /** The recommended service rating (240.6(A)); null when not computed, or above 6000 A. */
  @Column({ name: 'recommended_service_amps', type: 'int', nullable: true })
  recommendedServiceAmps!: number | null;

  /** When the totals were computed from formData; null on rows saved before they were kept (the backfill's work list). */
  @Column({ name: 'totals_computed_at', type: 'timestamptz', nullable: true })
  totalsComputedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
