import type { StEntityKey, StRecordOf } from '@milestone/servicetitan-contract';
import type { TenantSpec } from '../tenants.js';

/**
 * One tenant's records: every entity the connector reads, each array kept in (modifiedOn, id)
 * order, the order exports return and resume in. The shapes are the OpenAPI documents' own.
 */
export interface TenantData {
  spec: TenantSpec;
  /** The generation's anchor: history runs the 52 weeks before it. */
  anchor: Date;
  records: { [K in StEntityKey]: StRecordOf[K][] };
  /** The payroll mistakes the generator seeded on purpose (pay-exceptions.ts); none in hand-made tenants. */
  payExceptions?: PayException[];
}

/**
 * One deliberate payroll mistake among the gross pay items: a job commission left out
 * (split-without-bonus), paid off by `delta` (amount-differs), or paid to a technician with no
 * split on the job (bonus-without-job).
 */
export interface PayException {
  kind: 'split-without-bonus' | 'amount-differs' | 'bonus-without-job';
  /** The Monday (UTC) of the generator's pay week holding the job's completion, 'YYYY-MM-DD'. */
  week: string;
  technicianId: number;
  jobId: number;
  /** The item left out, changed or made. */
  grossPayItemId: number;
  /** That item's date (the day of the job's completion). */
  date: string;
  /** What the technician's gross pay differs by from what the records say it should be: paid - owed. */
  delta: number;
}

/** A batch of changes made "now": records modified, deleted (active: false) or created. */
export interface ChangeRequest {
  /** Existing records to modify, spread over customers, locations, jobs, invoices, payments, technicians ... */
  modify?: number;
  /** Records to delete: they stay in exports with active: false, as ServiceTitan's deleted records do. */
  delete?: number;
  /** New jobs (with their appointment, assignment, invoice and items, split, timesheet, pay items). */
  create?: number;
  /** The modifiedOn the changes get; default now. Never before the newest modifiedOn already there. */
  at?: Date;
}

/** The ids each change touched, per entity. */
export interface ChangeResult {
  modified: Partial<Record<StEntityKey, number[]>>;
  deleted: Partial<Record<StEntityKey, number[]>>;
  created: Partial<Record<StEntityKey, number[]>>;
}
