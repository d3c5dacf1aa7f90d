import type { StRecordOf } from '@milestone/servicetitan-contract';
import { dayStart, HOUR, iso, WEEK } from './context.js';
import type { AppointmentPlan, JobEnv, JobPlan, Visit } from './env.js';
import { cents } from './rng.js';
import { stampOf } from './work.js';

type R = StRecordOf;
type Technician = R['technicians'];
type GrossPayItem = R['grossPayItems'];

/** Hours a week paid at the regular rate; past them, time is paid at 1.5x. */
export const REGULAR_HOURS_PER_WEEK = 40;
export const OVERTIME_FACTOR = 1.5;

/** The pay week (0 = the history's first) an instant falls in. */
export function payWeek(start: number, ms: number): number {
  return Math.floor((ms - start) / WEEK);
}

/** One payroll per technician per week, as ServiceTitan's pay periods are per employee. */
export function payrollId(start: number, technicianId: number, ms: number): number {
  return 600_000_000 + payWeek(start, ms) * 10_000 + (technicianId % 10_000);
}

/**
 * Splits: one per technician assigned to the job, summing to 100. The lead gets the remainder of an
 * even share (two technicians: 50/50 or 60/40).
 */
export function buildSplits(env: JobEnv, plan: JobPlan): { technician: Technician; split: number }[] {
  const crew: Technician[] = [];
  let assignedOn = Number.MAX_SAFE_INTEGER;
  for (const appointment of plan.appointments) {
    for (const v of appointment.visits) {
      if (!crew.includes(v.technician)) crew.push(v.technician);
      assignedOn = Math.min(assignedOn, v.assignedOn);
    }
  }
  if (crew.length === 0) return [];
  const shares = crew.map(() => Math.floor(100 / crew.length));
  if (crew.length === 2 && env.rng.chance(0.4)) shares.splice(0, 2, 60, 40);
  shares[0] = 100 - shares.slice(1).reduce((a, b) => a + b, 0);
  return crew.map((technician, index) => {
    const split = shares[index] as number;
    env.out.jobSplits.push({
      id: env.ids.split++,
      jobId: plan.id,
      technicianId: technician.id,
      split,
      createdOn: iso(assignedOn),
      modifiedOn: stampOf(env, assignedOn),
      active: true,
    });
    return { technician, split };
  });
}

export function buildTimesheets(env: JobEnv, plan: JobPlan, appointment: AppointmentPlan): void {
  for (const v of appointment.visits) {
    if (v.timesheetId === null || v.dispatchedOn === null) continue;
    env.out.timesheets.push({
      id: v.timesheetId,
      jobId: plan.id,
      appointmentId: appointment.id,
      technicianId: v.technician.id,
      dispatchedOn: iso(v.dispatchedOn),
      arrivedOn: v.arrivedOn === null ? null : iso(v.arrivedOn),
      canceledOn: null,
      doneOn: v.doneOn === null ? null : iso(v.doneOn),
      createdOn: iso(v.dispatchedOn),
      modifiedOn: stampOf(env, v.doneOn ?? v.arrivedOn ?? v.dispatchedOn),
      active: true,
    });
  }
}

