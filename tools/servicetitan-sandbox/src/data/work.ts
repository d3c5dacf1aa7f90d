import type { StRecordOf } from '@milestone/servicetitan-contract';
import type { CampaignPlan, JobTypePlan } from './catalog.js';
import { DAY, type GenContext, HOUR, iso, WEEK } from './context.js';
import type { Crm } from './customers.js';
import type { AppointmentPlan, JobEnv, JobPlan, Visit } from './env.js';
import { buildInvoice } from './money.js';
import { bonusPay, buildSplits, buildTimesheets } from './payroll.js';
import { BUSINESS_UNITS } from './people.js';
import { cents, type Rng } from './rng.js';

type R = StRecordOf;
type Technician = R['technicians'];

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
/** Jobs a full-size tenant books per week. */
const JOBS_PER_WEEK = 1030;
/** Monday..Sunday share of a week's work (getUTCDay order: Sunday first). */
const DAY_WEIGHT = [0.1, 1, 1, 1, 1, 1, 0.45];
const UNIT_WEIGHTS = [26, 26, 27, 21];
const PRIORITIES = ['Normal', 'High', 'Urgent', 'Low'];
const PRIORITY_WEIGHTS = [80, 12, 4, 4];
// Estimate statuses as ServiceTitan numbers them; one object each, shared by the records.
const ESTIMATE_OPEN = { value: 0, name: 'Open' };
const ESTIMATE_SOLD = { value: 1, name: 'Sold' };
const ESTIMATE_DISMISSED = { value: 2, name: 'Dismissed' };
const SUMMARIES = [
  'Customer called in, please call 30 minutes ahead.',
  'Follow up on previous visit.',
  'Customer requests the earliest available slot.',
  'Gate code on file. Dog in the back yard.',
  'Tenant will meet the technician.',
  'Booked online.',
  'Recurring maintenance customer.',
  'Please park on the street.',
];

