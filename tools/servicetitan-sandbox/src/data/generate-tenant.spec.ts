import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ST_ENTITY_KEYS, type StEntityKey } from '@milestone/servicetitan-contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { TenantSpec } from '../tenants.js';
import { applyChanges } from './apply-changes.js';
import { tenantProblems } from './check-tenant.js';
import { generateTenant } from './generate-tenant.js';
import type { TenantData } from './tenant-data.js';

const ANCHOR = new Date('2026-11-02T00:00:00Z');
const WEEK = 7 * 24 * 3_600_000;
const tiny: TenantSpec = { id: 1000002, name: 'Riverside Plumbing & Air', seed: 1000002, scale: 0.02 };

const hash = (data: TenantData) => createHash('sha256').update(JSON.stringify(data.records)).digest('hex');

type Row = { id?: number | null; modifiedOn?: string | null; active?: boolean };
const rows = (data: TenantData, key: StEntityKey) => data.records[key] as unknown as Row[];

function expectSorted(data: TenantData): void {
  for (const key of ST_ENTITY_KEYS) {
    const list = rows(data, key);
    const unsorted = list.findIndex((r, i) => {
      const prev = list[i - 1];
      if (prev === undefined) return false;
      return (prev.modifiedOn as string) > (r.modifiedOn as string) || (prev.modifiedOn === r.modifiedOn && (prev.id as number) >= (r.id as number));
    });
    expect({ key, unsorted }).toEqual({ key, unsorted: -1 });
  }
}

// The record schemas of the OpenAPI documents, as the sandbox's contract tests use them.
const SCHEMAS: Record<StEntityKey, [string, string]> = {
  businessUnits: ['settings', 'TenantSettings.V2.ExportBusinessUnitResponse'],
  technicians: ['settings', 'TenantSettings.V2.ExportTechnicianResponse'],
  teams: ['dispatch', 'Dispatch.V2.TeamResponse'],
  jobTypes: ['jpm', 'Jpm.V2.JobTypeResponse'],
  campaigns: ['marketing', 'Marketing.V2.CampaignResponse'],
  customers: ['crm', 'Crm.V2.ExportCustomerResponse'],
  customerContacts: ['crm', 'Crm.V2.ExportCustomerContactResponse'],
  locations: ['crm', 'Crm.V2.ExportLocationsResponse'],
  jobs: ['jpm', 'Jpm.V2.ExportJobsResponse'],
  appointments: ['jpm', 'Jpm.V2.ExportAppointmentsResponse'],
  appointmentAssignments: ['dispatch', 'Dispatch.V2.ExportAppointmentAssignmentsResponse'],
  estimates: ['salestech', 'Estimates.V2.ExportEstimatesResponse'],
  invoices: ['accounting', 'Accounting.V2.ExportInvoiceResponse'],
  invoiceItems: ['accounting', 'Accounting.V2.ExportInvoiceItemResponse'],
  payments: ['accounting', 'Accounting.V2.ExportPaymentResponse'],
  jobSplits: ['payroll', 'Payroll.V2.JobSplits.JobSplitExportResponse'],
  timesheets: ['payroll', 'Payroll.V2.Timesheets.JobTimesheetExportResponse'],
  grossPayItems: ['payroll', 'Payroll.V2.GrossPayItems.GrossPayItemExportResponse'],
};

const validators = new Map<StEntityKey, ValidateFunction>();
function validatorOf(key: StEntityKey): ValidateFunction {
  let validate = validators.get(key);
  if (validate === undefined) {
    const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
    const [document, name] = SCHEMAS[key];
    const doc = JSON.parse(readFileSync(new URL(`../../../../libs/servicetitan-contract/openapi/${document}-v2.json`, import.meta.url), 'utf8')) as {
      components: object;
    };
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    // Formats the documents name that JSON Schema does not define: any string passes, as in ServiceTitan's own.
    for (const format of ['phone', 'html', 'decimal', 'multiline']) ajv.addFormat(format, true);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    validate = ajv.compile({ $ref: `doc#/components/schemas/${name}` });
    validators.set(key, validate);
  }
  return validate;
}

