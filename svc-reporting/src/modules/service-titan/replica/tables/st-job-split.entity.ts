import { Column, Entity, Index } from 'typeorm';
import { BIGINT_NUMBER, NUMERIC_NUMBER, ReplicaRow } from './replica-row.js';

/** Payroll.V2.JobSplits.JobSplitExportResponse: a technician's share of a job (percent; a job's splits sum to 100). */
@Entity({ name: 'st_job_splits' })
@Index('st_job_splits_company_job_idx', ['companyId', 'jobId'])
@Index('st_job_splits_company_technician_idx', ['companyId', 'technicianId'])
export class StJobSplitEntity extends ReplicaRow {
  @Column({ name: 'job_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  jobId!: number | null;

  @Column({ name: 'technician_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  technicianId!: number | null;

  @Column({ type: 'numeric', precision: 14, scale: 4, nullable: true, transformer: NUMERIC_NUMBER })
  split!: number | null;
}
