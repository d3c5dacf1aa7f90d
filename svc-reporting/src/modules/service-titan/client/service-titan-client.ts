import {
  ST_ENTITIES,
  ST_TOKEN_PATH,
  entityUrlPath,
  type StEntityKey,
  type StExportPage,
  type StListPage,
  type StRecord,
} from '@milestone/servicetitan-contract';
import { fetch, type Dispatcher, type Response } from 'undici';
import { ADDRESS_NOT_ALLOWED } from './guarded-dispatcher.js';
import { realClock, sharedBucket, type Clock, type TokenBucket } from './rate-limiter.js';
import { MAX_RETRY_AFTER_MS, parseRetryAfter, retryDelay } from './retry.js';
import type { StCallMetrics } from './st-call-metrics.js';

/** What a client needs to talk to one company's ServiceTitan tenant. */
export interface StCredentials {
  /** e.g. https://auth.servicetitan.io; the token endpoint is {authUrl}/connect/token */
  authUrl: string;
  /** e.g. https://api.servicetitan.io */
  apiUrl: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  appKey: string;
}

export interface StClientOptions {
  /** Requests per second this client (with every other client of the same app key and tenant in this process) stays under. Default 40 (ServiceTitan allows 60). */
  maxRequestsPerSecond?: number;
  /** Per request. Default 30 000 ms. */
  timeoutMs?: number;
  /** Retries of a 429, 5xx, timeout or network failure before giving up. Default 6. */
  maxRetries?: number;
  metrics?: StCallMetrics;
  /**
   * Opens the connections (the factory's allows only the operator's ServiceTitan addresses,
   * guarded-dispatcher.ts). Unset: undici's global dispatcher, for tests of the client alone.
   */
  dispatcher?: Dispatcher;
}

export const ST_ERROR_KINDS = ['auth', 'forbidden', 'not_found', 'bad_request', 'rate_limited', 'server', 'timeout', 'network', 'not_allowed'] as const;
export type StErrorKind = (typeof ST_ERROR_KINDS)[number];

/**
 * A call to ServiceTitan that failed for good (after the retries its kind allows). The message is
 * safe to show and to log: it never holds a secret, a token or the app key.
 */
export class ServiceTitanError extends Error {
  constructor(
    readonly kind: StErrorKind,
    message: string,
    /** The HTTP status, null when no answer came. */
    readonly status: number | null,
    /** The endpoint, as `module path` without the tenant (e.g. 'crm export/customers'), or 'token'. */
    readonly endpoint: string,
  ) {
    super(message);
    this.name = 'ServiceTitanError';
  }
}

export const DEFAULT_MAX_REQUESTS_PER_SECOND = 40;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRIES = 6;
/** A token is renewed this long before ServiceTitan says it expires, so no call carries one that dies in flight. */
export const TOKEN_RENEW_MARGIN_MS = 60_000;

const TOKEN_ENDPOINT = 'token';

/** One attempt's result, as the retry loop needs it. */
type Attempt<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: ServiceTitanError;
      /** 429, 5xx, timeout, network: another attempt may go through. */
      retryable: boolean;
      retryAfterMs?: number | null;
      /** The API refused the token: renew it and try once more. */
      renewToken?: boolean;
    };

type Failure = Extract<Attempt<never>, { ok: false }>;

