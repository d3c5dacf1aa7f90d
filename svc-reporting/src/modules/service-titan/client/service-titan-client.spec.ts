import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Dispatcher } from 'undici';
import { AllowedHosts } from './allowed-hosts.js';
import { createGuardedDispatcher, type Resolve } from './guarded-dispatcher.js';
import { ServiceTitanClient, ServiceTitanError, type StCredentials } from './service-titan-client.js';

const credentials = (url: string): StCredentials => ({
  authUrl: url,
  apiUrl: url,
  tenantId: '1000002',
  clientId: 'cid.unit',
  clientSecret: 'cs.unit.secret',
  appKey: 'ak.unit',
});

interface Failure {
  kind: string;
  status: number | null;
  message: string;
}

/** A client's failure, as the admin reads it. */
async function failureOf(client: ServiceTitanClient): Promise<Failure> {
  const failure = await client.token().catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ServiceTitanError);
  const { kind, status, message } = failure as ServiceTitanError;
  return { kind, status, message };
}

/** The token request's failure without retries. */
function tokenFailure(url: string, options: { dispatcher?: Dispatcher; timeoutMs?: number } = {}): Promise<Failure> {
  return failureOf(new ServiceTitanClient(credentials(url), { maxRetries: 0, timeoutMs: options.timeoutMs ?? 5_000, dispatcher: options.dispatcher }));
}

describe(`${ServiceTitanClient.name}: what a failed request says`, () => {
  const servers: Server[] = [];
  const dispatchers: Dispatcher[] = [];
  let requests: string[] = [];

  async function serve(handler: RequestListener): Promise<string> {
    const server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      handler(req, res);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeEach(() => {
    requests = [];
  });

  afterAll(async () => {
    await Promise.all(dispatchers.map((d) => d.destroy()));
    for (const server of servers) server.closeAllConnections();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('says the connection was refused', async () => {
    const url = await serve((_req, res) => res.end());
    const closed = servers.at(-1)!;
    await new Promise((resolve) => closed.close(resolve));
    const error = await tokenFailure(url);
    expect(error).toEqual({
      kind: 'network',
      status: null,
      message: `Could not reach ServiceTitan at ${url}: the connection was refused (ECONNREFUSED), once`,
    });
  });

  it('says the host name was not found', async () => {
    const notFound: Resolve = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND st.example.com'), { code: 'ENOTFOUND' }));
    const dispatcher = createGuardedDispatcher(AllowedHosts.parse('st.example.com'), notFound);
    dispatchers.push(dispatcher);
    const error = await tokenFailure('https://st.example.com', { dispatcher });
    expect(error.message).toBe('Could not reach ServiceTitan at https://st.example.com: the host name was not found (ENOTFOUND), once');
  });

  it('says the TLS handshake failed', async () => {
    const url = await serve((_req, res) => res.end());
    const error = await tokenFailure(url.replace('http:', 'https:'));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/^Could not reach ServiceTitan at https:\/\/127\.0\.0\.1:\d+: the TLS handshake failed \(ERR_SSL_[A-Z_]+\), once$/);
  });

  it('says the token service did not answer in time', async () => {
    const url = await serve(() => undefined);
    const error = await tokenFailure(url, { timeoutMs: 300 });
    expect(error).toEqual({ kind: 'timeout', status: null, message: 'ServiceTitan did not answer the token request within 300 ms, once' });
  });

  it('says the status the token service answered with', async () => {
    const unavailable = await serve((_req, res) => res.writeHead(503).end('{"error":"down"}'));
    expect(await tokenFailure(unavailable)).toEqual({ kind: 'server', status: 503, message: 'ServiceTitan failed on the token service (503), once' });
    const limited = await serve((_req, res) => res.writeHead(429).end());
    expect(await tokenFailure(limited)).toEqual({
      kind: 'rate_limited',
      status: 429,
      message: 'ServiceTitan kept refusing the token service for too many requests (429), once',
    });
    const refused = await serve((_req, res) => res.writeHead(403, { 'content-type': 'application/json' }).end('{"title":"Forbidden for this app"}'));
    expect(await tokenFailure(refused)).toEqual({
      kind: 'bad_request',
      status: 403,
      message: 'ServiceTitan refused the request to the token service (403): Forbidden for this app',
    });
  });

  it('answers a redirect as a failure and never follows it, so the secret goes nowhere else', async () => {
    const elsewhere = await serve((_req, res) => res.end('{}'));
    const url = await serve((_req, res) => res.writeHead(307, { location: `${elsewhere}/connect/token` }).end());
    const error = await tokenFailure(url);
    expect(error).toEqual({
      kind: 'bad_request',
      status: 307,
      message: 'ServiceTitan answered the token service with a redirect (307), which is not followed: check the auth URL',
    });
    expect(requests).toEqual(['POST /connect/token']);
  });

  it('names the allow-list when it refused the address, without retrying', async () => {
    const url = await serve((_req, res) => res.end());
    const dispatcher = createGuardedDispatcher(AllowedHosts.parse('api.servicetitan.io'));
    dispatchers.push(dispatcher);
    const error = await failureOf(new ServiceTitanClient(credentials(url), { maxRetries: 3, dispatcher }));
    expect(error).toEqual({ kind: 'not_allowed', status: null, message: `${url} is not an allowed ServiceTitan address: check the auth URL` });
    expect(requests).toEqual([]);
  });
});
