import { Column, Entity, Index } from 'typeorm';
import { BIGINT_NUMBER, NUMERIC_NUMBER, ReplicaRow } from './replica-row.js';

/**
 * Accounting.V2.ExportInvoiceResponse: money arrives as strings and is stored as numeric; nested
 * {id, name} are kept as ids. The reports' covering index (company_id, INCLUDE the keys, date and
 * money) is made by its migration: TypeORM cannot declare INCLUDE.
 */
@Entity({ name: 'st_invoices' })
@Index('st_invoices_company_report_idx', { synchronize: false })
// (company_id, sub_total DESC NULLS LAST, id), the invoices in a table's sort order: migration 1800437261000.
@Index('st_invoices_company_sub_total_idx', { synchronize: false })
@Index('st_invoices_company_date_idx', ['companyId', 'invoiceDate'])
@Index('st_invoices_company_job_idx', ['companyId', 'jobId'])
export class StInvoiceEntity extends ReplicaRow {
  @Column({ name: 'reference_number', type: 'text', nullable: true })
  referenceNumber!: string | null;

  @Column({ name: 'invoice_date', type: 'timestamptz', nullable: true })
  invoiceDate!: Date | null;

  @Column({ name: 'due_date', type: 'timestamptz', nullable: true })
  dueDate!: Date | null;

  @Column({ name: 'sub_total', type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  subTotal!: number | null;

  @Column({ name: 'sales_tax', type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  salesTax!: number | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  total!: number | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  balance!: number | null;

  @Column({ name: 'customer_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  customerId!: number | null;

  @Column({ name: 'location_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  locationId!: number | null;

  @Column({ name: 'business_unit_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  businessUnitId!: number | null;

  @Column({ name: 'job_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  jobId!: number | null;

  @Column({ name: 'job_number', type: 'text', nullable: true })
  jobNumber!: string | null;

  @Column({ name: 'paid_on', type: 'timestamptz', nullable: true })
  paidOn!: Date | null;
}
