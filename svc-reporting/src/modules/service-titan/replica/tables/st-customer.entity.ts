import { Column, Entity, Index } from 'typeorm';
import { NUMERIC_NUMBER, ReplicaRow } from './replica-row.js';

/** Crm.V2.ExportCustomerResponse. Searched by name (trigram index, made by the migration). */
@Entity({ name: 'st_customers' })
@Index('st_customers_name_trgm_idx', { synchronize: false })
@Index('st_customers_company_modified_idx', ['companyId', 'modifiedOn'])
export class StCustomerEntity extends ReplicaRow {
  @Column({ type: 'text' })
  name!: string;

  /** Residential | Commercial */
  @Column({ type: 'varchar', length: 20, nullable: true })
  type!: string | null;

  @Column({ type: 'text', nullable: true })
  street!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ type: 'text', nullable: true })
  zip!: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  balance!: number | null;
}
