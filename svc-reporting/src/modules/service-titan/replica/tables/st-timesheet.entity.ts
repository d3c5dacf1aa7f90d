import { Column, Entity, Index } from 'typeorm';
import { BIGINT_NUMBER, ReplicaRow } from './replica-row.js';

/** Payroll.V2.Timesheets.JobTimesheetExportResponse: a technician's times on an appointment. */
@Entity({ name: 'st_timesheets' })
@Index('st_timesheets_company_technician_idx', ['companyId', 'technicianId'])
// The pay report: the timesheets dispatched within a week.
@Index('st_timesheets_company_dispatched_idx', ['companyId', 'dispatchedOn'])
export class StTimesheetEntity extends ReplicaRow {
  @Column({ name: 'job_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  jobId!: number | null;

  @Column({ name: 'appointment_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  appointmentId!: number | null;

  @Column({ name: 'technician_id', type: 'bigint', nullable: true, transformer: BIGINT_NUMBER })
  technicianId!: number | null;

  @Column({ name: 'dispatched_on', type: 'timestamptz', nullable: true })
  dispatchedOn!: Date | null;

  @Column({ name: 'arrived_on', type: 'timestamptz', nullable: true })
  arrivedOn!: Date | null;

  @Column({ name: 'done_on', type: 'timestamptz', nullable: true })
  doneOn!: Date | null;
}
