import { ST_ENTITY_KEYS, type StEntityKey, type StRecordOf } from '@milestone/servicetitan-contract';
import type { JobTypePlan } from './catalog.js';
import { priceBook } from './catalog.js';
import { dayStart, HISTORY_WEEKS, HOUR, WEEK } from './context.js';
import { type AppointmentPlan, FIRST_IDS, type IdCounters, type JobEnv, type JobPlan, nextIdsOf, sharedValues, type Visit } from './env.js';
import { compareModified, emptyRecords, type Sortable } from './generate-tenant.js';
import { payrollId, timesheetPay } from './payroll.js';
import { BUSINESS_UNITS } from './people.js';
import { Rng } from './rng.js';
import type { ChangeRequest, ChangeResult, TenantData } from './tenant-data.js';
import { buildJob } from './work.js';

type R = StRecordOf;
type AnyRecord = Sortable & { active?: boolean };

const QUARTER = 15 * 60_000;
/** Where modifications land, in turn (benign edits: nothing a pay or revenue figure depends on). */
const MODIFIABLE: readonly StEntityKey[] = ['customers', 'jobs', 'locations', 'invoices', 'customerContacts', 'payments', 'appointments', 'technicians'];
/** Where deletions land: CRM records, which stay in exports with active: false. */
const DELETABLE: readonly StEntityKey[] = ['customerContacts', 'locations', 'customers'];

/**
 * Applies one batch of changes made "now" (request.at, else the clock): modifies, deletes
 * (active: false, still exported) and creates completed jobs with everything a job brings. Every
 * touched record gets the batch's modifiedOn and moves to the end of its array, so the
 * (modifiedOn, id) order holds and an export resumed from an older token sees exactly these.
 * The same data, request and seed make the same changes.
 */
export function applyChanges(data: TenantData, request: ChangeRequest, seed: number): ChangeResult {
  const rng = new Rng((seed * 2654435761) ^ data.spec.seed);
  const records = data.records as unknown as Record<StEntityKey, AnyRecord[]>;
  let newest = 0;
  for (const key of ST_ENTITY_KEYS) {
    const last = records[key][records[key].length - 1];
    if (last?.modifiedOn) newest = Math.max(newest, Date.parse(last.modifiedOn));
  }
  const wanted = (request.at ?? new Date()).getTime();
  if (!Number.isFinite(wanted)) throw new Error('applyChanges: "at" is not a valid date');
  // Never before what is already there: a change older than the newest record would be invisible to a resumed export.
  const stamp = Math.max(wanted, newest + 1);
  const stampIso = new Date(stamp).toISOString();
  const result: ChangeResult = { modified: {}, deleted: {}, created: {} };
  const touched = new Map<StEntityKey, Set<AnyRecord>>();
  const touch = (key: StEntityKey, record: AnyRecord) => {
    let set = touched.get(key);
    if (set === undefined) touched.set(key, (set = new Set()));
    set.add(record);
    record.modifiedOn = stampIso;
  };
  const note = (bucket: Partial<Record<StEntityKey, number[]>>, key: StEntityKey, id: number) => {
    (bucket[key] ??= []).push(id);
  };
  const pickActive = (key: StEntityKey): AnyRecord | null => {
    const list = records[key];
    for (let attempt = 0; attempt < 20 && list.length > 0; attempt++) {
      const record = list[rng.int(0, list.length - 1)] as AnyRecord;
      if (record.active !== false && !touched.get(key)?.has(record)) return record;
    }
    return null;
  };

  for (let i = 0; i < Math.max(0, request.modify ?? 0); i++) {
    // In turn over the entities; one with nothing left to pick passes its turn to the next.
    let key = MODIFIABLE[i % MODIFIABLE.length] as StEntityKey;
    let record = pickActive(key);
    for (let step = 1; record === null && step < MODIFIABLE.length; step++) {
      key = MODIFIABLE[(i + step) % MODIFIABLE.length] as StEntityKey;
      record = pickActive(key);
    }
    if (record === null) continue;
    modify(key, record, rng, stampIso);
    touch(key, record);
    note(result.modified, key, record.id as number);
  }
  for (let i = 0; i < Math.max(0, request.delete ?? 0); i++) {
    const key = DELETABLE[i % DELETABLE.length] as StEntityKey;
    const record = pickActive(key);
    if (record === null) continue;
    record.active = false;
    touch(key, record);
    note(result.deleted, key, record.id as number);
  }

  const created = emptyRecords();
  const createCount = Math.max(0, request.create ?? 0);
  if (createCount > 0) {
    const balances = new Map<R['customers'], number>();
    const env = changeEnv(data, rng, stamp, created);
    let hoursOf = paidHoursCache.get(data);
    if (hoursOf === undefined) paidHoursCache.set(data, (hoursOf = paidHours(data)));
    for (let i = 0; i < createCount; i++) {
      const plan = planNewJob(data, env, stamp);
      if (plan === null) break;
      balances.set(plan.customer, balances.get(plan.customer) ?? plan.customer.balance);
      buildJob(env, plan);
      for (const appointment of plan.appointments) {
        for (const visit of appointment.visits) {
          const payroll = payrollId(env.start, visit.technician.id, visit.dispatchedOn as number);
          const hours = timesheetPay(env, plan, appointment, visit, hoursOf.get(payroll) ?? 0);
          hoursOf.set(payroll, (hoursOf.get(payroll) ?? 0) + hours);
        }
      }
    }
    for (const [customer, before] of balances) {
      if (customer.balance !== before && !touched.get('customers')?.has(customer as AnyRecord)) {
        touch('customers', customer as AnyRecord);
        note(result.modified, 'customers', customer.id);
      }
    }
  }

  for (const key of ST_ENTITY_KEYS) {
    const moved = touched.get(key);
    const fresh = created[key] as AnyRecord[];
    if (moved === undefined && fresh.length === 0) continue;
    for (const record of fresh) note(result.created, key, record.id as number);
    const tail = [...(moved ?? []), ...fresh].sort(compareModified);
    const list = records[key];
    if (moved !== undefined) {
      // Compacts in place: the array stays the same object the server may hold.
      let write = 0;
      for (let read = 0; read < list.length; read++) {
        const record = list[read] as AnyRecord;
        if (!moved.has(record)) list[write++] = record;
      }
      list.length = write;
    }
    for (const record of tail) list.push(record);
  }
  return result;
}

