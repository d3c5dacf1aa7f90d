import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import type { ServiceTitanSettings } from '../service-titan.settings.js';
import { AllowedHosts, DEFAULT_ALLOWED_HOSTS } from './allowed-hosts.js';
import { ServiceTitanClientFactory } from './service-titan-client.factory.js';
import { ServiceTitanError, type StCredentials } from './service-titan-client.js';
import { StCallMetrics } from './st-call-metrics.js';

const settings = { maxRequestsPerSecond: 40, timeoutMs: 30_000, allowedHosts: AllowedHosts.parse(DEFAULT_ALLOWED_HOSTS) } as ServiceTitanSettings;
const credentials: StCredentials = {
  authUrl: 'http://auth.st.test',
  apiUrl: 'http://api.st.test',
  tenantId: '1000002',
  clientId: 'cid.factory',
  clientSecret: 'cs.factory.one',
  appKey: 'ak.factory.one',
};

describe(ServiceTitanClientFactory.name, () => {
  it('gives every caller of the same tenant and client id the same client, so they share its token', () => {
    const factory = new ServiceTitanClientFactory(settings, new StCallMetrics());
    const first = factory.forCredentials(credentials);
    expect(factory.forCredentials({ ...credentials })).toBe(first);
    expect(first.options).toEqual({ maxRequestsPerSecond: 40, timeoutMs: 30_000, metrics: expect.any(StCallMetrics), dispatcher: expect.any(Agent) });
  });

  it('connects every client through the allow-list: an address not on it is refused and never contacted, whatever the credentials', async () => {
    let connections = 0;
    const listener = createServer((_req, res) => res.end('{}')).on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    const factory = new ServiceTitanClientFactory(settings, new StCallMetrics());
    try {
      const failure = await factory
        .forCredentials({ ...credentials, authUrl: url, apiUrl: url })
        .token()
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ServiceTitanError);
      expect(failure).toMatchObject({ kind: 'not_allowed', endpoint: 'token', message: `${url} is not an allowed ServiceTitan address: check the auth URL` });
      expect(connections).toBe(0);
    } finally {
      await factory.onApplicationShutdown();
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('builds a new client when the secret or the app key changed, so an old token hides no wrong secret', () => {
    const factory = new ServiceTitanClientFactory(settings, new StCallMetrics());
    const first = factory.forCredentials(credentials);
    const newSecret = factory.forCredentials({ ...credentials, clientSecret: 'cs.factory.two' });
    expect(newSecret).not.toBe(first);
    expect(newSecret.credentials.clientSecret).toBe('cs.factory.two');
    const newKey = factory.forCredentials({ ...credentials, clientSecret: 'cs.factory.two', appKey: 'ak.factory.two' });
    expect(newKey).not.toBe(newSecret);
    expect(factory.forCredentials({ ...credentials, clientSecret: 'cs.factory.two', appKey: 'ak.factory.two' })).toBe(newKey);
  });

  it('keeps tenants and client ids apart', () => {
    const factory = new ServiceTitanClientFactory(settings, new StCallMetrics());
    const first = factory.forCredentials(credentials);
    expect(factory.forCredentials({ ...credentials, tenantId: '1000003' })).not.toBe(first);
    expect(factory.forCredentials({ ...credentials, clientId: 'cid.other' })).not.toBe(first);
    expect(factory.forCredentials({ ...credentials, apiUrl: 'http://api2.st.test' })).not.toBe(first);
  });
});
