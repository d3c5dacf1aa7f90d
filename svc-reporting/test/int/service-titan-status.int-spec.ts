import {
  createTestDatabase,
  createTestIssuer,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { client, startReportingService } from '../support/reporting-service.js';
import { aCompanyId, aUserId } from '../factories/calculation.factory.js';

describe('GET /api/service-titan/status', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  const started: TestService[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('reporting_st');
    issuer = await createTestIssuer();
  }, 30_000);

  afterAll(async () => {
    for (const svc of started) await svc.close();
    await issuer?.close();
    await db?.drop();
  });

  async function statusWith(env: Record<string, string>) {
    const svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, env);
    started.push(svc);
    const token = await issuer.sign({ id: aUserId(), companyId: aCompanyId() });
    return client(svc.url, token).get('/api/service-titan/status');
  }

  it('says the connector is not configured, with what to set, when no ServiceTitan setting is present', async () => {
    const before = Date.now();
    const res = await statusWith({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      configured: false,
      status: {
        configuration: { clientId: null, tenantId: null, appKeyConfigured: false, baseUrl: null },
        authentication: { status: 'not_tested', message: 'ServiceTitan connector is not configured yet', timestamp: expect.any(String) },
        endpoints: {},
        recommendations: [
          expect.stringContaining('ST_CLIENT_ID'),
          expect.stringContaining('ST_CLIENT_SECRET'),
          expect.stringContaining('ST_APP_KEY'),
          expect.stringContaining('ST_TENANT_ID'),
        ],
      },
    });
    const timestamp = Date.parse(res.body.status.authentication.timestamp);
    expect(timestamp).toBeGreaterThanOrEqual(before - 1000);
    expect(timestamp).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('reflects the settings that are present without revealing the secret or the app key', async () => {
    const res = await statusWith({
      ST_CLIENT_ID: 'cid.milestone',
      ST_CLIENT_SECRET: 'very-secret-value',
      ST_APP_KEY: 'ak1.app-key-value',
      ST_TENANT_ID: '1234567',
      ST_BASE_URL: 'http://127.0.0.1:3901',
    });
    expect(res.status).toBe(200);
    expect(res.body.configured).toBe(true);
    expect(res.body.status.configuration).toEqual({
      clientId: 'cid.milestone',
      tenantId: '1234567',
      appKeyConfigured: true,
      baseUrl: 'http://127.0.0.1:3901',
    });
    expect(res.body.status.authentication.status).toBe('not_tested');
    expect(res.body.status.recommendations).toEqual([]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('very-secret-value');
    expect(text).not.toContain('app-key-value');
  });
});