function schemaProblems(data: TenantData): string[] {
  const problems: string[] = [];
  for (const key of ST_ENTITY_KEYS) {
    const validate = validatorOf(key);
    for (const record of rows(data, key)) {
      const value: unknown = record;
      const valid = validate(value);
      if (!valid) problems.push(`${key} ${String(record.id)}: ${JSON.stringify(validate.errors?.slice(0, 2))}`);
      if (problems.length > 10) return problems;
    }
  }
  return problems;
}

describe('generateTenant', () => {
  let data: TenantData;
  beforeAll(() => {
    data = generateTenant(tiny, ANCHOR);
  });

  it('gives identical data for the same spec and anchor, and different data for another seed', () => {
    expect(hash(generateTenant(tiny, ANCHOR))).toBe(hash(data));
    const other = generateTenant({ ...tiny, seed: 1000003 }, ANCHOR);
    expect(hash(other)).not.toBe(hash(data));
    expect(other.records.customers[0]?.name).not.toBe(data.records.customers[0]?.name);
  });

  it('keeps a tiny tenant coherent: foreign ids, splits, invoice sums and weekly gross pay all add up', () => {
    expect(tenantProblems(data)).toEqual([]);
  });

  it('pays overtime past 40 hours where a week is busy, and the pay still adds up', () => {
    // 0.07 gives one technician per unit a full technician's load, so weeks run past 40 hours.
    const busy = generateTenant({ ...tiny, seed: 1000004, scale: 0.07 }, ANCHOR);
    const overtime = busy.records.grossPayItems.filter((g) => g.paidTimeType === 'Overtime');
    expect(overtime.length).toBeGreaterThan(10);
    const technician = busy.records.technicians.find((t) => t.id === overtime[0]?.employeeId);
    expect(overtime[0]?.amount).toBeCloseTo((overtime[0]?.paidDurationHours ?? 0) * (technician?.hourlyRate ?? 0) * 1.5, 2);
    expect(tenantProblems(busy)).toEqual([]);
    const statuses = new Set(busy.records.jobs.map((j) => j.jobStatus));
    for (const status of ['Completed', 'Canceled', 'Scheduled', 'Dispatched', 'InProgress']) expect(statuses).toContain(status);
  });

  it('seeds one pay exception of each kind in each of the last 12 weeks, and changes nothing else about the pay', () => {
    const busy = generateTenant({ ...tiny, seed: 1000004, scale: 0.07 }, ANCHOR);
    const exceptions = busy.payExceptions ?? [];
    const weeks = Array.from({ length: 12 }, (_, i) => new Date(ANCHOR.getTime() - (12 - i) * WEEK).toISOString().slice(0, 10));
    for (const kind of ['split-without-bonus', 'amount-differs', 'bonus-without-job'] as const) {
      expect({ kind, weeks: exceptions.filter((e) => e.kind === kind).map((e) => e.week) }).toEqual({ kind, weeks });
    }
    const items = new Map(busy.records.grossPayItems.map((g) => [g.id, g]));
    const splits = busy.records.jobSplits;
    for (const e of exceptions) {
      const item = items.get(e.grossPayItemId);
      if (e.kind === 'split-without-bonus') {
        expect(item).toBeUndefined();
        expect(splits.some((s) => s.jobId === e.jobId && s.technicianId === e.technicianId)).toBe(true);
      } else {
        expect(item).toMatchObject({
          employeeId: e.technicianId,
          jobId: e.jobId,
          grossPayItemType: 'InvoiceRelatedBonus',
          memo: `Seeded pay exception: ${e.kind}${e.kind === 'amount-differs' ? ` (+${e.delta.toFixed(2)})` : ''}`,
        });
      }
      if (e.kind === 'bonus-without-job') expect(splits.some((s) => s.jobId === e.jobId && s.technicianId === e.technicianId)).toBe(false);
      // Three different jobs a week, each the same day in Chicago as in UTC.
      expect(new Set(exceptions.filter((x) => x.week === e.week).map((x) => x.jobId)).size).toBe(3);
    }
    expect(busy.records.grossPayItems.filter((g) => g.memo?.startsWith('Seeded pay exception')).length).toBe(24);
    expect(tenantProblems(busy)).toEqual([]);
    expect(schemaProblems(busy)).toEqual([]);
  });

  it('fills every record as the OpenAPI documents describe it', () => {
    expect(schemaProblems(data)).toEqual([]);
  });

  it('has some of everything in a tiny tenant, sorted by (modifiedOn, id), with ids unique and nothing modified after the anchor', () => {
    const r = data.records;
    expect(r.businessUnits.map((u) => u.name).sort()).toEqual(['Electrical', 'General', 'HVAC', 'Plumbing']);
    expect(r.technicians.length).toBeGreaterThanOrEqual(4);
    for (const key of ST_ENTITY_KEYS) {
      const list = rows(data, key);
      expect({ key, some: list.length > 0 }).toEqual({ key, some: true });
      expect({ key, unique: new Set(list.map((x) => x.id)).size }).toEqual({ key, unique: list.length });
      expect({ key, late: list.filter((x) => (x.modifiedOn as string) >= ANCHOR.toISOString()).length }).toEqual({ key, late: 0 });
      const createdAfterModified = (list as (Row & { createdOn: string })[]).filter((x) => x.createdOn > (x.modifiedOn as string)).map((x) => x.id);
      expect({ key, createdAfterModified }).toEqual({ key, createdAfterModified: [] });
    }
    expectSorted(data);
    const statuses = new Set(r.jobs.map((j) => j.jobStatus));
    for (const status of ['Completed', 'Canceled', 'Scheduled']) expect(statuses).toContain(status);
    expect(r.grossPayItems.some((g) => g.grossPayItemType === 'TimesheetTime')).toBe(true);
    expect(r.grossPayItems.some((g) => g.grossPayItemType === 'InvoiceRelatedBonus')).toBe(true);
    expect(r.estimates.some((e) => e.soldBy !== null)).toBe(true);
    const residential = r.locations.find((l) => l.customFields.some((f) => f.name === 'Square Footage'));
    const footage = Number(residential?.customFields.find((f) => f.name === 'Square Footage')?.value);
    expect(footage).toBeGreaterThanOrEqual(800);
    expect(footage).toBeLessThanOrEqual(4800);
  });
});