function modify(key: StEntityKey, record: AnyRecord, rng: Rng, at: string): void {
  switch (key) {
    case 'customers': {
      const c = record as R['customers'];
      c.doNotMail = !c.doNotMail;
      break;
    }
    case 'jobs': {
      const j = record as R['jobs'];
      j.priority = j.priority === 'High' ? 'Normal' : 'High';
      j.summary = `${j.summary ?? ''} Customer called back ${at.slice(0, 10)}.`.trim();
      break;
    }
    case 'locations': {
      const l = record as R['locations'];
      l.zoneId = rng.int(1, 12);
      break;
    }
    case 'invoices': {
      const inv = record as R['invoices'];
      inv.sentStatus = inv.sentStatus === 'Opened' ? 'Sent' : 'Opened';
      break;
    }
    case 'customerContacts': {
      const c = record as R['customerContacts'];
      c.memo = `Confirmed ${at.slice(0, 10)}`;
      break;
    }
    case 'payments': {
      const p = record as R['payments'];
      p.memo = `Reconciled ${at.slice(0, 10)}`;
      break;
    }
    case 'appointments': {
      const a = record as R['appointments'];
      a.specialInstructions = 'Call the customer on the way.';
      break;
    }
    case 'technicians': {
      const t = record as R['technicians'];
      t.dailyGoal = t.dailyGoal + 100;
      break;
    }
    default:
      break;
  }
}

/** Per tenant, the hours paid per payroll, kept up to date by each batch instead of recounted. */
const paidHoursCache = new WeakMap<TenantData, Map<number, number>>();

function changeEnv(data: TenantData, rng: Rng, stamp: number, out: JobEnv['out']): JobEnv {
  let ids = nextIdsOf.get(data);
  if (ids === undefined) nextIdsOf.set(data, (ids = nextIds(data)));
  return {
    rng,
    // The counters advance in place, so the next batch continues from here.
    ids,
    start: data.anchor.getTime() - HISTORY_WEEKS * WEEK,
    limit: stamp,
    stamp,
    businessUnitNames: new Map(BUSINESS_UNITS.map((u) => [u.id, u.name])),
    priceBook: priceBook(),
    technicianIndex: new Map(data.records.technicians.map((t, i) => [t.id, i])),
    out,
    cache: sharedValues(),
  };
}

