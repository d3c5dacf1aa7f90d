// A form's ServiceTitan customer lookup (a text field with lookup 'serviceTitanCustomer'), over
// svc-reporting's routes that already answer the load calculator's Customer Name: the replica of
// the company's customers lives there, so the form asks it as the pay report does, through the
// gateway with the user's own token (the company is the token's: no other company's customer).
import { reportingClient, unwrap } from '@milestone/platform-sdk';
import type { ReportingComponents } from '@milestone/contracts';

export type CustomerMatch = ReportingComponents['schemas']['CustomerSearchResultDto'];

type ReportingClient = typeof reportingClient;

/** Fewer letters find nothing (svc-reporting's rule); typing waits this long before it asks. */
export const CUSTOMER_LOOKUP_MIN_QUERY = 2;
export const CUSTOMER_LOOKUP_DELAY_MS = 300;

/** GET /api/service-titan/connection: whether the company is connected (null when not). */
export async function serviceTitanConnected(client: ReportingClient = reportingClient): Promise<boolean> {
  const connection: unknown = await unwrap(client.GET('/api/service-titan/connection'));
  return connection !== null && connection !== undefined;
}

/** POST /api/service-titan/customer-search: up to 20 of the company's customers, best match first. */
export function findCustomers(name: string, signal: AbortSignal | undefined, client: ReportingClient = reportingClient): Promise<CustomerMatch[]> {
  return unwrap(client.POST('/api/service-titan/customer-search', { body: { name }, signal }));
}

/** What the field's dropdown offers for the customers found: the name to fill in, the address beside it. */
export function customerOptions(customers: readonly CustomerMatch[]): { value: string; label: string; key: string }[] {
  const seen = new Set<string>();
  return customers
    .filter((customer) => {
      // Two customers of one name fill in the same text: the first (best) one stands for both.
      if (seen.has(customer.name)) return false;
      seen.add(customer.name);
      return true;
    })
    .map((customer) => ({
      key: String(customer.id),
      value: customer.name,
      label: customer.address ? `${customer.name} · ${customer.address}` : customer.name,
    }));
}