function oneLineAddress(env: JobEnv, location: R['locations']): string {
  let text = env.cache.locationLine.get(location.id);
  if (text === undefined) {
    const a = location.address;
    text = `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
    env.cache.locationLine.set(location.id, text);
  }
  return text;
}

interface PayFields {
  activity: string;
  amount: number;
  grossPayItemType: GrossPayItem['grossPayItemType'];
  startedOn: string | null;
  endedOn: string | null;
  paidDurationHours: number | null;
  paidTimeType: GrossPayItem['paidTimeType'];
  sourceEntityId: number | null;
  invoiceId: number | null;
  invoiceNumber: string | null;
  /** When the item was made (its createdOn and, in generation, its modifiedOn). */
  madeOn: number;
}

/** One gross pay item, every record built with the same property order so they share one shape. */
function payItem(env: JobEnv, plan: JobPlan, technician: Technician, at: number, f: PayFields): GrossPayItem {
  const address = plan.location.address;
  const item: GrossPayItem = {
    id: env.ids.grossPayItem++,
    employeeId: technician.id,
    employeeType: 'Technician',
    businessUnitName: env.businessUnitNames.get(technician.businessUnitId ?? 0) ?? null,
    payrollId: payrollId(env.start, technician.id, at),
    employeePayrollId: technician.payrollId ?? null,
    date: iso(dayStart(at)),
    activity: f.activity,
    amount: f.amount,
    grossPayItemType: f.grossPayItemType,
    startedOn: f.startedOn,
    endedOn: f.endedOn,
    paidDurationHours: f.paidDurationHours,
    paidTimeType: f.paidTimeType,
    sourceEntityId: f.sourceEntityId,
    jobId: plan.id,
    jobNumber: plan.number,
    jobTypeName: plan.jobType.record.name,
    invoiceId: f.invoiceId,
    invoiceNumber: f.invoiceNumber,
    customerId: plan.customer.id,
    customerName: plan.customer.name,
    locationId: plan.location.id,
    locationName: plan.location.name,
    locationAddress: oneLineAddress(env, plan.location),
    locationZip: address.zip,
    memo: null,
    createdOn: iso(Math.min(f.madeOn, env.stamp ?? env.limit)),
    modifiedOn: stampOf(env, f.madeOn),
    active: true,
  };
  env.out.grossPayItems.push(item);
  return item;
}

/** An invoice-related bonus: a job commission (invoice subtotal x rate x split) or a sold-by commission. */
export function bonusPay(
  env: JobEnv,
  plan: JobPlan,
  invoice: R['invoices'],
  technician: Technician,
  amount: number,
  at: number,
  activity: string,
  sourceEntityId: number,
): void {
  const value = cents(amount);
  if (value === 0) return;
  payItem(env, plan, technician, at, {
    activity,
    amount: value,
    grossPayItemType: 'InvoiceRelatedBonus',
    startedOn: null,
    endedOn: null,
    paidDurationHours: null,
    paidTimeType: null,
    sourceEntityId,
    invoiceId: invoice.id,
    invoiceNumber: invoice.referenceNumber ?? null,
    madeOn: at + HOUR,
  });
}

/**
 * Hourly pay of one finished timesheet: dispatch to done at the technician's rate; the part past 40
 * hours in the pay week (`hoursBefore` already worked) is a second item at 1.5x. Returns the hours paid.
 */
export function timesheetPay(env: JobEnv, plan: JobPlan, appointment: AppointmentPlan, visit: Visit, hoursBefore: number): number {
  if (visit.dispatchedOn === null || visit.doneOn === null) return 0;
  const technician = visit.technician;
  const hours = (visit.doneOn - visit.dispatchedOn) / HOUR;
  const regular = Math.max(0, Math.min(hours, REGULAR_HOURS_PER_WEEK - hoursBefore));
  const overtime = hours - regular;
  const parts: [number, 'Regular' | 'Overtime', number][] = [];
  if (regular > 0) parts.push([regular, 'Regular', 1]);
  if (overtime > 0) parts.push([overtime, 'Overtime', OVERTIME_FACTOR]);
  let from = visit.dispatchedOn;
  for (const [partHours, type, factor] of parts) {
    const to = from + partHours * HOUR;
    payItem(env, plan, technician, visit.dispatchedOn, {
      activity: type === 'Regular' ? 'Job time' : 'Job time (overtime)',
      amount: cents(partHours * technician.hourlyRate * factor),
      grossPayItemType: 'TimesheetTime',
      startedOn: iso(from),
      endedOn: iso(to),
      paidDurationHours: partHours,
      paidTimeType: type,
      sourceEntityId: visit.timesheetId,
      invoiceId: null,
      invoiceNumber: null,
      madeOn: visit.doneOn,
    });
    from = to;
  }
  return hours;
}

/** Phase 4: every finished timesheet's pay, technician by technician in time order, so overtime falls where it happens. */
export function payAllTimesheets(env: JobEnv, jobs: JobPlan[]): void {
  const byTechnician = new Map<number, { plan: JobPlan; appointment: AppointmentPlan; visit: Visit }[]>();
  for (const plan of jobs) {
    for (const appointment of plan.appointments) {
      for (const visit of appointment.visits) {
        if (visit.doneOn === null) continue;
        let list = byTechnician.get(visit.technician.id);
        if (list === undefined) byTechnician.set(visit.technician.id, (list = []));
        list.push({ plan, appointment, visit });
      }
    }
  }
  for (const technicianId of [...byTechnician.keys()].sort((a, b) => a - b)) {
    const list = byTechnician.get(technicianId) ?? [];
    list.sort((a, b) => (a.visit.dispatchedOn as number) - (b.visit.dispatchedOn as number) || a.appointment.id - b.appointment.id);
    let week = -1;
    let hours = 0;
    for (const { plan, appointment, visit } of list) {
      const w = payWeek(env.start, visit.dispatchedOn as number);
      if (w !== week) {
        week = w;
        hours = 0;
      }
      hours += timesheetPay(env, plan, appointment, visit, hours);
    }
  }
}
