import { ST_ENTITY_KEYS, type StEntityKey, type StRecordOf } from '@milestone/servicetitan-contract';
import type { TenantSpec } from '../tenants.js';
import { generateCampaigns, generateJobTypes, priceBook } from './catalog.js';
import { createContext, forgetIsoStrings } from './context.js';
import { generateCrm, generateServiceArea } from './customers.js';
import { FIRST_IDS, type JobEnv, nextIdsOf, sharedValues } from './env.js';
import { seedPayExceptions } from './pay-exceptions.js';
import { payAllTimesheets } from './payroll.js';
import { BUSINESS_UNITS, generatePeople } from './people.js';
import type { TenantData } from './tenant-data.js';
import { buildJob, planJobs } from './work.js';

/**
 * Generates one tenant's company: the same spec and anchor give the same records on every machine
 * (faker seeded with the tenant's seed, its reference date the anchor; no clock, no Math.random).
 * History covers the 52 weeks before the anchor, plus what is already booked for the week after.
 */
export function generateTenant(spec: TenantSpec, anchor: Date): TenantData {
  if (!Number.isFinite(anchor.getTime())) throw new Error('generateTenant: the anchor is not a valid date');
  const ctx = createContext(spec, anchor);
  const area = generateServiceArea(ctx);
  const homeCity = area.cities[0]?.name ?? 'Springfield';
  const people = generatePeople(ctx, spec.name, area.state, homeCity);
  const jobTypes = generateJobTypes(ctx);
  const campaigns = generateCampaigns(ctx);
  const crm = generateCrm(ctx, area);

  const out = emptyRecords();
  const env: JobEnv = {
    rng: ctx.rng.fork(),
    ids: { ...FIRST_IDS },
    start: ctx.start,
    limit: ctx.anchor - 60_000,
    stamp: null,
    businessUnitNames: new Map(BUSINESS_UNITS.map((u) => [u.id, u.name])),
    priceBook: priceBook(),
    technicianIndex: new Map(people.technicians.map((t, i) => [t.id, i])),
    out,
    cache: sharedValues(),
  };
  const jobs = planJobs(ctx, env, crm, jobTypes, campaigns, people.techniciansByUnit);
  for (const plan of jobs) buildJob(env, plan);
  payAllTimesheets(env, jobs);
  const payExceptions = seedPayExceptions(env, spec.seed, ctx.anchor, people.technicians);

  out.businessUnits = people.businessUnits;
  out.technicians = people.technicians;
  out.teams = people.teams;
  out.jobTypes = jobTypes.map((t) => t.record);
  out.campaigns = campaigns.map((c) => c.record);
  out.customers = crm.customers;
  out.customerContacts = crm.contacts;
  out.locations = crm.locations;
  for (const key of ST_ENTITY_KEYS) (out[key] as Sortable[]).sort(compareModified);
  forgetIsoStrings();
  const data: TenantData = { spec: { ...spec }, anchor: new Date(anchor.getTime()), records: out, payExceptions };
  nextIdsOf.set(data, env.ids);
  return data;
}

export function emptyRecords(): { [K in StEntityKey]: StRecordOf[K][] } {
  const records = {} as { [K in StEntityKey]: StRecordOf[K][] };
  for (const key of ST_ENTITY_KEYS) (records as Record<StEntityKey, unknown[]>)[key] = [];
  return records;
}

export interface Sortable {
  id?: number | null;
  modifiedOn?: string | null;
}

/** (modifiedOn, id) order: ISO strings of one format compare as their instants do. */
export function compareModified(a: Sortable, b: Sortable): number {
  const am = a.modifiedOn ?? '';
  const bm = b.modifiedOn ?? '';
  if (am !== bm) return am < bm ? -1 : 1;
  return (a.id ?? 0) - (b.id ?? 0);
}
