import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '@milestone/nest-kit';
import { ST_ENTITIES, ST_ENTITY_KEYS, type StEntityKey } from '@milestone/servicetitan-contract';
import { ServiceTitanError, type ServiceTitanClient } from '../client/service-titan-client.js';
import { ServiceTitanClientFactory } from '../client/service-titan-client.factory.js';
import { ConnectionRepository } from '../connection/connection.repository.js';
import { canManage, openCredentials, toConnectionDto } from '../connection/connection.mapper.js';
import { SecretBox } from '../connection/secret-box.js';
import type { EndpointCheck, StConnectionEntity } from '../connection/st-connection.entity.js';
import type { StSyncStateEntity } from '../replica/st-sync-state.entity.js';
import { SyncStateRepository } from '../replica/sync-state.repository.js';
import { SERVICE_TITAN_SETTINGS, type ServiceTitanSettings } from '../service-titan.settings.js';
import { SyncService, type SyncRunView } from '../sync/sync.service.js';
import type {
  AuthenticationStatusDto,
  EndpointStatusDto,
  Freshness,
  IntegrationConfigurationDto,
  ReplicaEntityStatusDto,
  StatusResponseDto,
  SyncStatusDto,
} from './dto/status-response.dto.js';

export const NOT_CONNECTED_AUTH_MESSAGE = 'ServiceTitan is not connected for your company';
export const ENDPOINT_OK_MESSAGE = 'The endpoint answered';
export const NOT_TESTED_NOT_CONNECTED = 'Not tested: ServiceTitan is not connected';
export const NOT_TESTED_AUTH_FAILED = 'Not tested: ServiceTitan did not issue a token';
export const NOT_TESTED_YET = 'Not tested yet';
export const CREDENTIALS_UNREADABLE_MESSAGE = 'The stored credentials cannot be opened: ST_ENCRYPTION_KEY is missing or changed since they were saved';

/** Endpoint checks older than this are made again when the status is asked for. */
export const ENDPOINT_CHECK_MAX_AGE_MS = 5 * 60_000;
/** How long a status waits for the endpoint checks it started; slower ones finish in the background. */
const ENDPOINT_CHECK_WAIT_MS = 5_000;
/** How long a status waits for a token request; a slower one goes on (and its outcome shows on the next status). */
const TOKEN_WAIT_MS = 10_000;
/** A refused token request is not repeated by every status within this time (ServiceTitan throttles token requests). */
const AUTH_FAILURE_REUSE_MS = 60_000;
/** With no schedule, the replica counts as fresh for this long after its sync. */
const FRESH_WITHOUT_SCHEDULE_S = 20 * 60;

const API_ACCESS = 'Settings > Integrations > API Application Access';

/** How a token request went, with why when it failed. */
interface AuthOutcome {
  status: 'success' | 'failed';
  message: string;
  at: Date;
  kind: string | null;
}

/** What the recommendations are made from. */
export interface RecommendationInput {
  connected: boolean;
  canManage: boolean;
  encryptionKeySet: boolean;
  credentialsReadable: boolean;
  auth: { status: 'success' | 'failed' | 'not_tested'; message: string; kind: string | null } | null;
  endpoints: ReadonlyArray<{ key: StEntityKey; check: EndpointCheck }>;
  replica: ReadonlyArray<Pick<ReplicaEntityStatusDto, 'freshness'>>;
  freshForSeconds: number;
  sync: Pick<SyncRunView, 'outcome' | 'error'> | null;
}

