import type { StEntityKey, StRecordOf } from '@milestone/servicetitan-contract';
import { StSyncRunEntity } from '../sync/st-sync-run.entity.js';
import type { ReplicaRow } from './tables/replica-row.js';
import { StAppointmentAssignmentEntity } from './tables/st-appointment-assignment.entity.js';
import { StAppointmentEntity } from './tables/st-appointment.entity.js';
import { StBusinessUnitEntity } from './tables/st-business-unit.entity.js';
import { StCampaignEntity } from './tables/st-campaign.entity.js';
import { StCustomerContactEntity } from './tables/st-customer-contact.entity.js';
import { StCustomerEntity } from './tables/st-customer.entity.js';
import { StEstimateEntity } from './tables/st-estimate.entity.js';
import { StGrossPayItemEntity } from './tables/st-gross-pay-item.entity.js';
import { StInvoiceItemEntity } from './tables/st-invoice-item.entity.js';
import { StInvoiceEntity } from './tables/st-invoice.entity.js';
import { StJobSplitEntity } from './tables/st-job-split.entity.js';
import { StJobTypeEntity } from './tables/st-job-type.entity.js';
import { StJobEntity } from './tables/st-job.entity.js';
import { StLocationEntity } from './tables/st-location.entity.js';
import { StPaymentEntity } from './tables/st-payment.entity.js';
import { StTeamEntity } from './tables/st-team.entity.js';
import { StTechnicianEntity } from './tables/st-technician.entity.js';
import { StTimesheetEntity } from './tables/st-timesheet.entity.js';

/** A row as the replica stores it: the entity's columns as plain values. */
export type ReplicaRowOf<E extends ReplicaRow> = { [P in keyof E]: E[P] };

export interface ReplicaTable<K extends StEntityKey, E extends ReplicaRow> {
  entity: new () => E;
  /** The typed columns read from the record as ServiceTitan sent it; the record itself is kept whole in raw. */
  toRow(record: StRecordOf[K], companyId: number, syncedAt: Date): ReplicaRowOf<E>;
}

type Money = string | number | null | undefined;
type Named = { id?: number | null } | null | undefined;

/** Money and decimals: the accounting documents send strings ("123.45"), the others numbers. */
export function toNumber(value: Money): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function idOf(value: Named): number | null {
  return value?.id ?? null;
}

function orNull<T>(value: T | null | undefined): T | null {
  return value ?? null;
}

interface BaseRecord {
  id?: number | null;
  active: boolean;
  createdOn?: string | null;
  modifiedOn?: string | null;
}

/**
 * The columns every table shares. A record without modifiedOn (invoices may lack it) counts as
 * modified when it was created, so the newest-wins rule of the upsert still has a time to compare.
 */
function base(record: BaseRecord, companyId: number, syncedAt: Date): ReplicaRowOf<ReplicaRow> {
  const createdOn = toDate(record.createdOn);
  return {
    companyId,
    id: record.id as number,
    active: record.active,
    createdOn,
    modifiedOn: toDate(record.modifiedOn) ?? createdOn ?? syncedAt,
    raw: record as unknown as Record<string, unknown>,
    syncedAt,
  };
}

/** 'street, city, state zip', the form the property lookup compares addresses in. */
export function fullAddressOf(
  address: { street?: string | null; city?: string | null; state?: string | null; zip?: string | null } | null | undefined,
): string | null {
  if (!address) return null;
  const stateZip = [address.state, address.zip].filter((part) => part).join(' ');
  const parts = [address.street, address.city, stateZip].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : null;
}

