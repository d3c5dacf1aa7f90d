import type { components as Accounting } from './generated/accounting.js';
import type { components as Crm } from './generated/crm.js';
import type { components as Dispatch } from './generated/dispatch.js';
import type { components as Jpm } from './generated/jpm.js';
import type { components as Marketing } from './generated/marketing.js';
import type { components as Payroll } from './generated/payroll.js';
import type { components as Sales } from './generated/salestech.js';
import type { components as Settings } from './generated/settings.js';
import type { StEntityKey } from './entities.js';

export * from './entities.js';
export type * as AccountingApi from './generated/accounting.js';
export type * as CrmApi from './generated/crm.js';
export type * as DispatchApi from './generated/dispatch.js';
export type * as JpmApi from './generated/jpm.js';
export type * as MarketingApi from './generated/marketing.js';
export type * as PayrollApi from './generated/payroll.js';
export type * as SalesApi from './generated/salestech.js';
export type * as SettingsApi from './generated/settings.js';

/** One record of each entity as its export (or, for the three without one, its list) returns it. */
export interface StRecordOf {
  businessUnits: Settings['schemas']['TenantSettings.V2.ExportBusinessUnitResponse'];
  technicians: Settings['schemas']['TenantSettings.V2.ExportTechnicianResponse'];
  teams: Dispatch['schemas']['Dispatch.V2.TeamResponse'];
  jobTypes: Jpm['schemas']['Jpm.V2.JobTypeResponse'];
  campaigns: Marketing['schemas']['Marketing.V2.CampaignResponse'];
  customers: Crm['schemas']['Crm.V2.ExportCustomerResponse'];
  customerContacts: Crm['schemas']['Crm.V2.ExportCustomerContactResponse'];
  locations: Crm['schemas']['Crm.V2.ExportLocationsResponse'];
  jobs: Jpm['schemas']['Jpm.V2.ExportJobsResponse'];
  appointments: Jpm['schemas']['Jpm.V2.ExportAppointmentsResponse'];
  appointmentAssignments: Dispatch['schemas']['Dispatch.V2.ExportAppointmentAssignmentsResponse'];
  estimates: Sales['schemas']['Estimates.V2.ExportEstimatesResponse'];
  invoices: Accounting['schemas']['Accounting.V2.ExportInvoiceResponse'];
  invoiceItems: Accounting['schemas']['Accounting.V2.ExportInvoiceItemResponse'];
  payments: Accounting['schemas']['Accounting.V2.ExportPaymentResponse'];
  jobSplits: Payroll['schemas']['Payroll.V2.JobSplits.JobSplitExportResponse'];
  timesheets: Payroll['schemas']['Payroll.V2.Timesheets.JobTimesheetExportResponse'];
  grossPayItems: Payroll['schemas']['Payroll.V2.GrossPayItems.GrossPayItemExportResponse'];
}
export type StRecord<K extends StEntityKey = StEntityKey> = StRecordOf[K];

/** `{ hasMore, continueFrom, data }` of an export endpoint. */
export interface StExportPage<T> {
  hasMore: boolean;
  continueFrom: string;
  data: T[];
}

/** `{ page, pageSize, hasMore, totalCount, data }` of a paged list. */
export interface StListPage<T> {
  page: number;
  pageSize: number;
  hasMore: boolean;
  totalCount: number | null;
  data: T[];
}

/** The RFC 7807 body of a 400 (ApiErrorResponse in every document). */
export type StApiError = Crm['schemas']['ApiErrorResponse'];

/** The token endpoint's answer. */
export interface StTokenResponse {
  access_token: string;
  expires_in: number;
  token_type: 'Bearer';
  scope: string;
}