/** 1200 -> '20 minutes', 7200 -> '2 hours', 90 -> '90 seconds'. */
export function durationText(seconds: number): string {
  const [amount, unit] = seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** Fresh: synced within two sync intervals (20 minutes without a schedule); stale: older; never: not synced yet. */
export function freshnessOf(syncedAt: Date | null, freshForSeconds: number, now: Date): Freshness {
  if (!syncedAt) return 'never';
  return now.getTime() - syncedAt.getTime() <= freshForSeconds * 1000 ? 'fresh' : 'stale';
}

export function freshForSecondsOf(syncIntervalSeconds: number): number {
  return syncIntervalSeconds > 0 ? 2 * syncIntervalSeconds : FRESH_WITHOUT_SCHEDULE_S;
}

/** What to do next, most blocking first. Each says where to act. */
export function recommendationsFor(input: RecommendationInput): string[] {
  const out: string[] = [];
  if (!input.encryptionKeySet) {
    out.push(
      'Set ST_ENCRYPTION_KEY (32 random bytes in base64: openssl rand -base64 32) and restart svc-reporting: ServiceTitan connections cannot be saved without it',
    );
  }
  if (!input.connected) {
    out.push(
      input.canManage
        ? `Connect your ServiceTitan tenant: enter the auth URL, API URL, tenant id, client id, client secret and app key of your ServiceTitan app (${API_ACCESS}) and press Connect`
        : 'Connect your ServiceTitan tenant: ask an owner or admin of your company to connect it on this page',
    );
    return out;
  }
  if (!input.credentialsReadable) {
    out.push(`${CREDENTIALS_UNREADABLE_MESSAGE}: set the key they were saved with, or enter the client secret and app key again and press Connect`);
    return out;
  }
  const auth = input.auth;
  if (auth?.status === 'failed') {
    if (auth.kind === 'auth') {
      out.push(`ServiceTitan refused the client id or secret: check them in ServiceTitan under ${API_ACCESS} and connect again`);
    } else if (auth.kind === 'not_allowed') {
      out.push(
        `Milestone may not contact the saved auth URL (${auth.message}): connect again with ServiceTitan's addresses, or ask the operator to allow it in ST_ALLOWED_HOSTS`,
      );
    } else if (auth.kind === 'rate_limited') {
      out.push('ServiceTitan is limiting token requests (429): wait a minute and press Refresh');
    } else {
      out.push(`ServiceTitan's token service did not answer (${auth.message}): check the auth URL and press Test connection`);
    }
    return out;
  }
  for (const { key, check } of input.endpoints) {
    if (check.status !== 'failed' || (check.httpStatus !== 403 && check.kind !== 'forbidden')) continue;
    const entity = ST_ENTITIES[key];
    out.push(
      `${entity.label}: ServiceTitan refused access (403). Give your app the ${entity.scope} scope in ServiceTitan under ${API_ACCESS}, then press Test connection`,
    );
  }
  const failedOf = (kinds: ReadonlyArray<string>): string =>
    input.endpoints
      .filter(({ check }) => check.status === 'failed' && kinds.includes(check.kind ?? ''))
      .map(({ key }) => ST_ENTITIES[key].label)
      .join(', ');
  const refused = failedOf(['auth']);
  if (refused) {
    out.push(
      `ServiceTitan refused the app key for ${refused}: check the app key (ST-App-Key) and that the app is connected to your tenant under ${API_ACCESS}, then connect again`,
    );
  }
  const missing = failedOf(['not_found']);
  if (missing) out.push(`ServiceTitan has no ${missing} at this API URL: check the tenant id and the API URL, then connect again`);
  const notAllowed = failedOf(['not_allowed']);
  if (notAllowed)
    out.push(
      `Milestone may not contact the saved API URL for ${notAllowed}: connect again with ServiceTitan's addresses, or ask the operator to allow it in ST_ALLOWED_HOSTS`,
    );
  const unanswered = failedOf(['server', 'timeout', 'network']);
  if (unanswered) out.push(`ServiceTitan did not answer for ${unanswered}: press Test connection again in a few minutes`);
  if (input.endpoints.some(({ check }) => check.status === 'failed' && (check.httpStatus === 429 || check.kind === 'rate_limited'))) {
    out.push(
      'ServiceTitan is rate-limiting this tenant (429): the sync slows down and retries by itself; if it persists, lower ST_MAX_RPS or stop other apps that use the same app key',
    );
  }
  const running = input.sync?.outcome === 'running';
  if (input.sync?.outcome === 'failed') {
    out.push(`The last sync failed: ${input.sync.error ?? 'no reason was recorded'}. The last good data is kept; fix the cause and press Sync now`);
  }
  if (!running) {
    if (input.replica.some((entity) => entity.freshness === 'stale')) {
      out.push(`The replica is older than ${durationText(input.freshForSeconds)}: press Sync now`);
    } else if (input.replica.some((entity) => entity.freshness === 'never') && input.sync?.outcome !== 'failed') {
      out.push('The replica has not been synced yet: press Sync now');
    }
  }
  return out;
}

/**
 * The integration status page's answer, per company, and never a claim it has not checked:
 * authentication is a real token request (the client's cached token counts), the endpoints are
 * the last probes (made again when older than 5 minutes), the replica and the sync are read from
 * the database. No secret, key or token is ever part of it.
 */
@Injectable()
export class ServiceTitanStatusService {
  private readonly logger = new Logger(ServiceTitanStatusService.name);
  /** One endpoint check per company at a time in this process; a second caller waits for the first. */
  private readonly checking = new Map<number, Promise<Record<string, EndpointCheck>>>();
  /** The last refused token request per company and credentials. */
  private readonly authFailures = new Map<number, { fingerprint: string; outcome: AuthOutcome }>();

  constructor(
    @Inject(SERVICE_TITAN_SETTINGS) private readonly settings: ServiceTitanSettings,
    private readonly connections: ConnectionRepository,
    private readonly box: SecretBox,
    private readonly clients: ServiceTitanClientFactory,
    private readonly syncs: SyncService,
    private readonly syncStates: SyncStateRepository,
  ) {}

  async status(user: AuthUser, now = new Date()): Promise<StatusResponseDto> {
    const companyId = user.companyId;
    const manager = canManage(user);
    const freshFor = freshForSecondsOf(this.settings.syncIntervalSeconds);
    const row = await this.connections.findOf(companyId);
    const [states, run] = await Promise.all([this.syncStates.listOf(companyId), this.syncs.latestRun(companyId)]);
    const replica = this.replicaOf(states, freshFor, now);
    const sync = this.syncOf(run);
    const lastSyncAt = run?.outcome === 'succeeded' && run.finishedAt ? run.finishedAt : latest(states.map((s) => s.syncedAt));

    if (!row) {
      return {
        configured: false,
        canManage: manager,
        connection: null,
        status: {
          configuration: { clientId: null, tenantId: null, appKeyConfigured: false, baseUrl: null },
          authentication: { status: 'not_tested', message: NOT_CONNECTED_AUTH_MESSAGE, timestamp: now.toISOString() },
          endpoints: Object.fromEntries(ST_ENTITY_KEYS.map((key) => [ST_ENTITIES[key].label, { status: 'not_tested', message: NOT_TESTED_NOT_CONNECTED }])),
          recommendations: recommendationsFor({
            connected: false,
            canManage: manager,
            encryptionKeySet: this.box.configured,
            credentialsReadable: true,
            auth: null,
            endpoints: [],
            replica,
            freshForSeconds: freshFor,
            sync: run,
          }),
        },
        replica: { entities: replica, lastSyncAt: iso(lastSyncAt) },
        sync,
      };
    }

    const client = this.clientOf(row);
    const auth = client
      ? await this.authenticate(row, client, now)
      : { status: 'failed' as const, message: CREDENTIALS_UNREADABLE_MESSAGE, at: now, kind: 'credentials' };
    let checks = row.endpointChecks;
    if (client && auth.status === 'success' && isOlderThan(row.endpointsCheckedAt, ENDPOINT_CHECK_MAX_AGE_MS, now)) {
      const refresh =
        this.checking.get(companyId) ??
        ((await this.connections.claimEndpointRefresh(companyId, ENDPOINT_CHECK_MAX_AGE_MS)) ? this.checkEndpoints(companyId, client) : null);
      if (refresh) checks = (await withinMs(refresh, ENDPOINT_CHECK_WAIT_MS)) ?? checks;
    }
    const endpoints = this.endpointsOf(checks, auth.status === 'success');
    const authentication: AuthenticationStatusDto = { status: auth.status, message: auth.message, timestamp: auth.at.toISOString() };
    const configuration: IntegrationConfigurationDto = {
      clientId: row.clientId,
      tenantId: row.tenantId,
      appKeyConfigured: row.appKeySealed.length > 0,
      baseUrl: row.apiUrl,
    };
    return {
      configured: true,
      canManage: manager,
      connection: toConnectionDto(row),
      status: {
        configuration,
        authentication,
        endpoints,
        recommendations: recommendationsFor({
          connected: true,
          canManage: manager,
          encryptionKeySet: this.box.configured,
          credentialsReadable: client !== null,
          auth,
          endpoints: ST_ENTITY_KEYS.map((key) => ({ key, check: checks[ST_ENTITIES[key].label] ?? { status: 'not_tested', message: NOT_TESTED_YET } })),
          replica,
          freshForSeconds: freshFor,
          sync: run,
        }),
      },
      replica: { entities: replica, lastSyncAt: iso(lastSyncAt) },
      sync,
    };
  }

  /**
   * Test connection: a real token request and a probe of every entity's endpoint now, stored on
   * the connection. A refused token is recorded and ends the test (the probes could only fail).
   */
  async checkNow(companyId: number): Promise<void> {
    const row = await this.connections.findOf(companyId);
    if (!row) return;
    const client = this.clientOf(row);
    if (!client) {
      await this.connections.recordAuth(companyId, { status: 'failed', message: CREDENTIALS_UNREADABLE_MESSAGE, at: new Date() });
      return;
    }
    this.authFailures.delete(companyId);
    const auth = await this.authenticate(row, client, new Date());
    if (auth.status === 'success') await this.checkEndpoints(companyId, client);
  }

  private clientOf(row: StConnectionEntity): ServiceTitanClient | null {
    try {
      return this.clients.forCredentials(openCredentials(this.box, row));
    } catch (error) {
      this.logger.warn(`company ${row.companyId}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** A real token request (or the client's cached token), recorded on the connection when it is new. */
  private async authenticate(row: StConnectionEntity, client: ServiceTitanClient, now: Date): Promise<AuthOutcome> {
    const fingerprint = `${row.authUrl}\u0000${row.clientId}\u0000${row.clientSecretSealed}`;
    const failure = this.authFailures.get(row.companyId);
    if (failure && failure.fingerprint === fingerprint && now.getTime() - failure.outcome.at.getTime() < AUTH_FAILURE_REUSE_MS) return failure.outcome;

    let outcome: AuthOutcome;
    try {
      const token = client.token();
      // Retries of a token service that does not answer can take minutes; the page does not wait that long.
      if (!(await settlesWithin(token, TOKEN_WAIT_MS))) {
        return { status: 'failed', message: `ServiceTitan's token service has not answered within ${TOKEN_WAIT_MS / 1000} s`, at: now, kind: 'timeout' };
      }
      await token;
      const last = client.lastTokenRequest();
      outcome = {
        status: 'success',
        message: last?.ok ? last.message : 'ServiceTitan issued a token',
        at: last?.ok ? last.at : (row.authCheckedAt ?? now),
        kind: null,
      };
      this.authFailures.delete(row.companyId);
    } catch (error) {
      const last = client.lastTokenRequest();
      outcome = {
        status: 'failed',
        message: error instanceof ServiceTitanError ? error.message : 'ServiceTitan could not be reached',
        at: last?.at ?? now,
        kind: error instanceof ServiceTitanError ? error.kind : 'network',
      };
      if (!(error instanceof ServiceTitanError)) this.logger.error(`company ${row.companyId}: the token request failed: ${String(error)}`);
      this.authFailures.set(row.companyId, { fingerprint, outcome });
    }
    if (row.authStatus !== outcome.status || row.authCheckedAt?.getTime() !== outcome.at.getTime() || row.authMessage !== outcome.message) {
      await this.connections.recordAuth(row.companyId, { status: outcome.status, message: outcome.message, at: outcome.at });
    }
    return outcome;
  }

  /** Probes every entity's endpoint and stores the results keyed by the entity's label; one run per company at a time in this process (across instances, claimEndpointRefresh). */
  private checkEndpoints(companyId: number, client: ServiceTitanClient): Promise<Record<string, EndpointCheck>> {
    const running = this.checking.get(companyId);
    if (running) return running;
    const run = (async () => {
      const results = await Promise.all(
        ST_ENTITY_KEYS.map(async (key): Promise<[string, EndpointCheck]> => {
          try {
            await client.probe(key);
            return [ST_ENTITIES[key].label, { status: 'success', message: ENDPOINT_OK_MESSAGE, kind: null, httpStatus: null }];
          } catch (error) {
            if (error instanceof ServiceTitanError)
              return [ST_ENTITIES[key].label, { status: 'failed', message: error.message, kind: error.kind, httpStatus: error.status }];
            this.logger.error(`company ${companyId}: probing ${key} failed: ${String(error)}`);
            return [ST_ENTITIES[key].label, { status: 'failed', message: 'The endpoint could not be checked', kind: 'network', httpStatus: null }];
          }
        }),
      );
      const checks = Object.fromEntries(results);
      await this.connections.recordEndpoints(companyId, checks, new Date());
      return checks;
    })().finally(() => this.checking.delete(companyId));
    this.checking.set(companyId, run);
    return run;
  }

  private endpointsOf(checks: Record<string, EndpointCheck>, authenticated: boolean): Record<string, EndpointStatusDto> {
    return Object.fromEntries(
      ST_ENTITY_KEYS.map((key) => {
        const label = ST_ENTITIES[key].label;
        const check = checks[label];
        if (!authenticated) return [label, { status: 'not_tested', message: NOT_TESTED_AUTH_FAILED }];
        return [label, check ? { status: check.status, message: check.message } : { status: 'not_tested', message: NOT_TESTED_YET }];
      }),
    );
  }

  private replicaOf(states: StSyncStateEntity[], freshFor: number, now: Date): ReplicaEntityStatusDto[] {
    const byKey = new Map(states.map((state) => [state.entity, state]));
    return ST_ENTITY_KEYS.map((key) => {
      const state = byKey.get(key);
      return {
        key,
        label: ST_ENTITIES[key].label,
        records: state?.records ?? 0,
        syncedAt: iso(state?.syncedAt ?? null),
        state: state?.state ?? 'never',
        fetched: state?.fetched ?? 0,
        total: state?.total ?? null,
        error: state?.error ?? null,
        freshness: freshnessOf(state?.syncedAt ?? null, freshFor, now),
      };
    });
  }

  private syncOf(run: SyncRunView | null): SyncStatusDto {
    return {
      running: run?.outcome === 'running',
      syncId: run?.syncId ?? null,
      trigger: run?.trigger ?? null,
      startedAt: iso(run?.startedAt ?? null),
      finishedAt: iso(run?.finishedAt ?? null),
      percent: run?.percent ?? 0,
      currentEntity: run?.currentEntity ?? null,
      lastError: run?.outcome === 'failed' ? run.error : null,
      intervalSeconds: this.settings.syncIntervalSeconds,
    };
  }
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function latest(dates: ReadonlyArray<Date | null>): Date | null {
  return dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);
}

function isOlderThan(at: Date | null, ms: number, now: Date): boolean {
  return !at || now.getTime() - at.getTime() > ms;
}

/** Whether the promise settles (resolved or rejected) within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = promise.then(
    () => true,
    () => true,
  );
  return (await withinMs(settled, ms)) === true;
}

/** The promise's value, or null when it takes longer than `ms` (it goes on in the background). */
async function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
