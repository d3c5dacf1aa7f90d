import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ST_ENTITIES, ST_ENTITY_KEYS, ST_TOKEN_PATH, type StEntityKey } from '@milestone/servicetitan-contract';
import type { ChangeRequest, TenantData } from '../data/tenant-data.js';
import { SANDBOX_APP_KEY, tenantCredentials } from '../tenants.js';
import { exportPage } from './export.js';
import { buildIndex, LIST_ENDPOINTS, listPage, type ListEndpoint, type ListIndex } from './list.js';
import { BadRequest, problem } from './problem.js';
import { QueryReader, type Query } from './query.js';
import { RateLimiter } from './rate-limit.js';
import { AddressIndex, toProperty } from './rentcast.js';
import type { SandboxSettings } from './settings.js';
import { TenantStore, recordsOf, type ApplyChanges, type GenerateTenant } from './tenant-store.js';
import { TokenIssuer } from './tokens.js';

export interface SandboxDependencies {
  generate: GenerateTenant;
  applyChanges: ApplyChanges;
  /** Where the few operational lines go (stderr in main.ts); never a secret. */
  log?: (line: string) => void;
}

interface Fault {
  status?: 429 | 500 | 503;
  remaining: number;
  retryAfterSeconds?: number;
  delayMs?: number;
}

/** The change batch every tick applies to each generated tenant (design: modify 20, delete 1, create 5). */
export const TICK_CHANGES: ChangeRequest = { modify: 20, delete: 1, create: 5 };

const FAULT_TITLES: Record<number, string> = {
  429: 'Too many requests: the rate limit of this application for this tenant was exceeded.',
  500: 'An unexpected error occurred on the server.',
  503: 'The service is temporarily unavailable.',
};

const EXPORTS_WITH_ACTIVE = new Set<StEntityKey>(['appointments', 'appointmentAssignments']);

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SandboxApp {
  app: FastifyInstance;
  store: TenantStore;
  /** Stops the change ticks (the app is closed by the caller). */
  stopTicks(): void;
}

