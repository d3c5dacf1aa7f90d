import { describe, expect, it } from '@jest/globals';
import type { StatusResponse } from '../integration-status/integration-status.model.js';
import { notConnectedAnswer, statusAnswer } from '../integration-status/integration-status.fixture.js';
import { OVERVIEW_VIEWS, connectionView } from './task-overview.model.js';

function answer(configured: boolean, auth: 'success' | 'failed' | 'not_tested'): StatusResponse {
  const answer = configured ? statusAnswer() : notConnectedAnswer(false);
  answer.status.authentication.status = auth;
  return answer;
}

describe('the api-reporting overview', () => {
  it('offers the two views the spec names, the pivot builder first', () => {
    expect(OVERVIEW_VIEWS).toEqual(['Pivot Table Builder', 'Field Catalog']);
  });

  it('says whether the Service Titan connection reports depend on is there', () => {
    expect(connectionView(undefined, false)).toEqual({ label: 'Checking Service Titan…', color: 'default' });
    expect(connectionView(undefined, true)).toEqual({ label: 'Service Titan status unknown', color: 'default' });
    expect(connectionView(answer(false, 'not_tested'), false)).toEqual({ label: 'Service Titan not configured', color: 'warning' });
    expect(connectionView(answer(true, 'not_tested'), false)).toEqual({ label: 'Service Titan not tested', color: 'default' });
    expect(connectionView(answer(true, 'success'), false)).toEqual({ label: 'Service Titan connected', color: 'success' });
    expect(connectionView(answer(true, 'failed'), false)).toEqual({ label: 'Service Titan authentication failed', color: 'error' });
  });
});
