import { Column, Entity } from 'typeorm';
import { BIGINT_NUMBER, NUMERIC_NUMBER, ReplicaRow } from './replica-row.js';

/** TenantSettings.V2.ExportTechnicianResponse: a technician with the rates pay is computed from. */
@Entity({ name: 'st_technicians' })
export class StTechnicianEntity extends ReplicaRow {
  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'business_unit_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  businessUnitId!: number | null;

  @Column({ type: 'text', nullable: true })
  team!: string | null;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'hourly_rate', type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  hourlyRate!: number | null;

  @Column({ name: 'commission_rate', type: 'numeric', precision: 9, scale: 4, nullable: true, transformer: NUMERIC_NUMBER })
  commissionRate!: number | null;

  @Column({ name: 'sold_by_rate', type: 'numeric', precision: 9, scale: 4, nullable: true, transformer: NUMERIC_NUMBER })
  soldByRate!: number | null;

  @Column({ name: 'user_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  userId!: number | null;
}
