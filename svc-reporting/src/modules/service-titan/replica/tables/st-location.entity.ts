import { Column, Entity, Index } from 'typeorm';
import { BIGINT_NUMBER, ReplicaRow } from './replica-row.js';

/**
 * Crm.V2.ExportLocationsResponse: a service address of a customer. squareFootage is read from
 * the location's custom field 'Square Footage' when it has one (the property lookup and the
 * customer search answer with it).
 */
@Entity({ name: 'st_locations' })
@Index('st_locations_company_customer_idx', ['companyId', 'customerId'])
@Index('st_locations_address_trgm_idx', { synchronize: false })
export class StLocationEntity extends ReplicaRow {
  @Column({ name: 'customer_id', type: 'bigint', transformer: BIGINT_NUMBER })
  customerId!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  street!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ type: 'text', nullable: true })
  zip!: string | null;

  /** '{street}, {city}, {state} {zip}', what the property lookup matches an address against. */
  @Column({ name: 'full_address', type: 'text', nullable: true })
  fullAddress!: string | null;

  @Column({ name: 'square_footage', type: 'int', nullable: true })
  squareFootage!: number | null;
}
