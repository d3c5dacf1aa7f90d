/**
 * The sandbox's tenants and their credentials. Each tenant's data is generated from its own seed,
 * so two tenants hold different companies (isolation is tested with two companies on two tenants).
 * The credentials are public on purpose: this is a local stand-in, never a real account.
 */
export interface TenantSpec {
  /** ServiceTitan's tenant id (path parameter {tenant}). */
  id: number;
  name: string;
  /** The faker seed the tenant's data is generated from. */
  seed: number;
  /** 1 = full size (about 60 technicians, 15,000 customers, 50,000+ jobs over 52 weeks); 0.1 = a tenth. */
  scale: number;
}

export const DEMO_TENANT_ID = 1000001;
export const SECOND_TENANT_ID = 1000002;

/** `SANDBOX_TENANTS` when unset: the demo company's full tenant and a small second one. */
export const DEFAULT_TENANTS: readonly TenantSpec[] = [
  { id: DEMO_TENANT_ID, name: 'Milestone Demo Electric', seed: DEMO_TENANT_ID, scale: 1 },
  { id: SECOND_TENANT_ID, name: 'Riverside Plumbing & Air', seed: SECOND_TENANT_ID, scale: 0.1 },
];

/** The one application key the sandbox accepts (an app key serves many tenants, as ServiceTitan's does). */
export const SANDBOX_APP_KEY = 'ak1.sandbox.milestone';

/** A tenant's client id and secret (specific to the tenant, as ServiceTitan's are). */
export function tenantCredentials(tenantId: number): { clientId: string; clientSecret: string } {
  return { clientId: `cid.sandbox.${tenantId}`, clientSecret: `cs.sandbox.${tenantId}.milestone` };
}

/**
 * Parses `SANDBOX_TENANTS`: comma-separated `id[:scale[:name]]`, e.g. "1000001:1,1000002:0.1".
 * Throws a message naming the bad part.
 */
export function parseTenants(value: string | undefined): TenantSpec[] {
  if (value === undefined || value.trim() === '') return DEFAULT_TENANTS.map((t) => ({ ...t }));
  return value.split(',').map((part) => {
    const [rawId, rawScale, ...name] = part.trim().split(':');
    const id = Number(rawId);
    const scale = rawScale === undefined || rawScale === '' ? 1 : Number(rawScale);
    if (!Number.isInteger(id) || id <= 0) throw new Error(`SANDBOX_TENANTS: '${part}' does not start with a tenant id`);
    if (!Number.isFinite(scale) || scale <= 0 || scale > 4) throw new Error(`SANDBOX_TENANTS: the scale of '${part}' must be a number above 0 and at most 4`);
    const known = DEFAULT_TENANTS.find((t) => t.id === id);
    return { id, name: name.join(':') || known?.name || `Sandbox tenant ${id}`, seed: id, scale };
  });
}