/** Phase 1 and 2: which jobs happen when, who works them and when each visit starts and ends. */
export function planJobs(
  ctx: GenContext,
  env: JobEnv,
  crm: Crm,
  jobTypes: JobTypePlan[],
  campaigns: CampaignPlan[],
  techniciansByUnit: Map<number, Technician[]>,
): JobPlan[] {
  const { rng } = ctx;
  const perDay = (JOBS_PER_WEEK * ctx.scale) / DAY_WEIGHT.reduce((a, b) => a + b, 0);
  const typesByUnit = new Map<number, JobTypePlan[]>();
  for (const unit of BUSINESS_UNITS)
    typesByUnit.set(
      unit.id,
      jobTypes.filter((t) => t.businessUnitId === unit.id),
    );
  const unitIds = BUSINESS_UNITS.map((u) => u.id);
  const campaignIds = campaigns.map((c) => c.record.id);
  const campaignWeights = campaigns.map((c) => c.weight);
  const firstDay = ctx.start;
  // The week after the anchor holds what is already booked.
  const lastDay = ctx.anchor + WEEK;
  const dayCount = Math.round((lastDay - firstDay) / DAY) + 8;
  const buckets: AppointmentPlan[][] = Array.from({ length: dayCount }, () => []);
  const jobs: JobPlan[] = [];

  for (let day = firstDay; day < lastDay; day += DAY) {
    const date = new Date(day);
    const season = 1 + 0.18 * Math.cos((2 * Math.PI * (dayOfYear(date) - 200)) / 365);
    let expected = perDay * (DAY_WEIGHT[date.getUTCDay()] as number) * season;
    if (day >= ctx.anchor) expected *= 0.85 * (1 - (day - ctx.anchor) / (8 * DAY));
    const count = Math.floor(expected + rng.next());
    for (let j = 0; j < count; j++) {
      const businessUnitId = rng.weighted(unitIds, UNIT_WEIGHTS);
      const types = typesByUnit.get(businessUnitId) as JobTypePlan[];
      const jobType = rng.weighted(
        types,
        types.map((t) => t.weight),
      );
      const daysBefore = rng.pick([0, 0, 1, 1, 1, 2, 2, 3, 5, 7, 10]);
      let createdOn = daysBefore === 0 ? day + rng.int(6 * 60, 12 * 60) * MINUTE : day - daysBefore * DAY + rng.int(13 * 60, 23 * 60) * MINUTE;
      if (createdOn >= ctx.anchor) createdOn = ctx.anchor - rng.int(30, 600) * MINUTE;
      const customerIndex = pickCustomer(rng, crm.customerCreated, createdOn);
      const customer = crm.customers[customerIndex] as R['customers'];
      const own = crm.locationsOfCustomer[customerIndex] as R['locations'][];
      let location = own[0] as R['locations'];
      if (own.length > 1 && rng.chance(0.4)) {
        const other = own[1] as R['locations'];
        if (Date.parse(other.createdOn) <= createdOn) location = other;
      }
      const customerCreated = crm.customerCreated[customerIndex] as number;
      if (customerCreated > createdOn) createdOn = customerCreated + MINUTE;
      const jobId = env.ids.job++;
      const job: JobPlan = {
        id: jobId,
        number: String(jobId),
        businessUnitId,
        jobType,
        campaignId: rng.weighted(campaignIds, campaignWeights),
        customer,
        location,
        createdOn,
        canceled: rng.chance(0.03),
        priority: rng.weighted(PRIORITIES, PRIORITY_WEIGHTS),
        summary: rng.pick(SUMMARIES),
        appointments: [],
      };
      jobs.push(job);
      const appointmentDays = [day];
      if (!jobType.noCharge && rng.chance(0.25)) {
        let next = day + rng.int(1, 4) * DAY;
        if (new Date(next).getUTCDay() === 0) next += DAY;
        appointmentDays.push(next);
      }
      appointmentDays.forEach((d, index) => {
        const appointment: AppointmentPlan = {
          id: env.ids.appointment++,
          job,
          number: index + 1,
          day: d,
          createdOn: index === 0 ? createdOn : Math.min(day + 22 * HOUR, ctx.anchor - MINUTE),
          start: 0,
          end: 0,
          status: 'Scheduled',
          visits: [],
        };
        job.appointments.push(appointment);
        buckets[Math.round((d - firstDay) / DAY)]?.push(appointment);
      });
    }
  }

  // Phase 2, day by day: each unit's technicians take the day's appointments in turn, the least
  // busy first, so a technician's visits never overlap and a busy week runs into overtime.
  // Visits of the last three days before the anchor may still be under way ("now" is the anchor).
  const cutoff = ctx.anchor - 72 * HOUR;
  for (let index = 0; index < buckets.length; index++) {
    const day = firstDay + index * DAY;
    const cursors = new Map<number, number>();
    for (const appointment of buckets[index] as AppointmentPlan[]) {
      const job = appointment.job;
      if (job.canceled) {
        appointment.start = day + 13 * HOUR + rng.int(0, 32) * QUARTER;
        appointment.end = appointment.start + 2 * HOUR;
        appointment.status = 'Canceled';
        continue;
      }
      const crew = techniciansByUnit.get(job.businessUnitId) as Technician[];
      for (const t of crew) if (!cursors.has(t.id)) cursors.set(t.id, day + 13 * HOUR + rng.int(0, 2) * QUARTER);
      // The two least busy (crew is in id order, so ties go to the lower id).
      let first = crew[0] as Technician;
      let second: Technician | null = null;
      for (let c = 1; c < crew.length; c++) {
        const t = crew[c] as Technician;
        const at = cursors.get(t.id) as number;
        if (at < (cursors.get(first.id) as number)) {
          second = first;
          first = t;
        } else if (second === null || at < (cursors.get(second.id) as number)) second = t;
      }
      const lead = second !== null && rng.chance(0.3) ? second : first;
      const team = [lead];
      if (second !== null && rng.chance(job.jobType.quarters[1] >= 8 ? 0.45 : 0.1)) team.push(lead === first ? second : first);
      const dispatchedOn = Math.max(...team.map((t) => cursors.get(t.id) as number));
      const arrivedOn = dispatchedOn + rng.int(1, 2) * QUARTER;
      const doneOn = arrivedOn + rng.int(job.jobType.quarters[0], job.jobType.quarters[1]) * QUARTER;
      for (const t of team) cursors.set(t.id, doneOn + rng.int(0, 1) * QUARTER);
      appointment.start = arrivedOn;
      appointment.end = doneOn;

      let status: AppointmentPlan['status'];
      if (day >= ctx.anchor || arrivedOn >= ctx.anchor) status = rng.chance(0.03) ? 'Hold' : 'Scheduled';
      else if (doneOn < cutoff || (doneOn < ctx.anchor - 2 * HOUR && rng.chance(0.6))) status = 'Done';
      else status = rng.chance(0.5) ? 'Working' : 'Dispatched';
      appointment.status = status;
      const assignedOn = Math.min(appointment.createdOn + rng.int(1, 30) * MINUTE, env.limit);
      for (const technician of team) {
        const visit: Visit = {
          technician,
          assignmentId: env.ids.assignment++,
          assignedOn,
          dispatchedOn: status === 'Done' || status === 'Working' || status === 'Dispatched' ? dispatchedOn : null,
          arrivedOn: status === 'Done' || status === 'Working' ? arrivedOn : null,
          doneOn: status === 'Done' ? doneOn : null,
          timesheetId: null,
        };
        if (visit.dispatchedOn !== null) visit.timesheetId = env.ids.timesheet++;
        appointment.visits.push(visit);
      }
    }
  }
  return jobs;
}

