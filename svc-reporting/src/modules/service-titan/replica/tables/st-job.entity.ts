import { Column, Entity, Index } from 'typeorm';
import { BIGINT_NUMBER, NUMERIC_NUMBER, ReplicaRow } from './replica-row.js';

/** Jpm.V2.ExportJobsResponse: a job, what most reports count and sum. */
@Entity({ name: 'st_jobs' })
@Index('st_jobs_company_completed_idx', ['companyId', 'completedOn'])
@Index('st_jobs_company_customer_idx', ['companyId', 'customerId'])
@Index('st_jobs_company_business_unit_idx', ['companyId', 'businessUnitId'])
export class StJobEntity extends ReplicaRow {
  @Column({ name: 'job_number', type: 'text', nullable: true })
  jobNumber!: string | null;

  @Column({ name: 'customer_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  customerId!: number | null;

  @Column({ name: 'location_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  locationId!: number | null;

  @Column({ name: 'business_unit_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  businessUnitId!: number | null;

  @Column({ name: 'job_type_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  jobTypeId!: number | null;

  @Column({ name: 'campaign_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  campaignId!: number | null;

  @Column({ name: 'job_status', type: 'varchar', length: 20, nullable: true })
  jobStatus!: string | null;

  @Column({ name: 'completed_on', type: 'timestamptz', nullable: true })
  completedOn!: Date | null;

  @Column({ name: 'sold_by_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  soldById!: number | null;

  @Column({ name: 'invoice_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  invoiceId!: number | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  total!: number | null;

  @Column({ name: 'no_charge', type: 'boolean', nullable: true })
  noCharge!: boolean | null;
}