describe('applyChanges', () => {
  it('moves modified, deleted and created records to the end with a later modifiedOn, deletes keeping rows inactive', () => {
    const data = generateTenant(tiny, ANCHOR);
    const before = Object.fromEntries(ST_ENTITY_KEYS.map((k) => [k, rows(data, k).length]));
    const at = new Date('2026-11-24T10:00:00Z');
    const result = applyChanges(data, { modify: 20, delete: 3, create: 5, at }, 7);

    const touched = (bucket: typeof result.modified) => Object.values(bucket).reduce((n, ids) => n + (ids?.length ?? 0), 0);
    expect(touched(result.modified)).toBeGreaterThanOrEqual(20);
    expect(touched(result.deleted)).toBe(3);
    expect(result.created.jobs).toHaveLength(5);
    for (const key of ['appointments', 'appointmentAssignments', 'invoices', 'invoiceItems', 'jobSplits', 'timesheets', 'grossPayItems'] as const) {
      expect({ key, created: (result.created[key]?.length ?? 0) > 0 }).toEqual({ key, created: true });
    }
    for (const bucket of [result.modified, result.deleted, result.created]) {
      for (const [key, ids] of Object.entries(bucket) as [StEntityKey, number[]][]) {
        const list = rows(data, key);
        const tail = list.slice(list.length - new Set([...(result.modified[key] ?? []), ...(result.deleted[key] ?? []), ...(result.created[key] ?? [])]).size);
        for (const id of ids) expect(tail.find((r) => r.id === id)?.modifiedOn).toBe(at.toISOString());
      }
    }
    for (const [key, ids] of Object.entries(result.deleted) as [StEntityKey, number[]][]) {
      for (const id of ids) expect(rows(data, key).find((r) => r.id === id)?.active).toBe(false);
      expect(rows(data, key).length).toBe(before[key]);
    }
    expect(data.records.jobs.length).toBe((before.jobs as number) + 5);
    expectSorted(data);
    expect(tenantProblems(data)).toEqual([]);
    expect(schemaProblems(data)).toEqual([]);
  });

  it('makes the same changes for the same seed, never before the newest record, and others for another seed', () => {
    const a = generateTenant(tiny, ANCHOR);
    const b = generateTenant(tiny, ANCHOR);
    const c = generateTenant(tiny, ANCHOR);
    const early = new Date('2020-01-01T00:00:00Z');
    const ra = applyChanges(a, { modify: 10, delete: 2, create: 2, at: early }, 1);
    const rb = applyChanges(b, { modify: 10, delete: 2, create: 2, at: early }, 1);
    const rc = applyChanges(c, { modify: 10, delete: 2, create: 2, at: early }, 2);
    expect(rb).toEqual(ra);
    expect(hash(b)).toBe(hash(a));
    expect(rc).not.toEqual(ra);
    // An "at" older than the data moves up to just after the newest record, so resumed exports still see it.
    expectSorted(a);
    const job = a.records.jobs[a.records.jobs.length - 1];
    expect((job?.modifiedOn as string) > '2026-10-01').toBe(true);
  });
});

