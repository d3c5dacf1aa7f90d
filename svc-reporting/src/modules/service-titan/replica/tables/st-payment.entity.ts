import { Column, Entity, Index } from 'typeorm';
import { BIGINT_NUMBER, NUMERIC_NUMBER, ReplicaRow } from './replica-row.js';

/** Accounting.V2.ExportPaymentResponse: appliedTo stays in raw; first_invoice_id is the first invoice it pays. */
@Entity({ name: 'st_payments' })
@Index('st_payments_company_date_idx', ['companyId', 'date'])
export class StPaymentEntity extends ReplicaRow {
  @Column({ type: 'timestamptz', nullable: true })
  date!: Date | null;

  @Column({ type: 'text', nullable: true })
  type!: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  total!: number | null;

  @Column({ name: 'customer_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  customerId!: number | null;

  @Column({ name: 'first_invoice_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  firstInvoiceId!: number | null;
}
