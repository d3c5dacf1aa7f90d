import type { ServiceTitanSettings } from '../service-titan.settings.js';
import { ServiceTitanClientFactory } from './service-titan-client.factory.js';
import type { StCredentials } from './service-titan-client.js';
import { StCallMetrics } from './st-call-metrics.js';

const settings = { maxRequestsPerSecond: 40, timeoutMs: 30_000 } as ServiceTitanSettings;
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
    expect(first.options).toEqual({ maxRequestsPerSecond: 40, timeoutMs: 30_000, metrics: expect.any(StCallMetrics) });
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