export function buildSandboxApp(settings: SandboxSettings, deps: SandboxDependencies): SandboxApp {
  const log = deps.log ?? (() => undefined);
  const store = new TenantStore(settings.tenants, settings.anchor, deps.generate, deps.applyChanges);
  const tokens = new TokenIssuer(settings.tokenTtlSeconds);
  const apiLimiter = new RateLimiter(settings.rateLimit);
  const rentcastLimiter = new RateLimiter(settings.rentcastRateLimit);
  const faults = new Map<number, Fault>();
  let rentcastFaults = 0;
  const listIndexes = new Map<string, ListIndex>();
  const addressIndexes = new Map<number, { version: number; index: AddressIndex }>();
  const clients = new Map(settings.tenants.map((t) => [tenantCredentials(t.id).clientId, t.id]));

  const app = Fastify({ logger: false, forceCloseConnections: true });

  // The token endpoint takes a form body (application/x-www-form-urlencoded), as OAuth's does.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error: unknown, _request, reply) => {
    if (error instanceof BadRequest) return reply.code(400).send(problem(400, 'One or more validation errors occurred.', error.errors));
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(problem(status, 'The request could not be read.', { request: [(error as Error).message] }));
    }
    log(`sandbox: ${(error as Error).message}`);
    return reply.code(500).send(problem(500, 'The sandbox failed to answer this request.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(problem(404, `Nothing is served at ${request.method} ${request.url.split('?')[0]}.`));
  });

  // ---- auth -------------------------------------------------------------------------------------

  app.post(ST_TOKEN_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: 'The token request must be a form body (application/x-www-form-urlencoded).' });
    }
    if (body.grant_type !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
    // The client may authenticate in the body (client_secret_post) or with HTTP Basic (client_secret_basic).
    let clientId = typeof body.client_id === 'string' ? body.client_id : '';
    let clientSecret = typeof body.client_secret === 'string' ? body.client_secret : '';
    const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (basic) {
      const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon > 0) {
        clientId = safeDecode(decoded.slice(0, colon));
        clientSecret = safeDecode(decoded.slice(colon + 1));
      }
    }
    const tenant = clients.get(clientId);
    if (tenant === undefined || clientSecret !== tenantCredentials(tenant).clientSecret) {
      return reply.code(400).send({ error: 'invalid_client' });
    }
    reply.header('cache-control', 'no-store');
    return tokens.issue(tenant, clientId);
  });

  /**
   * The checks every API call passes, in ServiceTitan's order: app key and token (401), tenant (404),
   * the token's tenant and scope (403), the rate (429), then any fault the tenant was told to answer.
   * Answers the refusal itself and returns null, or returns the tenant's data.
   */
  async function admit(request: FastifyRequest, reply: FastifyReply, scope: string): Promise<TenantData | null> {
    const refuse = (status: number, title: string) => {
      if (status === 401) reply.header('www-authenticate', 'Bearer error="invalid_token"');
      reply.code(status).send(problem(status, title));
      return null;
    };
    const appKey = request.headers['st-app-key'];
    if (appKey !== SANDBOX_APP_KEY) {
      return refuse(401, appKey ? 'The ST-App-Key header does not name a known application.' : 'The ST-App-Key header is missing.');
    }
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!bearer) return refuse(401, 'The Authorization header must carry a bearer token.');
    const checked = await tokens.check(bearer[1]!);
    if (!checked.ok) return refuse(401, `${checked.reason}.`);
    const tenant = Number((request.params as { tenant: string }).tenant);
    if (!Number.isInteger(tenant) || !store.spec(tenant)) return refuse(404, `Tenant ${(request.params as { tenant: string }).tenant} does not exist.`);
    if (checked.claims.tenant !== tenant) return refuse(403, 'The access token was issued for another tenant.');
    if (!checked.claims.scope.includes(scope)) return refuse(403, `The access token lacks the scope ${scope}.`);
    const waitMs = apiLimiter.take(`${appKey}:${tenant}`);
    if (waitMs > 0) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
      return refuse(429, FAULT_TITLES[429]!);
    }
    const fault = faults.get(tenant);
    if (fault && fault.remaining > 0) {
      fault.remaining--;
      if (fault.remaining === 0) faults.delete(tenant);
      if (fault.delayMs) await sleep(fault.delayMs);
      if (fault.status) {
        if (fault.status === 429 || fault.retryAfterSeconds !== undefined) reply.header('retry-after', String(fault.retryAfterSeconds ?? 1));
        return refuse(fault.status, FAULT_TITLES[fault.status]!);
      }
    }
    return store.data(tenant);
  }

  // ---- exports ----------------------------------------------------------------------------------

  for (const key of ST_ENTITY_KEYS) {
    const entity = ST_ENTITIES[key];
    if (entity.kind !== 'export') continue;
    app.get(`${entity.prefix}/tenant/:tenant/${entity.path}`, async (request, reply) => {
      const data = await admit(request, reply, entity.scope);
      if (!data) return reply;
      // includeRecentChanges is accepted and changes nothing: every change is visible at once here.
      const q = new QueryReader(request.query as Query);
      q.boolean('includeRecentChanges', false);
      // Two exports document an `active` filter; exports otherwise return every record (default Any).
      const active = EXPORTS_WITH_ACTIVE.has(key) ? q.choice('active', ['True', 'Any', 'False'] as const, 'Any') : 'Any';
      q.done();
      const page = exportPage(recordsOf(data, key), q.raw('from'), settings.exportPageSize);
      // Filtered after paging, so the continuation still walks every record.
      if (active !== 'Any') page.data = page.data.filter((r) => (r.active !== false) === (active === 'True'));
      return page;
    });
  }

  // ---- paged lists ------------------------------------------------------------------------------

  const scopeOf = (endpoint: ListEndpoint) => ST_ENTITIES[endpoint.key].scope;
  for (const endpoint of LIST_ENDPOINTS) {
    app.get(`${endpoint.prefix}/tenant/:tenant/${endpoint.path}`, async (request, reply) => {
      const data = await admit(request, reply, scopeOf(endpoint));
      if (!data) return reply;
      const tenant = data.spec.id;
      const records = recordsOf(data, endpoint.key) as unknown as Parameters<typeof listPage>[1];
      const cacheKey = `${tenant}:${endpoint.key}`;
      const version = store.version(tenant);
      let index = listIndexes.get(cacheKey);
      if (!index || index.version !== version || index.byId.length !== records.length) {
        index = buildIndex(records, version);
        listIndexes.set(cacheKey, index);
      }
      return listPage(endpoint, records, index, request.query as Query);
    });
  }

  // ---- control (a dev tool: no auth) -------------------------------------------------------------

  app.get('/sandbox/tenants', async () => {
    const all = await Promise.all(settings.tenants.map((t) => store.data(t.id)));
    return all.map((data) => {
      const { clientId, clientSecret } = tenantCredentials(data.spec.id);
      const counts = Object.fromEntries(ST_ENTITY_KEYS.map((k) => [k, data.records[k].length])) as Record<StEntityKey, number>;
      return { id: data.spec.id, name: data.spec.name, scale: data.spec.scale, clientId, clientSecret, appKey: SANDBOX_APP_KEY, counts };
    });
  });

  const tenantParam = (request: FastifyRequest): number | null => {
    const tenant = Number((request.params as { tenant: string }).tenant);
    return Number.isInteger(tenant) && store.spec(tenant) ? tenant : null;
  };

  // The payroll mistakes the generator seeded on purpose (data/pay-exceptions.ts): what a
  // commission reconciliation over this tenant should find, and nothing else.
  app.get('/sandbox/tenants/:tenant/pay-exceptions', async (request, reply) => {
    const tenant = tenantParam(request);
    if (tenant === null) return reply.code(404).send(problem(404, 'No such tenant in this sandbox.'));
    return (await store.data(tenant)).payExceptions ?? [];
  });

  app.post('/sandbox/tenants/:tenant/changes', async (request, reply) => {
    const tenant = tenantParam(request);
    if (tenant === null) return reply.code(404).send(problem(404, 'No such tenant in this sandbox.'));
    const body = (request.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    const change: ChangeRequest = {};
    for (const field of ['modify', 'delete', 'create'] as const) {
      const value = body[field];
      if (value === undefined) continue;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100_000)
        errors[field] = ['A whole number from 0 to 100000 is expected.'];
      else change[field] = value;
    }
    if (body.at !== undefined) {
      const at = typeof body.at === 'string' ? new Date(body.at) : new Date(Number.NaN);
      if (Number.isNaN(at.getTime())) errors.at = ['An ISO date-time is expected.'];
      else change.at = at;
    }
    if (Object.keys(errors).length > 0) throw new BadRequest(errors);
    return store.change(tenant, change);
  });

  app.post('/sandbox/tenants/:tenant/faults', async (request, reply) => {
    const tenant = tenantParam(request);
    if (tenant === null) return reply.code(404).send(problem(404, 'No such tenant in this sandbox.'));
    const body = (request.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    const whole = (value: unknown, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
    if (body.status !== undefined && ![429, 500, 503].includes(body.status as number)) errors.status = ['429, 500 or 503 is expected.'];
    if (!whole(body.count, 100_000) || (body.count as number) < 1) errors.count = ['A whole number from 1 to 100000 is expected.'];
    if (body.retryAfterSeconds !== undefined && !whole(body.retryAfterSeconds, 3600))
      errors.retryAfterSeconds = ['A whole number of seconds from 0 to 3600 is expected.'];
    if (body.delayMs !== undefined && !whole(body.delayMs, 120_000)) errors.delayMs = ['A whole number of milliseconds from 0 to 120000 is expected.'];
    if (body.status === undefined && body.delayMs === undefined) errors.status = ['Give a status, a delayMs, or both.'];
    if (Object.keys(errors).length > 0) throw new BadRequest(errors);
    const fault: Fault = {
      status: body.status as Fault['status'],
      remaining: body.count as number,
      retryAfterSeconds: body.retryAfterSeconds as number | undefined,
      delayMs: body.delayMs as number | undefined,
    };
    faults.set(tenant, fault);
    return { tenant, ...fault };
  });

  app.post('/sandbox/tokens/revoke', async () => {
    tokens.revokeAll();
    return { revoked: true };
  });

  app.post('/sandbox/rentcast/faults', async (request) => {
    const count = ((request.body ?? {}) as Record<string, unknown>).count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > 100_000) {
      throw new BadRequest({ count: ['A whole number from 0 to 100000 is expected.'] });
    }
    rentcastFaults = count;
    return { count };
  });

  // ---- RentCast-shaped property lookup -----------------------------------------------------------

  const rentcastError = (reply: FastifyReply, status: number, error: string, message: string) => reply.code(status).send({ status, error, message });

  app.get('/rentcast/v1/properties', async (request, reply) => {
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || key.trim() === '') {
      return rentcastError(reply, 401, 'auth/api-key-missing', 'No API key was provided in the X-Api-Key header');
    }
    const limited = rentcastLimiter.take(key) > 0;
    if (limited || rentcastFaults > 0) {
      if (!limited) rentcastFaults--;
      reply.header('retry-after', '1');
      return rentcastError(reply, 429, 'auth/rate-limit-exceeded', 'The rate limit of 20 requests per second has been exceeded');
    }
    const address = new QueryReader(request.query as Query).raw('address');
    if (!address || address.trim() === '') {
      return rentcastError(reply, 400, 'request/invalid-parameters', 'Provide an address, or other search parameters, to search for properties');
    }
    for (const spec of settings.tenants) {
      const data = await store.data(spec.id);
      const version = store.version(spec.id);
      let cached = addressIndexes.get(spec.id);
      if (!cached || cached.version !== version) {
        cached = { version, index: new AddressIndex(data) };
        addressIndexes.set(spec.id, cached);
      }
      const location = cached.index.find(address);
      if (location) return [toProperty(location)];
    }
    return rentcastError(reply, 404, 'resource/not-found', 'No properties found');
  });

  // ---- the clock --------------------------------------------------------------------------------

  let timer: NodeJS.Timeout | undefined;
  if (settings.changeIntervalSeconds > 0) {
    timer = setInterval(() => {
      for (const data of store.generated()) {
        store
          .change(data.spec.id, TICK_CHANGES)
          .catch((error: unknown) => log(`sandbox: the change tick of tenant ${data.spec.id} failed: ${(error as Error).message}`));
      }
    }, settings.changeIntervalSeconds * 1000);
    timer.unref();
  }

  return { app, store, stopTicks: () => clearInterval(timer) };
}
