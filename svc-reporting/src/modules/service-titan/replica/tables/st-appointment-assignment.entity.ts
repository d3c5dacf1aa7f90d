import { Column, Entity, Index } from 'typeorm';
import { BIGINT_NUMBER, ReplicaRow } from './replica-row.js';

/** Dispatch.V2.ExportAppointmentAssignmentsResponse: which technician went on which appointment (a job names none). */
@Entity({ name: 'st_appointment_assignments' })
@Index('st_appointment_assignments_company_technician_idx', ['companyId', 'technicianId'])
@Index('st_appointment_assignments_company_job_idx', ['companyId', 'jobId'])
export class StAppointmentAssignmentEntity extends ReplicaRow {
  @Column({ name: 'appointment_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  appointmentId!: number | null;

  @Column({ name: 'job_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  jobId!: number | null;

  @Column({ name: 'technician_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  technicianId!: number | null;

  @Column({ name: 'technician_name', type: 'text', nullable: true })
  technicianName!: string | null;

  @Column({ name: 'assigned_on', type: 'timestamptz', nullable: true })
  assignedOn!: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  status!: string | null;
}
