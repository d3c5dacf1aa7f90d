import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@milestone/platform-sdk';
import {
  ACTION_FAILURE_TEXT,
  DEFAULT_API_URL,
  DEFAULT_AUTH_URL,
  STATUS_REFRESH_MS,
  SYNC_REFRESH_MS,
  actionErrorText,
  configurationLines,
  connectBody,
  connectionFieldProblem,
  connectionFormDefaults,
  connectionLines,
  endpointRows,
  formatCount,
  freshnessView,
  nextSteps,
  refreshIntervalMs,
  replicaRows,
  statusView,
  syncProgress,
  syncSummary,
} from './integration-status.model.js';
import { notConnectedAnswer, replicaEntity, statusAnswer } from './integration-status.fixture.js';

const running = (percent: number, currentEntity: string | null) =>
  statusAnswer({
    sync: {
      running: true,
      syncId: 's1',
      trigger: 'manual',
      startedAt: '2026-11-24T16:10:00Z',
      finishedAt: null,
      percent,
      currentEntity,
      lastError: null,
      intervalSeconds: 600,
    },
    replica: {
      entities: [
        replicaEntity(),
        replicaEntity({ key: 'grossPayItems', label: 'Gross pay items', records: 1234567, fetched: 50000, total: 180000, state: 'running' }),
      ],
      lastSyncAt: '2026-11-24T16:05:00Z',
    },
  });

describe(refreshIntervalMs.name, () => {
  it('reads the status every 30 s, and every 2 s while a sync runs', () => {
    expect(refreshIntervalMs(undefined)).toBe(STATUS_REFRESH_MS);
    expect(refreshIntervalMs(statusAnswer())).toBe(30_000);
    expect(refreshIntervalMs(running(40, 'jobs'))).toBe(SYNC_REFRESH_MS);
    expect(SYNC_REFRESH_MS).toBe(2_000);
  });
});

describe(actionErrorText.name, () => {
  const refused = (status: number, message: string) => new ApiError(status, '', JSON.stringify({ statusCode: status, message }));

  it("shows the server's sentence for a refusal: credentials refused (422), a sync already running (409), not a manager (403)", () => {
    expect(actionErrorText(refused(422, 'ServiceTitan refused the client id or secret (invalid_client)'), 'connect')).toBe(
      'ServiceTitan refused the client id or secret (invalid_client)',
    );
    expect(actionErrorText(refused(409, 'A sync is already running'), 'sync')).toBe('A sync is already running');
    expect(actionErrorText(refused(403, 'Only an owner or admin can manage the ServiceTitan connection'), 'test')).toBe(
      'Only an owner or admin can manage the ServiceTitan connection',
    );
  });

  it("shows the server's sentence when Connect is refused for the address: a secret to type again, an address not allowed (400)", () => {
    expect(actionErrorText(refused(400, 'Enter the client secret again: the auth address changed'), 'connect')).toBe(
      'Enter the client secret again: the auth address changed',
    );
    const notAllowed =
      "The auth URL http://10.0.0.8 is not allowed: enter ServiceTitan's, e.g. https://auth.servicetitan.io (the operator of Milestone can allow others in ST_ALLOWED_HOSTS)";
    expect(actionErrorText(refused(400, notAllowed), 'connect')).toBe(notAllowed);
  });

  it('says what failed, in plain words, for a server error, an unknown route or a network failure', () => {
    expect(actionErrorText(refused(500, 'Internal server error'), 'disconnect')).toBe(ACTION_FAILURE_TEXT.disconnect);
    expect(actionErrorText(refused(404, 'Not Found'), 'connect')).toBe('Could not connect to Service Titan. Please try again.');
    expect(actionErrorText(new TypeError('Failed to fetch'), 'sync')).toBe('Could not start a sync. Please try again.');
    expect(actionErrorText(new ApiError(422, 'Unprocessable Entity', ''), 'connect')).toBe(ACTION_FAILURE_TEXT.connect);
  });
});

describe(statusView.name, () => {
  it('maps the three check results (success, failed, not_tested) to badges', () => {
    expect(statusView('success')).toEqual({ label: 'Success', color: 'success' });
    expect(statusView('failed')).toEqual({ label: 'Failed', color: 'error' });
    expect(statusView('not_tested')).toEqual({ label: 'Not tested', color: 'default' });
  });
});

describe(configurationLines.name, () => {
  it("shows client id, tenant id, whether an app key is configured (Yes/No) and the base URL, 'Not set' for what is missing", () => {
    expect(configurationLines(statusAnswer().status.configuration)).toEqual([
      { label: 'Client ID', value: 'cid.sandbox.1000001' },
      { label: 'Tenant ID', value: '1000001' },
      { label: 'App key configured', value: 'Yes' },
      { label: 'Base URL', value: 'http://127.0.0.1:3901' },
    ]);
    expect(configurationLines(notConnectedAnswer(true).status.configuration).map((l) => l.value)).toEqual(['Not set', 'Not set', 'No', 'Not set']);
  });
});

