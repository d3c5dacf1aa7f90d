import { Column, Entity, Index } from 'typeorm';
import { BIGINT_NUMBER, NUMERIC_NUMBER, ReplicaRow } from './replica-row.js';

/** Accounting.V2.ExportInvoiceItemResponse: a line of an invoice. */
@Entity({ name: 'st_invoice_items' })
@Index('st_invoice_items_company_invoice_idx', ['companyId', 'invoiceId'])
// (company_id) INCLUDE (id, invoice_id, technician_id, total): migration 1800437261000.
@Index('st_invoice_items_company_report_idx', { synchronize: false })
export class StInvoiceItemEntity extends ReplicaRow {
  @Column({ name: 'invoice_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  invoiceId!: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  type!: string | null;

  @Column({ name: 'sku_name', type: 'text', nullable: true })
  skuName!: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 4, nullable: true, transformer: NUMERIC_NUMBER })
  quantity!: number | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  price!: number | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  total!: number | null;

  @Column({ name: 'technician_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  technicianId!: number | null;
}
