import { ServiceTitanStatusService, NOT_CONFIGURED_MESSAGE, NOT_TESTED_MESSAGE } from './service-titan-status.service.js';
import type { ServiceTitanSettings } from '../service-titan.settings.js';

const none: ServiceTitanSettings = { clientId: null, clientSecret: null, appKey: null, tenantId: null, baseUrl: null };
const now = new Date('2026-03-02T15:04:05.000Z');

describe(ServiceTitanStatusService.name, () => {
  it('says nothing is configured and recommends every setting when none is set', () => {
    const sut = new ServiceTitanStatusService(none);
    expect(sut.status(now)).toEqual({
      configured: false,
      status: {
        configuration: { clientId: null, tenantId: null, appKeyConfigured: false, baseUrl: null },
        authentication: { status: 'not_tested', message: NOT_CONFIGURED_MESSAGE, timestamp: '2026-03-02T15:04:05.000Z' },
        endpoints: {},
        recommendations: [
          expect.stringContaining('ST_CLIENT_ID'),
          expect.stringContaining('ST_CLIENT_SECRET'),
          expect.stringContaining('ST_APP_KEY'),
          expect.stringContaining('ST_TENANT_ID'),
        ],
      },
    });
  });

  it('shows what is set, never the secret or the key, and recommends only what is missing', () => {
    const sut = new ServiceTitanStatusService({ ...none, clientId: 'cid.1', appKey: 'app-key-value', baseUrl: 'http://127.0.0.1:3901' });
    const answer = sut.status(now);
    expect(answer.configured).toBe(false);
    expect(answer.status.configuration).toEqual({ clientId: 'cid.1', tenantId: null, appKeyConfigured: true, baseUrl: 'http://127.0.0.1:3901' });
    expect(answer.status.recommendations).toEqual([expect.stringContaining('ST_CLIENT_SECRET'), expect.stringContaining('ST_TENANT_ID')]);
    expect(JSON.stringify(answer)).not.toContain('app-key-value');
  });

  it('counts as configured with all four credentials, still untested until the connector exists', () => {
    const sut = new ServiceTitanStatusService({ clientId: 'cid', clientSecret: 's3cret', appKey: 'ak', tenantId: '42', baseUrl: null });
    const answer = sut.status(now);
    expect(answer.configured).toBe(true);
    expect(answer.status.authentication).toEqual({ status: 'not_tested', message: NOT_TESTED_MESSAGE, timestamp: now.toISOString() });
    expect(answer.status.recommendations).toEqual([]);
    expect(JSON.stringify(answer)).not.toContain('s3cret');
  });
});
