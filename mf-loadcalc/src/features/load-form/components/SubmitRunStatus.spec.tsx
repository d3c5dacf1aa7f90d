/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { sampleExecution } from '../submit-run.fixture.js';
import { runView, type Execution } from '../submit-run.model.js';
import { SubmitRunStatus } from './SubmitRunStatus.js';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe(SubmitRunStatus.name, () => {
  const run = (patch: Partial<Execution>) => runView(sampleExecution(patch));
  const pdf = { name: 'Load Calculation Worksheet - Ann Smith - 2025-02-03.pdf', size: 2048, downloadUrl: '/api/download-output/42/x.pdf' };

  it('shows nothing before a Submit', () => {
    const { container } = render(<SubmitRunStatus view={null} worksheet={{ url: null, failed: false }} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the run queued and running', () => {
    render(<SubmitRunStatus view={run({ status: 'running', progress: 30 })} worksheet={{ url: null, failed: false }} />);
    expect(screen.getByTestId('submit-run').dataset['status']).toBe('running');
    expect(screen.getByTestId('submit-run-title').textContent).toBe('Execution #42: Running');
    expect(screen.getByTestId('submit-run').textContent).toContain('Analyzing data and generating files...');
  });

  it('says the worksheet is being prepared, its button unusable, until the PDF is there', () => {
    render(<SubmitRunStatus view={run({ status: 'completed', progress: 100, outputFiles: [pdf] })} worksheet={{ url: null, failed: false }} />);
    const preparing = screen.getByRole('button', { name: /Preparing the worksheet\.\.\./ }) as HTMLButtonElement;
    expect(preparing.disabled).toBe(true);
    expect(screen.queryByRole('link', { name: /Download Worksheet/ })).toBeNull();
  });

  it('offers Download Worksheet and Open Worksheet links to the PDF once it is there', () => {
    render(
      <SubmitRunStatus
        view={run({ status: 'completed', progress: 100, outputFiles: [pdf] })}
        worksheet={{ url: 'blob:http://localhost/abc', failed: false }}
      />,
    );
    expect(screen.getByTestId('submit-run-title').textContent).toBe('Execution #42: Worksheet ready');
    const download = screen.getByRole('link', { name: /Download Worksheet/ });
    expect(download.getAttribute('href')).toBe('blob:http://localhost/abc');
    expect(download.getAttribute('download')).toBe(pdf.name);
    const open = screen.getByRole('link', { name: /Open Worksheet/ });
    expect(open.getAttribute('href')).toBe('blob:http://localhost/abc');
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it("shows a failed run's error", () => {
    render(
      <SubmitRunStatus view={run({ status: 'failed', error: 'The load calculation worksheet is not built yet' })} worksheet={{ url: null, failed: false }} />,
    );
    expect(screen.getByTestId('submit-run').dataset['status']).toBe('failed');
    expect(screen.getByTestId('submit-run').textContent).toContain('The load calculation worksheet is not built yet');
    expect(screen.queryByRole('link', { name: /Download Worksheet/ })).toBeNull();
  });
});
