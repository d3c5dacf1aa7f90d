import type { ReportingComponents } from '@milestone/contracts';
import { ApiError, formatChicagoTime } from '@milestone/platform-sdk';

type Schemas = ReportingComponents['schemas'];
export type StatusResponse = Schemas['StatusResponseDto'];
export type Connection = Schemas['ConnectionDto'];
export type ConnectBody = Schemas['ConnectDto'];
export type ReplicaEntity = Schemas['ReplicaEntityStatusDto'];
export type SyncStatus = Schemas['SyncStatusDto'];
export type IntegrationConfiguration = Schemas['IntegrationConfigurationDto'];
export type CheckStatus = Schemas['EndpointStatusDto']['status'];

export { STATUS_REFRESH_MS, SYNC_REFRESH_MS, refreshIntervalMs } from './integration-status.polling.js';

export const STATUS_FAILURE_TEXT = 'Failed to check Service Titan API status. Please try again.';
export const NOT_CONFIGURED_TEXT = 'The Service Titan connector is not configured yet.';
export const READ_ONLY_TEXT = 'An owner or admin of your company connects Service Titan and starts syncs; this page shows their state.';

/** ServiceTitan's production hosts, the form's defaults. */
export const DEFAULT_AUTH_URL = 'https://auth.servicetitan.io';
export const DEFAULT_API_URL = 'https://api.servicetitan.io';

export const DISCONNECT_CONFIRM = {
  title: 'Disconnect Service Titan?',
  description:
    "The credentials and this company's copy of its Service Titan data are removed; reports cannot use Service Titan data until it is connected again.",
  okText: 'Disconnect',
  cancelText: 'Cancel',
} as const;

/** What a failed action says when the server gives no sentence of its own. */
export const ACTION_FAILURE_TEXT = {
  connect: 'Could not connect to Service Titan. Please try again.',
  test: 'Could not test the Service Titan connection. Please try again.',
  disconnect: 'Could not disconnect Service Titan. Please try again.',
  sync: 'Could not start a sync. Please try again.',
} as const;
export type ConnectionAction = keyof typeof ACTION_FAILURE_TEXT;

/** The answers whose message is a sentence meant for the user: invalid input, not allowed, conflict, credentials refused. */
const REFUSALS: ReadonlySet<number> = new Set([400, 403, 409, 422]);

/**
 * The sentence a failed action shows: the server's own message for a refusal (422 credentials
 * refused, 409 a sync already running, 403 not an owner or admin, 400 a field), the fallback
 * otherwise (a 5xx body, a gateway's 404 or a network failure says nothing a user can act on).
 */
export function actionErrorText(error: unknown, action: ConnectionAction): string {
  if (error instanceof ApiError && REFUSALS.has(error.status) && error.serverMessage) return error.serverMessage;
  return ACTION_FAILURE_TEXT[action];
}

export interface BadgeView {
  label: string;
  /** antd Badge status. */
  color: 'success' | 'error' | 'warning' | 'processing' | 'default';
}

/** How a check result (success, failed, not_tested) reads on the page. */
export function statusView(status: string): BadgeView {
  switch (status) {
    case 'success':
      return { label: 'Success', color: 'success' };
    case 'failed':
      return { label: 'Failed', color: 'error' };
    default:
      return { label: 'Not tested', color: 'default' };
  }
}

/** One labelled value of a card. */
export interface Line {
  label: string;
  value: string;
}

/** The Configuration card (spec 001 section 2.7): client id, tenant id, app key yes/no, base URL. */
export function configurationLines(configuration: IntegrationConfiguration): Line[] {
  return [
    { label: 'Client ID', value: configuration.clientId ?? 'Not set' },
    { label: 'Tenant ID', value: configuration.tenantId ?? 'Not set' },
    { label: 'App key configured', value: configuration.appKeyConfigured ? 'Yes' : 'No' },
    { label: 'Base URL', value: configuration.baseUrl ?? 'Not set' },
  ];
}

export interface EndpointRow {
  name: string;
  status: BadgeView;
  message: string;
}

/** The Endpoints table, in name order (the answer keys them by name). */
export function endpointRows(endpoints: StatusResponse['status']['endpoints']): EndpointRow[] {
  return Object.entries(endpoints)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, endpoint]) => ({ name, status: statusView(endpoint.status), message: endpoint.message }));
}

