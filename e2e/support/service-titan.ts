import { apiAs } from './session.js';

/** The platform's ServiceTitan sandbox (global-setup starts it with tenants 1000001 and 1000002). */
export const SANDBOX_URL = process.env['E2E_SANDBOX_URL'] ?? 'http://127.0.0.1:3901';

/** What the status page's form takes for a sandbox tenant (its public sandbox credentials). */
export function sandboxConnection(tenantId: number): Record<string, string> {
  return {
    authUrl: SANDBOX_URL,
    apiUrl: SANDBOX_URL,
    tenantId: String(tenantId),
    clientId: `cid.sandbox.${tenantId}`,
    clientSecret: `cs.sandbox.${tenantId}.milestone`,
    appKey: 'ak1.sandbox.milestone',
  };
}

interface SyncStatus {
  configured: boolean;
  sync: { running: boolean; lastError: string | null; finishedAt: string | null };
  replica: { entities: Array<{ key: string; records: number }> };
}

/** The company's ServiceTitan status as its user reads it. */
export async function serviceTitanStatus(token: string): Promise<SyncStatus> {
  const { status, json } = await apiAs<SyncStatus>({ token }, 'GET', '/api/service-titan/status');
  if (status !== 200) throw new Error(`GET /api/service-titan/status: ${status} ${JSON.stringify(json)}`);
  return json;
}

/** Waits until the company's replica holds customers and no sync runs (the first sync after connecting). */
export async function waitForSyncedReplica(token: string, timeoutMs = 90_000): Promise<SyncStatus> {
  const deadline = Date.now() + timeoutMs;
  let last: SyncStatus | null = null;
  while (Date.now() < deadline) {
    last = await serviceTitanStatus(token);
    const customers = last.replica.entities.find((e) => e.key === 'customers')?.records ?? 0;
    if (!last.sync.running && customers > 0) return last;
    if (!last.sync.running && last.sync.lastError) throw new Error(`the sync failed: ${last.sync.lastError}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the replica was not synced within ${timeoutMs / 1000} s: ${JSON.stringify(last?.sync)}`);
}

/** Connects the company (as its owner or admin) to a sandbox tenant and waits for the first sync. */
export async function connectToSandbox(ownerToken: string, tenantId: number): Promise<SyncStatus> {
  const { status, json } = await apiAs({ token: ownerToken }, 'PUT', '/api/service-titan/connection', sandboxConnection(tenantId));
  if (status !== 200) throw new Error(`PUT /api/service-titan/connection: ${status} ${JSON.stringify(json)}`);
  return waitForSyncedReplica(ownerToken);
}

export interface FoundCustomer {
  id: number;
  name: string;
  address: string;
  email: string | null;
  squareFootage: number | null;
}

/** The company's customers whose name matches, as the load calculator's search answers. */
export async function searchCustomers(token: string, name: string): Promise<FoundCustomer[]> {
  const { status, json } = await apiAs<FoundCustomer[]>({ token }, 'POST', '/api/service-titan/customer-search', { name });
  if (status !== 200) throw new Error(`POST /api/service-titan/customer-search: ${status} ${JSON.stringify(json)}`);
  return json;
}
