/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { descriptionValue, tableTexts } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { notConnectedAnswer, statusAnswer } from '../integration-status.fixture.js';
import { StatusDetails } from './StatusDetails.js';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe(StatusDetails.name, () => {
  beforeAll(() => preloadDeferredUi());

  it('shows the configuration, the authentication with its Chicago timestamp, each endpoint and the recommendations', () => {
    const answer = statusAnswer();
    answer.status.endpoints = {
      jobs: { status: 'failed', message: 'Missing scope: jpm' },
      customers: { status: 'success', message: 'OK' },
      payments: { status: 'not_tested', message: 'Not probed' },
    };
    answer.status.recommendations = ["Grant the app the Job Planning scope in ServiceTitan's API Application Access"];
    render(<StatusDetails answer={answer} />);
    expect(descriptionValue('Client ID')).toBe('cid.sandbox.1000001');
    expect(descriptionValue('Tenant ID')).toBe('1000001');
    expect(descriptionValue('App key configured')).toBe('Yes');
    expect(descriptionValue('Base URL')).toBe('http://127.0.0.1:3901');
    const authentication = within(screen.getByText('Authentication').closest<HTMLElement>('.ant-card')!);
    expect(authentication.getByText('Success')).toBeTruthy();
    expect(authentication.getByText('Token issued')).toBeTruthy();
    expect(authentication.getByText('Checked Nov 24, 2026 at 10:00 AM CST')).toBeTruthy();
    expect(tableTexts(screen.getByRole('table', { name: 'Endpoints' }))).toEqual([
      ['Endpoint', 'Status', 'Message'],
      ['customers', 'Success', 'OK'],
      ['jobs', 'Failed', 'Missing scope: jpm'],
      ['payments', 'Not tested', 'Not probed'],
    ]);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain("Grant the app the Job Planning scope in ServiceTitan's API Application Access");
    expect(items.some((item) => item?.includes('These endpoints failed: jobs.'))).toBe(true);
  });

  it('shows an unconnected company nothing configured, no endpoint tested, and the next step', () => {
    render(<StatusDetails answer={notConnectedAnswer(false)} />);
    expect(descriptionValue('App key configured')).toBe('No');
    expect(screen.getByText('Not tested')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Endpoints' })).toBeNull();
    expect(screen.getByText('No endpoints tested.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'Ask an owner or admin of your company to connect Service Titan on this page.',
    );
  });
});
