import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A load calculation a user saved (spec 001 section 3 "Saved calculation"). */
@Entity({ name: 'saved_load_calculations' })
@Index('saved_load_calculations_company_user_idx', ['companyId', 'userId', 'createdAt'])
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
