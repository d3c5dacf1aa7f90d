import { describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import type { Execution } from '../../../entities/execution/execution.model.js';
import { PayReportStatusCard } from './PayReportStatusCard.js';

/** The markup once the deferred antd pieces (Card, Progress, Tag ...) have loaded. */
async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(<ToastProvider>{node}</ToastProvider>);
  return new Response(prelude).text();
}

/** The text a reader sees, tags dropped. */
function visibleText(markup: string): string {
  return markup.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

function run(patch: Partial<Execution>): Execution {
  return {
    id: 42,
    taskId: 3,
    taskName: 'Technician Pay Report',
    kind: 'report',
    status: 'running',
    progress: 0,
    progressMessage: null,
    parameters: { start_date: '2026-11-16', end_date: '2026-11-22', output_file: 'Week 47.xlsx', group_by: 'team', include_commission_analysis: true, use_weekly_periods: true },
    result: null,
    error: null,
    log: null,
    inputFiles: [],
    outputFiles: [],
    attempt: 1,
    canCancel: true,
    canRetry: false,
    createdAt: '2026-11-24T15:00:00.000Z',
    startTime: '2026-11-24T15:00:00.100Z',
    endTime: null,
    retryOf: null,
    scheduleId: null,
    startedBy: 7,
    startedByName: 'Pat Sparks',
    trigger: 'manual',
    ...patch,
  };
}

describe(PayReportStatusCard.name, () => {
  it('shows a run that has just started with a visible bar and what it is doing, never minutes to wait', async () => {
    const markup = await html(<PayReportStatusCard execution={run({ progress: 0 })} checkFailed={false} />);
    expect(markup).toContain('data-status="running"');
    expect(markup).toMatch(/aria-valuenow="5"/);
    const text = visibleText(markup);
    expect(text).toContain('Execution #42');
    expect(text).toContain('Reading timesheets and pay items…');
    expect(text).not.toMatch(/minutes/);
  });

  it("shows the run's own progress message and its parameters", async () => {
    const text = visibleText(await html(<PayReportStatusCard execution={run({ progress: 60, progressMessage: 'Writing the spreadsheet: 212 technicians' })} checkFailed={false} />));
    expect(text).toContain('Writing the spreadsheet: 212 technicians');
    expect(text).toContain('Pay Period 2026-11-16 to 2026-11-22');
    expect(text).toContain('Group By Team');
    expect(text).toContain('Commission Analysis Included');
    expect(text).toContain('Output File Week 47.xlsx');
  });

  it('offers a Download button for each file of a completed run, and no progress text', async () => {
    const outputFiles = [
      { name: 'Week 47.xlsx', size: 20480, downloadUrl: '/api/download-output/42/Week%2047.xlsx' },
      { name: 'Week 47.csv', size: 2048, downloadUrl: '/api/download-output/42/Week%2047.csv' },
    ];
    const markup = await html(<PayReportStatusCard execution={run({ status: 'completed', progress: 100, endTime: '2026-11-24T15:00:00.900Z', outputFiles })} checkFailed={false} />);
    expect(markup).toContain('aria-label="Download Week 47.xlsx"');
    expect(markup).toContain('aria-label="Download Week 47.csv"');
    expect(markup).not.toContain('data-testid="pay-report-progress-text"');
    expect(visibleText(markup)).toContain('Completed');
  });

  it("shows why a failed run failed", async () => {
    const error = 'Your company is not connected to ServiceTitan: connect it on the integration status page.';
    const text = visibleText(await html(<PayReportStatusCard execution={run({ status: 'failed', progress: 15, error, endTime: '2026-11-24T15:00:00.300Z' })} checkFailed={false} />));
    expect(text).toContain('Failed');
    expect(text).toContain(error);
  });

  it('says when the last status check failed', async () => {
    const text = visibleText(await html(<PayReportStatusCard execution={run({})} checkFailed />));
    expect(text).toContain('refresh the page to see if your report is ready');
  });
});
