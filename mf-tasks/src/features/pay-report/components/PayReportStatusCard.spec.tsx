/** @jest-environment jsdom */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import type { Execution } from '../../../entities/execution/execution.model.js';
import { anExecution } from '../../../entities/execution/execution.fixture.js';
import { PayReportStatusCard } from './PayReportStatusCard.js';

/** Draws the card (the deferred antd pieces, Card, Progress, Tag..., loaded first) and answers the text a reader sees. */
function show(node: ReactNode): string {
  const { container } = render(<ToastProvider>{node}</ToastProvider>);
  return container.textContent ?? '';
}

beforeAll(() => preloadDeferredUi());

function run(patch: Partial<Execution>): Execution {
  return anExecution({
    taskName: 'Technician Pay Report',
    kind: 'report',
    parameters: {
      start_date: '2026-11-16',
      end_date: '2026-11-22',
      output_file: 'Week 47.xlsx',
      group_by: 'team',
      include_commission_analysis: true,
      use_weekly_periods: true,
    },
    ...patch,
  });
}

describe(PayReportStatusCard.name, () => {
  it('shows a run that has just started with a visible bar and what it is doing, never minutes to wait', () => {
    const text = show(<PayReportStatusCard execution={run({ progress: 0 })} checkFailed={false} />);
    expect(document.querySelector('[data-status]')?.getAttribute('data-status')).toBe('running');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
    expect(text).toContain('Execution #42');
    expect(text).toContain('Reading timesheets and pay items…');
    expect(text).not.toMatch(/minutes/);
  });

  it("shows the run's own progress message and its parameters", () => {
    const text = show(
      <PayReportStatusCard execution={run({ progress: 60, progressMessage: 'Writing the spreadsheet: 212 technicians' })} checkFailed={false} />,
    );
    expect(text).toContain('Writing the spreadsheet: 212 technicians');
    expect(text).toContain('Pay Period2026-11-16 to 2026-11-22');
    expect(text).toContain('Group ByTeam');
    expect(text).toContain('Commission AnalysisIncluded');
    expect(text).toContain('Output FileWeek 47.xlsx');
  });

  it('offers a Download button for each file of a completed run, and no progress text', () => {
    const outputFiles = [
      { name: 'Week 47.xlsx', size: 20480, downloadUrl: '/api/download-output/42/Week%2047.xlsx' },
      { name: 'Week 47.csv', size: 2048, downloadUrl: '/api/download-output/42/Week%2047.csv' },
    ];
    const text = show(
      <PayReportStatusCard execution={run({ status: 'completed', progress: 100, endTime: '2026-11-24T15:00:00.900Z', outputFiles })} checkFailed={false} />,
    );
    expect(screen.getByRole('button', { name: 'Download Week 47.xlsx' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Week 47.csv' })).toBeTruthy();
    expect(screen.queryByTestId('pay-report-progress-text')).toBeNull();
    expect(text).toContain('Completed');
  });

  it('shows why a failed run failed', () => {
    const error = 'Your company is not connected to ServiceTitan: connect it on the integration status page.';
    const text = show(
      <PayReportStatusCard execution={run({ status: 'failed', progress: 15, error, endTime: '2026-11-24T15:00:00.300Z' })} checkFailed={false} />,
    );
    expect(text).toContain('Failed');
    expect(text).toContain(error);
  });

  it('says when the last status check failed', () => {
    expect(show(<PayReportStatusCard execution={run({})} checkFailed />)).toContain('refresh the page to see if your report is ready');
  });
});
