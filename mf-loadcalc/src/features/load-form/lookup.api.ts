// The form's two look-ups, over svc-reporting's typed client (the bearer token and its renewal,
// the spec's error messages). A client is passed in by the tests, which answer with a fake fetch.
import { ApiError, reportingClient, unwrap } from '@milestone/platform-sdk';
import type { CustomerSearchResult } from './customer-search.model.js';
import { outcomeOfAnswer, outcomeOfFailure, type PropertyLookupOutcome } from './property-lookup.model.js';

type ReportingClient = typeof reportingClient;

/** POST /api/service-titan/customer-search: up to 20 customers of the company, best match first. */
export function searchCustomers(name: string, signal: AbortSignal, client: ReportingClient = reportingClient): Promise<CustomerSearchResult[]> {
  return unwrap(client.POST('/api/service-titan/customer-search', { body: { name }, signal }));
}

/** GET /api/service-titan/connection: whether the company is connected (the answer is null when not). */
export async function isServiceTitanConnected(client: ReportingClient = reportingClient): Promise<boolean> {
  const connection: unknown = await unwrap(client.GET('/api/service-titan/connection'));
  return connection !== null && connection !== undefined;
}

/**
 * POST /api/zillow/property-lookup, as the square feet and toast it ends in. Never throws: a
 * failed answer or a network failure is an outcome like any other.
 */
export async function lookupProperty(address: string, client: ReportingClient = reportingClient): Promise<PropertyLookupOutcome> {
  try {
    return outcomeOfAnswer(await unwrap(client.POST('/api/zillow/property-lookup', { body: { address } })));
  } catch (error) {
    return outcomeOfFailure(error instanceof ApiError ? error.status : undefined);
  }
}