/** The label of an entity's endpoint in errors and metrics: 'crm export/customers'. */
export function endpointLabel(entity: StEntityKey): string {
  const { module, path } = ST_ENTITIES[entity];
  return `${module} ${path}`;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

interface ErrorCause {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** The socket error behind a failed fetch (the first one when several addresses were tried). */
function causeOf(error: unknown): ErrorCause | null {
  const cause = (error as { cause?: ErrorCause } | null)?.cause;
  if (!cause) return null;
  if (typeof cause.code !== 'string' && Array.isArray(cause.errors) && cause.errors.length > 0) return cause.errors[0] as ErrorCause;
  return cause;
}

/** The allow-list's refusal behind a failed fetch, with its message (safe to show), or null. */
function refusalOf(error: unknown): string | null {
  const cause = causeOf(error);
  return cause?.code === ADDRESS_NOT_ALLOWED && typeof cause.message === 'string' ? cause.message : null;
}

const NETWORK_REASONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^ECONNREFUSED$/, 'the connection was refused'],
  [/^(ENOTFOUND|EAI_NONAME|EAI_NODATA)$/, 'the host name was not found'],
  [/^EAI_AGAIN$/, 'the host name could not be resolved for now'],
  [/^(ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT)$/, 'the connection timed out'],
  [/^(EHOSTUNREACH|ENETUNREACH)$/, 'the host cannot be reached from here'],
  [/^(ECONNRESET|EPIPE|UND_ERR_SOCKET|UND_ERR_CLOSED)$/, 'the connection was closed before an answer'],
  [/^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_|HOSTNAME_MISMATCH)/, 'the TLS handshake failed'],
];

/** A short, safe reason from a failed fetch: what happened in words, with the socket error's code; never a URL with a query. */
function networkReason(error: unknown): string {
  const code = causeOf(error)?.code;
  if (typeof code !== 'string' || !/^[A-Z0-9_]{2,60}$/.test(code)) return 'no answer';
  const words = NETWORK_REASONS.find(([pattern]) => pattern.test(code))?.[1];
  return words ? `${words} (${code})` : code;
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

function times(n: number): string {
  return n === 1 ? 'once' : `${n} times in a row`;
}

/** The RFC 7807 body of a 400 as one line: its title and the fields' messages, cut short. */
function problemSummary(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { title, errors } = body as { title?: unknown; errors?: unknown };
  const parts: string[] = [];
  if (typeof title === 'string' && title.trim() !== '') parts.push(title.trim());
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
      const text = Array.isArray(messages) ? messages.filter((m) => typeof m === 'string').join(' ') : '';
      parts.push(text ? `${field}: ${text}` : field);
    }
  }
  const line = parts.join('; ');
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The client of one tenant. Built by ServiceTitanClientFactory. */
export class ServiceTitanClient {
  private cached: { token: string; renewAt: number } | null = null;
  private pending: Promise<string> | null = null;
  private lastToken: { at: Date; ok: boolean; message: string } | null = null;
  private readonly bucket: TokenBucket;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly clock: Clock = realClock;

  constructor(
    readonly credentials: StCredentials,
    readonly options: StClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.bucket = sharedBucket(
      credentials.appKey,
      credentials.tenantId,
      trimSlash(credentials.apiUrl),
      options.maxRequestsPerSecond ?? DEFAULT_MAX_REQUESTS_PER_SECOND,
    );
  }

