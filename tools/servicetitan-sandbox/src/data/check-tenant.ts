import type { StRecordOf } from '@milestone/servicetitan-contract';
import type { TenantData } from './tenant-data.js';

/**
 * The tenant's invariants, computed from the records alone (no generator internals), for the tests:
 * broken foreign ids, splits that do not sum to 100, invoices whose subTotal is not their items'
 * sum, and each technician's weekly gross pay against hours x rate (overtime past 40 h at 1.5x)
 * plus job commissions and sold-by commissions. Returns one sentence per problem found.
 */
export function tenantProblems(data: TenantData, limit = 20): string[] {
  const r = data.records;
  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < limit) problems.push(text);
  };
  const ids = <T extends { id?: number | null }>(list: T[]) => new Set(list.map((x) => x.id as number));
  const units = ids(r.businessUnits);
  const technicians = new Map(r.technicians.map((t) => [t.id, t]));
  const customers = ids(r.customers);
  const locations = ids(r.locations);
  const jobs = new Map(r.jobs.map((j) => [j.id, j]));
  const appointments = ids(r.appointments);
  const invoices = new Map(r.invoices.map((i) => [i.id, i]));
  const estimates = ids(r.estimates);
  const jobTypes = ids(r.jobTypes);
  const campaigns = ids(r.campaigns);
  const teams = new Set(r.teams.map((t) => t.name));
  const need = (set: { has(id: number): boolean }, id: number | null | undefined, what: string) => {
    if (id === null || id === undefined || !set.has(id)) problem(`${what} points at ${String(id)}, which does not exist`);
  };

  for (const t of r.technicians) {
    need(units, t.businessUnitId, `technician ${t.id}'s business unit`);
    if (t.team !== null && t.team !== undefined && !teams.has(t.team)) problem(`technician ${t.id}'s team ${t.team} is not a team`);
  }
  for (const l of r.locations) need(customers, l.customerId, `location ${l.id}'s customer`);
  for (const c of r.customerContacts) need(customers, c.customerId, `contact ${c.id}'s customer`);
  for (const j of r.jobs) {
    need(customers, j.customerId, `job ${j.id}'s customer`);
    need(locations, j.locationId, `job ${j.id}'s location`);
    need(units, j.businessUnitId, `job ${j.id}'s business unit`);
    need(jobTypes, j.jobTypeId, `job ${j.id}'s job type`);
    need(campaigns, j.campaignId, `job ${j.id}'s campaign`);
    need(invoices, j.invoiceId, `job ${j.id}'s invoice`);
    need(appointments, j.firstAppointmentId, `job ${j.id}'s first appointment`);
    need(appointments, j.lastAppointmentId, `job ${j.id}'s last appointment`);
    if (j.soldById !== null && j.soldById !== undefined) need(technicians, j.soldById, `job ${j.id}'s sold-by`);
    for (const e of j.estimateIds) need(estimates, e, `job ${j.id}'s estimate`);
  }
  for (const a of r.appointments) {
    need(jobs, a.jobId, `appointment ${a.id}'s job`);
    need(customers, a.customerId, `appointment ${a.id}'s customer`);
  }
  for (const a of r.appointmentAssignments) {
    need(jobs, a.jobId, `assignment ${a.id}'s job`);
    need(appointments, a.appointmentId, `assignment ${a.id}'s appointment`);
    need(technicians, a.technicianId, `assignment ${a.id}'s technician`);
  }
  for (const e of r.estimates) {
    need(jobs, e.jobId, `estimate ${e.id}'s job`);
    if (e.soldBy !== null && e.soldBy !== undefined) need(technicians, e.soldBy, `estimate ${e.id}'s sold-by`);
  }
  const itemSums = new Map<number, number>();
  for (const item of r.invoiceItems) {
    need(invoices, item.invoiceId, `invoice item ${item.id}'s invoice`);
    if (item.technicianId !== null && item.technicianId !== undefined) need(technicians, item.technicianId, `invoice item ${item.id}'s technician`);
    itemSums.set(item.invoiceId, (itemSums.get(item.invoiceId) ?? 0) + Math.round(Number(item.total) * 100));
  }
  for (const i of r.invoices) {
    need(jobs, i.job?.id, `invoice ${i.id}'s job`);
    need(customers, i.customer?.id, `invoice ${i.id}'s customer`);
    need(locations, i.location?.id, `invoice ${i.id}'s location`);
    need(units, i.businessUnit?.id, `invoice ${i.id}'s business unit`);
    const sub = Math.round(Number(i.subTotal) * 100);
    if (sub !== (itemSums.get(i.id) ?? 0)) problem(`invoice ${i.id}'s subTotal ${i.subTotal} is not the sum of its items (${(itemSums.get(i.id) ?? 0) / 100})`);
    if (Math.round(Number(i.total) * 100) !== sub + Math.round(Number(i.salesTax) * 100)) problem(`invoice ${i.id}'s total is not subTotal + salesTax`);
  }
  for (const p of r.payments) {
    for (const applied of p.appliedTo ?? []) {
      need(invoices, applied.appliedTo, `payment ${p.id}'s application`);
      const invoice = invoices.get(applied.appliedTo);
      if (invoice && (invoice.total !== applied.appliedAmount || invoice.balance !== '0.00')) problem(`payment ${p.id} does not settle invoice ${invoice.id}`);
    }
  }
  const splitSums = new Map<number, number>();
  for (const s of r.jobSplits) {
    need(jobs, s.jobId, `split ${s.id}'s job`);
    need(technicians, s.technicianId, `split ${s.id}'s technician`);
    splitSums.set(s.jobId, (splitSums.get(s.jobId) ?? 0) + s.split);
  }
  for (const [jobId, sum] of splitSums) if (Math.abs(sum - 100) > 1e-9) problem(`job ${jobId}'s splits sum to ${sum}, not 100`);
  for (const t of r.timesheets) {
    need(jobs, t.jobId, `timesheet ${t.id}'s job`);
    need(appointments, t.appointmentId, `timesheet ${t.id}'s appointment`);
    need(technicians, t.technicianId, `timesheet ${t.id}'s technician`);
  }
  for (const g of r.grossPayItems) {
    need(technicians, g.employeeId, `gross pay item ${g.id}'s employee`);
    need(jobs, g.jobId, `gross pay item ${g.id}'s job`);
    if (g.invoiceId !== null && g.invoiceId !== undefined) need(invoices, g.invoiceId, `gross pay item ${g.id}'s invoice`);
  }

  for (const text of payProblems(data)) problem(text);
  return problems;
}

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

