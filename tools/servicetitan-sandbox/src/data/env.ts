import type { StRecordOf } from '@milestone/servicetitan-contract';
import type { JobTypePlan, Sku } from './catalog.js';
import { type Rng } from './rng.js';

type R = StRecordOf;

/** The next id of each entity made per job (ids grow with creation, as ServiceTitan's do). */
export interface IdCounters {
  job: number;
  appointment: number;
  assignment: number;
  estimate: number;
  invoice: number;
  invoiceItem: number;
  payment: number;
  paymentApplication: number;
  split: number;
  timesheet: number;
  grossPayItem: number;
}

export const FIRST_IDS: IdCounters = {
  job: 20_000_001,
  appointment: 21_000_001,
  assignment: 22_000_001,
  estimate: 23_000_001,
  invoice: 30_000_001,
  invoiceItem: 31_000_001,
  payment: 32_000_001,
  paymentApplication: 33_000_001,
  split: 40_000_001,
  timesheet: 41_000_001,
  grossPayItem: 42_000_001,
};

/** One technician's stint on one appointment: an assignment, and a timesheet once dispatched. */
export interface Visit {
  technician: R['technicians'];
  assignmentId: number;
  assignedOn: number;
  dispatchedOn: number | null;
  arrivedOn: number | null;
  doneOn: number | null;
  timesheetId: number | null;
}

export interface AppointmentPlan {
  id: number;
  job: JobPlan;
  /** 1-based position in its job. */
  number: number;
  /** Midnight UTC of its day. */
  day: number;
  createdOn: number;
  start: number;
  end: number;
  status: R['appointments']['status'];
  visits: Visit[];
}

export interface JobPlan {
  id: number;
  /** The job number the records show (the id as text, as ServiceTitan's are by default). */
  number: string;
  businessUnitId: number;
  jobType: JobTypePlan;
  campaignId: number;
  customer: R['customers'];
  location: R['locations'];
  createdOn: number;
  canceled: boolean;
  priority: string;
  summary: string;
  appointments: AppointmentPlan[];
}

/** Everything making a job's records needs; shared by the generator and applyChanges. */
export interface JobEnv {
  rng: Rng;
  ids: IdCounters;
  /** The history's first instant: pay weeks count from it. */
  start: number;
  /** Records made by the generator are modified before this instant. */
  limit: number;
  /** applyChanges: every record it makes carries this modifiedOn. */
  stamp: number | null;
  businessUnitNames: Map<number, string>;
  priceBook: Map<number, Sku[]>;
  technicianIndex: Map<number, number>;
  out: { [K in keyof R]: R[K][] };
  /** Values many records share (nested {id, name}, addresses), made once per customer or location id. */
  cache: SharedValues;
}

export interface Named {
  id: number;
  name: string | null;
}

export interface SharedValues {
  customerNamed: Map<number, Named>;
  locationNamed: Map<number, Named>;
  customerAddress: Map<number, NonNullable<R['invoices']['customerAddress']>>;
  locationAddress: Map<number, NonNullable<R['invoices']['locationAddress']>>;
  locationLine: Map<number, string>;
}

export function sharedValues(): SharedValues {
  return { customerNamed: new Map(), locationNamed: new Map(), customerAddress: new Map(), locationAddress: new Map(), locationLine: new Map() };
}

/**
 * Per tenant, the next id of each entity, so applyChanges does not rescan every record each batch.
 * The generator fills it; applyChanges advances the counters in place.
 */
export const nextIdsOf = new WeakMap<object, IdCounters>();
