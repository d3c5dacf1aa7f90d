import { Column, Entity, Index } from 'typeorm';
import { BIGINT_NUMBER, NUMERIC_NUMBER, ReplicaRow } from './replica-row.js';

/** Estimates.V2.ExportEstimatesResponse: an estimate; sold ones carry who sold them (commissions). */
@Entity({ name: 'st_estimates' })
@Index('st_estimates_company_sold_idx', ['companyId', 'soldOn'])
// The pay report's commission analysis: a week's jobs' sold estimates, by job.
@Index('st_estimates_company_job_idx', ['companyId', 'jobId'])
export class StEstimateEntity extends ReplicaRow {
  @Column({ name: 'job_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  jobId!: number | null;

  @Column({ name: 'customer_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  customerId!: number | null;

  @Column({ name: 'location_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  locationId!: number | null;

  @Column({ type: 'text', nullable: true })
  name!: string | null;

  @Column({ type: 'text', nullable: true })
  status!: string | null;

  @Column({ name: 'sold_on', type: 'timestamptz', nullable: true })
  soldOn!: Date | null;

  @Column({ name: 'sold_by', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  soldBy!: number | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  subtotal!: number | null;

  @Column({ name: 'business_unit_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  businessUnitId!: number | null;
}
