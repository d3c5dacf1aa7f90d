import { Column, Entity } from 'typeorm';
import { NUMERIC_NUMBER, ReplicaRow } from './replica-row.js';

/** Jpm.V2.JobTypeResponse (a paged list: no export). Its business units stay in raw. */
@Entity({ name: 'st_job_types' })
export class StJobTypeEntity extends ReplicaRow {
  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'sold_threshold', type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: NUMERIC_NUMBER })
  soldThreshold!: number | null;
}