describe(endpointRows.name, () => {
  it('lists each endpoint by name with its status and message', () => {
    expect(endpointRows({ jobs: { status: 'failed', message: '403 Forbidden: missing scope' }, customers: { status: 'success', message: 'OK' } })).toEqual([
      { name: 'customers', status: { label: 'Success', color: 'success' }, message: 'OK' },
      { name: 'jobs', status: { label: 'Failed', color: 'error' }, message: '403 Forbidden: missing scope' },
    ]);
  });
});

describe(connectionLines.name, () => {
  it('shows the saved connection and says the secret and the key are stored, never what they are', () => {
    const lines = connectionLines(statusAnswer().connection!);
    expect(lines.map((l) => l.label)).toEqual(['Auth URL', 'API URL', 'Tenant ID', 'Client ID', 'Client Secret', 'App Key', 'Set by', 'Connected']);
    expect(lines.find((l) => l.label === 'Client Secret')!.value).toBe('Stored (never shown)');
    expect(lines.find((l) => l.label === 'Connected')!.value).toBe('Nov 24, 2026 at 9:00 AM CST');
  });
});

describe(connectionFormDefaults.name, () => {
  it("starts a new connection on ServiceTitan's hosts, and an edit from the saved one with the secrets blank", () => {
    expect(connectionFormDefaults(null)).toEqual({
      authUrl: 'https://auth.servicetitan.io',
      apiUrl: 'https://api.servicetitan.io',
      tenantId: '',
      clientId: '',
      clientSecret: '',
      appKey: '',
    });
    expect(connectionFormDefaults(statusAnswer().connection)).toEqual({
      authUrl: 'http://127.0.0.1:3901',
      apiUrl: 'http://127.0.0.1:3901',
      tenantId: '1000001',
      clientId: 'cid.sandbox.1000001',
      clientSecret: '',
      appKey: '',
    });
  });
});

describe(connectionFieldProblem.name, () => {
  it('needs every field for a new connection', () => {
    expect(connectionFieldProblem('clientId', '  ', false)).toBe('Please enter the Client ID');
    expect(connectionFieldProblem('clientSecret', '', false)).toBe('Please enter the Client Secret');
    expect(connectionFieldProblem('appKey', undefined, false)).toBe('Please enter the App Key');
  });

  it('keeps the stored secret and key when they are left blank on an edit', () => {
    expect(connectionFieldProblem('clientSecret', '', true)).toBeNull();
    expect(connectionFieldProblem('appKey', '', true)).toBeNull();
    expect(connectionFieldProblem('clientId', '', true)).toBe('Please enter the Client ID');
  });

  it('wants http(s) addresses and a numeric tenant id', () => {
    expect(connectionFieldProblem('authUrl', DEFAULT_AUTH_URL, false)).toBeNull();
    expect(connectionFieldProblem('apiUrl', 'api.servicetitan.io', false)).toBe(`The API URL must be an http(s) address, e.g. ${DEFAULT_API_URL}`);
    expect(connectionFieldProblem('tenantId', '1000001', false)).toBeNull();
    expect(connectionFieldProblem('tenantId', 'acme', false)).toMatch(/^The Tenant ID is a number/);
  });
});

describe(connectBody.name, () => {
  it('trims the values and drops a trailing slash from the URLs', () => {
    expect(
      connectBody({
        authUrl: ' https://auth.servicetitan.io/ ',
        apiUrl: 'https://api.servicetitan.io//',
        tenantId: ' 42 ',
        clientId: ' cid ',
        clientSecret: ' cs ',
        appKey: 'ak',
      }),
    ).toEqual({
      authUrl: 'https://auth.servicetitan.io',
      apiUrl: 'https://api.servicetitan.io',
      tenantId: '42',
      clientId: 'cid',
      clientSecret: 'cs',
      appKey: 'ak',
    });
  });

  it('leaves a blank secret and key out, so the stored ones are kept', () => {
    const body = connectBody({ ...connectionFormDefaults(statusAnswer().connection), clientSecret: '  ' });
    expect(body).toEqual({ authUrl: 'http://127.0.0.1:3901', apiUrl: 'http://127.0.0.1:3901', tenantId: '1000001', clientId: 'cid.sandbox.1000001' });
    expect('clientSecret' in body || 'appKey' in body).toBe(false);
  });
});

