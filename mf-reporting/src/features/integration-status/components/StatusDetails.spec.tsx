import { beforeAll, describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { preloadDeferredUi } from '@milestone/ui';
import { notConnectedAnswer, statusAnswer } from '../integration-status.fixture.js';
import { StatusDetails } from './StatusDetails.js';

/** The markup's visible text, tags dropped. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe(StatusDetails.name, () => {
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it('shows the configuration, the authentication with its Chicago timestamp, each endpoint and the recommendations', () => {
    const answer = statusAnswer();
    answer.status.endpoints = { jobs: { status: 'failed', message: 'Missing scope: jpm' }, customers: { status: 'success', message: 'OK' }, payments: { status: 'not_tested', message: 'Not probed' } };
    answer.status.recommendations = ["Grant the app the Job Planning scope in ServiceTitan's API Application Access"];
    const markup = renderToString(<StatusDetails answer={answer} />);
    const text = textOf(markup);
    expect(text).toContain('Client ID cid.sandbox.1000001');
    expect(text).toContain('Tenant ID 1000001');
    expect(text).toContain('App key configured Yes');
    expect(text).toContain('Base URL http://127.0.0.1:3901');
    expect(text).toContain('Success Token issued Checked Nov 24, 2026 at 10:00 AM CST');
    expect(text).toContain('customers Success OK jobs Failed Missing scope: jpm payments Not tested Not probed');
    expect(markup).toContain('aria-label="Endpoints"');
    expect(text).toContain("Grant the app the Job Planning scope in ServiceTitan's API Application Access");
    expect(text).toContain('These endpoints failed: jobs.');
  });

  it('shows an unconnected company nothing configured, no endpoint tested, and the next step', () => {
    const text = textOf(renderToString(<StatusDetails answer={notConnectedAnswer(false)} />));
    expect(text).toContain('App key configured No');
    expect(text).toContain('Not tested');
    expect(text).toContain('No endpoints tested.');
    expect(text).toContain('Ask an owner or admin of your company to connect Service Titan on this page.');
  });
});