function nextIds(data: TenantData): IdCounters {
  const next = (key: StEntityKey, first: number) => {
    let max = first - 1;
    for (const r of data.records[key] as Sortable[]) if ((r.id ?? 0) > max) max = r.id as number;
    return max + 1;
  };
  let paymentApplication = FIRST_IDS.paymentApplication - 1;
  for (const p of data.records.payments) for (const a of p.appliedTo ?? []) paymentApplication = Math.max(paymentApplication, a.appliedId);
  return {
    job: next('jobs', FIRST_IDS.job),
    appointment: next('appointments', FIRST_IDS.appointment),
    assignment: next('appointmentAssignments', FIRST_IDS.assignment),
    estimate: next('estimates', FIRST_IDS.estimate),
    invoice: next('invoices', FIRST_IDS.invoice),
    invoiceItem: next('invoiceItems', FIRST_IDS.invoiceItem),
    payment: next('payments', FIRST_IDS.payment),
    paymentApplication: paymentApplication + 1,
    split: next('jobSplits', FIRST_IDS.split),
    timesheet: next('timesheets', FIRST_IDS.timesheet),
    grossPayItem: next('grossPayItems', FIRST_IDS.grossPayItem),
  };
}

/** A job finished just now: one appointment worked by one or two of the unit's active technicians. */
function planNewJob(data: TenantData, env: JobEnv, stamp: number): JobPlan | null {
  const { rng } = env;
  const customers = data.records.customers;
  let customer: R['customers'] | null = null;
  let location: R['locations'] | null = null;
  for (let attempt = 0; attempt < 30 && location === null; attempt++) {
    const candidate = customers[rng.int(0, customers.length - 1)];
    if (candidate === undefined || !candidate.active) continue;
    location = data.records.locations.find((l) => l.customerId === candidate.id && l.active) ?? null;
    customer = candidate;
  }
  if (customer === null || location === null) return null;
  const jobTypes = data.records.jobTypes.filter((t) => t.active);
  const type = jobTypes[rng.int(0, jobTypes.length - 1)];
  if (type === undefined) return null;
  const businessUnitId = type.businessUnitIds[0] ?? BUSINESS_UNITS[0].id;
  const crew = data.records.technicians.filter((t) => t.active && t.businessUnitId === businessUnitId).sort((a, b) => a.id - b.id);
  if (crew.length === 0) return null;
  const quarters = Math.max(2, Math.round(type.duration / 900));
  const jobType: JobTypePlan = { record: type, businessUnitId, weight: 1, quarters: [quarters - 1, quarters + 1], noCharge: type.noCharge };
  const campaigns = data.records.campaigns.filter((c) => c.active);

  const work = rng.int(jobType.quarters[0], jobType.quarters[1]) * QUARTER;
  const travel = rng.int(1, 3) * QUARTER;
  const doneOn = Math.floor((stamp - rng.int(1, 4) * QUARTER) / QUARTER) * QUARTER;
  const arrivedOn = doneOn - work;
  const dispatchedOn = arrivedOn - travel;
  const createdOn = Math.max(Date.parse(customer.createdOn) + 60_000, dispatchedOn - rng.int(2, 48) * HOUR);
  const lead = crew[rng.int(0, crew.length - 1)] as R['technicians'];
  const team = [lead];
  if (crew.length > 1 && rng.chance(0.25)) team.push(crew.find((t) => t !== lead) as R['technicians']);

  const jobId = env.ids.job++;
  const plan: JobPlan = {
    id: jobId,
    number: String(jobId),
    businessUnitId,
    jobType,
    campaignId: campaigns[rng.int(0, Math.max(0, campaigns.length - 1))]?.id ?? 0,
    customer,
    location,
    createdOn,
    canceled: false,
    priority: 'Normal',
    summary: 'Booked today.',
    appointments: [],
  };
  const appointment: AppointmentPlan = {
    id: env.ids.appointment++,
    job: plan,
    number: 1,
    day: dayStart(arrivedOn),
    createdOn,
    start: arrivedOn,
    end: doneOn,
    status: 'Done',
    visits: [],
  };
  for (const technician of team) {
    const visit: Visit = {
      technician,
      assignmentId: env.ids.assignment++,
      assignedOn: createdOn + 60_000,
      dispatchedOn,
      arrivedOn,
      doneOn,
      timesheetId: env.ids.timesheet++,
    };
    appointment.visits.push(visit);
  }
  plan.appointments.push(appointment);
  return plan;
}

/** Hours already paid per payroll (one technician's week): where new time starts counting toward overtime. */
function paidHours(data: TenantData): Map<number, number> {
  const hours = new Map<number, number>();
  for (const item of data.records.grossPayItems) {
    if (item.grossPayItemType === 'TimesheetTime') hours.set(item.payrollId, (hours.get(item.payrollId) ?? 0) + (item.paidDurationHours ?? 0));
  }
  return hours;
}