describe('generateTenant at full size', () => {
  it('makes the company the issue describes, 52 weeks of it, in seconds', () => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const data = generateTenant({ id: 1000001, name: 'Milestone Demo Electric', seed: 1000001, scale: 1 }, ANCHOR);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const r = data.records;
    const from = ANCHOR.getTime() - 52 * WEEK;
    const starts = new Map(r.appointments.map((a) => [a.id, Date.parse(a.start)]));
    const inHistory = r.jobs.filter((j) => {
      const first = starts.get(j.firstAppointmentId) as number;
      return first >= from && first < ANCHOR.getTime();
    });
    expect(r.technicians).toHaveLength(60);
    expect(r.businessUnits).toHaveLength(4);
    expect(r.customers).toHaveLength(15_000);
    expect(r.customers.filter((c) => c.type === 'Residential').length).toBeGreaterThan(12_000);
    expect(r.locations.length).toBeGreaterThanOrEqual(16_000);
    expect(r.jobTypes.length).toBeGreaterThanOrEqual(18);
    expect(r.campaigns.length).toBeGreaterThanOrEqual(10);
    expect(inHistory.length).toBeGreaterThanOrEqual(52_000);
    expect(r.estimates.length / r.jobs.length).toBeGreaterThan(0.35);
    expect(r.invoiceItems.length / r.invoices.length).toBeGreaterThan(2.5);
    const contacts = new Map<number, Set<string>>();
    for (const c of r.customerContacts) contacts.set(c.customerId, (contacts.get(c.customerId) ?? new Set()).add(c.type));
    const withEmail = [...contacts.values()].filter((types) => types.has('Email')).length;
    expect(withEmail / r.customers.length).toBeGreaterThan(0.8);
    expect(r.grossPayItems.some((g) => g.paidTimeType === 'Overtime')).toBe(true);
    // The figure, for the report; the budget leaves room for a loaded machine (2 cores shared).
    console.log(
      `scale 1 generated in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU): ${ST_ENTITY_KEYS.map((k) => `${k} ${rows(data, k).length}`).join(', ')}`,
    );
    // CPU time, not wall time: on a machine shared by many processes the wall clock says little.
    expect(cpuSeconds).toBeLessThan(20);
  });
});
