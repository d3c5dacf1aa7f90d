import { describe, expect, it } from '@jest/globals';
import { nextSteps, statusView, type StatusResponse } from './integration-status.model.js';

function answer(overrides: Partial<StatusResponse['status']> & { configured?: boolean } = {}): StatusResponse {
  const { configured = true, ...status } = overrides;
  return {
    configured,
    status: {
      configuration: { clientId: 'cid', tenantId: '42', appKeyConfigured: true, baseUrl: 'http://127.0.0.1:3901' },
      authentication: { status: 'success', message: 'ok', timestamp: '2025-01-05T21:07:00Z' },
      endpoints: { jobs: { status: 'success', message: 'ok' } },
      recommendations: [],
      ...status,
    },
  };
}

describe(statusView.name, () => {
  it('maps check results to labels and colours', () => {
    expect(statusView('success')).toEqual({ label: 'Connected', color: 'success' });
    expect(statusView('failed')).toEqual({ label: 'Failed', color: 'error' });
    expect(statusView('not_tested')).toEqual({ label: 'Not tested', color: 'default' });
  });
});

describe(nextSteps.name, () => {
  it('says plainly that an unconfigured connector is not configured, naming what is missing', () => {
    const steps = nextSteps(
      answer({
        configured: false,
        configuration: { clientId: null, tenantId: null, appKeyConfigured: false, baseUrl: null },
        authentication: { status: 'not_tested', message: 'not configured', timestamp: '2025-01-05T21:07:00Z' },
      }),
    );
    expect(steps[0]).toBe('The Service Titan connector is not configured yet (missing: client id, tenant id, app key).');
  });

  it('points at credentials when authentication failed and at scopes when endpoints failed', () => {
    expect(nextSteps(answer({ authentication: { status: 'failed', message: '401', timestamp: 'x' } }))[0]).toMatch(/Authentication failed/);
    expect(nextSteps(answer({ endpoints: { jobs: { status: 'failed', message: '403' } } }))[0]).toMatch(/jobs/);
    expect(nextSteps(answer())[0]).toMatch(/Everything is connected/);
  });
});
