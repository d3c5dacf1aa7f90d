/**
 * The ServiceTitan entities the replica keeps, and where each is read. Most have an export
 * endpoint (`{api}{prefix}/tenant/{tenant}/{path}?from=<continueFrom or date>`, answering
 * `{ hasMore, continueFrom, data }` with active, inactive and deleted rows alike); the three without
 * one (job types, teams, campaigns) are paged lists (`page`, `pageSize`, `modifiedOnOrAfter`,
 * `active=Any`), read again from the last modification time seen.
 *
 * The order is the order a sync reads them in: the things others point at come first.
 */
export type StModule = 'crm' | 'jpm' | 'accounting' | 'settings' | 'dispatch' | 'marketing' | 'salestech' | 'payroll';

export interface StEntityDefinition {
  /** The replica's name for it (also its key in progress, status and the sandbox). */
  readonly key: StEntityKey;
  /** What a user reads on the status page. */
  readonly label: string;
  readonly module: StModule;
  /** The module's URL prefix, e.g. '/crm/v2' (the documents' `servers`). */
  readonly prefix: string;
  /** Below `/tenant/{tenant}/`. */
  readonly path: string;
  readonly kind: 'export' | 'list';
  /** The OAuth scope the operation asks for. */
  readonly scope: string;
}

export const ST_ENTITY_KEYS = [
  'businessUnits',
  'technicians',
  'teams',
  'jobTypes',
  'campaigns',
  'customers',
  'customerContacts',
  'locations',
  'jobs',
  'appointments',
  'appointmentAssignments',
  'estimates',
  'invoices',
  'invoiceItems',
  'payments',
  'jobSplits',
  'timesheets',
  'grossPayItems',
] as const;
export type StEntityKey = (typeof ST_ENTITY_KEYS)[number];

const PREFIX: Record<StModule, string> = {
  crm: '/crm/v2',
  jpm: '/jpm/v2',
  accounting: '/accounting/v2',
  settings: '/settings/v2',
  dispatch: '/dispatch/v2',
  marketing: '/marketing/v2',
  salestech: '/sales/v2',
  payroll: '/payroll/v2',
};

function entity(key: StEntityKey, label: string, module: StModule, path: string, scope: string): StEntityDefinition {
  return { key, label, module, prefix: PREFIX[module], path, kind: path.startsWith('export/') ? 'export' : 'list', scope };
}

export const ST_ENTITIES: Readonly<Record<StEntityKey, StEntityDefinition>> = {
  businessUnits: entity('businessUnits', 'Business units', 'settings', 'export/business-units', 'tn.stt.businessunits:r'),
  technicians: entity('technicians', 'Technicians', 'settings', 'export/technicians', 'tn.stt.technicians:r'),
  teams: entity('teams', 'Teams', 'dispatch', 'teams', 'tn.dis.teams:r'),
  jobTypes: entity('jobTypes', 'Job types', 'jpm', 'job-types', 'tn.jpm.jobtypes:r'),
  campaigns: entity('campaigns', 'Campaigns', 'marketing', 'campaigns', 'tn.mrk.campaigns:r'),
  customers: entity('customers', 'Customers', 'crm', 'export/customers', 'tn.crm.customers:r'),
  customerContacts: entity('customerContacts', 'Customer contacts', 'crm', 'export/customers/contacts', 'tn.crm.customers:r'),
  locations: entity('locations', 'Locations', 'crm', 'export/locations', 'tn.crm.locations:r'),
  jobs: entity('jobs', 'Jobs', 'jpm', 'export/jobs', 'tn.jpm.jobs:r'),
  appointments: entity('appointments', 'Appointments', 'jpm', 'export/appointments', 'tn.jpm.appointments:r'),
  appointmentAssignments: entity(
    'appointmentAssignments',
    'Appointment assignments',
    'dispatch',
    'export/appointment-assignments',
    'tn.dis.appointmentassignments:r',
  ),
  estimates: entity('estimates', 'Estimates', 'salestech', 'export/estimates', 'tn.sal.estimates:r'),
  invoices: entity('invoices', 'Invoices', 'accounting', 'export/invoices', 'tn.acc.invoices:r'),
  invoiceItems: entity('invoiceItems', 'Invoice items', 'accounting', 'export/invoice-items', 'tn.acc.invoiceitems:r'),
  payments: entity('payments', 'Payments', 'accounting', 'export/payments', 'tn.acc.payments:r'),
  jobSplits: entity('jobSplits', 'Job splits', 'payroll', 'export/jobs/splits', 'tn.prl.jobs:r'),
  timesheets: entity('timesheets', 'Job timesheets', 'payroll', 'export/jobs/timesheets', 'tn.prl.jobs:r'),
  grossPayItems: entity('grossPayItems', 'Gross pay items', 'payroll', 'export/gross-pay-items', 'tn.prl.grosspayitems:r'),
};

/** `{prefix}/tenant/{tenant}/{path}` of an entity, the part after the API's base URL. */
export function entityUrlPath(key: StEntityKey, tenantId: string | number): string {
  const { prefix, path } = ST_ENTITIES[key];
  return `${prefix}/tenant/${tenantId}/${path}`;
}

/** The token endpoint, below the auth base URL. */
export const ST_TOKEN_PATH = '/connect/token';
/** Token lifetime ServiceTitan gives (seconds). */
export const ST_TOKEN_LIFETIME_SECONDS = 900;
/** Requests per second per app key and tenant before 429. */
export const ST_RATE_LIMIT_PER_SECOND = 60;
/** The largest `pageSize` a paged list accepts. */
export const ST_MAX_PAGE_SIZE = 5000;
/** The most ids an `ids=` filter takes. */
export const ST_MAX_IDS = 50;
