import { SANDBOX_APP_KEY, tenantCredentials } from '../../src/tenants.js';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

async function read<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    /* not JSON: kept as text */
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

/** A small client of the sandbox as the connector talks to it. */
export function sandboxClient(url: string) {
  return {
    async token(tenant: number, overrides: Record<string, string> = {}): Promise<Answer<Record<string, unknown>>> {
      const { clientId, clientSecret } = tenantCredentials(tenant);
      const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, ...overrides });
      return read(await fetch(`${url}/connect/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form }));
    },
    async accessToken(tenant: number): Promise<string> {
      const answer = await this.token(tenant);
      if (answer.status !== 200) throw new Error(`token for ${tenant}: ${answer.status}`);
      return answer.body.access_token as string;
    },
    async get<T = Record<string, unknown>>(path: string, token: string | null, appKey: string | null = SANDBOX_APP_KEY): Promise<Answer<T>> {
      const headers: Record<string, string> = {};
      if (token !== null) headers.authorization = `Bearer ${token}`;
      if (appKey !== null) headers['st-app-key'] = appKey;
      return read(await fetch(`${url}${path}`, { headers }));
    },
    async control<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
      return read(
        await fetch(`${url}${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    },
    async rentcast(address: string | null, key: string | null = 'any-key'): Promise<Answer> {
      const query = address === null ? '' : `?address=${encodeURIComponent(address)}`;
      return read(await fetch(`${url}/rentcast/v1/properties${query}`, { headers: key === null ? {} : { 'x-api-key': key } }));
    },
  };
}