/** A customer who existed when the job was booked (ids follow creation). */
function pickCustomer(rng: Rng, created: number[], at: number): number {
  let lo = 0;
  let hi = created.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((created[mid] as number) <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? 0 : rng.int(0, lo - 1);
}

function dayOfYear(date: Date): number {
  return Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY);
}

/** The modifiedOn of a record made at `ms`: before the generation's limit, or applyChanges' stamp. */
export function stampOf(env: JobEnv, ms: number): string {
  return iso(env.stamp ?? Math.min(ms, env.limit));
}

/** Phase 3: one job's records (the job, its appointments, assignments, estimates, invoice, splits, timesheets, bonuses). */
export function buildJob(env: JobEnv, plan: JobPlan): void {
  const { rng, out } = env;
  const appointments = plan.appointments;
  const statuses = appointments.map((a) => a.status);
  let jobStatus: string;
  if (plan.canceled) jobStatus = 'Canceled';
  else if (statuses.every((s) => s === 'Done')) jobStatus = 'Completed';
  else if (statuses.includes('Working')) jobStatus = 'InProgress';
  else if (statuses.includes('Dispatched')) jobStatus = 'Dispatched';
  else if (statuses.includes('Hold')) jobStatus = 'Hold';
  else jobStatus = 'Scheduled';
  const completed = jobStatus === 'Completed';
  const completedOn = completed ? Math.max(...appointments.map((a) => a.end)) : null;
  const first = appointments[0] as AppointmentPlan;
  const last = appointments[appointments.length - 1] as AppointmentPlan;
  const jobNumber = plan.number;
  const lead = first.visits[0]?.technician ?? null;

  let latest = plan.createdOn;
  for (const appointment of appointments) {
    let modified = appointment.createdOn;
    for (const v of appointment.visits) modified = Math.max(modified, v.assignedOn, v.doneOn ?? v.arrivedOn ?? v.dispatchedOn ?? 0);
    if (appointment.status === 'Canceled') modified = Math.max(modified, Math.min(appointment.start - HOUR, plan.createdOn + HOUR));
    latest = Math.max(latest, modified);
    out.appointments.push({
      id: appointment.id,
      jobId: plan.id,
      appointmentNumber: `${jobNumber}-${appointment.number}`,
      start: iso(appointment.start),
      end: iso(appointment.end),
      arrivalWindowStart: iso(appointment.start - HOUR),
      arrivalWindowEnd: iso(appointment.start + HOUR),
      status: appointment.status,
      specialInstructions: null,
      createdOn: iso(appointment.createdOn),
      modifiedOn: stampOf(env, modified),
      customerId: plan.customer.id,
      unused: false,
      createdById: 1,
      isConfirmed: appointment.status !== 'Canceled',
      active: true,
    });
    for (const v of appointment.visits) {
      out.appointmentAssignments.push({
        id: v.assignmentId,
        technicianId: v.technician.id,
        technicianName: v.technician.name,
        assignedById: 1,
        assignedOn: iso(v.assignedOn),
        status:
          appointment.status === 'Done'
            ? 'Done'
            : appointment.status === 'Working'
              ? 'Working'
              : appointment.status === 'Dispatched'
                ? 'Dispatched'
                : 'Scheduled',
        isPaused: false,
        jobId: plan.id,
        appointmentId: appointment.id,
        createdOn: iso(v.assignedOn),
        modifiedOn: stampOf(env, Math.max(v.assignedOn, v.doneOn ?? v.arrivedOn ?? v.dispatchedOn ?? 0)),
        active: true,
      });
    }
    buildTimesheets(env, plan, appointment);
  }

  const splits = buildSplits(env, plan);
  const { invoice, firstLineTotal } = buildInvoice(env, plan, jobNumber, completedOn, lead);
  const subTotal = Number(invoice.subTotal);

  // Estimates: about 40% of the jobs; on completed jobs 60% of them are sold by the lead technician.
  const estimateIds: number[] = [];
  let soldById: number | null = null;
  if (!plan.canceled && rng.chance(0.4)) {
    const arrived = first.visits[0]?.arrivedOn ?? null;
    const createdOn = Math.min(arrived !== null ? arrived + rng.int(1, 3) * QUARTER : plan.createdOn + HOUR, env.stamp ?? env.limit);
    const sold = completed && subTotal > 0 && lead !== null && rng.chance(0.6);
    const id = env.ids.estimate++;
    estimateIds.push(id);
    const soldOn = sold ? Math.min(createdOn + rng.int(1, 4) * QUARTER, completedOn as number) : null;
    // A sold estimate is what the customer bought beyond the service call: the invoice without its first line.
    const subtotal = sold ? cents(subTotal - firstLineTotal) : cents(rng.int(150, 9000) + rng.int(0, 99) / 100);
    const status = sold ? ESTIMATE_SOLD : completed && rng.chance(0.5) ? ESTIMATE_DISMISSED : ESTIMATE_OPEN;
    out.estimates.push({
      id,
      jobId: plan.id,
      projectId: null,
      locationId: plan.location.id,
      customerId: plan.customer.id,
      name: `${rng.pick(['Good', 'Better', 'Best'])} - ${plan.jobType.record.name}`,
      jobNumber,
      status,
      reviewStatus: 'None',
      summary: null,
      createdOn: iso(createdOn),
      modifiedOn: stampOf(env, Math.max(createdOn, soldOn ?? 0, completed && !sold ? (completedOn as number) : 0)),
      soldOn: soldOn === null ? null : iso(soldOn),
      soldBy: sold ? (lead as Technician).id : null,
      active: true,
      items: [],
      externalLinks: [],
      subtotal,
      tax: 0,
      businessUnitId: plan.businessUnitId,
      businessUnitName: env.businessUnitNames.get(plan.businessUnitId) ?? null,
      isRecommended: false,
      budgetCodeId: null,
      isChangeOrder: false,
      proposalTagName: null,
      depositAmount: null,
      depositPercent: null,
      requireDepositOnSignature: null,
    });
    if (sold) {
      soldById = (lead as Technician).id;
      bonusPay(env, plan, invoice, lead as Technician, subtotal * (lead as Technician).soldByRate, soldOn as number, 'Sold by commission', id);
    }
  }
  if (completed && subTotal > 0) {
    for (const split of splits) {
      bonusPay(
        env,
        plan,
        invoice,
        split.technician,
        (subTotal * split.technician.commissionRate * split.split) / 100,
        completedOn as number,
        'Job commission',
        invoice.id,
      );
    }
  }

  out.jobs.push({
    summary: plan.summary,
    customFields: [],
    externalData: [],
    summaryOfWork: null,
    id: plan.id,
    jobNumber,
    projectId: null,
    customerId: plan.customer.id,
    locationId: plan.location.id,
    jobStatus,
    completedOn: completedOn === null ? null : iso(completedOn),
    businessUnitId: plan.businessUnitId,
    jobTypeId: plan.jobType.record.id,
    priority: plan.priority,
    campaignId: plan.campaignId,
    appointmentCount: appointments.length,
    firstAppointmentId: first.id,
    lastAppointmentId: last.id,
    recallForId: null,
    warrantyId: null,
    jobGeneratedLeadSource: null,
    noCharge: plan.jobType.noCharge,
    notificationsEnabled: true,
    createdOn: iso(plan.createdOn),
    createdById: 1,
    modifiedOn: stampOf(env, completedOn !== null ? completedOn + 5 * MINUTE : latest),
    tagTypeIds: [],
    leadCallId: null,
    partnerLeadCallId: null,
    bookingId: null,
    soldById,
    customerPo: '',
    invoiceId: invoice.id,
    membershipId: null,
    total: completed ? subTotal : null,
    createdFromEstimateId: null,
    estimateIds,
    equipmentIds: [],
    isAutoDispatched: false,
    active: true,
  });
}
