import { describe, expect, it } from '@jest/globals';
import type { StatusResponse } from '../integration-status/integration-status.model.js';
import { notConnectedAnswer, statusAnswer } from '../integration-status/integration-status.fixture.js';
import { OVERVIEW_VIEWS, connectionNeeded, connectionView, openingDefinition } from './task-overview.model.js';

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

describe('what the api-reporting overview opens with', () => {
  it("opens the task's saved report definition, the AI builder's or one saved from the builder", () => {
    const report = {
      selectedFields: ['businessUnits.name', 'invoices.subTotal'],
      dateField: 'invoices.invoiceDate',
      dateRange: { startDate: '2026-10-01', endDate: '2026-10-31' },
      reportConfig: { format: 'pivot', pivotConfig: { rows: ['businessUnits.name'], values: [{ fieldId: 'invoices.subTotal', aggregation: 'sum' }] } },
    };
    expect(openingDefinition({ apiConfiguration: { report, selectedFields: ['jobs.id'] } })).toEqual(report);
  });

  it('opens the fields the API Configuration editor picked when there is no report yet, each once', () => {
    expect(openingDefinition({ apiConfiguration: { selectedFields: ['jobs.id', 'jobs.jobStatus', 'jobs.id', 7] } })).toEqual({
      selectedFields: ['jobs.id', 'jobs.jobStatus'],
    });
  });

  it('opens an empty builder for a task with no configuration, or one that is not a configuration', () => {
    expect(openingDefinition({})).toBeUndefined();
    expect(openingDefinition(null)).toBeUndefined();
    expect(openingDefinition({ apiConfiguration: 'jobs' })).toBeUndefined();
    expect(openingDefinition({ apiConfiguration: { selectedFields: [] } })).toBeUndefined();
  });
});

describe('a company whose reports cannot be answered', () => {
  it('is told to connect Service Titan instead of seeing an empty builder; who can connect is told so, others whom to ask', () => {
    const owner = connectionNeeded(notConnectedAnswer(true));
    expect(owner).toMatchObject({ blocking: true, title: 'Connect Service Titan to build reports' });
    expect(owner?.text).toContain('Connect your Service Titan account on the integration status page');
    expect(connectionNeeded(notConnectedAnswer(false))?.text).toContain('Ask an owner or admin of your company');
  });

  it('is warned, above a builder that still answers from the data synced, when Service Titan refuses the connection', () => {
    expect(connectionNeeded(answer(true, 'failed'))).toMatchObject({ blocking: false, title: 'Service Titan refused the connection' });
  });

  it('sees nothing in the way when connected, or while the status is not known yet', () => {
    expect(connectionNeeded(answer(true, 'success'))).toBeNull();
    expect(connectionNeeded(undefined)).toBeNull();
  });
});