  /**
   * A bearer token, cached until shortly before it expires (new-token requests are throttled by
   * ServiceTitan). `maxRetries` bounds the retries of a new request (Connect tries once more at
   * most, so the admin reads what went wrong rather than waiting out the back-off).
   */
  token(options: { maxRetries?: number } = {}): Promise<string> {
    if (this.cached !== null && this.clock.now() < this.cached.renewAt) return Promise.resolve(this.cached.token);
    // Callers that arrive while a request is out wait for it rather than asking for tokens of their own.
    this.pending ??= this.requestToken(options.maxRetries ?? this.maxRetries).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** When the last real token request was made and how it went (null before the first). */
  lastTokenRequest(): { at: Date; ok: boolean; message: string } | null {
    return this.lastToken === null ? null : { ...this.lastToken };
  }

  /** One page of an entity's export: `from` is a continueFrom token, a date (YYYY-MM-DD) or null for the start. */
  async exportPage<K extends StEntityKey>(entity: K, from: string | null): Promise<StExportPage<StRecord<K>>> {
    const query = new URLSearchParams();
    if (from !== null) query.set('from', from);
    // Without it a change shows up in exports about 15 minutes late; the duplicates it may bring
    // are harmless to an upsert keyed by id.
    query.set('includeRecentChanges', 'true');
    const body = await this.get(entity, query);
    const page = body as Partial<StExportPage<StRecord<K>>> | null;
    if (page === null || typeof page.hasMore !== 'boolean' || !Array.isArray(page.data)) {
      throw new ServiceTitanError(
        'server',
        `ServiceTitan answered ${endpointLabel(entity)} with something that is not an export page`,
        200,
        endpointLabel(entity),
      );
    }
    return { hasMore: page.hasMore, continueFrom: typeof page.continueFrom === 'string' ? page.continueFrom : '', data: page.data };
  }

  /** One page of a paged list (the entities without an export). */
  async listPage<K extends StEntityKey>(
    entity: K,
    query: { page: number; pageSize: number; modifiedOnOrAfter?: string; includeTotal?: boolean },
  ): Promise<StListPage<StRecord<K>>> {
    const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize), includeTotal: String(query.includeTotal ?? false) });
    if (query.modifiedOnOrAfter !== undefined) params.set('modifiedOnOrAfter', query.modifiedOnOrAfter);
    // Lists answer active records only unless asked; the replica keeps inactive ones too. Teams
    // spell it differently from the other lists (dispatch document).
    if (entity === 'teams') params.set('includeInactive', 'true');
    else params.set('active', 'Any');
    const body = await this.get(entity, params);
    const page = body as Partial<StListPage<StRecord<K>>> | null;
    if (page === null || typeof page.hasMore !== 'boolean' || !Array.isArray(page.data)) {
      throw new ServiceTitanError(
        'server',
        `ServiceTitan answered ${endpointLabel(entity)} with something that is not a page of a list`,
        200,
        endpointLabel(entity),
      );
    }
    return {
      page: typeof page.page === 'number' ? page.page : query.page,
      pageSize: typeof page.pageSize === 'number' ? page.pageSize : query.pageSize,
      hasMore: page.hasMore,
      totalCount: typeof page.totalCount === 'number' ? page.totalCount : null,
      data: page.data,
    };
  }

  /** One small request to an entity's endpoint; resolves when it answers, throws ServiceTitanError when not. */
  async probe(entity: StEntityKey): Promise<void> {
    // The cheapest real request each kind has: an export of what changed today, a list of one.
    if (ST_ENTITIES[entity].kind === 'export') await this.exportPage(entity, todayUtc(new Date(this.clock.now())));
    else await this.listPage(entity, { page: 1, pageSize: 1 });
  }

  private async requestToken(maxRetries: number): Promise<string> {
    const { authUrl, clientId, clientSecret } = this.credentials;
    const at = new Date(this.clock.now());
    try {
      const { token, expiresInSeconds } = await this.withRetries(
        TOKEN_ENDPOINT,
        async (startTimer) => {
          startTimer();
          const response = await fetch(`${trimSlash(authUrl)}${ST_TOKEN_PATH}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
            body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
            signal: AbortSignal.timeout(this.timeoutMs),
            ...this.transport(),
          });
          const body = await readJson(response);
          if (response.ok) {
            const { access_token: accessToken, expires_in: expiresIn } = (body ?? {}) as { access_token?: unknown; expires_in?: unknown };
            if (typeof accessToken !== 'string' || accessToken === '') {
              return this.failure('server', 'ServiceTitan\u2019s token service answered without a token', response.status, TOKEN_ENDPOINT, false);
            }
            return { ok: true, value: { token: accessToken, expiresInSeconds: typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 900 } };
          }
          if (response.status === 400 || response.status === 401) {
            const code = (body as { error?: unknown } | null)?.error;
            const reason = typeof code === 'string' && /^[a-z_]{1,40}$/.test(code) ? code : `HTTP ${response.status}`;
            return this.failure('auth', `ServiceTitan refused the client id or secret (${reason})`, response.status, TOKEN_ENDPOINT, false);
          }
          if (response.status === 404) {
            return this.failure(
              'not_found',
              `There is no token service at ${trimSlash(authUrl)}${ST_TOKEN_PATH}: check the auth URL`,
              404,
              TOKEN_ENDPOINT,
              false,
            );
          }
          return this.statusFailure(response, TOKEN_ENDPOINT, 'the token service', body);
        },
        maxRetries,
      );
      const lifetimeMs = expiresInSeconds * 1000;
      const renewIn = lifetimeMs > 2 * TOKEN_RENEW_MARGIN_MS ? lifetimeMs - TOKEN_RENEW_MARGIN_MS : lifetimeMs / 2;
      this.cached = { token, renewAt: at.getTime() + renewIn };
      this.lastToken = { at, ok: true, message: `ServiceTitan issued a token valid for ${expiresInSeconds} s` };
      return token;
    } catch (error) {
      const message = error instanceof ServiceTitanError ? error.message : 'The token request failed';
      this.lastToken = { at, ok: false, message };
      throw error;
    }
  }

  private async get(entity: StEntityKey, query: URLSearchParams): Promise<unknown> {
    const endpoint = endpointLabel(entity);
    const { apiUrl, appKey, tenantId } = this.credentials;
    const url = `${trimSlash(apiUrl)}${entityUrlPath(entity, tenantId)}?${query.toString()}`;
    return this.withRetries(endpoint, async (startTimer) => {
      await this.bucket.acquire();
      const token = await this.token();
      startTimer();
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${token}`, 'st-app-key': appKey, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
        ...this.transport(),
      });
      if (response.status === 401) {
        await response.body?.cancel();
        // Only the token that was refused is dropped: a caller that was refused late must not
        // throw away the new one another caller already fetched.
        if (this.cached?.token === token) this.cached = null;
        const failure = this.failure(
          'auth',
          `ServiceTitan refused a fresh token for ${endpoint}: check the app key and that the app is connected to tenant ${tenantId}`,
          401,
          endpoint,
          false,
        );
        return { ...failure, renewToken: true };
      }
      if (response.ok) {
        const body = await readJson(response);
        if (body === undefined)
          return this.failure('server', `ServiceTitan answered ${endpoint} with a body that is not JSON`, response.status, endpoint, true);
        return { ok: true, value: body };
      }
      if (response.status === 403) {
        await response.body?.cancel();
        return this.failure('forbidden', `The ServiceTitan app may not read ${endpoint}: grant the scope ${ST_ENTITIES[entity].scope}`, 403, endpoint, false);
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return this.failure('not_found', `ServiceTitan has no ${endpoint} for tenant ${tenantId}: check the tenant id and the API URL`, 404, endpoint, false);
      }
      return this.statusFailure(response, endpoint, endpoint);
    });
  }

  /**
   * The request options every call carries: the dispatcher, and redirects answered rather than
   * followed (a secret or an app key goes to the address that was checked, and nowhere else).
   */
  private transport(): { dispatcher?: Dispatcher; redirect: 'manual' } {
    return this.options.dispatcher ? { dispatcher: this.options.dispatcher, redirect: 'manual' } : { redirect: 'manual' };
  }

  /**
   * 3xx, 400, 429, 5xx and the rest, the same for the token service and the API. `readBody`: the
   * body when the caller has read it already (the token request reads every answer).
   */
  private async statusFailure(response: Response, endpoint: string, what: string, readBody?: unknown): Promise<Failure> {
    const status = response.status;
    // A read body is released already; cancelling its stream again would throw (it is locked).
    const discard = async () => {
      if (!response.bodyUsed) await response.body?.cancel();
    };
    if (status >= 300 && status < 400) {
      await discard();
      const url = endpoint === TOKEN_ENDPOINT ? 'the auth URL' : 'the API URL';
      return this.failure(
        'bad_request',
        `ServiceTitan answered ${what} with a redirect (${status}), which is not followed: check ${url}`,
        status,
        endpoint,
        false,
      );
    }
    if (status === 429) {
      await discard();
      return {
        ...this.failure('rate_limited', `ServiceTitan kept refusing ${what} for too many requests (429)`, 429, endpoint, true),
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), this.clock.now()),
      };
    }
    if (status >= 500) {
      await discard();
      return this.failure('server', `ServiceTitan failed on ${what} (${status})`, status, endpoint, true);
    }
    const summary = problemSummary(response.bodyUsed ? readBody : await readJson(response));
    return this.failure('bad_request', `ServiceTitan refused the request to ${what} (${status})${summary ? `: ${summary}` : ''}`, status, endpoint, false);
  }

  private failure(kind: StErrorKind, message: string, status: number | null, endpoint: string, retryable: boolean): Failure {
    return { ok: false, error: new ServiceTitanError(kind, message, status, endpoint), retryable };
  }

  /**
   * Runs attempts until one succeeds or fails for good: 429 after its Retry-After (else back-off),
   * 5xx, timeouts and network errors after an exponential back-off, up to maxRetries; one more
   * attempt with a new token after a 401. Every attempt is counted.
   */
  private async withRetries<T>(endpoint: string, attempt: (startTimer: () => void) => Promise<Attempt<T>>, maxRetries = this.maxRetries): Promise<T> {
    let retries = 0;
    let renewed = false;
    let failuresInARow = 0;
    for (;;) {
      // The duration counted is the request's own, not the wait for a slot or a token before it.
      let started = performance.now();
      let outcome: Attempt<T>;
      try {
        outcome = await attempt(() => {
          started = performance.now();
        });
      } catch (error) {
        if (error instanceof ServiceTitanError) throw error; // the token request's own failure, counted there
        const refusal = refusalOf(error);
        outcome =
          refusal !== null
            ? this.failure('not_allowed', `${refusal}: check the ${endpoint === TOKEN_ENDPOINT ? 'auth' : 'API'} URL`, null, endpoint, false)
            : isTimeout(error)
              ? this.failure(
                  'timeout',
                  `ServiceTitan did not answer ${endpoint === TOKEN_ENDPOINT ? 'the token request' : endpoint} within ${this.timeoutMs} ms`,
                  null,
                  endpoint,
                  true,
                )
              : this.failure('network', `Could not reach ServiceTitan at ${this.originOf(endpoint)}: ${networkReason(error)}`, null, endpoint, true);
      }
      const ms = performance.now() - started;
      if (outcome.ok) {
        this.options.metrics?.record(endpoint, 'ok', ms);
        return outcome.value;
      }
      failuresInARow += 1;
      if (outcome.renewToken === true && !renewed) {
        renewed = true;
        this.options.metrics?.record(endpoint, 'retried', ms);
        continue;
      }
      const delay = outcome.retryable && retries < maxRetries ? retryDelay(retries, outcome.retryAfterMs ?? null) : null;
      if (delay === null || delay > MAX_RETRY_AFTER_MS) {
        this.options.metrics?.record(endpoint, outcome.error.kind, ms);
        const { kind, status, message } = outcome.error;
        const suffix = !outcome.retryable
          ? ''
          : delay !== null
            ? `; it asks to wait ${Math.ceil(delay / 1000)} s before trying again`
            : `, ${times(failuresInARow)}`;
        throw new ServiceTitanError(kind, `${message}${suffix}`, status, endpoint);
      }
      this.options.metrics?.record(endpoint, 'retried', ms);
      // A 429 speaks for the tenant: every caller of it waits, not only the one that drew it.
      if (outcome.error.kind === 'rate_limited' && endpoint !== TOKEN_ENDPOINT) this.bucket.holdUntil(this.clock.now() + delay);
      retries += 1;
      await this.clock.sleep(delay);
    }
  }

  private originOf(endpoint: string): string {
    const url = endpoint === TOKEN_ENDPOINT ? this.credentials.authUrl : this.credentials.apiUrl;
    try {
      return new URL(url).origin;
    } catch {
      return 'the configured URL';
    }
  }
}