describe(replicaRows.name, () => {
  it('shows records with thousands separators, the last sync in Chicago time, freshness and the error', () => {
    const rows = replicaRows([
      replicaEntity(),
      replicaEntity({
        key: 'jobs',
        label: 'Jobs',
        records: 52340,
        freshness: 'stale',
        syncedAt: '2026-07-01T12:00:00Z',
        state: 'failed',
        error: 'ServiceTitan answered 503',
      }),
      replicaEntity({ key: 'payments', label: 'Payments', records: 0, fetched: 0, total: null, freshness: 'never', syncedAt: null, state: 'never' }),
    ]);
    expect(rows).toEqual([
      {
        key: 'customers',
        label: 'Customers',
        records: '15,000',
        fetching: null,
        lastSync: 'Nov 24, 2026 at 10:05 AM CST',
        freshness: { label: 'Fresh', color: 'success' },
        error: null,
      },
      {
        key: 'jobs',
        label: 'Jobs',
        records: '52,340',
        fetching: null,
        lastSync: 'Jul 01, 2026 at 7:00 AM CDT',
        freshness: { label: 'Stale', color: 'warning' },
        error: 'ServiceTitan answered 503',
      },
      {
        key: 'payments',
        label: 'Payments',
        records: '0',
        fetching: null,
        lastSync: 'Never',
        freshness: { label: 'Never synced', color: 'default' },
        error: null,
      },
    ]);
  });

  it('shows what a running entity has fetched so far, of the announced total when there is one', () => {
    const [, payItems] = replicaRows(running(40, 'grossPayItems').replica.entities);
    expect(payItems!.records).toBe('1,234,567');
    expect(payItems!.fetching).toBe('50,000 of 180,000 fetched');
    expect(payItems!.freshness).toEqual({ label: 'Syncing', color: 'processing' });
    expect(replicaRows([replicaEntity({ state: 'running', fetched: 7, total: null })])[0]!.fetching).toBe('7 fetched');
  });
});

describe(formatCount.name, () => {
  it('separates thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe(freshnessView.name, () => {
  it('reads fresh, stale and never', () => {
    expect(freshnessView({ freshness: 'fresh', state: 'ok' }).label).toBe('Fresh');
    expect(freshnessView({ freshness: 'stale', state: 'failed' }).label).toBe('Stale');
    expect(freshnessView({ freshness: 'never', state: 'never' }).label).toBe('Never synced');
  });
});

describe(syncProgress.name, () => {
  it('is absent when no sync runs', () => {
    expect(syncProgress(statusAnswer())).toBeNull();
  });

  it("shows the percent and the current entity's label while a sync runs", () => {
    expect(syncProgress(running(39.6, 'grossPayItems'))).toEqual({ percent: 40, text: 'Syncing Gross pay items (started with Sync now)...' });
    expect(syncProgress(running(0, null))).toEqual({ percent: 0, text: 'Starting the sync (started with Sync now)...' });
    expect(syncProgress(running(140, 'unknownEntity'))!.percent).toBe(100);
  });
});

describe(syncSummary.name, () => {
  it('says when the last sync ended and how often syncs run', () => {
    expect(syncSummary(statusAnswer())).toEqual({ lastSync: 'Last sync: Nov 24, 2026 at 10:05 AM CST', schedule: 'Syncs every 10 minutes.', lastError: null });
    const off = notConnectedAnswer(true);
    off.sync.intervalSeconds = 0;
    expect(syncSummary(off)).toEqual({ lastSync: 'Last sync: never', schedule: 'No scheduled sync: data is fetched on Sync now.', lastError: null });
  });

  it('says why the last sync failed and that the last good data is kept', () => {
    const answer = statusAnswer();
    answer.sync.lastError = 'ServiceTitan refused the token (401)';
    expect(syncSummary(answer).lastError).toBe('The last sync failed: ServiceTitan refused the token (401). The data of the last good sync is kept.');
  });
});

describe(nextSteps.name, () => {
  it('tells an owner or admin to connect, and anyone else to ask one', () => {
    expect(nextSteps(notConnectedAnswer(true))[0]).toMatch(/under Connection and press Connect/);
    expect(nextSteps(notConnectedAnswer(false))).toEqual(['Ask an owner or admin of your company to connect Service Titan on this page.']);
  });

  it('points at the credentials when authentication failed and at the scopes when endpoints failed', () => {
    const answer = statusAnswer();
    answer.status.authentication = { status: 'failed', message: 'invalid_client', timestamp: '2026-11-24T16:00:00Z' };
    answer.status.endpoints = { jobs: { status: 'failed', message: '403' }, customers: { status: 'success', message: 'OK' } };
    expect(nextSteps(answer)).toEqual([
      'Authentication failed: check the Client ID, Client Secret and App Key under Connection (Edit), then press Test connection.',
      "These endpoints failed: jobs. Check the app's API scopes in Service Titan, then press Test connection.",
    ]);
  });

  it('names stale data and a failed sync', () => {
    const answer = statusAnswer({ replica: { entities: [replicaEntity({ freshness: 'stale' })], lastSyncAt: '2026-11-20T16:00:00Z' } });
    answer.sync.lastError = 'timeout';
    expect(nextSteps(answer)).toEqual([
      'The last sync failed; reports use the data of the last good sync. Fix the cause above and press Sync now.',
      'Stale data: Customers. Press Sync now to fetch what changed.',
    ]);
  });

  it('says all is well only when it is', () => {
    expect(nextSteps(statusAnswer())).toEqual(['Everything is connected. Reports can use Service Titan data.']);
    const untested = statusAnswer({ canManage: false });
    untested.status.authentication.status = 'not_tested';
    expect(nextSteps(untested)).toEqual(['The connection has not been tested yet.']);
  });
});
