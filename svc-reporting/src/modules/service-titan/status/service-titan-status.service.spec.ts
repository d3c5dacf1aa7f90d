import { ST_ENTITIES, ST_ENTITY_KEYS, type StEntityKey } from '@milestone/servicetitan-contract';
import { durationText, freshForSecondsOf, freshnessOf, recommendationsFor, type RecommendationInput } from './service-titan-status.service.js';
import type { EndpointCheck } from '../connection/st-connection.entity.js';

const ok: EndpointCheck = { status: 'success', message: 'The endpoint answered' };
const allOk = ST_ENTITY_KEYS.map((key) => ({ key, check: ok }));

const healthy: RecommendationInput = {
  connected: true,
  canManage: true,
  encryptionKeySet: true,
  credentialsReadable: true,
  auth: { status: 'success', message: 'Token issued', kind: null },
  endpoints: allOk,
  replica: ST_ENTITY_KEYS.map(() => ({ freshness: 'fresh' as const })),
  freshForSeconds: 1200,
  sync: { outcome: 'succeeded', error: null },
};

function failing(key: StEntityKey, check: EndpointCheck) {
  return allOk.map((entry) => (entry.key === key ? { key, check } : entry));
}

describe('the status page recommendations', () => {
  it('recommend nothing when everything is connected, answering and fresh', () => {
    expect(recommendationsFor(healthy)).toEqual([]);
  });

  it('say how to connect when the company is not connected, to an admin and to a user', () => {
    const admin = recommendationsFor({ ...healthy, connected: false, auth: null });
    expect(admin).toEqual([
      expect.stringMatching(
        /^Connect your ServiceTitan tenant: enter the auth URL, API URL, tenant id, client id, client secret and app key .* press Connect$/,
      ),
    ]);
    const user = recommendationsFor({ ...healthy, connected: false, canManage: false, auth: null });
    expect(user).toEqual(['Connect your ServiceTitan tenant: ask an owner or admin of your company to connect it on this page']);
  });

  it('ask for ST_ENCRYPTION_KEY when it is missing', () => {
    const answer = recommendationsFor({ ...healthy, connected: false, encryptionKeySet: false, auth: null });
    expect(answer[0]).toMatch(/^Set ST_ENCRYPTION_KEY .*openssl rand -base64 32/);
    expect(answer[1]).toMatch(/^Connect your ServiceTitan tenant/);
  });

  it('point at the client id and secret when ServiceTitan refused them, and at nothing else', () => {
    const answer = recommendationsFor({
      ...healthy,
      auth: { status: 'failed', message: 'invalid_client', kind: 'auth' },
      sync: { outcome: 'failed', error: 'auth' },
    });
    expect(answer).toEqual([
      'ServiceTitan refused the client id or secret: check them in ServiceTitan under Settings > Integrations > API Application Access and connect again',
    ]);
  });

  it('say the token service did not answer, with its message, for a failure other than refused credentials', () => {
    const answer = recommendationsFor({ ...healthy, auth: { status: 'failed', message: 'ServiceTitan did not answer within 30 s', kind: 'timeout' } });
    expect(answer).toEqual([expect.stringContaining('(ServiceTitan did not answer within 30 s): check the auth URL')]);
  });

  it('say the saved auth URL may not be contacted, and where it is allowed, when the allow-list refuses it', () => {
    const message = 'http://10.0.0.8 is not an allowed ServiceTitan address: check the auth URL';
    expect(recommendationsFor({ ...healthy, auth: { status: 'failed', message, kind: 'not_allowed' } })).toEqual([
      `Milestone may not contact the saved auth URL (${message}): connect again with ServiceTitan's addresses, or ask the operator to allow it in ST_ALLOWED_HOSTS`,
    ]);
  });

  it('name the endpoints whose saved API URL the allow-list refuses', () => {
    const endpoints = failing('customers', { status: 'failed', message: 'not allowed', kind: 'not_allowed', httpStatus: null });
    expect(recommendationsFor({ ...healthy, endpoints })).toEqual([
      "Milestone may not contact the saved API URL for Customers: connect again with ServiceTitan's addresses, or ask the operator to allow it in ST_ALLOWED_HOSTS",
    ]);
  });

  it('say the stored credentials cannot be opened when the key changed', () => {
    expect(recommendationsFor({ ...healthy, credentialsReadable: false })).toEqual([expect.stringMatching(/^The stored credentials cannot be opened/)]);
  });

  it('name the scope of each endpoint that answered 403', () => {
    const endpoints = failing('grossPayItems', { status: 'failed', message: 'Forbidden', kind: 'forbidden', httpStatus: 403 });
    expect(recommendationsFor({ ...healthy, endpoints })).toEqual([
      `Gross pay items: ServiceTitan refused access (403). Give your app the ${ST_ENTITIES.grossPayItems.scope} scope in ServiceTitan under Settings > Integrations > API Application Access, then press Test connection`,
    ]);
  });

  it('name the endpoints whose app key was refused, that the API does not have, or that did not answer', () => {
    let endpoints = failing('jobs', { status: 'failed', message: 'refused', kind: 'auth', httpStatus: 401 });
    endpoints = endpoints.map((entry) =>
      entry.key === 'invoices' ? { key: 'invoices', check: { status: 'failed', message: 'none', kind: 'not_found', httpStatus: 404 } } : entry,
    );
    endpoints = endpoints.map((entry) =>
      entry.key === 'payments' ? { key: 'payments', check: { status: 'failed', message: 'late', kind: 'timeout', httpStatus: null } } : entry,
    );
    endpoints = endpoints.map((entry) =>
      entry.key === 'teams' ? { key: 'teams', check: { status: 'failed', message: '500', kind: 'server', httpStatus: 500 } } : entry,
    );
    expect(recommendationsFor({ ...healthy, endpoints })).toEqual([
      expect.stringMatching(/^ServiceTitan refused the app key for Jobs: check the app key \(ST-App-Key\)/),
      'ServiceTitan has no Invoices at this API URL: check the tenant id and the API URL, then connect again',
      'ServiceTitan did not answer for Teams, Payments: press Test connection again in a few minutes',
    ]);
  });

  it('say the tenant is rate-limited once, however many endpoints answered 429', () => {
    let endpoints = failing('jobs', { status: 'failed', message: 'Too many requests', kind: 'rate_limited', httpStatus: 429 });
    endpoints = endpoints.map((entry) =>
      entry.key === 'invoices' ? { key: 'invoices', check: { status: 'failed', message: 'Too many requests', kind: 'rate_limited', httpStatus: 429 } } : entry,
    );
    const answer = recommendationsFor({ ...healthy, endpoints });
    expect(answer).toEqual([expect.stringMatching(/^ServiceTitan is rate-limiting this tenant \(429\)/)]);
  });

  it('say the replica is stale with the age that counts, and to press Sync now', () => {
    const replica = [{ freshness: 'fresh' as const }, { freshness: 'stale' as const }];
    expect(recommendationsFor({ ...healthy, replica })).toEqual(['The replica is older than 20 minutes: press Sync now']);
    expect(recommendationsFor({ ...healthy, replica, freshForSeconds: 7200 })).toEqual(['The replica is older than 2 hours: press Sync now']);
  });

  it('say nothing about staleness while a sync runs', () => {
    const replica = [{ freshness: 'stale' as const }];
    expect(recommendationsFor({ ...healthy, replica, sync: { outcome: 'running', error: null } })).toEqual([]);
  });

  it('say a replica never synced wants a sync', () => {
    const replica = [{ freshness: 'never' as const }];
    expect(recommendationsFor({ ...healthy, replica, sync: null })).toEqual(['The replica has not been synced yet: press Sync now']);
  });

  it('report the last failed sync with its reason', () => {
    const answer = recommendationsFor({ ...healthy, sync: { outcome: 'failed', error: 'Jobs: ServiceTitan answered 500' } });
    expect(answer).toEqual(['The last sync failed: Jobs: ServiceTitan answered 500. The last good data is kept; fix the cause and press Sync now']);
  });
});

describe('the replica freshness', () => {
  const now = new Date('2026-11-02T12:00:00.000Z');

  it('is fresh within two sync intervals, stale after, never before the first sync', () => {
    const window = freshForSecondsOf(600);
    expect(window).toBe(1200);
    expect(freshnessOf(new Date('2026-11-02T11:40:00.000Z'), window, now)).toBe('fresh');
    expect(freshnessOf(new Date('2026-11-02T11:39:59.000Z'), window, now)).toBe('stale');
    expect(freshnessOf(null, window, now)).toBe('never');
  });

  it('counts 20 minutes when there is no schedule', () => {
    expect(freshForSecondsOf(0)).toBe(1200);
  });

  it('reads durations as a person says them', () => {
    expect([durationText(1200), durationText(3600), durationText(7200), durationText(90), durationText(60)]).toEqual([
      '20 minutes',
      '1 hour',
      '2 hours',
      '90 seconds',
      '1 minute',
    ]);
  });
});