/** The saved connection, without its secret or key (the answer never carries them). */
export function connectionLines(connection: Connection): Line[] {
  return [
    { label: 'Auth URL', value: connection.authUrl },
    { label: 'API URL', value: connection.apiUrl },
    { label: 'Tenant ID', value: connection.tenantId },
    { label: 'Client ID', value: connection.clientId },
    { label: 'Client Secret', value: connection.clientSecretConfigured ? 'Stored (never shown)' : 'Not set' },
    { label: 'App Key', value: connection.appKeyConfigured ? 'Stored (never shown)' : 'Not set' },
    { label: 'Set by', value: connection.source === 'environment' ? 'The server settings (ST_*)' : 'An owner or admin, on this page' },
    { label: 'Connected', value: formatChicagoTime(connection.connectedAt) },
  ];
}

// ---- The connection form ---------------------------------------------------------------------

export interface ConnectionFormValues {
  authUrl: string;
  apiUrl: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  appKey: string;
}
export type ConnectionField = keyof ConnectionFormValues;

export interface ConnectionFieldSpec {
  name: ConnectionField;
  label: string;
  /** Typed into a password input, never filled from the server. */
  secret: boolean;
}

export const CONNECTION_FIELDS: readonly ConnectionFieldSpec[] = [
  { name: 'authUrl', label: 'Auth URL', secret: false },
  { name: 'apiUrl', label: 'API URL', secret: false },
  { name: 'tenantId', label: 'Tenant ID', secret: false },
  { name: 'clientId', label: 'Client ID', secret: false },
  { name: 'clientSecret', label: 'Client Secret', secret: true },
  { name: 'appKey', label: 'App Key', secret: true },
];

/** Placeholder of a secret field when editing: blank keeps the stored one (ConnectDto). */
export const KEEP_STORED_PLACEHOLDER = 'Leave blank to keep the stored one';

