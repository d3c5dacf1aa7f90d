import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { IdentityComponents, IdentityPaths, ReportingPaths, TasksPaths } from '@milestone/contracts';
import { ApiError } from './api-error.js';
import { clearAuthToken, getAuthToken, setAuthToken } from './auth-token.js';

/** POST /api/auth/refresh: a new access token of the same session, and its user. */
export type RefreshAnswer = IdentityComponents['schemas']['RefreshResponseDto'];

// Body text of failed answers, read before openapi-fetch consumes the body, so the error can
// follow the spec's message rule (status, colon, body text).
const failedBodies = new WeakMap<Response, string>();
// An untouched copy of each request, kept until its answer, to send again after a renewal.
const replays = new WeakMap<Request, Request>();

/** The session endpoints whose 401 means what it says: no renewal is tried for them. */
export const SESSION_PATHS: ReadonlySet<string> = new Set(['/api/auth/login', '/api/auth/refresh', '/api/auth/logout']);

/** The answer a request may be sent again with: a 401 from anything but the session endpoints. */
export function isRenewable(request: Request, response: Response): boolean {
  return response.status === 401 && !SESSION_PATHS.has(new URL(request.url).pathname);
}

/**
 * Adds the bearer token when one is stored; on a 401 renews the access token once (refresh
 * cookie) and sends the request again; keeps the body text of failed answers.
 */
export const platformMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getAuthToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    replays.set(request, request.clone());
    return request;
  },
  async onResponse({ request, response, options }) {
    let answer = response;
    const replay = replays.get(request);
    replays.delete(request);
    if (replay && isRenewable(request, response)) {
      const sent = request.headers.get('Authorization');
      const current = getAuthToken();
      // A concurrent request may have renewed already: use its token rather than renew again.
      const token = current && `Bearer ${current}` !== sent ? current : (await renewAccessToken())?.token;
      if (token) {
        replay.headers.set('Authorization', `Bearer ${token}`);
        // Called unbound, as openapi-fetch does: the browser's fetch refuses any other `this`.
        const send = options.fetch;
        answer = await send(replay);
      }
    }
    if (!answer.ok) {
      try {
        failedBodies.set(answer, await answer.clone().text());
      } catch {
        failedBodies.set(answer, '');
      }
    }
    return answer === response ? undefined : answer;
  },
};

/**
 * A typed client over the gateway at the same origin (base ''), sending cookies, with the
 * platform middleware. Paths come from the services' OpenAPI documents in @milestone/contracts.
 */
export function createApiClient<Paths extends object>(options: { baseUrl?: string; fetch?: typeof fetch } = {}): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(platformMiddleware);
  return client;
}

export const identityClient = createApiClient<IdentityPaths>();
export const tasksClient = createApiClient<TasksPaths>();
export const reportingClient = createApiClient<ReportingPaths>();

export interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function toApiError(result: ApiResult<unknown>): ApiError {
  const { response, error } = result;
  const captured = failedBodies.get(response);
  const bodyText = captured ?? (typeof error === 'string' ? error : error === undefined ? '' : JSON.stringify(error));
  return new ApiError(response.status, response.statusText, bodyText);
}

/** The data of a successful answer; a failed one throws an ApiError (spec message rule). */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.response.ok) throw toApiError(result);
  return result.data as T;
}

/** As `unwrap`, but a 401 answers null instead of throwing (the spec's "return null" mode). */
export async function unwrapOrNullOn401<T>(call: Promise<ApiResult<T>>): Promise<T | null> {
  const result = await call;
  if (result.response.status === 401) return null;
  if (!result.response.ok) throw toApiError(result);
  return result.data as T;
}

let renewal: Promise<RefreshAnswer | null> | null = null;
let renewalClient: Client<IdentityPaths> = identityClient;

/** Tests point renewals at a client over their fake fetch. */
export function setRenewalClient(client: Client<IdentityPaths>): void {
  renewalClient = client;
}

/**
 * Renews the access token through POST /api/auth/refresh (the httpOnly session cookie), once for
 * all callers at a time. The new token is stored. A 401 means the session is over: the token is
 * cleared, which signs the user out. Any other failure answers null and leaves the token alone.
 */
export function renewAccessToken(): Promise<RefreshAnswer | null> {
  renewal ??= requestRenewal().finally(() => {
    renewal = null;
  });
  return renewal;
}

async function requestRenewal(): Promise<RefreshAnswer | null> {
  try {
    const result = await renewalClient.POST('/api/auth/refresh');
    if (result.response.status === 401) {
      if (getAuthToken() !== null) clearAuthToken();
      return null;
    }
    if (!result.response.ok || !result.data?.token) return null;
    setAuthToken(result.data.token);
    return result.data;
  } catch {
    return null;
  }
}
