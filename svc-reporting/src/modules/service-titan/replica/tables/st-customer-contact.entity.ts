import { Column, Entity, Index } from 'typeorm';
import { BIGINT_NUMBER, ReplicaRow } from './replica-row.js';

/** Crm.V2.ExportCustomerContactResponse: a phone number or e-mail address of a customer. */
@Entity({ name: 'st_customer_contacts' })
@Index('st_customer_contacts_company_customer_idx', ['companyId', 'customerId'])
export class StCustomerContactEntity extends ReplicaRow {
  @Column({ name: 'customer_id', type: 'bigint', transformer: BIGINT_NUMBER })
  customerId!: number;

  /** Phone | Email | Fax | MobilePhone */
  @Column({ type: 'varchar', length: 20 })
  type!: string;

  @Column({ type: 'text' })
  value!: string;
}
