import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { sampleExecution } from '../submit-run.fixture.js';
import { runView, type Execution } from '../submit-run.model.js';
import { SubmitRunStatus } from './SubmitRunStatus.js';

/** The text a reader sees, tags dropped. */
function visibleText(markup: string): string {
  return markup.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe(SubmitRunStatus.name, () => {
  const run = (patch: Partial<Execution>) => runView(sampleExecution(patch));
  const pdf = { name: 'Load Calculation Worksheet - Ann Smith - 2025-02-03.pdf', size: 2048, downloadUrl: '/api/download-output/42/x.pdf' };

  it('shows nothing before a Submit', () => {
    expect(renderToString(<SubmitRunStatus view={null} worksheet={{ url: null, failed: false }} />)).toBe('');
  });

  it('shows the run queued and running', () => {
    const markup = renderToString(<SubmitRunStatus view={run({ status: 'running', progress: 30 })} worksheet={{ url: null, failed: false }} />);
    expect(markup).toContain('data-status="running"');
    expect(visibleText(markup)).toContain('Execution #42: Running');
    expect(visibleText(markup)).toContain('Analyzing data and generating files...');
  });

  it('offers Download Worksheet and Open Worksheet links to the PDF once it is there', () => {
    const view = run({ status: 'completed', progress: 100, outputFiles: [pdf] });
    const waiting = visibleText(renderToString(<SubmitRunStatus view={view} worksheet={{ url: null, failed: false }} />));
    expect(waiting).toContain('Preparing the worksheet...');
    const markup = renderToString(<SubmitRunStatus view={view} worksheet={{ url: 'blob:http://localhost/abc', failed: false }} />);
    expect(markup).toMatch(/<a[^>]*href="blob:http:\/\/localhost\/abc"[^>]*download="Load Calculation Worksheet - Ann Smith - 2025-02-03.pdf"/);
    expect(markup).toMatch(/<a[^>]*href="blob:http:\/\/localhost\/abc"[^>]*target="_blank"/);
    const text = visibleText(markup);
    expect(text).toContain('Execution #42: Worksheet ready');
    expect(text).toContain('Download Worksheet');
    expect(text).toContain('Open Worksheet');
  });

  it("shows a failed run's error", () => {
    const markup = renderToString(
      <SubmitRunStatus view={run({ status: 'failed', error: 'The load calculation worksheet is not built yet' })} worksheet={{ url: null, failed: false }} />,
    );
    expect(markup).toContain('data-status="failed"');
    expect(visibleText(markup)).toContain('The load calculation worksheet is not built yet');
    expect(markup).not.toContain('Download Worksheet');
  });
});