/** The form's first values: the saved connection's (secrets blank), else ServiceTitan's hosts. */
export function connectionFormDefaults(connection: Connection | null): ConnectionFormValues {
  return {
    authUrl: connection?.authUrl ?? DEFAULT_AUTH_URL,
    apiUrl: connection?.apiUrl ?? DEFAULT_API_URL,
    tenantId: connection?.tenantId ?? '',
    clientId: connection?.clientId ?? '',
    clientSecret: '',
    appKey: '',
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * What is wrong with one field, or null. `editing`: a connection exists, so a blank secret or key
 * keeps the stored one; a new connection needs both.
 */
export function connectionFieldProblem(field: ConnectionField, raw: string | undefined, editing: boolean): string | null {
  const value = (raw ?? '').trim();
  const label = CONNECTION_FIELDS.find((f) => f.name === field)!.label;
  if (!value) {
    if ((field === 'clientSecret' || field === 'appKey') && editing) return null;
    return `Please enter the ${label}`;
  }
  if ((field === 'authUrl' || field === 'apiUrl') && !isHttpUrl(value))
    return `The ${label} must be an http(s) address, e.g. ${field === 'authUrl' ? DEFAULT_AUTH_URL : DEFAULT_API_URL}`;
  if (field === 'tenantId' && !/^\d+$/.test(value))
    return 'The Tenant ID is a number (ServiceTitan shows it under Settings > Integrations > API Application Access)';
  return null;
}

/** PUT /api/service-titan/connection's body: trimmed, a trailing slash off the URLs, blank secrets left out. */
export function connectBody(values: ConnectionFormValues): ConnectBody {
  const url = (value: string) => value.trim().replace(/\/+$/, '');
  const body: ConnectBody = {
    authUrl: url(values.authUrl),
    apiUrl: url(values.apiUrl),
    tenantId: values.tenantId.trim(),
    clientId: values.clientId.trim(),
  };
  const secret = values.clientSecret.trim();
  const appKey = values.appKey.trim();
  if (secret) body.clientSecret = secret;
  if (appKey) body.appKey = appKey;
  return body;
}

// ---- The replica and its sync ----------------------------------------------------------------

const COUNT = new Intl.NumberFormat('en-US');

/** A count with thousands separators: 15000 -> '15,000'. */
export function formatCount(n: number): string {
  return COUNT.format(n);
}

/** How an entity's freshness reads (fresh: synced within two sync intervals). */
export function freshnessView(entity: Pick<ReplicaEntity, 'freshness' | 'state'>): BadgeView {
  if (entity.state === 'running') return { label: 'Syncing', color: 'processing' };
  switch (entity.freshness) {
    case 'fresh':
      return { label: 'Fresh', color: 'success' };
    case 'stale':
      return { label: 'Stale', color: 'warning' };
    default:
      return { label: 'Never synced', color: 'default' };
  }
}

export interface ReplicaRowView {
  key: string;
  label: string;
  records: string;
  /** While the entity syncs: what this sync has fetched so far. */
  fetching: string | null;
  lastSync: string;
  freshness: BadgeView;
  error: string | null;
}

/** The replica table: one row per entity, in the sync's order (the answer's). */
export function replicaRows(entities: readonly ReplicaEntity[]): ReplicaRowView[] {
  return entities.map((entity) => ({
    key: entity.key,
    label: entity.label,
    records: formatCount(entity.records),
    fetching: entity.state === 'running' ? `${formatCount(entity.fetched)}${entity.total !== null ? ` of ${formatCount(entity.total)}` : ''} fetched` : null,
    lastSync: entity.syncedAt ? formatChicagoTime(entity.syncedAt) : 'Never',
    freshness: freshnessView(entity),
    error: entity.error,
  }));
}

const TRIGGER_TEXT: Record<NonNullable<SyncStatus['trigger']>, string> = {
  manual: 'started with Sync now',
  schedule: 'scheduled',
  start: 'at service start',
  connect: 'after connecting',
};

export interface SyncProgressView {
  percent: number;
  text: string;
}

/** The progress bar while a sync runs (null otherwise): the share of entities done and the current one. */
export function syncProgress(answer: Pick<StatusResponse, 'sync' | 'replica'>): SyncProgressView | null {
  const { sync } = answer;
  if (!sync.running) return null;
  const percent = Math.max(0, Math.min(100, Math.round(sync.percent)));
  const current = sync.currentEntity ? (answer.replica.entities.find((e) => e.key === sync.currentEntity)?.label ?? sync.currentEntity) : null;
  const how = sync.trigger ? ` (${TRIGGER_TEXT[sync.trigger]})` : '';
  return { percent, text: current ? `Syncing ${current}${how}...` : `Starting the sync${how}...` };
}

/** The lines under the replica table: last sync, the schedule, and why the last sync failed. */
export function syncSummary(answer: Pick<StatusResponse, 'sync' | 'replica'>): { lastSync: string; schedule: string; lastError: string | null } {
  const { sync, replica } = answer;
  const minutes = sync.intervalSeconds / 60;
  return {
    lastSync: replica.lastSyncAt ? `Last sync: ${formatChicagoTime(replica.lastSyncAt)}` : 'Last sync: never',
    schedule:
      sync.intervalSeconds > 0
        ? `Syncs every ${Number.isInteger(minutes) ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${sync.intervalSeconds} seconds`}.`
        : 'No scheduled sync: data is fetched on Sync now.',
    lastError: !sync.running && sync.lastError ? `The last sync failed: ${sync.lastError}. The data of the last good sync is kept.` : null,
  };
}

// ---- Next steps -----------------------------------------------------------------------------

/** The next-step help under the status, truthful about what is and is not set up, and about who may act. */
export function nextSteps(answer: StatusResponse): string[] {
  const { authentication, endpoints } = answer.status;
  const manage = answer.canManage;
  if (!answer.configured) {
    return [
      manage
        ? "Enter your Service Titan app's Tenant ID, Client ID, Client Secret and App Key under Connection and press Connect: they are checked with a real token request before they are saved, and a first sync starts."
        : 'Ask an owner or admin of your company to connect Service Titan on this page.',
    ];
  }
  const steps: string[] = [];
  if (authentication.status === 'failed') {
    steps.push(
      manage
        ? 'Authentication failed: check the Client ID, Client Secret and App Key under Connection (Edit), then press Test connection.'
        : 'Authentication failed: an owner or admin needs to correct the credentials on this page.',
    );
  }
  const failing = endpointRows(endpoints)
    .filter((e) => e.status.label === 'Failed')
    .map((e) => e.name);
  if (failing.length) {
    steps.push(`These endpoints failed: ${failing.join(', ')}. Check the app's API scopes in Service Titan${manage ? ', then press Test connection' : ''}.`);
  }
  if (!answer.sync.running && answer.sync.lastError) {
    steps.push(`The last sync failed; reports use the data of the last good sync.${manage ? ' Fix the cause above and press Sync now.' : ''}`);
  }
  const stale = answer.replica.entities.filter((e) => e.freshness === 'stale').map((e) => e.label);
  if (stale.length && !answer.sync.running) {
    steps.push(`Stale data: ${stale.join(', ')}.${manage ? ' Press Sync now to fetch what changed.' : ''}`);
  }
  if (steps.length) return steps;
  if (authentication.status === 'not_tested') {
    return [manage ? 'Press Test connection to check the credentials and every endpoint.' : 'The connection has not been tested yet.'];
  }
  if (answer.sync.running) return ['A sync is running; the replica fills as it goes. Reports can use what is already synced.'];
  if (!answer.replica.lastSyncAt) return [`No data has been synced yet.${manage ? ' Press Sync now to fetch it.' : ''}`];
  return ['Everything is connected. Reports can use Service Titan data.'];
}
