import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { IdentityPaths, ReportingPaths, TasksPaths } from '@milestone/contracts';
import { ApiError } from './api-error.js';
import { getAuthToken } from './auth-token.js';

// Body text of failed answers, read before openapi-fetch consumes the body, so the error can
// follow the spec's message rule (status, colon, body text).
const failedBodies = new WeakMap<Response, string>();

/** Adds the bearer token when one is stored, and keeps the body text of failed answers. */
export const platformMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getAuthToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  async onResponse({ response }) {
    if (!response.ok) {
      try {
        failedBodies.set(response, await response.clone().text());
      } catch {
        failedBodies.set(response, '');
      }
    }
    return undefined;
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

interface ApiResult<T> {
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
