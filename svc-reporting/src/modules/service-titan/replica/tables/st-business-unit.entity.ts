import { Column, Entity } from 'typeorm';
import { ReplicaRow } from './replica-row.js';

/** TenantSettings.V2.ExportBusinessUnitResponse: a business unit (Electrical, Plumbing, HVAC, General); jobs, invoices and pay are grouped by it. */
@Entity({ name: 'st_business_units' })
export class StBusinessUnitEntity extends ReplicaRow {
  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'official_name', type: 'text', nullable: true })
  officialName!: string | null;

  @Column({ name: 'trade_name', type: 'text', nullable: true })
  tradeName!: string | null;
}
