import { Column, Entity, Index } from 'typeorm';
import { BIGINT_NUMBER, NUMERIC_NUMBER, ReplicaRow } from './replica-row.js';

/** Payroll.V2.GrossPayItems.GrossPayItemExportResponse: one earning of an employee (hourly time, bonus, commission) as payroll computed it. */
@Entity({ name: 'st_gross_pay_items' })
@Index('st_gross_pay_items_company_date_idx', ['companyId', 'date'])
@Index('st_gross_pay_items_company_employee_date_idx', ['companyId', 'employeeId', 'date'])
// The pay report's commission analysis: a week's jobs' bonuses, by job.
@Index('st_gross_pay_items_company_job_idx', ['companyId', 'jobId'])
export class StGrossPayItemEntity extends ReplicaRow {
  @Column({ name: 'employee_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  employeeId!: number | null;

  @Column({ name: 'employee_type', type: 'varchar', length: 20, nullable: true })
  employeeType!: string | null;

  @Column({ name: 'payroll_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  payrollId!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  date!: Date | null;

  @Column({ name: 'gross_pay_item_type', type: 'varchar', length: 40, nullable: true })
  grossPayItemType!: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  amount!: number | null;

  @Column({ name: 'paid_duration_hours', type: 'numeric', precision: 14, scale: 4, nullable: true, transformer: NUMERIC_NUMBER })
  paidDurationHours!: number | null;

  @Column({ name: 'paid_time_type', type: 'varchar', length: 20, nullable: true })
  paidTimeType!: string | null;

  @Column({ name: 'job_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  jobId!: number | null;

  @Column({ name: 'invoice_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  invoiceId!: number | null;

  @Column({ type: 'text', nullable: true })
  activity!: string | null;
}