/** Each technician's pay per week, recomputed from timesheets, invoices, splits, estimates and rates. */
function payProblems(data: TenantData): string[] {
  const r = data.records;
  const start = data.anchor.getTime() - 52 * WEEK;
  const week = (iso: string) => Math.floor((Date.parse(iso) - start) / WEEK);
  const technicians = new Map(r.technicians.map((t) => [t.id, t]));
  const key = (technicianId: number, w: number) => `${technicianId}/${w}`;
  const hours = new Map<string, number>();
  for (const t of r.timesheets) {
    if (!t.doneOn || !t.dispatchedOn) continue;
    const k = key(t.technicianId, week(t.dispatchedOn));
    hours.set(k, (hours.get(k) ?? 0) + (Date.parse(t.doneOn) - Date.parse(t.dispatchedOn)) / HOUR);
  }
  const expected = new Map<string, number>();
  const add = (k: string, amount: number) => expected.set(k, (expected.get(k) ?? 0) + amount);
  for (const [k, h] of hours) {
    const rate = (technicians.get(Number(k.split('/')[0])) as StRecordOf['technicians']).hourlyRate;
    add(k, Math.min(40, h) * rate + Math.max(0, h - 40) * rate * 1.5);
  }
  const invoices = new Map(r.invoices.map((i) => [i.id, i]));
  const jobs = new Map(r.jobs.map((j) => [j.id, j]));
  for (const s of r.jobSplits) {
    const job = jobs.get(s.jobId);
    if (!job || job.jobStatus !== 'Completed' || !job.completedOn) continue;
    const invoice = invoices.get(job.invoiceId);
    const technician = technicians.get(s.technicianId);
    if (!invoice || !technician) continue;
    add(key(s.technicianId, week(job.completedOn)), (Number(invoice.subTotal) * technician.commissionRate * s.split) / 100);
  }
  for (const e of r.estimates) {
    if (e.soldBy === null || e.soldBy === undefined || !e.soldOn) continue;
    const technician = technicians.get(e.soldBy);
    if (technician) add(key(e.soldBy, week(e.soldOn)), e.subtotal * technician.soldByRate);
  }
  // The mistakes seeded on purpose (pay-exceptions.ts) are what the items are known to differ by.
  for (const e of data.payExceptions ?? []) add(key(e.technicianId, week(e.date)), e.delta);
  const paid = new Map<string, { amount: number; items: number }>();
  for (const g of r.grossPayItems) {
    const k = key(g.employeeId as number, week(g.date));
    const entry = paid.get(k) ?? { amount: 0, items: 0 };
    entry.amount += g.amount;
    entry.items += 1;
    paid.set(k, entry);
  }
  const problems: string[] = [];
  for (const k of new Set([...expected.keys(), ...paid.keys()])) {
    const want = expected.get(k) ?? 0;
    const got = paid.get(k) ?? { amount: 0, items: 0 };
    // Each item is rounded to cents on its own: half a cent of difference per item at most.
    if (Math.abs(want - got.amount) > 0.005 * got.items + 1e-6)
      problems.push(`technician/week ${k}: gross pay items sum to ${got.amount.toFixed(2)}, the records say ${want.toFixed(2)}`);
  }
  return problems;
}
