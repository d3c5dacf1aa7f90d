import { Column, Entity, Index } from 'typeorm';
import { BIGINT_NUMBER, ReplicaRow } from './replica-row.js';

/** Jpm.V2.ExportAppointmentsResponse: a visit of a job. */
@Entity({ name: 'st_appointments' })
@Index('st_appointments_company_job_idx', ['companyId', 'jobId'])
@Index('st_appointments_company_start_idx', ['companyId', 'start'])
export class StAppointmentEntity extends ReplicaRow {
  @Column({ name: 'job_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  jobId!: number | null;

  @Column({ name: 'appointment_number', type: 'text', nullable: true })
  appointmentNumber!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  start!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  end!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  status!: string | null;
}