/** The 'Square Footage' custom field as a whole number of square feet, null when absent or not a number. */
export function squareFootageOf(customFields: ReadonlyArray<{ name?: string | null; value?: string | null }> | null | undefined): number | null {
  const field = customFields?.find((f) => f.name?.trim().toLowerCase() === 'square footage');
  if (!field?.value) return null;
  const n = Number.parseInt(field.value.replace(/,/g, ''), 10);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function table<K extends StEntityKey, E extends ReplicaRow>(entity: new () => E, toRow: ReplicaTable<K, E>['toRow']): ReplicaTable<K, E> {
  return { entity, toRow };
}

export const REPLICA_TABLES = {
  businessUnits: table<'businessUnits', StBusinessUnitEntity>(StBusinessUnitEntity, (r, c, s) => ({
    ...base(r, c, s),
    name: r.name,
    officialName: orNull(r.officialName),
    tradeName: r.trade?.name ?? null,
  })),
  technicians: table<'technicians', StTechnicianEntity>(StTechnicianEntity, (r, c, s) => ({
    ...base(r, c, s),
    name: r.name,
    businessUnitId: orNull(r.businessUnitId),
    team: orNull(r.team),
    email: orNull(r.email),
    hourlyRate: toNumber(r.hourlyRate),
    commissionRate: toNumber(r.commissionRate),
    soldByRate: toNumber(r.soldByRate),
    userId: orNull(r.userId),
  })),
  teams: table<'teams', StTeamEntity>(StTeamEntity, (r, c, s) => ({ ...base(r, c, s), name: orNull(r.name) })),
  jobTypes: table<'jobTypes', StJobTypeEntity>(StJobTypeEntity, (r, c, s) => ({
    ...base(r, c, s),
    name: r.name,
    soldThreshold: toNumber(r.soldThreshold),
  })),
  campaigns: table<'campaigns', StCampaignEntity>(StCampaignEntity, (r, c, s) => ({
    ...base(r, c, s),
    name: r.name,
    category: r.category?.name ?? null,
    source: orNull(r.source),
  })),
  customers: table<'customers', StCustomerEntity>(StCustomerEntity, (r, c, s) => ({
    ...base(r, c, s),
    name: r.name,
    type: orNull(r.type),
    street: r.address?.street ?? null,
    city: r.address?.city ?? null,
    state: r.address?.state ?? null,
    zip: r.address?.zip ?? null,
    balance: toNumber(r.balance),
  })),
  customerContacts: table<'customerContacts', StCustomerContactEntity>(StCustomerContactEntity, (r, c, s) => ({
    ...base(r, c, s),
    customerId: r.customerId,
    type: r.type,
    value: r.value ?? '',
  })),
  locations: table<'locations', StLocationEntity>(StLocationEntity, (r, c, s) => ({
    ...base(r, c, s),
    customerId: r.customerId,
    name: r.name,
    street: r.address?.street ?? null,
    city: r.address?.city ?? null,
    state: r.address?.state ?? null,
    zip: r.address?.zip ?? null,
    fullAddress: fullAddressOf(r.address),
    squareFootage: squareFootageOf(r.customFields),
  })),
  jobs: table<'jobs', StJobEntity>(StJobEntity, (r, c, s) => ({
    ...base(r, c, s),
    jobNumber: orNull(r.jobNumber),
    customerId: orNull(r.customerId),
    locationId: orNull(r.locationId),
    businessUnitId: orNull(r.businessUnitId),
    jobTypeId: orNull(r.jobTypeId),
    campaignId: orNull(r.campaignId),
    jobStatus: orNull(r.jobStatus),
    completedOn: toDate(r.completedOn),
    soldById: orNull(r.soldById),
    invoiceId: orNull(r.invoiceId),
    total: toNumber(r.total),
    noCharge: orNull(r.noCharge),
  })),
  appointments: table<'appointments', StAppointmentEntity>(StAppointmentEntity, (r, c, s) => ({
    ...base(r, c, s),
    jobId: orNull(r.jobId),
    appointmentNumber: orNull(r.appointmentNumber),
    start: toDate(r.start),
    end: toDate(r.end),
    status: orNull(r.status),
  })),
  appointmentAssignments: table<'appointmentAssignments', StAppointmentAssignmentEntity>(StAppointmentAssignmentEntity, (r, c, s) => ({
    ...base(r, c, s),
    appointmentId: orNull(r.appointmentId),
    jobId: orNull(r.jobId),
    technicianId: orNull(r.technicianId),
    technicianName: orNull(r.technicianName),
    assignedOn: toDate(r.assignedOn),
    status: orNull(r.status),
  })),
  estimates: table<'estimates', StEstimateEntity>(StEstimateEntity, (r, c, s) => ({
    ...base(r, c, s),
    jobId: orNull(r.jobId),
    customerId: orNull(r.customerId),
    locationId: orNull(r.locationId),
    name: orNull(r.name),
    status: r.status?.name ?? null,
    soldOn: toDate(r.soldOn),
    soldBy: orNull(r.soldBy),
    subtotal: toNumber(r.subtotal),
    businessUnitId: orNull(r.businessUnitId),
  })),
  invoices: table<'invoices', StInvoiceEntity>(StInvoiceEntity, (r, c, s) => ({
    ...base(r, c, s),
    referenceNumber: orNull(r.referenceNumber),
    invoiceDate: toDate(r.invoiceDate),
    dueDate: toDate(r.dueDate),
    subTotal: toNumber(r.subTotal),
    salesTax: toNumber(r.salesTax),
    total: toNumber(r.total),
    balance: toNumber(r.balance),
    customerId: idOf(r.customer),
    locationId: idOf(r.location),
    businessUnitId: idOf(r.businessUnit),
    jobId: idOf(r.job),
    jobNumber: r.job?.number ?? null,
    paidOn: toDate(r.paidOn),
  })),
  invoiceItems: table<'invoiceItems', StInvoiceItemEntity>(StInvoiceItemEntity, (r, c, s) => ({
    ...base(r, c, s),
    invoiceId: orNull(r.invoiceId),
    type: orNull(r.type),
    skuName: orNull(r.skuName),
    quantity: toNumber(r.quantity),
    price: toNumber(r.price),
    total: toNumber(r.total),
    technicianId: orNull(r.technicianId),
  })),
  payments: table<'payments', StPaymentEntity>(StPaymentEntity, (r, c, s) => ({
    ...base(r, c, s),
    date: toDate(r.date),
    type: orNull(r.type),
    total: toNumber(r.total),
    customerId: idOf(r.customer),
    firstInvoiceId: r.appliedTo?.[0]?.appliedTo ?? null,
  })),
  jobSplits: table<'jobSplits', StJobSplitEntity>(StJobSplitEntity, (r, c, s) => ({
    ...base(r, c, s),
    jobId: orNull(r.jobId),
    technicianId: orNull(r.technicianId),
    split: toNumber(r.split),
  })),
  timesheets: table<'timesheets', StTimesheetEntity>(StTimesheetEntity, (r, c, s) => ({
    ...base(r, c, s),
    jobId: orNull(r.jobId),
    appointmentId: orNull(r.appointmentId),
    technicianId: orNull(r.technicianId),
    dispatchedOn: toDate(r.dispatchedOn),
    arrivedOn: toDate(r.arrivedOn),
    doneOn: toDate(r.doneOn),
  })),
  grossPayItems: table<'grossPayItems', StGrossPayItemEntity>(StGrossPayItemEntity, (r, c, s) => ({
    ...base(r, c, s),
    employeeId: orNull(r.employeeId),
    employeeType: orNull(r.employeeType),
    payrollId: orNull(r.payrollId),
    date: toDate(r.date),
    grossPayItemType: orNull(r.grossPayItemType),
    amount: toNumber(r.amount),
    paidDurationHours: toNumber(r.paidDurationHours),
    paidTimeType: orNull(r.paidTimeType),
    jobId: orNull(r.jobId),
    invoiceId: orNull(r.invoiceId),
    activity: orNull(r.activity),
  })),
} satisfies { [K in StEntityKey]: ReplicaTable<K, ReplicaRow> };

/** The replica tables' classes and the sync's runs: data-source.ts and the module list them. */
export const REPLICA_ENTITIES = [...Object.values(REPLICA_TABLES).map((t) => t.entity), StSyncRunEntity];

/** The replica table of an entity, typed loosely for code that handles every entity alike (the sync, the repository). */
export function replicaTableOf(key: StEntityKey): ReplicaTable<StEntityKey, ReplicaRow> {
  return REPLICA_TABLES[key] as unknown as ReplicaTable<StEntityKey, ReplicaRow>;
}
