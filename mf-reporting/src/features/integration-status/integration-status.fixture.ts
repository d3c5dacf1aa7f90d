import type { ReplicaEntity, StatusResponse } from './integration-status.model.js';

// Answers of GET /api/service-titan/status for the model's and the components' tests.

export function replicaEntity(overrides: Partial<ReplicaEntity> = {}): ReplicaEntity {
  return {
    key: 'customers',
    label: 'Customers',
    records: 15000,
    fetched: 15000,
    total: 15000,
    state: 'ok',
    freshness: 'fresh',
    syncedAt: '2026-11-24T16:05:00Z',
    error: null,
    ...overrides,
  };
}

/** A connected company, tested and synced, seen by an admin; `overrides` replace whole parts. */
export function statusAnswer(overrides: Partial<StatusResponse> = {}): StatusResponse {
  return {
    configured: true,
    canManage: true,
    connection: {
      authUrl: 'http://127.0.0.1:3901',
      apiUrl: 'http://127.0.0.1:3901',
      tenantId: '1000001',
      clientId: 'cid.sandbox.1000001',
      clientSecretConfigured: true,
      appKeyConfigured: true,
      connectedAt: '2026-11-24T15:00:00Z',
      source: 'admin',
    },
    status: {
      configuration: { clientId: 'cid.sandbox.1000001', tenantId: '1000001', appKeyConfigured: true, baseUrl: 'http://127.0.0.1:3901' },
      authentication: { status: 'success', message: 'Token issued', timestamp: '2026-11-24T16:00:00Z' },
      endpoints: { jobs: { status: 'success', message: 'OK' }, customers: { status: 'success', message: 'OK' } },
      recommendations: [],
    },
    replica: { entities: [replicaEntity()], lastSyncAt: '2026-11-24T16:05:00Z' },
    sync: {
      running: false,
      syncId: null,
      trigger: null,
      startedAt: null,
      finishedAt: '2026-11-24T16:05:00Z',
      percent: 100,
      currentEntity: null,
      lastError: null,
      intervalSeconds: 600,
    },
    ...overrides,
  };
}

/** A company without a connection. */
export function notConnectedAnswer(canManage: boolean): StatusResponse {
  const answer = statusAnswer({ configured: false, canManage, connection: null, replica: { entities: [], lastSyncAt: null } });
  answer.status = {
    configuration: { clientId: null, tenantId: null, appKeyConfigured: false, baseUrl: null },
    authentication: { status: 'not_tested', message: 'ServiceTitan connector is not configured yet', timestamp: '2026-11-24T16:00:00Z' },
    endpoints: {},
    recommendations: ['Connect ServiceTitan: enter the tenant id, client id, client secret and app key of your ServiceTitan app'],
  };
  answer.sync = { ...answer.sync, finishedAt: null, percent: 0, intervalSeconds: 600 };
  return answer;
}
